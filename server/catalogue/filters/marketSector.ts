// Market and sector filters: membership (sector, index), sector-level values (each stock gets its
// sector's value) and market-level values (the same for every instrument: a regime gate).
import type { ComputeFn } from "@/server/engine/screening/kernels/kernel";
import type { FilterDef } from "@/server/catalogue/filters/types";
import { flagRelations, inputs, lineRelations, numericRelations } from "@/server/catalogue/filters/shared";
import { MULTIPLE, POINTS, RETURN, SHARE, SPREAD } from "@/server/catalogue/filters/scales";
import { SECTORS } from "@/server/engine/screening/benchmarks";
import {
  marketBreadth,
  marketReturn,
  marketTrend,
  indexFlag,
  membershipFlag,
  sectorPeRatio,
  sectorReturn,
  seriesValue,
  yieldCurveSpread,
} from "@/server/engine/screening/kernels/marketSector";

const ALL = ["stocks", "etps", "crypto"] as FilterDef["appliesTo"];
const title = (id: string) =>
  id
    .split("_")
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(" ");

function membership(id: string, name: string, description: string, compute: ComputeFn): FilterDef {
  return {
    id,
    name,
    level: "asset",
    category: "market_and_sector",
    subcategory: "membership",
    description: `${description} 1 for members, 0 for other stocks; equal 1 keeps members, equal 0 removes them.`,
    appliesTo: ["stocks"],
    concepts: [],
    inputs: [],
    relations: flagRelations(),
    defaultRelation: "equal",
    compute,
  };
}

const sectorLevel = { aggregates: null, sector: false, ranking: false } as const;

export const MARKET_SECTOR_FILTERS: FilterDef[] = [
  ...SECTORS.map((s) =>
    membership(
      `sector_${s}`,
      `Sector: ${title(s)}`,
      `Whether the stock belongs to the ${title(s)} sector (GICS sector of the data build's constituents list).`,
      membershipFlag((m) => m.sector === s),
    ),
  ),
  membership(
    "index_sp_500",
    "Index: S&P 500",
    "Whether the stock is an S&P 500 member on the screen's date (point-in-time membership from 1996; members without a price series on the date are not stocks of the data build there).",
    indexFlag("sp_500"),
  ),
  {
    id: "sector_return",
    name: "Sector return over N months",
    level: "sector",
    category: "market_and_sector",
    subcategory: "sector",
    appliesTo: ["stocks"],
    concepts: ["momentum"],
    description:
      "The median total return over the last `months` calendar months of the stocks in the stock's sector (stocks with a value at the date), as a fraction; every stock of a sector gets the same value.",
    inputs: [inputs.months([1, 3, 6, 12], 6), inputs.monthsAgo()],
    relations: numericRelations(RETURN, sectorLevel),
    defaultRelation: "greater_than",
    compute: sectorReturn,
  },
  {
    id: "sector_pe_ratio",
    name: "Sector median P/E",
    level: "sector",
    category: "market_and_sector",
    subcategory: "sector",
    appliesTo: ["stocks"],
    concepts: ["value"],
    description:
      "The median P/E of the stocks in the stock's sector in the fundamentals snapshot (stocks only, as of the snapshot's date; no value at earlier dates).",
    inputs: [],
    relations: numericRelations(MULTIPLE, { ...sectorLevel, ownPast: false }),
    defaultRelation: "less_than",
    compute: sectorPeRatio,
  },
  {
    id: "market_return",
    name: "Market return over N months",
    level: "market",
    category: "market_and_sector",
    subcategory: "market",
    appliesTo: ALL,
    concepts: ["momentum"],
    description:
      "SPY's total return over the last `months` calendar months, as a fraction; the same for every instrument, so a row keeps all or nothing (a market-regime gate).",
    inputs: [inputs.months([1, 3, 6, 12], 12), inputs.monthsAgo()],
    relations: numericRelations(RETURN, sectorLevel),
    defaultRelation: "greater_than",
    compute: marketReturn,
  },
  {
    id: "market_trend",
    name: "Market vs its moving average",
    level: "market",
    category: "market_and_sector",
    subcategory: "market",
    appliesTo: ALL,
    concepts: ["momentum"],
    description:
      "SPY's adjusted close relative to its `days`-day simple moving average, as a fraction; price_above / price_below and the crossings read SPY's side of its average. The same for every instrument.",
    inputs: [inputs.days([50, 100, 150, 200], 200, "the moving average"), inputs.monthsAgo()],
    relations: [
      ...numericRelations(SPREAD, sectorLevel),
      ...lineRelations([
        "price_above",
        "price_below",
        "crossing_above_within_days",
        "crossing_below_within_days",
      ]),
    ],
    defaultRelation: "price_above",
    compute: marketTrend,
    lines: {
      price_above: marketTrend,
      price_below: marketTrend,
      crossing_above_within_days: marketTrend,
      crossing_below_within_days: marketTrend,
    },
  },
  {
    id: "market_breadth",
    name: "Market breadth",
    level: "market",
    category: "market_and_sector",
    subcategory: "market",
    appliesTo: ALL,
    concepts: ["momentum"],
    description:
      "The fraction of stocks trading at the date whose adjusted close is above their `days`-day simple moving average; the same for every instrument.",
    inputs: [inputs.days([20, 50, 200], 200, "the moving average"), inputs.monthsAgo()],
    relations: numericRelations(SHARE, sectorLevel),
    defaultRelation: "greater_than",
    compute: marketBreadth,
  },
  {
    id: "vix_level",
    name: "VIX level",
    level: "market",
    category: "market_and_sector",
    subcategory: "market",
    appliesTo: ALL,
    concepts: ["volatility"],
    description:
      "The CBOE Volatility Index's close on or before the date, in index points (a plain number); the same for every instrument.",
    inputs: [inputs.monthsAgo()],
    relations: numericRelations(POINTS, sectorLevel),
    defaultRelation: "less_than",
    compute: seriesValue("vix"),
  },
  {
    id: "yield_curve_spread",
    name: "Yield curve (10y - 2y)",
    level: "market",
    category: "market_and_sector",
    subcategory: "market",
    appliesTo: ALL,
    concepts: ["risk_reward"],
    description:
      "The 10-year minus the 2-year US Treasury yield on or before the date, in percentage points (a plain number; below 0 = inverted curve); the same for every instrument.",
    inputs: [inputs.monthsAgo()],
    relations: numericRelations({ ...POINTS, default: 0, band: [0, 1] }, sectorLevel),
    defaultRelation: "greater_than",
    compute: yieldCurveSpread,
  },
];
