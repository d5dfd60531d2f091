// Where a filter has values in the data (describe_screen_filter's coverage): the first and last calendar
// rows on which some instrument has one (-1 when none does) and how many instruments have one on some
// row. Filing-dated filters measure it exactly from the filings (kernels/filings.ts); a snapshot filter
// has values only where the snapshot is visible; any other filter is bounded by the prices it reads.
import type { MarketData } from "@/server/engine/data/panel";
import type { AssetType } from "@/server/engine/screening/vocabulary";
import type { ComputeFn } from "@/server/engine/screening/kernels/kernel";
import { snapshotVisible } from "@/server/engine/screening/kernels/snapshot";

export interface CoverageRows {
  first: number;
  last: number;
  instruments: number;
}

/** The priced span of the instruments of the asset types, and how many have prices. */
export function pricedCoverage(data: MarketData, appliesTo: readonly AssetType[]): CoverageRows {
  const { meta, first, last } = data.prices;
  const out = { first: -1, last: -1, instruments: 0 };
  meta.forEach((m, i) => {
    if (!appliesTo.includes(m.assetType) || first[i] < 0) return;
    out.instruments++;
    if (out.first < 0 || first[i] < out.first) out.first = first[i];
    if (last[i] > out.last) out.last = last[i];
  });
  return out;
}

/** The rows where the snapshot is visible, and the instruments with a value there (the snapshot does not change). */
export function snapshotCoverage(
  data: MarketData,
  compute: ComputeFn,
  inputs: Record<string, number>,
): CoverageRows {
  const T = data.prices.dates.length;
  let first = 0;
  while (first < T && !snapshotVisible(data, first)) first++;
  const values = compute(data, inputs, T - 1, 0);
  const instruments = values.filter((v) => v === v).length;
  return instruments ? { first, last: T - 1, instruments } : { first: -1, last: -1, instruments: 0 };
}
