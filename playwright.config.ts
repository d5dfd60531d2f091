// Browser tests: Debian's Chromium (no browser download) against a production build served by
// scripts/e2e-server.ts on the test database.
import { defineConfig } from "@playwright/test";
import { CHROMIUM } from "./e2e/chromium";

const PORT = Number(process.env.E2E_PORT || 3210);

export default defineConfig({
  testDir: "e2e",
  timeout: 60_000,
  workers: 1,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: CHROMIUM,
    trace: "off",
  },
  webServer: {
    command: `npx tsx scripts/e2e-server.ts ${PORT}`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
  },
});
