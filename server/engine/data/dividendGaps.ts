// Where the build has prices but no dividend data (the dividend column is NaN: unknown, not 0): what the
// dividend filters' coverage (describe_screen_filter) and the quality report name.
import type { AssetType } from "@/server/engine/screening/vocabulary";
import type { PricePanel } from "./panel";

/** Calendar rows, first and last inclusive. */
export interface RowSpan {
  first: number;
  last: number;
}

/** The instrument's runs of priced rows whose dividend is unknown; rows without a price neither start nor end a run. */
export function dividendGapRuns(p: PricePanel, i: number): RowSpan[] {
  const N = p.tickers.length;
  const out: RowSpan[] = [];
  let open: RowSpan | null = null;
  for (let t = p.first[i]; t >= 0 && t <= p.last[i]; t++) {
    const k = t * N + i;
    if (Number.isNaN(p.adjClose[k])) continue;
    if (!Number.isNaN(p.dividend[k])) open = null;
    else if (open) open.last = t;
    else out.push((open = { first: t, last: t }));
  }
  return out;
}

/** A span with no dividend data and how many instruments' gaps touch it. */
export interface DividendGap extends RowSpan {
  instruments: number;
}

/**
 * The instruments' gaps (of the asset types) that at least `minInstruments` share exactly, in date order,
 * each with how many instruments have a gap touching it: the sources' common holes (2024-12 to 2025-02)
 * rather than every listing's own first years.
 */
export function dividendGaps(p: PricePanel, appliesTo: readonly AssetType[], minInstruments: number): DividendGap[] {
  const runs = p.meta.flatMap((m, i) => (appliesTo.includes(m.assetType) ? [dividendGapRuns(p, i)] : []));
  const shared = new Map<string, RowSpan & { count: number }>();
  for (const r of runs.flat()) {
    const key = `${r.first}:${r.last}`;
    const s = shared.get(key);
    if (s) s.count++;
    else shared.set(key, { ...r, count: 1 });
  }
  return [...shared.values()]
    .filter((s) => s.count >= minInstruments)
    .sort((a, b) => a.first - b.first || a.last - b.last)
    .map(({ first, last }) => ({
      first,
      last,
      instruments: runs.filter((own) => own.some((r) => r.first <= last && first <= r.last)).length,
    }));
}
