// Calendar years the data build covers, and the first year each plan may simulate from: read from the
// build's calendar (data/build/span.json, written by npm run data:build), so a new build moves them;
// the long-run monthly S&P 500 series starts 1871.
import span from "@/data/build/span.json";
import { PLANS, type PlanId } from "@/server/plans";

/** The year of the build's last date ("to the latest data"). */
export const LATEST_DATA_YEAR = Number(span.lastDate.slice(0, 4));
/** The first calendar year the daily data covers from its first trading week. */
export const EARLIEST_DAILY_YEAR =
  Number(span.firstDate.slice(0, 4)) + (span.firstDate.slice(5) <= "01-07" ? 0 : 1);
export const EARLIEST_MONTHLY_YEAR = 1871;
/** The product's default start year, used unless the plan's history starts later. */
export const PRODUCT_DEFAULT_START_YEAR = 2005;

/** First calendar year the plan may start a simulation in: "N years back" is the data's last year minus N,
 *  so a part-year at the end of the data (to August) still leaves N whole years. */
export function firstYearOf(plan: PlanId): number {
  const history = PLANS[plan].history;
  switch (history.kind) {
    case "years_back":
      return LATEST_DATA_YEAR - history.years;
    case "all_daily":
      return EARLIEST_DAILY_YEAR;
    case "all_including_monthly":
      return EARLIEST_MONTHLY_YEAR;
  }
}

/** The later of the product default and the plan's first year (spec: startingYear default). */
export const defaultStartingYear = (plan: PlanId): number =>
  Math.max(PRODUCT_DEFAULT_START_YEAR, firstYearOf(plan));
