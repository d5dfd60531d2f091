// Fundamental filters from the snapshot (stocks only; values as of its date, see snapshot.ts) and the
// two documented fair-value models behind the strongly_overvalued ... strongly_undervalued relations.
// The snapshot serves only what the SEC filings (filings.ts) lack: prices, share-based ratios, EBITDA.
import type { Concept, FilterDef } from "@/server/catalogue/filters/types";
import { fairValueRelations, numericRelations, type ValueScale } from "@/server/catalogue/filters/shared";
import { BIG_DOLLARS, MULTIPLE, PER_SHARE, RETURN, YIELD } from "@/server/catalogue/filters/scales";
import {
  dividendYield,
  earningsYield,
  ebitdaMargin,
  fairValueGraham,
  fairValueSectorMultiples,
  field,
  marketCapToEbitda,
  payoutRatio,
  revenue,
  snapshotValue,
  type SnapshotFormula,
} from "@/server/engine/screening/kernels/fundamental";

const AS_OF =
  "from the fundamentals snapshot, which has no history: values only on the data build's latest date " +
  "(read as today's figures; describe_screen_filter's coverage gives the date) and on dates from the " +
  "snapshot's own, none earlier";

function fundamental(
  id: string,
  name: string,
  subcategory: string,
  concepts: Concept[],
  description: string,
  scale: ValueScale,
  value: SnapshotFormula,
  defaultRelation: FilterDef["defaultRelation"] = "greater_than",
): FilterDef {
  return {
    id,
    name,
    level: "asset",
    category: "fundamental",
    subcategory,
    description: `${description} Stocks only, ${AS_OF}.`,
    appliesTo: ["stocks"],
    concepts,
    inputs: [],
    relations: numericRelations(scale, { aggregates: ["average", "median", "p75", "p25"], ownPast: false }),
    defaultRelation,
    compute: snapshotValue(value),
  };
}

/** Bands of the fair-value premium (price / fair value - 1) behind the five valuation relations. */
export const FAIR_VALUE_BANDS = { stronglyOver: 0.4, over: 0.15, under: -0.15, stronglyUnder: -0.4 };

const fairValueDescription = (model: string) =>
  `Premium of the snapshot price over a fair value, as a fraction (price / fair value - 1; -0.2 = 20% below fair value). ${model} The valuation relations read bands of this premium: strongly_overvalued above +40%, overvalued +15% to +40%, in_range -15% to +15%, undervalued -40% to -15%, strongly_undervalued below -40%. Stocks only, ${AS_OF}.`;

function fairValueFilter(id: string, name: string, model: string, compute: FilterDef["compute"]): FilterDef {
  return {
    id,
    name,
    level: "asset",
    category: "fundamental",
    subcategory: "fair_value",
    description: fairValueDescription(model),
    appliesTo: ["stocks"],
    concepts: ["value"],
    inputs: [],
    relations: [
      ...fairValueRelations(),
      ...numericRelations(RETURN, { aggregates: ["average", "median", "p75", "p25"], ownPast: false }),
    ],
    defaultRelation: "undervalued",
    compute,
    fairValueBands: FAIR_VALUE_BANDS,
  };
}

export const FUNDAMENTAL_FILTERS: FilterDef[] = [
  fundamental(
    "pe_ratio",
    "Price / earnings (P/E)",
    "valuation",
    ["value"],
    "Price divided by trailing earnings per share (a multiple); no value for companies with negative " +
      "earnings.",
    MULTIPLE,
    field("price_earnings"),
    "less_than",
  ),
  fundamental(
    "earnings_yield",
    "Earnings yield",
    "valuation",
    ["value"],
    "Trailing earnings per share divided by the price, as a fraction (negative for losses).",
    YIELD,
    earningsYield,
  ),
  fundamental(
    "ps_ratio",
    "Price / sales (P/S)",
    "valuation",
    ["value"],
    "Market capitalisation divided by trailing revenue (a multiple).",
    { ...MULTIPLE, default: 2, band: [1, 4] },
    field("price_sales"),
    "less_than",
  ),
  fundamental(
    "pb_ratio",
    "Price / book (P/B)",
    "valuation",
    ["value"],
    "Price divided by book value per share (a multiple).",
    { ...MULTIPLE, default: 3, band: [1, 3] },
    field("price_book"),
    "less_than",
  ),
  fundamental(
    "dividend_yield",
    "Dividend yield",
    "dividends",
    ["dividends"],
    "Annual dividend per share divided by the price, as a fraction (0 for companies the snapshot lists without a dividend).",
    YIELD,
    dividendYield,
  ),
  fundamental(
    "eps",
    "Earnings per share",
    "earnings",
    ["quality"],
    "Trailing earnings per share, in US dollars.",
    PER_SHARE,
    field("eps"),
  ),
  fundamental(
    "market_cap",
    "Market capitalisation",
    "size",
    ["size"],
    "Market capitalisation, in US dollars.",
    BIG_DOLLARS,
    field("market_cap"),
  ),
  fundamental(
    "ebitda",
    "EBITDA",
    "earnings",
    ["quality", "size"],
    "Earnings before interest, taxes, depreciation and amortisation, trailing, in US dollars.",
    { ...BIG_DOLLARS, default: 1_000_000_000, band: [1_000_000_000, 10_000_000_000] },
    field("ebitda"),
  ),
  fundamental(
    "revenue",
    "Revenue",
    "size",
    ["size"],
    "Trailing revenue in US dollars, derived as market capitalisation / (price / sales).",
    BIG_DOLLARS,
    revenue,
  ),
  fundamental(
    "market_cap_to_ebitda",
    "Market cap / EBITDA",
    "valuation",
    ["value"],
    "Market capitalisation divided by EBITDA (a multiple; no enterprise value is in the data, so debt is " +
      "not counted); no value when EBITDA <= 0.",
    { ...MULTIPLE, default: 12, band: [5, 12] },
    marketCapToEbitda,
    "less_than",
  ),
  fundamental(
    "ebitda_margin",
    "EBITDA margin",
    "profitability",
    ["quality"],
    "EBITDA divided by revenue (revenue = market cap / (price / sales)), as a fraction.",
    { ...YIELD, default: 0.2, band: [0.1, 0.3] },
    ebitdaMargin,
  ),
  fundamental(
    "payout_ratio",
    "Payout ratio",
    "dividends",
    ["dividends", "solvency"],
    "Dividends per share divided by earnings per share, derived as dividend yield x price / EPS, as a " +
      "fraction; no value when EPS <= 0.",
    { ...YIELD, values: { kind: "range", min: 0, max: 10, step: 0.001 }, default: 0.6, band: [0.2, 0.6] },
    payoutRatio,
    "less_than",
  ),
  fairValueFilter(
    "fair_value_sector_multiples",
    "Fair value (sector multiples)",
    "Fair value = the mean of up to three peer estimates: EPS x the sector's median P/E, sales per share " +
      "(price / P/S) x the sector's median P/S, and book per share (price / P/B) x the sector's median " +
      "P/B; each only where the stock's own figure is positive, medians over the snapshot's stocks with " +
      "positive multiples in the same sector.",
    fairValueSectorMultiples,
  ),
  fairValueFilter(
    "fair_value_graham",
    "Fair value (Graham number)",
    "Fair value = the Graham number sqrt(22.5 x EPS x book value per share), book per share = price / P/B; " +
      "only where EPS and book value are positive.",
    fairValueGraham,
  ),
];
