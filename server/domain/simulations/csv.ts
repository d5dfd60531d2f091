// The daily series as CSV (export): one row per trading day after that day's trades, with the taxes
// paid that day (dividend tax and gains tax apart; empty for results computed before the engine
// reported taxes). Numbers are written with JavaScript's shortest round-trip form, so parsing the file
// gives back the exact values.
import type { StoredResult } from "@/server/domain/simulations/compute";

export const CSV_HEADER = "date,value,benchmark,cash_return,exposure,dividend_tax,gains_tax";

export function dailyCsv(r: StoredResult): string {
  const dividendTax = new Map<string, number>();
  const gainsTax = new Map<string, number>();
  for (const tax of r.taxes ?? []) {
    const paid = tax.kind === "dividend_tax" ? dividendTax : gainsTax;
    paid.set(tax.date, (paid.get(tax.date) ?? 0) + tax.amount);
  }
  const taxCell = (paid: Map<string, number>, date: string) => (r.taxes ? (paid.get(date) ?? 0) : "");
  const lines = [CSV_HEADER];
  for (let t = 0; t < r.dates.length; t++) {
    const d = r.dates[t];
    const series = `${r.values[t]},${r.benchmarkValues?.[t] ?? ""},${r.cashReturns[t]},${r.exposure[t]}`;
    lines.push(`${d},${series},${taxCell(dividendTax, d)},${taxCell(gainsTax, d)}`);
  }
  return lines.join("\n") + "\n";
}
