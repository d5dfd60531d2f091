// The filing-dated fundamentals worked out by hand from the raw SEC files (docs/methodology.md
// "Filing-dated fundamentals"), apart from the data build and the engine: read the company's CSV, keep
// the quarters filed on or before the date, newest period first, and apply the stated rules.
import { lines, cells } from "@/tests/screening/rawFiles";

export interface RawQuarter {
  periodEnd: string;
  filed: string;
  /** Column name -> number; NaN when empty or the file has no such column. */
  v: Record<string, number>;
}

export function rawQuarters(ticker: string): RawQuarter[] {
  const file = `RominGandhi__sp500-long-short-strategy/sec_fundamentals/${ticker.replace(".", "-")}.csv`;
  const [header, ...rows] = lines(file).map(cells);
  const col = (name: string) => header.indexOf(name);
  return rows.map((r) => ({
    periodEnd: r[col("period_end")],
    filed: r[col("available_date")],
    v: Object.fromEntries(
      ["net_income", "total_assets", "equity", "operating_cf", "free_cash_flow"].map((name) => {
        const c = col(name);
        return [name, c < 0 || r[c] === "" || r[c] === undefined ? NaN : Number(r[c])];
      }),
    ),
  }));
}

const days = (a: string, b: string) => (Date.parse(a) - Date.parse(b)) / 86_400_000;

/** Quarters whose filing is dated on or before `date`, newest period first. */
export const filedBy = (q: RawQuarter[], date: string) =>
  q.filter((x) => x.filed <= date).sort((a, b) => (a.periodEnd < b.periodEnd ? 1 : -1));

/** Sum of a column over four consecutive quarters from the `from`-th newest; NaN when the rule fails. */
export function handTtm(q: RawQuarter[], date: string, column: string, from = 0): number {
  const f = filedBy(q, date);
  if (f.length < from + 4 || days(date, f[0].periodEnd) > 365) return NaN;
  const four = f.slice(from, from + 4);
  for (let k = Math.max(from, 1); k < from + 4; k++) {
    const gap = days(f[k - 1].periodEnd, f[k].periodEnd);
    if (gap < 75 || gap > 105) return NaN;
  }
  return four.reduce((s, x) => s + x.v[column], 0);
}

/** TTM net income / equity (or total assets) of the newest filed quarter, when that is > 0. */
export function handReturnOn(q: RawQuarter[], date: string, balance: "equity" | "total_assets"): number {
  const f = filedBy(q, date);
  const base = f.length ? f[0].v[balance] : NaN;
  return base > 0 ? handTtm(q, date, "net_income") / base : NaN;
}

/** The column of the newest filed quarter that has it, if that quarter ended within 365 days. */
export function handLatest(q: RawQuarter[], date: string, column: string): number {
  const x = filedBy(q, date).find((r) => !Number.isNaN(r.v[column]));
  return x && days(date, x.periodEnd) <= 365 ? x.v[column] : NaN;
}

export function handGrowth(q: RawQuarter[], date: string): number {
  const before = handTtm(q, date, "net_income", 4);
  return before > 0 ? handTtm(q, date, "net_income") / before - 1 : NaN;
}
