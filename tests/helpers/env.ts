// Tests that change a setting while they run: set (or, with undefined, unset) the variables and make
// server/env.ts read the environment again.
import { rereadEnv } from "@/server/env";

export function setEnv(vars: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(vars)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  rereadEnv();
}
