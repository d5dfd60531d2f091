// As-traded close, OHLC and volume after the raw era (docs/data.md "As traded"). Per stock, from the
// day after its last raw close to its last adjusted close: on each date the close is the first file's
// (TRADED_SOURCES order) that holds it as traded, once the splits after the date up to the file's
// basis are undone; where none does, it is chained from the previous close by the adjusted close's
// return and the events of the date. Every file row is checked against the chain and the other
// files; a row that disagrees is judged or refused, and each span's source and rule is recorded.
// Only rows and events dated on or before the date are read: a later split or dividend never
// changes a value.
import { dayNumber, isoFromDayNumber } from "@/server/engine/data/artifact";
import type { Columns } from "./columns";
import type { BuiltInstrument } from "./instruments";
import {
  TRADED_FIELDS,
  type InstrumentLineage,
  type Judgement,
  type Lineage,
  type LineageSpan,
  type Refusal,
  type TradedField,
} from "@/server/engine/data/lineage";
import {
  OHLC_ORDER,
  TRADED_SOURCES,
  VOLUME_ORDER,
  readTradedFile,
  tradedFiles,
  type TradedRow,
  type TradedSource,
} from "./tradedSources";

/** The events traded.ts reads (events.ts's `readEvents` gives them per ticker). */
export interface TradedEvents {
  splits: { date: string; ratio: number; kind: "split" | "spinoff" }[];
  dividends: { date: string; amount: number }[];
}

/** Two files' traded closes on one date differing by more than this (relative) disagree. Files of
 * one vendor agree to float32 rounding (about 1e-7). */
export const FILE_TOLERANCE = 1e-6;
/** A file's close within this of the chained close agrees with the chain (the adjusted close is
 * float32: about 1e-7 a day; a dividend amount derived from a factor is off by about 1e-5). */
export const CHAIN_TOLERANCE = 0.002;
/** A single file's close off the chain by more than this (and not like a split) is refused; within
 * it, the file is taken and the difference judged (a dividend no record lists, an intraday
 * adjusted close). */
export const MAX_JUDGED = 0.15;
/** Split ratios a jump is compared with (both ways), within SPLIT_LIKE. */
const SPLIT_RATIOS = [1.5, 2, 3, 4, 5, 6, 8, 10, 15, 20, 25, 30, 40, 50];
const SPLIT_LIKE = 0.03;
/** Another file's volume off the taken one by more than this is refused. */
export const VOLUME_TOLERANCE = 0.05;
/** Another file's open/high/low ÷ close off the taken file's by more than this is refused. */
export const OHLC_TOLERANCE = 0.002;

export const LINEAGE_RULES: Record<string, string> = {
  raw: "as printed by the instrument's OHLCV source of the raw era (manifest sources)",
  traded: "as traded in the file",
  undone: "split-adjusted as of the file's basis; splits after the date up to it undone",
  chain: "previous close x adjusted-close return, less the date's dividend, over its split ratio",
  ratio: "the file's open/high/low / its close on the date, times the traded close",
  none: "no value: no file holds the date (and no chain for a close without an earlier close)",
};

interface SourceRows {
  s: TradedSource;
  rows: Map<number, TradedRow>;
  basis: number;
  tradedFrom: number;
}

interface Split {
  day: number;
  ratio: number;
  kind: "split" | "spinoff";
}

/** Product of the ratios of the splits with ex-date in (from, to]; spin-offs scale prices only. */
function splitFactor(splits: Split[], from: number, to: number, prices: boolean): number {
  let f = 1;
  for (const x of splits) if (x.day > from && x.day <= to && (prices || x.kind === "split")) f *= x.ratio;
  return f;
}

const rel = (a: number, b: number) => Math.abs(a / b - 1);
/** Prices are stored to 1e-6 per share (the codec's short decimals: a float64 run would add ~16 MB),
 * within 1e-6 of the file's value above $0.50; volumes in whole shares. */
const price = (x: number) => Math.round(x * 1e6) / 1e6;

function splitLike(ratio: number): number | null {
  for (const k of SPLIT_RATIOS) {
    if (Math.abs(ratio * k - 1) <= SPLIT_LIKE) return -k;
    if (Math.abs(ratio / k - 1) <= SPLIT_LIKE) return k;
  }
  return null;
}

const pct = (x: number) => `${(x * 100).toFixed(2)} %`;

/** Runs of consecutive rows with one label, as lineage spans. */
class Spans {
  readonly out: LineageSpan[] = [];
  private last = -2;
  add(j: number, date: string, source: string, rule: string) {
    const cur = this.out[this.out.length - 1];
    if (cur && this.last === j - 1 && cur[2] === source && cur[3] === rule) cur[1] = date;
    else this.out.push([date, date, source, rule]);
    this.last = j;
  }
}

class Refusals {
  readonly out: Refusal[] = [];
  private last = new Map<string, [Refusal, number]>();
  add(field: TradedField, file: string, j: number, date: string, reason: string) {
    const key = `${field}\0${file}\0${reason}`;
    const prev = this.last.get(key);
    if (prev && prev[1] === j - 1) {
      prev[0].to = date;
      prev[0].days++;
      prev[1] = j;
      return;
    }
    const r: Refusal = { field, file, from: date, to: date, days: 1, reason };
    this.out.push(r);
    this.last.set(key, [r, j]);
  }
}

/**
 * Fills close, open, high, low and volume of `bars` after the last raw close, in place, from the
 * ticker's traded files and events; returns the lineage, or null when the history has no adjusted
 * close after its raw era. A build cut at a date passes the rows and events to that date, and the
 * splits that restate a later download (`basisSplits`; tests/data/tradedPointInTime.test.ts):
 * nothing here reads a row or an event after the date it fills.
 */
export function reconstructTraded(
  bars: Columns,
  files: { s: TradedSource; rows: TradedRow[] }[],
  events: TradedEvents | undefined,
  basisSplits: TradedEvents["splits"] = events?.splits ?? [],
): InstrumentLineage | null {
  const { days, values: v } = bars;
  let last = -1;
  for (let j = 0; j < days.length; j++) if (v.close[j] > 0) last = j;
  let end = -1;
  for (let j = 0; j < days.length; j++) if (v.adjClose[j] > 0) end = j;
  if (end <= last) return null;

  const toDays = (list: TradedEvents["splits"]): Split[] =>
    list.map((x) => ({ ...x, day: dayNumber(x.date) }));
  // The chain reads the events known on the date; undoing a file's basis reads every split up to its
  // download, known on a cut-off or not (a later download restated to the cut-off's: docs/data.md).
  const splits = toDays(events?.splits ?? []);
  const restate = toDays(basisSplits);
  const dividends = new Map<number, number>();
  for (const d of events?.dividends ?? []) {
    const day = dayNumber(d.date);
    dividends.set(day, (dividends.get(day) ?? 0) + d.amount);
  }
  const sources: SourceRows[] = files.map(({ s, rows }) => ({
    s,
    rows: new Map(rows.map((r) => [r.day, r])),
    basis: dayNumber(s.basis),
    tradedFrom: s.tradedFrom ? dayNumber(s.tradedFrom) : Infinity,
  }));
  const byId = new Map(sources.map((x) => [x.s.id, x]));
  // A row's basis: as traded from `tradedFrom` on, else the download's date.
  const basisOf = (x: SourceRows, day: number) => (day >= x.tradedFrom ? day : x.basis);
  const tradedClose = (x: SourceRows, day: number): number => {
    const r = x.rows.get(day);
    if (!r) return NaN;
    if (x.s.close === "split_adjusted") return r.close * splitFactor(restate, day, x.basis, true);
    if (x.s.close === "traded_from" && day >= x.tradedFrom) return r.close;
    return NaN;
  };

  const spans = Object.fromEntries(TRADED_FIELDS.map((f) => [f, new Spans()])) as Record<TradedField, Spans>;
  const refused = new Refusals();
  const judged: Judgement[] = [];
  const dates = Array.from(days, isoFromDayNumber);
  for (let j = 0; j <= last; j++) {
    if (!(v.close[j] > 0)) continue;
    spans.close.add(j, dates[j], "raw", "raw");
    for (const f of ["open", "high", "low", "volume"] as const)
      if (Number.isFinite(v[f][j])) spans[f].add(j, dates[j], "raw", "raw");
  }

  let prev = last; // row of the previous close
  const closeRefused = new Set<string>(); // `${id}` refused on the current row
  for (let j = last + 1; j <= end; j++) {
    const day = days[j];
    const date = dates[j];
    closeRefused.clear();
    v.close[j] = v.open[j] = v.high[j] = v.low[j] = v.volume[j] = NaN;
    if (!(v.adjClose[j] > 0)) continue;

    // The chain: the previous close through the events since, by the adjusted close's return.
    let chained = NaN;
    if (prev >= 0) {
      let dividend = 0;
      for (const [d, amount] of dividends) if (d > days[prev] && d <= day) dividend += amount;
      const c = v.close[prev] / splitFactor(splits, days[prev], day, true) - dividend;
      chained = (c * v.adjClose[j]) / v.adjClose[prev];
    }

    const cands = sources
      .map((x) => ({
        id: x.s.id,
        value: tradedClose(x, day),
        rule: x.s.close === "split_adjusted" ? "undone" : "traded",
      }))
      .filter((c) => c.value > 0);
    let taken: (typeof cands)[number] | null = null;
    if (cands.length) {
      const agreeing = cands.filter((c) => !(chained > 0) || rel(c.value, chained) <= CHAIN_TOLERANCE);
      if (agreeing.length) taken = agreeing[0];
      else {
        // Two files that agree with each other outvote the chain.
        const pair = cands.find((a) => cands.some((b) => b !== a && rel(a.value, b.value) <= FILE_TOLERANCE));
        const first = pair ?? cands[0];
        const d = first.value / chained - 1;
        const k = splitLike(first.value / chained);
        if (pair) {
          taken = pair;
          judged.push({
            field: "close",
            file: pair.id,
            date,
            reason: `files agree; chain off by ${pct(-d)}`,
          });
        } else if (k !== null) {
          refused.add(
            "close",
            first.id,
            j,
            date,
            `a ${k > 0 ? `${k}:1` : `1:${-k}`} jump against the chain: a split no record lists`,
          );
          closeRefused.add(first.id);
        } else if (Math.abs(d) > MAX_JUDGED) {
          refused.add("close", first.id, j, date, `off the chain by more than ${pct(MAX_JUDGED)}`);
          closeRefused.add(first.id);
        } else {
          taken = first;
          judged.push({
            field: "close",
            file: first.id,
            date,
            reason:
              d < 0
                ? `${pct(-d)} below the chain: a dividend no record lists, or the adjusted close's`
                : `${pct(d)} above the chain: the adjusted close's`,
          });
        }
      }
      for (const c of cands) {
        if (c === taken || closeRefused.has(c.id)) continue;
        if (taken && rel(c.value, taken.value) <= FILE_TOLERANCE) continue;
        refused.add("close", c.id, j, date, taken ? `differs from ${taken.id}` : "off the chain");
        closeRefused.add(c.id);
      }
    }
    if (taken) {
      v.close[j] = price(taken.value);
      spans.close.add(j, date, taken.id, taken.rule);
    } else if (chained > 0) {
      v.close[j] = price(chained);
      spans.close.add(j, date, "chain", "chain");
    } else {
      for (const f of TRADED_FIELDS) spans[f].add(j, date, "none", "none");
      continue;
    }
    prev = j;
    const close = v.close[j];

    // Open/high/low: the first OHLC file's bar, scaled to the close.
    let bar: { id: string; o: number; h: number; l: number } | null = null;
    for (const id of OHLC_ORDER) {
      const x = byId.get(id);
      const r = x?.rows.get(day);
      if (!x || !x.s.ohlc || !r || closeRefused.has(id)) continue;
      const [o, h, l] = [r.open / r.close, r.high / r.close, r.low / r.close];
      const sane = o > 0 && l > 0 && l <= Math.min(o, 1) * (1 + 1e-6) && h >= Math.max(o, 1) * (1 - 1e-6);
      if (!sane) {
        refused.add("open", id, j, date, "impossible bar (low above open/close or high below)");
        continue;
      }
      if (!bar) {
        bar = { id, o, h, l };
        continue;
      }
      if (rel(o, bar.o) > OHLC_TOLERANCE || rel(h, bar.h) > OHLC_TOLERANCE || rel(l, bar.l) > OHLC_TOLERANCE)
        refused.add("open", id, j, date, `bar differs from ${bar.id}`);
    }
    for (const f of ["open", "high", "low"] as const) {
      if (bar) {
        v[f][j] = price(close * bar[f === "open" ? "o" : f === "high" ? "h" : "l"]);
        spans[f].add(j, date, bar.id, "ratio");
      } else spans[f].add(j, date, "none", "none");
    }

    // Volume: the first volume file's, its later splits undone (spin-offs leave the share count).
    let vol: { id: string; value: number } | null = null;
    for (const id of VOLUME_ORDER) {
      const x = byId.get(id);
      const r = x?.rows.get(day);
      if (!x || !x.s.volume || !r || !(r.volume >= 0)) continue;
      const value = r.volume / splitFactor(restate, day, basisOf(x, day), false);
      if (!vol) vol = { id, value };
      else if (Math.abs(value - vol.value) > VOLUME_TOLERANCE * Math.max(value, vol.value))
        refused.add("volume", id, j, date, `differs from ${vol.id} by more than ${pct(VOLUME_TOLERANCE)}`);
    }
    if (vol) {
      v.volume[j] = Math.round(vol.value);
      const x = byId.get(vol.id)!;
      spans.volume.add(j, date, vol.id, basisOf(x, day) === day ? "traded" : "undone");
    } else spans.volume.add(j, date, "none", "none");
  }
  return {
    fields: Object.fromEntries(TRADED_FIELDS.map((f) => [f, spans[f].out])) as Record<
      TradedField,
      LineageSpan[]
    >,
    refused: refused.out,
    judged,
  };
}

/** The files of each source for a ticker. */
export function tradedFilesOf(
  raw: string,
  index: Map<string, string>[],
  ticker: string,
): { s: TradedSource; rows: TradedRow[] }[] {
  return TRADED_SOURCES.flatMap((s, i) => {
    const file = index[i].get(ticker);
    return file ? [{ s, rows: readTradedFile(raw, file, s) }] : [];
  });
}

/** Every source's ticker → file index. */
export const tradedIndex = (raw: string) => TRADED_SOURCES.map((s) => tradedFiles(raw, s));

/** Extends every stock's close, OHLC and volume past its raw era, in place; the build's lineage. */
export function buildTraded(
  raw: string,
  instruments: BuiltInstrument[],
  eventsOf: (ticker: string) => TradedEvents | undefined,
): Lineage {
  const index = tradedIndex(raw);
  const out: Record<string, InstrumentLineage> = {};
  for (const inst of instruments) {
    if (inst.meta.assetType !== "stocks") continue;
    const ticker = inst.meta.ticker;
    const lineage = reconstructTraded(inst.bars, tradedFilesOf(raw, index, ticker), eventsOf(ticker));
    if (lineage) out[ticker] = lineage;
  }
  return {
    format: 1,
    rules: LINEAGE_RULES,
    sources: Object.fromEntries(
      TRADED_SOURCES.map((s) => [
        s.id,
        `${s.dir}: split-adjusted as of ${s.basis}${s.tradedFrom ? `, as traded from ${s.tradedFrom}` : ""}`,
      ]),
    ),
    instruments: out,
  };
}
