// What the screener pages hand the builder from the server: the universe facets per asset type (the
// server's universe model, with the index values whose membership the data lacks) and the dates the data covers, for the as-of picker's bounds and its hint.
import type { FacetTable } from "@/components/screener/UniverseEditor";
import type { Coverage } from "@/components/screener/coverage";
import { ASSET_TYPES } from "@/server/catalogue/filters/types";
import { getMarketData } from "@/server/data/load";
import {
  INDEXES_WITH_MEMBERSHIP,
  UNIVERSE_FACETS,
  facetValuesFor,
  facetsFor,
} from "@/server/domain/screeners/universe";

export const facetTable = (): FacetTable =>
  Object.fromEntries(
    ASSET_TYPES.map((t) => [
      t,
      facetsFor(t).map((facet) => ({
        facet,
        max: UNIVERSE_FACETS[facet].max,
        values: [...(facetValuesFor(facet, t) ?? [])],
        noData:
          facet === "indexes"
            ? (facetValuesFor(facet, t) ?? []).filter((v) => !INDEXES_WITH_MEMBERSHIP.includes(v))
            : [],
      })),
    ]),
  ) as FacetTable;

/** The calendar's first and last day, each asset type's priced span, the snapshot's date and the filings' span. */
export function coverage(): Coverage {
  const { prices, fundamentals } = getMarketData();
  const { dates, meta, first, last } = prices;
  const spans = Object.fromEntries(
    ASSET_TYPES.map((t) => {
      let lo = Infinity;
      let hi = -1;
      meta.forEach((m, i) => {
        if (m.assetType !== t) return;
        lo = Math.min(lo, first[i]);
        hi = Math.max(hi, last[i]);
      });
      return [t, hi < 0 ? null : { first: dates[lo], last: dates[hi] }];
    }),
  ) as Coverage["prices"];
  const { firstFiled, lastFiled } = getMarketData().filings;
  return {
    first: dates[0],
    last: dates[dates.length - 1],
    prices: spans,
    fundamentals: fundamentals.asOf,
    filings: { first: firstFiled, last: lastFiled },
  };
}
