// One history per instrument from several raw sources (docs/data.md "Splicing"). The first source
// says which company the ticker is; every later source is checked against the sources already taken
// where they overlap, and refused when its daily returns disagree on too many days: a reused ticker
// (another company's prices) disagrees most days, a vendor glitch a day or two. The adjusted close on
// each date comes from the most trusted source that has it, older sources chained on before its first
// date so returns carry over; raw OHLC, volume and dividends come only from sources that have them.
import type { SpliceCheck } from "@/server/engine/data/artifact";
import { dayNumber } from "@/server/engine/data/artifact";
import type { Bar } from "./bars";
import type { Columns } from "./columns";

export type { SpliceCheck };

export interface SpliceSource {
  rel: string; // raw file, relative to the raw folder
  bars: Bar[]; // ascending dates
  /** Whether its rows carry raw close, OHLC, volume and dividends (not only an adjusted close). */
  ohlcv: boolean;
  /** Higher wins the adjusted close where sources overlap. */
  priority: number;
}

/** A daily return difference beyond this counts as a disagreeing day. */
export const RETURN_GAP = 0.02;
/** More disagreeing days than this share of the overlap refuses the source (a reused ticker). The
 * two sources' worst same-company pair in the raw folder disagrees on 1.9 % of days (USB in 1999-2000,
 * a predecessor's history), the best reused ticker on 7 % (CB, ACE's history before 2008). */
export const MAX_DISAGREEING = 0.03;
/** Fewer common dates than this cannot show that two sources are one company. */
export const MIN_OVERLAP_DAYS = 20;

export interface Spliced {
  bars: Columns;
  sources: string[]; // sources that gave at least one value
  checks: SpliceCheck[];
}

const byDate = (bars: Bar[]) => new Map(bars.map((b) => [b.date, b.adjClose]));

/** How `candidate`'s daily returns agree with `trusted`'s over their common dates. */
export function compareReturns(
  trusted: Bar[],
  candidate: Bar[],
): Omit<SpliceCheck, "source" | "against" | "accepted"> {
  const a = byDate(trusted);
  const common = candidate.filter((b) => a.has(b.date) && b.adjClose > 0 && a.get(b.date)! > 0);
  let maxReturnGap = 0;
  let at: string | null = null;
  let bad = 0;
  for (let j = 1; j < common.length; j++) {
    const [p, c] = [common[j - 1], common[j]];
    const gap = Math.abs(a.get(c.date)! / a.get(p.date)! - c.adjClose / p.adjClose);
    if (gap > maxReturnGap) [maxReturnGap, at] = [gap, c.date];
    if (gap > RETURN_GAP) bad++;
  }
  return {
    overlapDays: common.length,
    maxReturnGap,
    at,
    disagreeing: common.length > 1 ? bad / (common.length - 1) : 0,
  };
}

/** Adjusted closes by priority: each lower source only before the higher ones start, chained on the
 * first date they share. Each value remembers its source. */
function adjustedClose(taken: SpliceSource[]): Map<string, [number, SpliceSource]> {
  const [top, ...rest] = [...taken].sort((x, y) => y.priority - x.priority);
  let out = new Map(top.bars.map((b): [string, [number, SpliceSource]] => [b.date, [b.adjClose, top]]));
  for (const s of rest) {
    const first = [...out.keys()][0];
    const anchor = s.bars.find((b) => out.has(b.date));
    if (!anchor) throw new Error(`${s.rel}: no date in common with ${top.rel} to chain on`);
    const scale = out.get(anchor.date)![0] / anchor.adjClose;
    const before = s.bars
      .filter((b) => b.date < first)
      .map((b): [string, [number, SpliceSource]] => [b.date, [b.adjClose * scale, s]]);
    out = new Map([...before, ...out]);
  }
  return out;
}

/** Raw fields from the OHLCV sources in order: each one's rows after the previous one ends. */
function rawFields(taken: SpliceSource[]): Map<string, [Bar, SpliceSource]> {
  const out = new Map<string, [Bar, SpliceSource]>();
  let last = "";
  for (const s of taken.filter((x) => x.ohlcv)) {
    for (const b of s.bars) if (b.date > last) out.set(b.date, [b, s]);
    last = s.bars[s.bars.length - 1]?.date ?? last;
  }
  return out;
}

export function splice(identity: SpliceSource, extensions: SpliceSource[]): Spliced {
  const priced = (s: SpliceSource) => ({ ...s, bars: s.bars.filter((b) => b.adjClose > 0) });
  const taken = [priced(identity)];
  const checks: SpliceCheck[] = [];
  for (const ext of extensions.map(priced)) {
    const against = taken.map((t) => ({ t, c: compareReturns(t.bars, ext.bars) }));
    const overlapping = against.filter((x) => x.c.overlapDays >= MIN_OVERLAP_DAYS);
    const agrees = overlapping.length > 0 && overlapping.every((x) => x.c.disagreeing <= MAX_DISAGREEING);
    for (const { t, c } of against)
      if (c.overlapDays > 0 || t === taken[0])
        checks.push({ source: ext.rel, against: t.rel, ...c, accepted: agrees });
    if (agrees) taken.push(ext);
  }
  const adj = adjustedClose(taken);
  const raw = rawFields(taken);
  const dates = [...adj.keys()].sort();
  const n = dates.length;
  const column = () => new Float64Array(n).fill(NaN);
  const v = {
    open: column(),
    high: column(),
    low: column(),
    close: column(),
    adjClose: column(),
    volume: column(),
    dividend: column(),
    split: column(),
  };
  const used = new Set<SpliceSource>();
  dates.forEach((date, j) => {
    const [value, from] = adj.get(date)!;
    v.adjClose[j] = value;
    used.add(from);
    const r = raw.get(date);
    if (!r) return;
    const [b, rawFrom] = r;
    used.add(rawFrom);
    [v.open[j], v.high[j], v.low[j], v.close[j]] = [b.open, b.high, b.low, b.close];
    [v.volume[j], v.dividend[j], v.split[j]] = [b.volume, b.dividend, b.split];
  });
  return {
    bars: { days: Int32Array.from(dates, dayNumber), values: v },
    sources: taken.filter((s) => used.has(s)).map((s) => s.rel),
    checks,
  };
}
