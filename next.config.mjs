/** @type {import('next').NextConfig} */
const nextConfig = {
  // Packages with WASM or native pieces are loaded by Node at run time, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "pg", "pg-boss", "@prisma/adapter-pg"],
  poweredByHeader: false,
};

export default nextConfig;
