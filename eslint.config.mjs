import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ["server/generated/**", ".next/**", ".data/**", "node_modules/**", "next-env.d.ts", "test-results/**"] },
];

export default config;
