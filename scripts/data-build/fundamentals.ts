// The fundamentals snapshot (one point in time; see PROVENANCE: 2026-08-22 commit of the financials file).
import path from "node:path";
import { num, readCsv } from "./csv";

export const FUNDAMENTALS_FILE =
  "datasets__s-and-p-500-companies-financials/data/constituents-financials.csv";
export const FUNDAMENTALS_AS_OF = "2026-08-22";

/** Our field id -> the file's column. Dividend yield is a fraction; market cap and EBITDA in USD. */
const FIELDS: [string, string][] = [
  ["price", "Price"],
  ["price_earnings", "Price/Earnings"],
  ["dividend_yield", "Dividend Yield"],
  ["eps", "Earnings/Share"],
  ["low_52w", "52 Week Low"],
  ["high_52w", "52 Week High"],
  ["market_cap", "Market Cap"],
  ["ebitda", "EBITDA"],
  ["price_sales", "Price/Sales"],
  ["price_book", "Price/Book"],
];

export interface BuiltFundamentals {
  asOf: string;
  source: string;
  fields: string[];
  rows: [string, ...(number | null)[]][];
}

export function buildFundamentals(raw: string): BuiltFundamentals {
  const { header, rows } = readCsv(path.join(raw, FUNDAMENTALS_FILE));
  const cols = FIELDS.map(([, name]) => {
    const i = header.indexOf(name);
    if (i < 0) throw new Error(`${FUNDAMENTALS_FILE}: missing column "${name}"`);
    return i;
  });
  const s = header.indexOf("Symbol");
  const out = rows
    .map((r): [string, ...(number | null)[]] => [
      r[s].trim(),
      ...cols.map((c) => (Number.isNaN(num(r[c])) ? null : num(r[c]))),
    ])
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return { asOf: FUNDAMENTALS_AS_OF, source: FUNDAMENTALS_FILE, fields: FIELDS.map(([id]) => id), rows: out };
}
