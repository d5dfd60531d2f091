// Calendar years the data build covers, and the first year each plan may simulate from. The stock
// prices of the build end in April 2021 (shared/data/PROVENANCE.md); daily stock and ETF prices start
// 1999-11-01, so 2000 is the first full daily year; the long-run monthly S&P 500 series starts 1871.
import { PLANS, type PlanId } from "@/server/plans";

export const LATEST_DATA_YEAR = 2021;
export const EARLIEST_DAILY_YEAR = 2000;
export const EARLIEST_MONTHLY_YEAR = 1871;
/** The product's default start year, used unless the plan's history starts later. */
export const PRODUCT_DEFAULT_START_YEAR = 2005;

/** First calendar year the plan may start a simulation in ("latest N years" counts the last data year). */
export function firstYearOf(plan: PlanId): number {
  const history = PLANS[plan].history;
  switch (history.kind) {
    case "latest_years":
      return LATEST_DATA_YEAR - history.years + 1;
    case "all_daily":
      return EARLIEST_DAILY_YEAR;
    case "all_including_monthly":
      return EARLIEST_MONTHLY_YEAR;
  }
}

/** The later of the product default and the plan's first year (spec: startingYear default). */
export const defaultStartingYear = (plan: PlanId): number =>
  Math.max(PRODUCT_DEFAULT_START_YEAR, firstYearOf(plan));
