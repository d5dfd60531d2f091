// One history per instrument from several raw sources (docs/data.md "Splicing"). The first source
// says which company the ticker is; every later source is checked against the sources already taken
// where they overlap, span by span: a source whose daily returns disagree with theirs on too many days
// before some date (another company's history under the ticker) is taken only after it, where it
// agrees; a vendor glitch (a day or two) does not refuse anything; and a source's last rows after a
// disagreeing return are refused when too few follow to show it is still the same company. The
// adjusted close on each date comes from the most trusted source that has it, the others chained on
// before its first and after its last date so returns carry over; raw OHLC, volume and dividends come
// only from sources that have them.
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
/** More disagreeing days than this share of an overlap (or of a year of it) is another company's
 * history. The two sources' worst same-company pair in the raw folder disagrees on 1.9 % of days
 * (USB in 1999-2000, a predecessor's history), the best reused ticker on 7 % (CB, ACE's history before
 * 2008). */
export const MAX_DISAGREEING = 0.03;
/** Fewer common dates than this cannot show that two sources are one company. */
export const MIN_OVERLAP_DAYS = 20;
/** Common returns in the window that tells a disagreeing stretch (another company's history) from a
 * glitch: about a year. */
export const SPAN_WINDOW = 250;

export interface Spliced {
  bars: Columns;
  sources: string[]; // sources that gave at least one value
  checks: SpliceCheck[];
}

const byDate = (bars: Bar[]) => new Map(bars.map((b) => [b.date, b.adjClose]));

interface Comparison {
  common: string[]; // common dates, ascending
  gaps: number[]; // |return difference| into each common date (0 on the first)
}

function compare(trusted: Bar[], candidate: Bar[]): Comparison {
  const a = byDate(trusted);
  const common = candidate.filter((b) => a.has(b.date) && b.adjClose > 0 && a.get(b.date)! > 0);
  const gaps = common.map((c, j) =>
    j === 0 ? 0 : Math.abs(a.get(c.date)! / a.get(common[j - 1].date)! - c.adjClose / common[j - 1].adjClose),
  );
  return { common: common.map((c) => c.date), gaps };
}

type Summary = Omit<SpliceCheck, "source" | "against" | "accepted" | "refused">;

function summary({ common, gaps }: Comparison, from = 0): Summary {
  let maxReturnGap = 0;
  let at: string | null = null;
  let bad = 0;
  for (let j = from + 1; j < common.length; j++) {
    if (gaps[j] > maxReturnGap) [maxReturnGap, at] = [gaps[j], common[j]];
    if (gaps[j] > RETURN_GAP) bad++;
  }
  const n = common.length - from;
  return { overlapDays: n, maxReturnGap, at, disagreeing: n > 1 ? bad / (n - 1) : 0 };
}

/** How `candidate`'s daily returns agree with `trusted`'s over their common dates. */
export function compareReturns(trusted: Bar[], candidate: Bar[]): Summary {
  return summary(compare(trusted, candidate));
}

/** The span of `candidate`'s own dates one comparison lets through, or null (refused whole):
 * - an overlap that disagrees as a whole is cut after its last disagreeing return that lies in a
 *   window of SPAN_WINDOW returns with more than MAX_DISAGREEING of them disagreeing (the end of
 *   another company's history), and taken from there when at least MIN_OVERLAP_DAYS common dates
 *   follow and they agree;
 * - the candidate's last rows from a disagreeing return on are refused when fewer than
 *   MIN_OVERLAP_DAYS of its rows follow it (too few to show it is still the same company).
 */
function allowedSpan(c: Comparison, own: string[]): [string, string] | null {
  const { common, gaps } = c;
  const bad = gaps.map((g) => g > RETURN_GAP);
  let from = 0;
  if (summary(c).disagreeing > MAX_DISAGREEING) {
    const window = Math.min(SPAN_WINDOW, common.length - 1);
    let inWindow = 0;
    let lastDense = -1;
    for (let j = 1; j < common.length; j++) {
      inWindow += (bad[j] ? 1 : 0) - (j > window && bad[j - window] ? 1 : 0);
      if (bad[j] && inWindow > MAX_DISAGREEING * window) lastDense = j;
    }
    from = lastDense;
    if (from < 0 || common.length - from < MIN_OVERLAP_DAYS) return null;
    if (summary(c, from).disagreeing > MAX_DISAGREEING) return null;
  }
  let to = own[own.length - 1];
  const lastBad = bad.lastIndexOf(true);
  if (lastBad > from) {
    const k = own.indexOf(common[lastBad]);
    if (own.length - k < MIN_OVERLAP_DAYS) to = own[k - 1];
  }
  const first = from > 0 ? common[from] : own[0];
  return to >= first ? [first, to] : null;
}

/** The spans of `dates` outside [from, to] (all of them when the span is null). */
function outside(dates: string[], span: [string, string] | null): [string, string][] {
  if (!span) return [[dates[0], dates[dates.length - 1]]];
  const before = dates.filter((d) => d < span[0]);
  const after = dates.filter((d) => d > span[1]);
  return [
    ...(before.length ? [[before[0], before[before.length - 1]] as [string, string]] : []),
    ...(after.length ? [[after[0], after[after.length - 1]] as [string, string]] : []),
  ];
}

/** Adjusted closes by priority: each lower source only before the higher ones start and after they
 * end, chained on the first (last) date they share. Each value remembers its source. */
function adjustedClose(taken: SpliceSource[]): Map<string, [number, SpliceSource]> {
  const [top, ...rest] = [...taken].sort((x, y) => y.priority - x.priority);
  let out = new Map(top.bars.map((b): [string, [number, SpliceSource]] => [b.date, [b.adjClose, top]]));
  for (const s of rest) {
    const dates = [...out.keys()];
    const [first, last] = [dates[0], dates[dates.length - 1]];
    const shared = s.bars.filter((b) => out.has(b.date));
    if (!shared.length) throw new Error(`${s.rel}: no date in common with ${top.rel} to chain on`);
    const scaled = (anchor: Bar, part: Bar[]) =>
      part.map((b): [string, [number, SpliceSource]] => [
        b.date,
        [b.adjClose * (out.get(anchor.date)![0] / anchor.adjClose), s],
      ]);
    const before = scaled(
      shared[0],
      s.bars.filter((b) => b.date < first),
    );
    const after = scaled(
      shared[shared.length - 1],
      s.bars.filter((b) => b.date > last),
    );
    out = new Map([...before, ...out, ...after]);
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
    if (!ext.bars.length) continue;
    const own = ext.bars.map((b) => b.date);
    const against = taken.map((t) => ({ t, c: compare(t.bars, ext.bars) }));
    const shown = against.filter((x) => x.c.common.length >= MIN_OVERLAP_DAYS);
    // The span every comparison with enough common dates lets through; none: not the same company.
    let span: [string, string] | null = shown.length ? [own[0], own[own.length - 1]] : null;
    for (const { c } of shown) {
      const s = allowedSpan(c, own);
      span =
        span && s && s[0] <= span[1] && span[0] <= s[1]
          ? [s[0] > span[0] ? s[0] : span[0], s[1] < span[1] ? s[1] : span[1]]
          : null;
    }
    const refused = outside(own, span);
    for (const { t, c } of against)
      if (c.common.length > 0 || t === taken[0])
        checks.push({ source: ext.rel, against: t.rel, ...summary(c), accepted: span !== null, refused });
    if (span) taken.push({ ...ext, bars: ext.bars.filter((b) => b.date >= span![0] && b.date <= span![1]) });
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
