// What only an operator can do, done for a browser test: the e2e server (scripts/e2e-server.ts) leaves
// its database's address in a file, and the admin CLI (scripts/admin.ts) sets a person's plan there.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const e2eDatabaseFile = (port: string | number) => path.join(tmpdir(), `lodestar-e2e-${port}.url`);

/** Sets the plan of the person with this email (`npm run admin -- set-plan`). */
export function setPlan(email: string, plan: string): void {
  const port = process.env.E2E_PORT || 3210;
  const url = readFileSync(e2eDatabaseFile(port), "utf8").trim();
  execFileSync("npx", ["tsx", "scripts/admin.ts", "set-plan", "--email", email, "--plan", plan], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: "pipe",
  });
}
