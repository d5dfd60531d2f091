// Split and dividend events per ticker, from every source that has them (eventSources.ts), compared
// where they overlap (docs/data.md "Corporate events"). Agreeing records merge their sources; a split
// given two ratios stops the build; a dividend the overlapping sources disagree on is refused and
// reported, and its date becomes unknown. Dividends are never invented: outside the spans the sources
// cover they are unknown.
import { dayNumber, isoFromDayNumber, type EventReport } from "@/server/engine/data/artifact";
import {
  COFFEE_DIR,
  cutRawEvents,
  readRawEvents,
  type DividendRecords,
  type RawEvents,
  type Span,
  type SplitRecords,
} from "./eventSources";

/** date = ISO ex-date (first session on the new basis); ratio = new shares per old (NVDA 2024-06-10: 10).
 * A spin-off's Yahoo "split factor" (GE 2024-04-02 ~1.253) is kind "spinoff": it scales prices, not volume. */
export interface SplitEvent {
  date: string;
  ratio: number;
  kind: "split" | "spinoff";
  sources: string[];
}
/** ISO ex-date; cash per share as paid on that date (not adjusted for later splits). */
export interface DividendEvent {
  date: string;
  amount: number;
  sources: string[];
}
export interface TickerEvents {
  splits: SplitEvent[];
  dividends: DividendEvent[];
  /** Spans in which the listed dividends are complete; outside them dividends are unknown. */
  dividendKnown: { from: string; to: string; sources: string[] }[];
}
export type { EventReport };

/** Two sources' split factors for one date agree within this relative difference (Yahoo prints 1.253). */
const SPLIT_TOLERANCE = 1e-3;
/** Two sources' dividends agree within this per share, or this share of the amount, whichever is
 * larger: a derived dividend carries the rounding of the closes it comes from. */
export const DIVIDEND_TOLERANCE = { absolute: 0.002, relative: 0.01 };
/** A factor p/q (or q/p) with q up to this is a split (3:2, 10:1, 1:20); another factor is a spin-off. */
const MAX_SPLIT_DENOMINATOR = 10;

const near = (a: number, b: number, rel: number) =>
  Math.abs(a - b) <= rel * Math.max(Math.abs(a), Math.abs(b));

/** Whether a Yahoo factor is a whole-number ratio of shares. */
export function isShareRatio(factor: number): boolean {
  const up = factor >= 1 ? factor : 1 / factor;
  for (let q = 1; q <= MAX_SPLIT_DENOMINATOR; q++) if (near(Math.round(up * q) / q, up, 1e-6)) return true;
  return false;
}

const within = (span: Span, date: string) => span.from <= date && date <= span.to;

function mergeSplits(ticker: string, records: SplitRecords[]): SplitEvent[] {
  const byDate = new Map<string, { source: string; factor: number }[]>();
  for (const r of records)
    for (const s of r.splits) {
      const list = byDate.get(s.date) ?? [];
      list.push({ source: r.source, factor: s.factor });
      byDate.set(s.date, list);
    }
  const out: SplitEvent[] = [];
  for (const [date, said] of [...byDate].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const differ = said.find((s) => !near(s.factor, said[0].factor, SPLIT_TOLERANCE));
    if (differ)
      throw new Error(
        `${ticker}: the split of ${date} has two ratios: ${said[0].factor} in ${said[0].source}, ${differ.factor} in ${differ.source}. Fix or drop one of the raw records.`,
      );
    const silent = records.find(
      (r) => r.complete && within(r.span, date) && !r.splits.some((s) => s.date === date),
    );
    if (silent)
      throw new Error(
        `${ticker}: ${said.map((s) => s.source).join(", ")} give a split of ${said[0].factor} on ${date}; ${silent.source} covers that date without it. Fix or drop one of the raw records.`,
      );
    const curated = said.find((s) => s.source.startsWith(COFFEE_DIR));
    const ratio = curated?.factor ?? said[0].factor;
    out.push({
      date,
      ratio,
      kind: curated || isShareRatio(ratio) ? "split" : "spinoff",
      sources: [...new Set(said.map((s) => s.source))],
    });
  }
  return out;
}

/**
 * Cash as paid: a split-adjusted amount times the splits after its ex-date up to the file's basis. A
 * spin-off factor is not undone: Yahoo's adjustment factor on the close takes the dividend as paid even
 * where the close is scaled for a spin-off (DerekL1's MMM on 2024-02-15 derives 1.51), and its printed
 * dividends are divided by the factor for some dates and not others (Alexshch09's J: 0.242272 for 0.29
 * on 2024-02-22, 0.29 on 2024-05-23). So a file of printed amounts covers only the dates from its last
 * spin-off up to its basis on; null when that leaves nothing.
 */
function restated(records: DividendRecords, splits: SplitEvent[]): DividendRecords | null {
  const { basis, derived, span } = records;
  if (basis === null) return records;
  const spinoff = splits.filter((s) => s.kind === "spinoff" && s.date > span.from && s.date <= basis).at(-1);
  const from = !derived && spinoff ? spinoff.date : span.from;
  if (from > span.to) return null;
  const after = (date: string) =>
    splits.filter((s) => s.kind === "split" && s.date > date && s.date <= basis);
  return {
    ...records,
    span: { from, to: span.to },
    dividends: records.dividends
      .filter((d) => d.date >= from)
      .map(({ date, amount }) => ({ date, amount: after(date).reduce((a, s) => a * s.ratio, amount) })),
  };
}

const agree = (a: number, b: number) =>
  Math.abs(a - b) <= Math.max(DIVIDEND_TOLERANCE.absolute, DIVIDEND_TOLERANCE.relative * Math.max(a, b));

const dayBefore = (iso: string) => isoFromDayNumber(dayNumber(iso) - 1);
const dayAfter = (iso: string) => isoFromDayNumber(dayNumber(iso) + 1);

/** The union of the sources' spans, as disjoint spans with the sources covering each, less the refused dates. */
function knownSpans(records: DividendRecords[], refused: Set<string>): TickerEvents["dividendKnown"] {
  const cuts = [...new Set(records.flatMap((r) => [r.span.from, dayAfter(r.span.to)]))].sort();
  const out: TickerEvents["dividendKnown"] = [];
  for (let k = 0; k + 1 < cuts.length; k++) {
    const [from, to] = [cuts[k], dayBefore(cuts[k + 1])];
    const sources = records.filter((r) => within(r.span, from)).map((r) => r.source);
    if (!sources.length) continue;
    const last = out[out.length - 1];
    if (last && dayAfter(last.to) === from && last.sources.join() === sources.join()) last.to = to;
    else out.push({ from, to, sources });
  }
  return [...refused]
    .sort()
    .reduce(
      (spans, date) =>
        spans.flatMap((s) =>
          within(s, date)
            ? [
                ...(s.from < date ? [{ ...s, to: dayBefore(date) }] : []),
                ...(date < s.to ? [{ ...s, from: dayAfter(date) }] : []),
              ]
            : [s],
        ),
      out,
    );
}

function mergeDividends(
  ticker: string,
  records: DividendRecords[],
  report: EventReport[],
): Pick<TickerEvents, "dividends" | "dividendKnown"> {
  const dates = [...new Set(records.flatMap((r) => r.dividends.map((d) => d.date)))].sort();
  const dividends: DividendEvent[] = [];
  const refused = new Set<string>();
  for (const date of dates) {
    const covering = records.filter((r) => within(r.span, date));
    const said = covering.map((r) => ({
      source: r.source,
      amount: r.dividends.find((d) => d.date === date),
    }));
    const given = said.filter((s) => s.amount !== undefined);
    const [first] = given;
    if (given.length === said.length && given.every((s) => agree(s.amount!.amount, first.amount!.amount))) {
      dividends.push({ date, amount: first.amount!.amount, sources: given.map((s) => s.source) });
      continue;
    }
    refused.add(date);
    report.push({
      ticker,
      from: date,
      to: date,
      sources: said.map((s) => s.source),
      what: `dividend refused (sources disagree beyond ${DIVIDEND_TOLERANCE.absolute} per share or ${DIVIDEND_TOLERANCE.relative * 100} %): ${said.map((s) => `${s.source} ${s.amount ? +s.amount.amount.toFixed(6) : "none"}`).join(", ")}`,
    });
  }
  return { dividends, dividendKnown: knownSpans(records, refused) };
}

/** Sessions outside every known span, between the first known date and the last session. */
function gaps(ticker: string, known: TickerEvents["dividendKnown"], sessions: string[]): EventReport[] {
  if (!known.length) return [];
  const out: EventReport[] = [];
  const horizon = sessions[sessions.length - 1];
  known.forEach((s, k) => {
    const from = dayAfter(s.to);
    const to = k + 1 < known.length ? dayBefore(known[k + 1].from) : horizon;
    const missing = sessions.filter((d) => d >= from && d <= to);
    if (!missing.length) return;
    out.push({
      ticker,
      from: missing[0],
      to: missing[missing.length - 1],
      sources: [],
      what: "no dividend source covers these sessions: dividends unknown",
    });
  });
  return out;
}

function withoutSkipped(all: RawEvents, skip: (ticker: string, source: string) => boolean): RawEvents {
  const keep = <T extends { source: string }>(map: Map<string, T[]>) =>
    new Map([...map].map(([ticker, list]) => [ticker, list.filter((r) => !skip(ticker, r.source))] as const));
  return { splits: keep(all.splits), dividends: keep(all.dividends), sessions: all.sessions };
}

/** Per ticker (the build's spelling, BRK.B) its splits, dividends and the spans where the dividends are
 * complete; `cutoff` leaves out every raw row and record dated after it (what was known on that date);
 * `skip` leaves out a ticker's file that is another company's (a splice the build refused: dieperdev's
 * BNY and LIFE). */
export function readEvents(
  raw: string,
  options: { cutoff?: string; skip?: (ticker: string, source: string) => boolean } = {},
): { events: Map<string, TickerEvents>; report: EventReport[] } {
  return eventsOf(readRawEvents(raw), options.cutoff, options.skip);
}

export function eventsOf(
  read: RawEvents,
  cutoff?: string,
  skip?: (ticker: string, source: string) => boolean,
): { events: Map<string, TickerEvents>; report: EventReport[] } {
  const all = skip ? withoutSkipped(read, skip) : read;
  const known = cutoff ? cutRawEvents(all, cutoff) : all;
  const tickers = [...new Set([...known.splits.keys(), ...known.dividends.keys()])].sort();
  const events = new Map<string, TickerEvents>();
  const report: EventReport[] = [];
  for (const ticker of tickers) {
    // Restating a file's amounts needs every split up to its basis, known on the cutoff or not.
    const basisSplits = mergeSplits(ticker, all.splits.get(ticker) ?? []);
    const splits = mergeSplits(ticker, known.splits.get(ticker) ?? []);
    const records = (known.dividends.get(ticker) ?? []).flatMap((r) => restated(r, basisSplits) ?? []);
    const merged = mergeDividends(ticker, records, report);
    report.push(...gaps(ticker, merged.dividendKnown, known.sessions));
    events.set(ticker, { splits, ...merged });
  }
  return { events, report };
}
