// One seed step: its name and an idempotent run that says what it did (server/seed/index.ts runs them).
import type { Db } from "@/server/db";

export interface SeedStep {
  name: string;
  run(db: Db): Promise<string>;
}
