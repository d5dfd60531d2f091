// The columns of the panel a universe selects on a date row: the asset type, then every non-empty
// facet list. Indexes are point in time: the members on the date that have a price series there.
import type { InstrumentMeta, MarketData } from "@/server/engine/data/panel";
import type { Universe } from "@/server/engine/screening/types";
import { indexOnDate, type IndexOnDate } from "@/server/engine/screening/membership";
import { processWide } from "@/server/processWide";

const within = (list: string[] | undefined, value: string | null) =>
  !list?.length || (value !== null && list.includes(value));

/** The columns of the facets that do not change with the date, kept per market data and facet lists. */
const byFacets = processWide("universeFacets", () => new WeakMap<MarketData, Map<string, number[]>>());

function facetColumns(data: MarketData, u: Universe): number[] {
  let kept = byFacets.get(data);
  if (!kept) byFacets.set(data, (kept = new Map()));
  const key = JSON.stringify([u.assetType, u.origins, u.exchanges, u.types, u.sectors, u.currencies]);
  let columns = kept.get(key);
  if (!columns) {
    const keep = (m: InstrumentMeta) =>
      m.assetType === u.assetType &&
      within(u.origins, m.origin) &&
      within(u.exchanges, m.exchange) &&
      within(u.types, m.type) &&
      within(u.sectors, m.sector) &&
      within(u.currencies, m.currency);
    columns = data.prices.meta.flatMap((m, i) => (keep(m) ? [i] : []));
    kept.set(key, columns);
  }
  return columns;
}

export function universeMembers(
  data: MarketData,
  u: Universe,
  t: number,
): { columns: number[]; indexes: IndexOnDate[] } {
  const indexes = (u.indexes ?? []).flatMap((id) => indexOnDate(data, id, t) ?? []);
  const inIndex = new Set(indexes.flatMap((x) => x.priced));
  const columns = facetColumns(data, u);
  return { columns: u.indexes?.length ? columns.filter((i) => inIndex.has(i)) : columns.slice(), indexes };
}
