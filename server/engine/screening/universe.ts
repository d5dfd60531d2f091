// The columns of the panel a universe selects on a date row: the asset type, then every non-empty
// facet list. Indexes are point in time: the members on the date that have a price series there.
import type { InstrumentMeta, MarketData } from "@/server/engine/data/panel";
import type { Universe } from "@/server/engine/screening/types";
import { indexOnDate, type IndexOnDate } from "@/server/engine/screening/membership";

const within = (list: string[] | undefined, value: string | null) =>
  !list?.length || (value !== null && list.includes(value));

export function universeMembers(
  data: MarketData,
  u: Universe,
  t: number,
): { columns: number[]; indexes: IndexOnDate[] } {
  const indexes = (u.indexes ?? []).flatMap((id) => indexOnDate(data, id, t) ?? []);
  const inIndex = new Set(indexes.flatMap((x) => x.priced));
  const keep = (m: InstrumentMeta, i: number) =>
    m.assetType === u.assetType &&
    within(u.origins, m.origin) &&
    within(u.exchanges, m.exchange) &&
    within(u.types, m.type) &&
    within(u.sectors, m.sector) &&
    within(u.currencies, m.currency) &&
    (!u.indexes?.length || inIndex.has(i));
  return { columns: data.prices.meta.flatMap((m, i) => (keep(m, i) ? [i] : [])), indexes };
}
