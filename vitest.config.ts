import { configDefaults, defineConfig } from "vitest/config";
import path from "node:path";

// Tests too slow for every local run; `npm test -- --fast` (LODESTAR_FAST=1) leaves them out, CI runs them.
const SLOW = ["tests/data/rebuild.test.ts"];

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["server/**/*.test.ts", "tests/**/*.test.ts", "scripts/**/*.test.ts"],
    exclude: [...configDefaults.exclude, ...(process.env.LODESTAR_FAST === "1" ? SLOW : [])],
    globalSetup: ["tests/setup/global.ts"],
    // Every error body the suite receives is checked against the OpenAPI document.
    setupFiles: ["tests/setup/checkErrorBodies.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Every test calls from 127.0.0.1 and many send refused requests on purpose: the per-address limit
    // of refusals is tested where it is set (tests/platform/refusalLimit.test.ts).
    env: { LODESTAR_REFUSAL_LIMIT: "0" },
  },
});
