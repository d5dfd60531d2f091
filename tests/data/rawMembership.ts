// Index membership read straight from the raw files for the tests, apart from the build's reader
// (scripts/data-build/membership.ts): fja05680's intervals and change list, chinobing's changes,
// jmccarrell's yearly Nasdaq-100 files (parsed with the yaml package).
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { lines, RAW } from "./rawFiles";

const dotted = (t: string) => t.trim().replace("-", ".");
/** fja05680's intervals file ends with its last interval date. */
export const FJA_INTERVALS_LAST = "2025-07-09";

/** Tickers in fja05680's intervals file on a date (start inclusive, end exclusive). */
export function fjaMembers(date: string): Set<string> {
  const out = new Set<string>();
  for (const l of lines("fja05680__sp500/sp500_ticker_start_end.csv").slice(1)) {
    const [t, start, end] = l.split(",");
    if (start <= date && (end === "" || date < end)) out.add(dotted(t));
  }
  return out;
}

export interface RawChange {
  date: string;
  added: string[];
  removed: string[];
}

/** fja05680's change list: date,"A,B","C". */
export const fjaChanges = (): RawChange[] =>
  lines("fja05680__sp500/sp500_changes_since_2019.csv")
    .slice(1)
    .map((l) => {
      const [date, added, removed] = l.match(/^([^,]+),"([^"]*)","([^"]*)"$/)!.slice(1);
      const list = (s: string) => s.split(",").filter(Boolean).map(dotted);
      return { date, added: list(added), removed: list(removed) };
    });

/** chinobing's change list: date,['A', 'B'],['C'] (quoted when it holds a comma). */
export const chinobingChanges = (): RawChange[] =>
  lines("chinobing__historical_sp500_constituents/sp500_changes_since_1996.csv")
    .slice(1)
    .map((l) => {
      const date = l.slice(0, 10);
      const [added, removed] = l.slice(11).match(/\[[^\]]*\]|(?<=,|^)(?=,|$)/g)!;
      const list = (s: string) => [...(s ?? "").matchAll(/'([^']+)'/g)].map((m) => dotted(m[1].split(" ")[0]));
      return { date, added: list(added), removed: list(removed) };
    });

/** A set of members moved through dated changes (date exclusive from, inclusive to). */
export function applied(members: Set<string>, changes: RawChange[], after: string, through: string) {
  const out = new Set(members);
  for (const c of changes.filter((c) => c.date > after && c.date <= through)) {
    c.removed.forEach((t) => out.delete(t));
    c.added.forEach((t) => out.add(t));
  }
  return out;
}

interface N100File {
  year: number;
  tickers_on_Jan_1: string[];
  changes?: Record<string, { union?: string[]; difference?: string[] }>;
}

/** Nasdaq-100 members on a date: that year's January-1 list, then its changes dated up to the date. */
export function nasdaq100Members(date: string): Set<string> {
  const dir = path.join(RAW, "jmccarrell__n100tickers");
  const file = `n100-ticker-changes-${date.slice(0, 4)}.yaml`;
  const y = parse(fs.readFileSync(path.join(dir, file), "utf8")) as N100File;
  const out = new Set(y.tickers_on_Jan_1.map(dotted));
  for (const [d, c] of Object.entries(y.changes ?? {}).sort()) {
    if (d > date) continue;
    (c.difference ?? []).forEach((t) => out.delete(dotted(t)));
    (c.union ?? []).forEach((t) => out.add(dotted(t)));
  }
  return out;
}
