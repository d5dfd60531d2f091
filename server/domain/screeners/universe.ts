// The screener universe (spec "Screener record"): an asset type and facet lists that restrict it. Each
// facet applies to some asset types only, with values of its own per asset type; an empty list means
// no restriction, and a facet left out takes its default (no restriction), reported in `assumed`.
import type { AssetType } from "@/server/catalogue/filters/types";
import { SECTORS } from "@/server/engine/screening/benchmarks";

export const UNIVERSE_FACETS = {
  origins: { max: 5, values: { stocks: ["us_domestic", "canadian", "adr", "eu"], etps: ["usa", "eu"] } },
  exchanges: {
    max: 7,
    values: {
      stocks: ["nyse", "nasdaq", "nyse_mkt", "eu_listed", "otc"],
      etps: ["nyse", "nasdaq", "nyse_mkt", "eu_listed", "otc", "nyse_arca", "bats"],
    },
  },
  types: {
    max: 10,
    values: {
      stocks: ["common", "common_secondary", "preferred"],
      etps: ["etf", "etn", "etc", "cef", "etd", "etmf", "unit"],
    },
  },
  indexes: {
    max: 8,
    values: {
      stocks: ["nasdaq_100", "dow_30", "sp_100", "sp_400", "sp_500", "sp_600", "russell_2000", "stoxx_600"],
    },
  },
  sectors: {
    max: 11,
    values: {
      stocks: [...SECTORS],
    },
  },
  currencies: { max: 3, values: { etps: ["usd", "eur", "gbp"] } },
} as const satisfies Record<string, { max: number; values: Partial<Record<AssetType, readonly string[]>> }>;

/** The indexes whose point-in-time membership the data build holds (data/build/membership.json; the
 * other index values select no stocks, with a warning). tests/data/membership.test.ts checks the build. */
export const INDEXES_WITH_MEMBERSHIP: readonly string[] = ["sp_500", "nasdaq_100"];

export type Facet = keyof typeof UNIVERSE_FACETS;
export const FACETS = Object.keys(UNIVERSE_FACETS) as Facet[];

/** Every value a facet knows, over all asset types (the schema's enumeration). */
export const facetValues = (facet: Facet): [string, ...string[]] => {
  const all = new Set<string>();
  for (const list of Object.values(UNIVERSE_FACETS[facet].values) as readonly string[][])
    for (const v of list) all.add(v);
  return [...all] as [string, ...string[]];
};

/** The values a facet takes for an asset type, or null when the facet does not apply to it. */
export const facetValuesFor = (facet: Facet, assetType: AssetType): readonly string[] | null =>
  (UNIVERSE_FACETS[facet].values as Partial<Record<AssetType, readonly string[]>>)[assetType] ?? null;

export const facetsFor = (assetType: AssetType): Facet[] =>
  FACETS.filter((f) => facetValuesFor(f, assetType) !== null);

/** The normalised universe: the asset type and every facet that applies to it. */
export type Universe = { assetType: AssetType } & Partial<Record<Facet, string[]>>;
