// The daily series as CSV (export): one row per trading day after that day's trades. Numbers are
// written with JavaScript's shortest round-trip form, so parsing the file gives back the exact values.
import type { StoredResult } from "@/server/domain/simulations/compute";

export const CSV_HEADER = "date,value,benchmark,cash_return,exposure";

export function dailyCsv(r: StoredResult): string {
  const lines = [CSV_HEADER];
  for (let t = 0; t < r.dates.length; t++) lines.push(`${r.dates[t]},${r.values[t]},${r.benchmarkValues?.[t] ?? ""},${r.cashReturns[t]},${r.exposure[t]}`);
  return lines.join("\n") + "\n";
}
