// Debian's Chromium as the browser tests and bench/web.ts launch it: no browser download, and without
// the background networking that this machine's closed network refuses.
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
