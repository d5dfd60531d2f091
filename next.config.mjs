/** @type {import('next').NextConfig} */
const nextConfig = {
  // Packages with WASM or native pieces are loaded by Node at run time, not bundled.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "pg",
    "pg-boss",
    "@prisma/adapter-pg",
  ],
  poweredByHeader: false,
  // `npm test` runs tsc --noEmit over the whole tree first; the build need not type-check it again.
  typescript: { ignoreBuildErrors: true },
};

export default nextConfig;
