// A screener sent without a name is named after its asset type and first filters, e.g.
// "Stocks: Price to earnings, RSI (+2 more)"; the name is reported in `assumed`.
import { filterById } from "@/server/catalogue/filters";
import { NAME_MAX } from "@/server/domain/drafts/names";
import type { ScreenerDefinition } from "@/server/domain/screeners/definition";

const ASSET_LABEL = { stocks: "Stocks", etps: "ETPs", crypto: "Crypto" } as const;
const WHOLE_UNIVERSE = { stocks: "All stocks", etps: "All ETPs", crypto: "All crypto" } as const;
const NAMED_ROWS = 2;

export function nameFromFilters(definition: ScreenerDefinition): string {
  const label = ASSET_LABEL[definition.universe.assetType];
  const names = [...new Set(definition.rows.map((r) => filterById(r.filter)?.name ?? r.filter))];
  if (names.length === 0) return WHOLE_UNIVERSE[definition.universe.assetType];
  const more = names.length > NAMED_ROWS ? ` (+${names.length - NAMED_ROWS} more)` : "";
  const name = `${label}: ${names.slice(0, NAMED_ROWS).join(", ")}`;
  return name.length + more.length <= NAME_MAX
    ? name + more
    : `${name.slice(0, NAME_MAX - more.length - 1)}…${more}`;
}
