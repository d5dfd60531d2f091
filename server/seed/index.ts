// Reference data and public records loaded by `npm run db:setup` after the migrations. Every step is
// idempotent (upserts by stable id), so running it again changes nothing.
import type { Db } from "@/server/db";
import { instrumentsStep } from "@/server/seed/instruments";
import { publicScreenersStep } from "@/server/seed/publicScreeners";
import { publicPortfoliosStep } from "@/server/seed/publicPortfolios";
import type { SeedStep } from "@/server/seed/step";

export const seedSteps: SeedStep[] = [instrumentsStep, publicScreenersStep, publicPortfoliosStep];

export async function seedAll(db: Db, log: (line: string) => void = () => {}): Promise<void> {
  for (const step of seedSteps) log(`seed ${step.name}: ${await step.run(db)}`);
}
