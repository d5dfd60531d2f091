// simulate_portfolio's run settings (describe_strategy_model section user_settings): start year, variant,
// starting capital, base currency and benchmark. Omitted values take the catalogue's defaults and are
// reported in assumed; the start year is checked against the plan's history (server/plans.ts through
// firstYearOf) and the data's years, the currency against the FX series of the data build.
import { z } from "zod";
import { ApiError, invalid } from "@/server/errors";
import type { AssumedValue } from "@/server/domain/assumed";
import { RECORD_ID } from "@/server/ids";
import { BASE_CURRENCIES } from "@/server/catalogue/modelFields";
import { firstYearOf, LATEST_DATA_YEAR, EARLIEST_MONTHLY_YEAR } from "@/server/catalogue/dataYears";
import { defaultOf, fieldAt } from "@/server/catalogue/strategyModel";
import { lowestPlanWhere, type PlanId } from "@/server/plans";
import type { MarketData } from "@/server/engine/data/panel";
import { lastIndexOnOrBefore } from "@/server/engine/simulation/calendar";
import type { PortfolioDefinition } from "@/server/domain/portfolios/schema";
import { simulationCashFlowsInput, type CashFlowsInput } from "@/server/domain/analysis/cashFlowsInput";

export const baseCurrencySchema = z
  .enum(BASE_CURRENCIES as [string, ...string[]])
  .describe("Currency every money figure is reported in: USD, EUR, GBP, CHF, CAD or AUD.");
export const variantSchema = z.object({
  reinvest: z
    .boolean()
    .describe("On: dividends are reinvested (total return); off: paid out of the portfolio."),
  costs: z.boolean().describe("On: 10 basis points of traded value are charged at each trade."),
  taxes: z
    .boolean()
    .describe("On: realised gains are taxed at year end and dividends when paid (15 % each)."),
});

export const settingsInputShape = {
  startYear: z
    .number()
    .int()
    .min(EARLIEST_MONTHLY_YEAR)
    .max(LATEST_DATA_YEAR)
    .nullable()
    .optional()
    .describe(
      "First calendar year simulated; the run goes to the latest data. Left out or null: the portfolio's startingYear. Your plan sets the earliest year (describe_strategy_model section user_settings).",
    ),
  variant: z
    .strictObject({
      reinvest: z.boolean().optional().describe("Reinvest dividends (default true)."),
      costs: z.boolean().optional().describe("Charge 10 bps per trade (default true)."),
      taxes: z.boolean().optional().describe("Apply the simple tax model (default false)."),
    })
    .optional()
    .describe(
      "Which frictions apply; each switch left out takes its default (reinvest on, costs on, taxes off).",
    ),
  startingCapital: z
    .number()
    .positive()
    .max(1_000_000_000)
    .optional()
    .describe(
      "Value at the start in the base currency, greater than 0, at most 1 000 000 000 (default 10 000).",
    ),
  baseCurrency: baseCurrencySchema
    .optional()
    .describe(
      "Currency the results are reported in (default USD); converted at the data build's daily FX rates.",
    ),
  benchmarkId: z
    .string()
    .regex(RECORD_ID)
    .nullable()
    .optional()
    .describe(
      "24-hex id of a public benchmark portfolio (list_portfolios with state public); left out or null, the portfolio's benchmark.",
    ),
  cashFlows: simulationCashFlowsInput
    .optional()
    .describe(
      "Contributions or withdrawals at month ends (trades: costs and taxes apply). The headline returns stay time-weighted; get_simulation_metrics adds the money-weighted return, the totals, the end balance and the day the money ran out. Left out: none.",
    ),
};

export interface SimulationSettings {
  startYear: number;
  variant: z.infer<typeof variantSchema>;
  startingCapital: number;
  baseCurrency: string;
  benchmarkId: string;
  /** Absent without flows, so a recipe without them keeps its id. */
  cashFlows?: CashFlowsInput;
}

type SettingsInput = { [K in keyof typeof settingsInputShape]?: z.infer<(typeof settingsInputShape)[K]> };

const defaultAt = (path: string) => defaultOf(fieldAt(path)!, "free");

/** plan_required at `path` when the plan's history starts after `startYear`. */
export function refuseEarlyStart(plan: PlanId, startYear: number, path: string): void {
  const first = firstYearOf(plan);
  if (startYear >= first) return;
  const lowest = lowestPlanWhere((p) => firstYearOf(p.id) <= startYear);
  const message = `Your plan (${plan}) simulates from ${first} on; ${startYear} is earlier.`;
  const upgrade = lowest ? `, or move to the ${lowest} plan, the lowest that starts in ${startYear}` : "";
  const fix = `Start in ${first} or later${upgrade}.`;
  throw new ApiError("plan_required", message, [
    { path, message, fix, code: "plan_required", lowestPlan: lowest },
  ]);
}

/** The settings of one run, with what was filled in; refuses a start year the plan or data lacks. */
export function resolveSettings(
  input: SettingsInput,
  definition: PortfolioDefinition,
  plan: PlanId,
): { settings: SimulationSettings; assumed: AssumedValue[] } {
  const assumed: AssumedValue[] = [];
  const pick = <T>(given: T | null | undefined, field: string, fallback: T, reason: string): T => {
    if (given !== undefined && given !== null) return given;
    assumed.push({ field, value: fallback, reason });
    return fallback;
  };
  const startYear = pick(
    input.startYear,
    "/startYear",
    definition.startingYear,
    "The portfolio's startingYear.",
  );
  refuseEarlyStart(plan, startYear, "/startYear");
  const v = input.variant ?? {};
  const variant = {
    reinvest: pick(
      v.reinvest,
      "/variant/reinvest",
      defaultAt("variant.reinvest") as boolean,
      "Dividends are reinvested by default.",
    ),
    costs: pick(
      v.costs,
      "/variant/costs",
      defaultAt("variant.costs") as boolean,
      "Trading costs (10 bps of traded value) apply by default.",
    ),
    taxes: pick(
      v.taxes,
      "/variant/taxes",
      defaultAt("variant.taxes") as boolean,
      "Taxes are off by default.",
    ),
  };
  return {
    assumed,
    settings: {
      startYear,
      variant,
      startingCapital: pick(
        input.startingCapital,
        "/startingCapital",
        defaultAt("startingCapital") as number,
        "The default starting capital.",
      ),
      baseCurrency: pick(
        input.baseCurrency,
        "/baseCurrency",
        defaultAt("baseCurrency") as string,
        "The default base currency.",
      ),
      benchmarkId: pick(
        input.benchmarkId,
        "/benchmarkId",
        definition.benchmark,
        "The portfolio's benchmark.",
      ),
      ...(input.cashFlows ? { cashFlows: input.cashFlows } : {}),
    },
  };
}

export const fxSeriesId = (currency: string) => `fx_${currency.toLowerCase()}`;

/**
 * A currency is usable only where the data build has its daily rates from the start date on. Rates that
 * end before the run does are carried forward (the last known rate); assumed says from when and on how
 * many of the run's trading days (the calendar's rows after the last rate, up to `lastRow`).
 */
export function checkCurrency(
  market: MarketData,
  settings: SimulationSettings,
  lastRow: number,
  assumed: AssumedValue[],
): void {
  if (settings.baseCurrency === "USD") return;
  const fx = market.series.get(fxSeriesId(settings.baseCurrency));
  if (!fx || fx.values.length === 0) {
    throw invalid(
      "/baseCurrency",
      `The data build ${market.dataVersion} has no ${settings.baseCurrency} exchange rates, so results cannot be reported in ${settings.baseCurrency}.`,
      "Use USD, or another base currency whose rates the data build holds.",
    );
  }
  const firstYear = Number(fx.dates[0].slice(0, 4));
  const start = `${settings.startYear}-01-01`;
  if (fx.dates[0] > start) {
    throw invalid(
      "/baseCurrency",
      `${settings.baseCurrency} rates start on ${fx.dates[0]}, after the start year ${settings.startYear}.`,
      `Start in ${firstYear + 1} or later, or use USD.`,
    );
  }
  const fxEnd = fx.dates[fx.dates.length - 1];
  const { dates } = market.prices;
  const lastDate = dates[lastRow];
  if (fxEnd >= lastDate) return;
  const carried = lastRow - lastIndexOnOrBefore(dates, fxEnd);
  const days = carried === 1 ? "1 trading day" : `${carried} trading days`;
  assumed.push({
    field: "/baseCurrency",
    value: settings.baseCurrency,
    reason: `The data build's ${settings.baseCurrency} rates end on ${fxEnd}; the run's ${days} after it, to ${lastDate}, ${carried === 1 ? "is" : "are"} converted at that last rate.`,
  });
}
