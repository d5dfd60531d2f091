// Point-in-time index membership (docs/data.md "Index membership"): S&P 500 from fja05680's intervals,
// its change list after them, then chinobing's changes cleaned of flip-flops; Nasdaq-100 from
// jmccarrell's yearly lists and dated changes. Each interval is then joined to the ticker's price
// series only where that series is the member's (joinInterval).
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import type { IndexMembership, MemberInterval } from "@/server/engine/data/panel";
import { readCsv } from "./csv";

export const FJA_INTERVALS = "fja05680__sp500/sp500_ticker_start_end.csv";
export const FJA_CHANGES = "fja05680__sp500/sp500_changes_since_2019.csv";
export const CHINOBING_CHANGES = "chinobing__historical_sp500_constituents/sp500_changes_since_1996.csv";
export const N100_DIR = "jmccarrell__n100tickers";
/** Alpha Vantage's stock histories (the first round's files) start here. */
export const FIRST_ROUND_START = "1999-11-01";
/** dieperdev's files (and DerekL1's longer ones) hold rows from 2021 only: they start here. */
export const DIEPERDEV_START = "2021-01-04";
/** Sources cut off at a date: a series starting there may have been the member's before it. */
const CUT_OFF_STARTS = [FIRST_ROUND_START, DIEPERDEV_START];
/** A series may start this many trading days after the member's interval (a spin-off's first trades). */
export const START_GRACE_ROWS = 5;
/** Opposite changes of one ticker within this many calendar days, then the first again: a flip-flop. */
export const FLIP_FLOP_DAYS = 30;

/** Intervals whose ticker's series is another company's though it covers them, found by reading the
 * joined series' price levels (a $1 stock in the S&P 500): the only source is today's holder. */
export const REUSED_MEMBER_TICKERS: Record<string, string> = {
  EP: "dsturdy's EP is Empire Petroleum, not El Paso (1999-2012)",
  SNT: "dsturdy's SNT is Senstar Technologies, not Sonat (to 1999)",
  BBBY: "dsturdy's BBBY is Overstock's (Beyond Inc.) history from 2002, not Bed Bath & Beyond",
};

/** Closed intervals whose member renamed its ticker while in the index: the series that starts later
 * inside the interval is the same company under its new ticker, joined from its start. */
export const RENAMED_MEMBER_TICKERS: Record<string, string> = {
  ATI: "Allegheny Teledyne (ALT) became Allegheny Technologies, trading as ATI from 1999-11-29",
};

export interface Change {
  date: string;
  added: string[];
  removed: string[];
}

type Interval = Omit<MemberInterval, "pricedFrom">;

/** The build's spelling: share classes with a dot (BRK.B), any remark after the ticker dropped. */
export const spell = (t: string) => /^[A-Za-z.-]+/.exec(t.trim())![0].toUpperCase().replace("-", ".");

/** Applies dated changes to intervals: a removal closes the ticker's open interval, an addition opens
 * one. Adding a member or removing a non-member changes nothing (a change the intervals already hold). */
export function applyChanges(intervals: Interval[], changes: Change[]): Interval[] {
  const out = intervals.map((x) => ({ ...x }));
  const open = new Map(out.filter((x) => x.end === null).map((x) => [x.ticker, x]));
  for (const c of [...changes].sort((a, b) => a.date.localeCompare(b.date))) {
    for (const t of c.removed) {
      const x = open.get(t);
      if (!x) continue;
      x.end = c.date;
      open.delete(t);
    }
    for (const t of c.added) {
      if (open.has(t)) continue;
      const x = { ticker: t, start: c.date, end: null };
      out.push(x);
      open.set(t, x);
    }
  }
  return out.sort((a, b) => a.ticker.localeCompare(b.ticker) || a.start.localeCompare(b.start));
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) out.set(key(item), [...(out.get(key(item)) ?? []), item]);
  return out;
}

const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/** Cleans a scraped change list: a ticker both added and removed on one date is a new spelling of
 * itself (BRK-B to BRK.B) and no change; a ticker's change undone and made again within FLIP_FLOP_DAYS
 * (a daily scrape that saw a change, lost it, and saw it again) keeps only the last of the three. A
 * change undone once and not redone (a spin-off held for a week) is real and kept. */
export function cleanChanges(changes: Change[]): Change[] {
  const events = changes.flatMap((c) => [
    ...c.added.filter((t) => !c.removed.includes(t)).map((t) => ({ date: c.date, ticker: t, added: true })),
    ...c.removed.filter((t) => !c.added.includes(t)).map((t) => ({ date: c.date, ticker: t, added: false })),
  ]);
  const dropped = new Set<(typeof events)[number]>();
  for (const list of groupBy(events, (e) => e.ticker).values()) {
    list.sort((a, b) => a.date.localeCompare(b.date));
    for (let k = 2; k < list.length; k++) {
      const [a, b, c] = [list[k - 2], list[k - 1], list[k]];
      if (dropped.has(a) || a.added === b.added || b.added === c.added) continue;
      if (days(a.date, c.date) <= FLIP_FLOP_DAYS) [a, b].forEach((e) => dropped.add(e));
    }
  }
  const kept = events.filter((e) => !dropped.has(e));
  return [...groupBy(kept, (e) => e.date)].map(([date, es]) => ({
    date,
    added: es.filter((e) => e.added).map((e) => e.ticker),
    removed: es.filter((e) => !e.added).map((e) => e.ticker),
  }));
}

const quotedList = (cell: string) => (cell.match(/'([^']+)'/g) ?? []).map((q) => spell(q.slice(1, -1)));
const commaList = (cell: string) =>
  cell
    .split(",")
    .filter((t) => t.trim() !== "")
    .map(spell);

export function readChinobingChanges(raw: string): Change[] {
  return readCsv(path.join(raw, CHINOBING_CHANGES)).rows.map(([date, added, removed]) => ({
    date,
    added: quotedList(added),
    removed: quotedList(removed),
  }));
}

/** S&P 500: fja05680's intervals (end exclusive), its own change list after their last date, then
 * chinobing's cleaned changes after fja05680's last change. */
export function sp500Intervals(raw: string): { intervals: Interval[]; lastDate: string; fjaLast: string } {
  const base = readCsv(path.join(raw, FJA_INTERVALS)).rows.map(([t, start, end]) => ({
    ticker: spell(t),
    start,
    end: end || null,
  }));
  const baseLast = base.flatMap((x) => [x.start, x.end ?? ""]).reduce((a, b) => (b > a ? b : a));
  const fjaChanges = readCsv(path.join(raw, FJA_CHANGES)).rows.map(([date, added, removed]) => ({
    date,
    added: commaList(added),
    removed: commaList(removed),
  }));
  const fjaLast = fjaChanges.reduce((a, c) => (c.date > a ? c.date : a), baseLast);
  const later = cleanChanges(readChinobingChanges(raw)).filter((c) => c.date > fjaLast);
  const intervals = applyChanges(base, [...fjaChanges.filter((c) => c.date > baseLast), ...later]);
  return { intervals, lastDate: later.reduce((a, c) => (c.date > a ? c.date : a), fjaLast), fjaLast };
}

interface N100Year {
  year: number;
  tickers_on_Jan_1: string[];
  changes?: Record<string, { union?: string[]; difference?: string[] }>;
}

/** Nasdaq-100: each year's January-1 list (a ticker it adds or leaves out changes there) and its
 * dated changes (union added, difference removed). */
export function nasdaq100Intervals(raw: string): {
  intervals: Interval[];
  firstDate: string;
  lastDate: string;
} {
  const files = fs
    .readdirSync(path.join(raw, N100_DIR))
    .filter((f) => f.endsWith(".yaml"))
    .sort();
  const years = files.map((f) => parse(fs.readFileSync(path.join(raw, N100_DIR, f), "utf8")) as N100Year);
  let intervals: Interval[] = [];
  let members = new Set<string>();
  let lastDate = "";
  for (const y of years) {
    const jan1 = `${y.year}-01-01`;
    const listed = new Set(y.tickers_on_Jan_1.map(spell));
    const changes: Change[] = [
      {
        date: jan1,
        added: [...listed].filter((t) => !members.has(t)),
        removed: [...members].filter((t) => !listed.has(t)),
      },
      ...Object.entries(y.changes ?? {}).map(([date, c]) => ({
        date,
        added: (c.union ?? []).map(spell),
        removed: (c.difference ?? []).map(spell),
      })),
    ];
    intervals = applyChanges(intervals, changes);
    members = new Set(intervals.filter((x) => x.end === null).map((x) => x.ticker));
    lastDate = changes.reduce((a, c) => (c.date > a ? c.date : a), lastDate || jan1);
  }
  return { intervals, firstDate: `${years[0].year}-01-01`, lastDate };
}

export interface PricedSpan {
  ticker: string;
  assetType: string;
  firstDate: string;
  lastDate: string;
}

/**
 * From which date an interval's member is priced by the same ticker's series, or null. The series
 * is the member's when it starts by the interval's start (within START_GRACE_ROWS trading days, or on
 * a date where its source is cut off: FIRST_ROUND_START, DIEPERDEV_START). A series that starts later inside the
 * interval is another listing than the member's: it is refused in a closed interval (a reused ticker:
 * CCI was Citicorp before Crown Castle's series, BBBY's series is Overstock's) and joined from its
 * start in an open one, where today's holder of the ticker is the member (a successor: FE, FOXA, IR),
 * and in a closed one of a RENAMED_MEMBER_TICKERS ticker. REUSED_MEMBER_TICKERS are refused in their
 * closed intervals.
 */
export function joinInterval(x: Interval, series: PricedSpan | undefined, dates: string[]): string | null {
  if (!series || series.lastDate < x.start || (x.end !== null && series.firstDate >= x.end)) return null;
  if (x.end !== null && REUSED_MEMBER_TICKERS[x.ticker]) return null;
  if (series.firstDate <= x.start) return x.start;
  const startRow = dates.findIndex((d) => d >= x.start);
  const graceEnd = dates[Math.min(startRow + START_GRACE_ROWS, dates.length - 1)];
  if (series.firstDate <= graceEnd || CUT_OFF_STARTS.includes(series.firstDate)) return series.firstDate;
  return x.end === null || RENAMED_MEMBER_TICKERS[x.ticker] ? series.firstDate : null;
}

/** An interval refused above whose ticker's series is the member of another index's open interval
 * (today's holder) over common dates, the same ticker on the same day being one listing: joined from
 * the first such date. FOX and FOXA in
 * the Nasdaq-100 2015-2021 are Fox Corporation's series from 2019-03, as in the S&P 500. */
export function joinAcross(
  x: MemberInterval,
  others: MemberInterval[],
  series: PricedSpan | undefined,
): string | null {
  if (x.pricedFrom !== null || !series) return x.pricedFrom;
  if (x.end !== null && REUSED_MEMBER_TICKERS[x.ticker]) return null;
  const from = others
    .filter((o) => o.ticker === x.ticker && o.end === null && o.pricedFrom !== null)
    .filter((o) => x.end === null || o.pricedFrom! < x.end)
    .map((o) => (o.pricedFrom! > x.start ? o.pricedFrom! : x.start))
    .sort()[0];
  return from ?? null;
}

/** Both indexes, each interval joined to the stock series of its ticker. */
export function buildMembership(raw: string, dates: string[], series: PricedSpan[]): IndexMembership[] {
  const byTicker = new Map(series.filter((s) => s.assetType === "stocks").map((s) => [s.ticker, s]));
  const join = (list: Interval[]): MemberInterval[] =>
    list.map((x) => ({ ...x, pricedFrom: joinInterval(x, byTicker.get(x.ticker), dates) }));
  const sp = sp500Intervals(raw);
  const n100 = nasdaq100Intervals(raw);
  const [spJoined, n100Joined] = [join(sp.intervals), join(n100.intervals)];
  const across = (list: MemberInterval[], others: MemberInterval[]) =>
    list.map((x) => ({ ...x, pricedFrom: joinAcross(x, others, byTicker.get(x.ticker)) }));
  return [
    {
      id: "sp_500",
      name: "S&P 500",
      firstDate: sp.intervals.reduce((a, x) => (x.start < a ? x.start : a), sp.intervals[0].start),
      lastDate: sp.lastDate,
      sources: [FJA_INTERVALS, FJA_CHANGES, CHINOBING_CHANGES],
      intervals: across(spJoined, n100Joined),
    },
    {
      id: "nasdaq_100",
      name: "Nasdaq-100",
      firstDate: n100.firstDate,
      lastDate: n100.lastDate,
      sources: [`${N100_DIR}/*.yaml`],
      intervals: across(n100Joined, spJoined),
    },
  ];
}

/** An instrument's `indexes`: those it is a member of at their last change, as the member's series. */
export function setCurrentIndexes(
  instruments: { ticker: string; assetType: string; indexes: string[] }[],
  membership: IndexMembership[],
) {
  for (const inst of instruments) {
    if (inst.assetType !== "stocks") continue;
    inst.indexes = membership
      .filter((m) => m.intervals.some((x) => x.ticker === inst.ticker && x.end === null && x.pricedFrom))
      .map((m) => m.id);
  }
}
