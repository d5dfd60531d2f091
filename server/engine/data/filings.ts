// The filing-dated fundamentals of the data build (data/build/filings.json.gz, docs/data.md "Filings"):
// each company's quarterly figures with the date the SEC filing made them public. The file's shape and
// its typed form in memory; reading the file is server/data/load.ts's job.
import { dayNumber } from "@/server/engine/indicators/calendar";

export const FILINGS_FILE = "filings.json.gz";

/** The figures of a quarter, in stored order: US dollars, a flow over the quarter or a balance at its end. */
export const FILING_FIELDS = [
  "netIncome",
  "totalAssets",
  "equity",
  "operatingCashFlow",
  "capex",
  "freeCashFlow",
] as const;
export type FilingField = (typeof FILING_FIELDS)[number];

/** As stored: per company, rows `[periodEnd, filed, ...FILING_FIELDS]` in period order, null = not reported. */
export interface StoredFilings {
  source: string;
  fields: readonly FilingField[];
  companies: { ticker: string; rows: [string, string, ...(number | null)[]][] }[];
}

/** One company's quarters in period order; days are day numbers (days since 1970-01-01, UTC), NaN = not reported. */
export interface FilingHistory {
  periodEnd: Int32Array;
  filed: Int32Array;
  values: Record<FilingField, Float64Array>;
}

export interface Filings {
  source: string;
  /** The first and last filing dates in the data ("YYYY-MM-DD"). */
  firstFiled: string;
  lastFiled: string;
  byTicker: Map<string, FilingHistory>;
}

export function toFilings(stored: StoredFilings): Filings {
  let firstFiled = "9999-12-31";
  let lastFiled = "0000-01-01";
  const byTicker = new Map<string, FilingHistory>();
  for (const { ticker, rows } of stored.companies) {
    const values = Object.fromEntries(
      stored.fields.map((f, j) => [f, Float64Array.from(rows, (r) => (r[2 + j] as number | null) ?? NaN)]),
    ) as Record<FilingField, Float64Array>;
    for (const r of rows) {
      if (r[1] < firstFiled) firstFiled = r[1];
      if (r[1] > lastFiled) lastFiled = r[1];
    }
    byTicker.set(ticker, {
      periodEnd: Int32Array.from(rows, (r) => dayNumber(r[0])),
      filed: Int32Array.from(rows, (r) => dayNumber(r[1])),
      values,
    });
  }
  return { source: stored.source, firstFiled, lastFiled, byTicker };
}
