// Loads data/factors/fama-french.json (the Fama-French five factors and RF, monthly; scripts/data-build/factors.ts)
// into the engine's FactorTable, once per process.
import fs from "node:fs";
import path from "node:path";
import type { FactorTable } from "@/server/engine/analysis/factors";
import { processWide } from "@/server/processWide";

interface FactorsFile {
  source: string;
  months: string[];
  columns: Record<keyof FactorTable["columns"], number[]>;
}

export interface FactorData extends FactorTable {
  source: string;
}

export function loadFactors(dir: string = path.join(process.cwd(), "data", "factors")): FactorData {
  const file = JSON.parse(fs.readFileSync(path.join(dir, "fama-french.json"), "utf8")) as FactorsFile;
  const columns = Object.fromEntries(
    Object.entries(file.columns).map(([id, values]) => [id, Float64Array.from(values)]),
  ) as FactorTable["columns"];
  return { source: file.source, months: file.months, columns };
}

export function getFactors(): FactorData {
  return processWide("factors", () => loadFactors());
}
