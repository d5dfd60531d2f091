// The results table as CSV (RFC 4180): the columns the table shows, numbers in the unit it shows them
// in (percent for fractions, named in the header) without symbols, so a spreadsheet reads them as
// numbers. Text cells that a spreadsheet would run as a formula are quoted with a leading apostrophe.
import { csvNumber, csvUnit } from "@/components/screener/units";

export interface CsvColumn {
  header: string;
  unit: string | null;
}

export interface CsvMatch {
  ticker: string;
  name: string;
  rank: number | null;
  values: (number | null)[];
}

function cell(value: string): string {
  // The app's no-break spaces ("12 months") are plain spaces in a file.
  const text = value.replaceAll("\u00a0", " ");
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rank (when the screen ranks), ticker, name, then one column per row; CRLF line ends. */
export function matchesCsv(columns: CsvColumn[], matches: CsvMatch[], ranked: boolean): string {
  const head = [
    ...(ranked ? ["Rank"] : []),
    "Ticker",
    "Name",
    ...columns.map((c) => `${c.header}${csvUnit(c.unit)}`),
  ];
  const lines = matches.map((m) => [
    ...(ranked ? [m.rank === null ? "" : String(m.rank)] : []),
    cell(m.ticker),
    cell(m.name),
    ...m.values.map((v, i) => csvNumber(v, columns[i]?.unit ?? null)),
  ]);
  return [head.map(cell), ...lines].map((line) => line.join(",")).join("\r\n") + "\r\n";
}

/** A file name from the screener's name and the date: "Momentum leaders 2008-10-15.csv" → safe letters. */
export function csvFileName(name: string, asOf: string): string {
  const base =
    name
      .trim()
      .replace(/[^\p{L}\p{N}]+/gu, "-")
      .replace(/^-|-$/g, "")
      .toLowerCase() || "screener";
  return `${base}-${asOf}.csv`;
}
