// The screener filter catalogue: every filter the engine runs, in catalogue order (technical,
// fundamental from the snapshot, then from the SEC filings, market and sector). Options, short-selling
// and ownership filters are not offered: the data build holds no options, short-interest or holdings
// data (docs/filters.md).
import type { FilterDef } from "@/server/catalogue/filters/types";
import { TECHNICAL_FILTERS } from "@/server/catalogue/filters/technical";
import { FUNDAMENTAL_FILTERS } from "@/server/catalogue/filters/fundamental";
import { FILING_FILTERS } from "@/server/catalogue/filters/filings";
import { MARKET_SECTOR_FILTERS } from "@/server/catalogue/filters/marketSector";

export const FILTERS: readonly FilterDef[] = [
  ...TECHNICAL_FILTERS,
  ...FUNDAMENTAL_FILTERS,
  ...FILING_FILTERS,
  ...MARKET_SECTOR_FILTERS,
];

const byId = new Map(FILTERS.map((f) => [f.id, f]));

export const filterById = (id: string): FilterDef | undefined => byId.get(id);

export * from "@/server/catalogue/filters/types";
