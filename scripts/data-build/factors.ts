// The Fama-French five factors and RF, monthly (data/factors/fama-french.json): a build file of its own
// beside the market-data artifact (data/build/), so the factor tools change nothing in that artifact.
// Values are the raw percentages / 100 (fractions); months "YYYY-MM", ascending.
import fs from "node:fs";
import path from "node:path";
import { num, readCsv } from "./csv";

export const FACTORS_FILE = "fama-french.json";
export const FACTORS_DIR = "data/factors";
export const FACTORS_SOURCE = "Wfiles__global-tactical-fund-simulator/data/FamaFrench.csv";
const COLUMNS = { mkt_rf: "Mkt-RF", smb: "SMB", hml: "HML", rmw: "RMW", cma: "CMA", rf: "RF" } as const;

export interface BuiltFactors {
  name: string;
  unit: "fraction";
  source: string;
  months: string[];
  columns: Record<keyof typeof COLUMNS, number[]>;
}

export function buildFactors(raw: string): BuiltFactors {
  const { header, rows } = readCsv(path.join(raw, FACTORS_SOURCE));
  const at = (name: string) => {
    const k = header.indexOf(name);
    if (k < 0) throw new Error(`${FACTORS_SOURCE}: expected a column ${name}`);
    return k;
  };
  const date = at("date");
  const months: string[] = [];
  const columns = Object.fromEntries(
    Object.keys(COLUMNS).map((id) => [id, [] as number[]]),
  ) as BuiltFactors["columns"];
  for (const r of rows) {
    const m = /^(\d{4})(\d{2})$/.exec(r[date].trim());
    if (!m) throw new Error(`${FACTORS_SOURCE}: unrecognised month "${r[date]}"`);
    const month = `${m[1]}-${m[2]}`;
    if (months.length && month <= months[months.length - 1])
      throw new Error(`${FACTORS_SOURCE}: months not strictly ascending at ${month}`);
    const values = Object.values(COLUMNS).map((name) => num(r[at(name)]));
    if (values.some((v) => !Number.isFinite(v)))
      throw new Error(`${FACTORS_SOURCE}: missing value in ${month}`);
    months.push(month);
    Object.keys(COLUMNS).forEach((id, j) => columns[id as keyof typeof COLUMNS].push(values[j] / 100));
  }
  return {
    name: "Fama-French five factors (Mkt-RF, SMB, HML, RMW, CMA) and the risk-free rate RF, monthly",
    unit: "fraction",
    source: FACTORS_SOURCE,
    months,
    columns,
  };
}

export function writeFactors(raw: string, outDir: string): void {
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, FACTORS_FILE), JSON.stringify(buildFactors(raw)) + "\n");
}
