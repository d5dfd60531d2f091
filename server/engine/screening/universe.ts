// The columns of the panel a universe selects: the asset type, then every non-empty facet list.
import type { InstrumentMeta, PricePanel } from "@/server/engine/data/panel";
import type { Universe } from "@/server/engine/screening/types";

const within = (list: string[] | undefined, value: string | null) =>
  !list?.length || (value !== null && list.includes(value));

export function universeMembers(panel: PricePanel, u: Universe): number[] {
  const keep = (m: InstrumentMeta) =>
    m.assetType === u.assetType &&
    within(u.origins, m.origin) &&
    within(u.exchanges, m.exchange) &&
    within(u.types, m.type) &&
    within(u.sectors, m.sector) &&
    within(u.currencies, m.currency) &&
    (!u.indexes?.length || m.indexes.some((x) => u.indexes!.includes(x)));
  return panel.meta.flatMap((m, i) => (keep(m) ? [i] : []));
}
