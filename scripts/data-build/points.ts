// A dated value column of a raw file, and the join of two such columns: what the build's series are
// made of (series.ts, fx.ts).
import path from "node:path";
import { isoDate, num, readCsv } from "./csv";

export interface Points {
  dates: string[];
  values: number[];
}

/** One value column by name of a parsed table; rows with a missing value are left out. */
export function tableColumn(
  table: { header: string[]; rows: string[][] },
  rel: string,
  dateCol: string,
  valueCol: string,
  transform: (x: number) => number = (x) => x,
): Points {
  const d = table.header.indexOf(dateCol);
  const v = table.header.indexOf(valueCol);
  if (d < 0 || v < 0) throw new Error(`${rel}: expected columns ${dateCol} and ${valueCol}`);
  const out: Points = { dates: [], values: [] };
  for (const r of table.rows) {
    const x = num(r[v]);
    if (Number.isNaN(x)) continue;
    out.dates.push(isoDate(r[d]));
    out.values.push(transform(x));
  }
  for (let j = 1; j < out.dates.length; j++) {
    if (out.dates[j] <= out.dates[j - 1])
      throw new Error(`${rel}: dates not strictly ascending at ${out.dates[j]}`);
  }
  return out;
}

/** One value column of a raw CSV file (tableColumn). */
export function column(
  raw: string,
  rel: string,
  dateCol: string,
  valueCol: string,
  transform: (x: number) => number = (x) => x,
  skipLines = 0,
): Points {
  return tableColumn(readCsv(path.join(raw, rel), skipLines), rel, dateCol, valueCol, transform);
}

/** All of `first`, then the points of `then` after the last date of `first`. */
export function extend(first: Points, then: Points): Points {
  const end = first.dates[first.dates.length - 1];
  const from = then.dates.findIndex((d) => d > end);
  const n = from < 0 ? then.dates.length : from;
  return {
    dates: [...first.dates, ...then.dates.slice(n)],
    values: [...first.values, ...then.values.slice(n)],
  };
}

export const invert = (x: number) => 1 / x;
