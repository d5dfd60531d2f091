// Fundamental filters read from the SEC filings point in time (kernels/filings.ts; definitions in
// docs/methodology.md "Filing-dated fundamentals"): at a screen date only quarters filed on or before
// it count, so they run as of any date the filings cover (describe_screen_filter gives the span).
import type { Concept, FilterDef } from "@/server/catalogue/filters/types";
import { inputs, numericRelations, type ValueScale } from "@/server/catalogue/filters/shared";
import { BIG_DOLLARS, RETURN, YIELD } from "@/server/catalogue/filters/scales";
import {
  filingCoverage,
  filingValue,
  latest,
  returnOn,
  ttm,
  ttmGrowth,
  type FilingFormula,
} from "@/server/engine/screening/kernels/filings";

const POINT_IN_TIME =
  "Stocks only (the companies of the SEC filings data, the current S&P 500 members), read point in time: " +
  "only quarters whose filing is dated on or before the screen date count, and the newest of them must " +
  "have ended within the last 12 months.";
const TTM =
  "Trailing twelve months = the sum over the newest filed quarter and the three before it, which must " +
  "be consecutive quarters (period ends 75 to 105 days apart), all reporting net income.";

function filing(
  id: string,
  name: string,
  subcategory: string,
  concepts: Concept[],
  description: string,
  scale: ValueScale,
  value: FilingFormula,
): FilterDef {
  return {
    id,
    name,
    level: "asset",
    category: "fundamental",
    subcategory,
    description: `${description} ${POINT_IN_TIME}`,
    appliesTo: ["stocks"],
    concepts,
    inputs: [inputs.monthsAgo()],
    relations: numericRelations(scale, { aggregates: ["average", "median", "p75", "p25"] }),
    defaultRelation: "greater_than",
    compute: filingValue(value),
    coverage: (data) => filingCoverage(data, value),
  };
}

const QUARTER_DOLLARS: ValueScale = {
  ...BIG_DOLLARS,
  default: 1_000_000_000,
  band: [500_000_000, 5_000_000_000],
};
const PROFITABILITY: ValueScale = { ...YIELD, default: 0.15, band: [0.1, 0.3] };

export const FILING_FILTERS: FilterDef[] = [
  filing(
    "net_income",
    "Net income (trailing 12 months)",
    "earnings",
    ["quality", "size"],
    `Net income over the trailing twelve months, in US dollars. ${TTM}`,
    { ...BIG_DOLLARS, default: 1_000_000_000, band: [1_000_000_000, 10_000_000_000] },
    ttm("netIncome"),
  ),
  filing(
    "net_income_quarter",
    "Net income (latest quarter)",
    "earnings",
    ["quality"],
    "Net income of the newest filed quarter that reports it, in US dollars.",
    QUARTER_DOLLARS,
    latest("netIncome"),
  ),
  filing(
    "net_income_growth",
    "Net income growth over a year",
    "growth",
    ["quality", "momentum"],
    "Trailing-twelve-month net income over that of four quarters earlier, minus 1, as a fraction (0.1 = " +
      `10% more); eight consecutive filed quarters needed, and no value when the earlier sum is <= 0. ${TTM}`,
    RETURN,
    ttmGrowth("netIncome"),
  ),
  filing(
    "return_on_equity",
    "Return on equity (ROE)",
    "profitability",
    ["quality"],
    "Trailing-twelve-month net income divided by shareholders' equity at the end of the newest filed " +
      `quarter, as a fraction (0.15 = 15%); no value when that equity is missing or <= 0. ${TTM}`,
    PROFITABILITY,
    returnOn("equity"),
  ),
  filing(
    "return_on_assets",
    "Return on assets (ROA)",
    "profitability",
    ["quality"],
    "Trailing-twelve-month net income divided by total assets at the end of the newest filed quarter, " +
      `as a fraction (0.05 = 5%). ${TTM}`,
    { ...PROFITABILITY, default: 0.05, band: [0.02, 0.1] },
    returnOn("totalAssets"),
  ),
  filing(
    "book_value",
    "Book value (shareholders' equity)",
    "size",
    ["size", "solvency"],
    "Shareholders' equity at the end of the newest filed quarter that reports it, in US dollars.",
    BIG_DOLLARS,
    latest("equity"),
  ),
  filing(
    "total_assets",
    "Total assets",
    "size",
    ["size"],
    "Total assets at the end of the newest filed quarter that reports them, in US dollars.",
    BIG_DOLLARS,
    latest("totalAssets"),
  ),
  filing(
    "operating_cash_flow",
    "Operating cash flow (latest reported quarter)",
    "cash_flow",
    ["quality"],
    "Cash from operations of the newest filed quarter that reports it, in US dollars. The filings give a " +
      "quarter's cash flow on about half of the quarters (often the first and last of a fiscal year), so " +
      "there is no twelve-month sum and the quarter read may be older than the newest one.",
    QUARTER_DOLLARS,
    latest("operatingCashFlow"),
  ),
  filing(
    "free_cash_flow",
    "Free cash flow (latest reported quarter)",
    "cash_flow",
    ["quality", "value"],
    "Free cash flow (operating cash flow minus capital expenditure, as the filings data states it) of the " +
      "newest filed quarter that reports it, in US dollars; about a third of the quarters report it. No " +
      "yield to price: that needs share counts, which the filings lack.",
    QUARTER_DOLLARS,
    latest("freeCashFlow"),
  ),
];
