// Risk condition presets and rule types: the product model the simulation engine implements. Each
// preset names the series it reads (its own unit: thresholds are in that unit, never fractions), the
// indicator applied to it and the thresholds that switch a strategy to its riskOff allocation and back.
import { z } from "zod";
import type { PlanId } from "@/server/plans";
import { availabilitySchema, availabilityFor } from "@/server/catalogue/planView";

export const RISK_GROUPS = ["volatility", "yield_curve", "inflation", "sp500"] as const;
export type RiskGroup = (typeof RISK_GROUPS)[number];

export const RULE_TYPE_IDS = [
  "single_series",
  "double_series",
  "hidden_markov",
  "clustering",
  "strategy_based",
] as const;
export type RuleTypeId = (typeof RULE_TYPE_IDS)[number];

export const INDICATOR_KINDS = ["none", "sma", "change", "average_momentum"] as const;
export const EDITABLE_KEYS = [
  "riskOffOperator",
  "riskOffValue",
  "riskOnOperator",
  "riskOnValue",
  "indicatorValue",
] as const;

/** Series a preset reads; the engine loads each by this id from the data build. */
export const RISK_SERIES = {
  vix: { name: "CBOE Volatility Index (VIX), daily close", measuredIn: "index points" },
  vix_over_vix3m: {
    name: "VIX divided by the CBOE 3-Month Volatility Index (VIX3M), daily",
    measuredIn: "plain ratio",
  },
  ust_10y_minus_2y: {
    name: "10-year minus 2-year US Treasury constant-maturity yield, daily",
    measuredIn: "percentage points",
  },
  cpi_us: {
    name: "US CPI-U (all items, not seasonally adjusted), monthly",
    measuredIn: "index level; with indicator change, percent",
  },
  spy: { name: "SPDR S&P 500 ETF (SPY), daily adjusted close", measuredIn: "US dollars" },
} as const;
export type RiskSeriesId = keyof typeof RISK_SERIES;

type Operator = "above" | "below";
interface Indicator {
  kind: (typeof INDICATOR_KINDS)[number];
  value: number | null;
}
interface Threshold {
  operator: Operator;
  value: number;
}

export interface RiskPreset {
  id: string;
  name: string;
  group: RiskGroup;
  description: string;
  ruleType: "single_series" | "double_series";
  series: RiskSeriesId;
  indicator: Indicator;
  riskOff: Threshold | null;
  riskOn: Threshold | null;
  crossing: { operator: Operator; against: Indicator } | null;
  weeksOfDelay: number;
  switchRebalances: boolean;
  editable: (typeof EDITABLE_KEYS)[number][];
}

export const RISK_PRESETS: readonly RiskPreset[] = [
  {
    id: "vix",
    name: "VIX level",
    group: "volatility",
    description:
      "Risk off when the VIX closes above 30 index points; back to risk on once it closes below 20. The gap between the two levels keeps the condition from flipping around one level.",
    ruleType: "single_series",
    series: "vix",
    indicator: { kind: "none", value: null },
    riskOff: { operator: "above", value: 30 },
    riskOn: { operator: "below", value: 20 },
    crossing: null,
    weeksOfDelay: 0,
    switchRebalances: true,
    editable: ["riskOffValue", "riskOnValue"],
  },
  {
    id: "vix_ratio",
    name: "VIX term structure (VIX / VIX3M)",
    group: "volatility",
    description:
      "Risk off when short-dated volatility trades above three-month volatility (VIX / VIX3M above 1.0, an inverted volatility curve); risk on once the ratio is below 0.9. VIX3M starts in September 2009; before that the condition stays risk on.",
    ruleType: "single_series",
    series: "vix_over_vix3m",
    indicator: { kind: "none", value: null },
    riskOff: { operator: "above", value: 1.0 },
    riskOn: { operator: "below", value: 0.9 },
    crossing: null,
    weeksOfDelay: 0,
    switchRebalances: true,
    editable: ["riskOffValue", "riskOnValue"],
  },
  {
    id: "yield_curve_inversion",
    name: "Yield curve inversion (10y - 2y)",
    group: "yield_curve",
    description:
      "Risk off when the 10-year Treasury yield falls below the 2-year yield (spread below 0 percentage points); risk on once the spread is back above 0.25 percentage points.",
    ruleType: "single_series",
    series: "ust_10y_minus_2y",
    indicator: { kind: "none", value: null },
    riskOff: { operator: "below", value: 0 },
    riskOn: { operator: "above", value: 0.25 },
    crossing: null,
    weeksOfDelay: 0,
    switchRebalances: true,
    editable: ["riskOffValue", "riskOnValue"],
  },
  {
    id: "inflation_trend",
    name: "Inflation trend (CPI, 12-month change)",
    group: "inflation",
    description:
      "Risk off when US consumer prices rose more than 4 percent over the last 12 months; risk on once the 12-month change is below 3 percent. A month's CPI is read from two weeks after that month ends, when it has been published.",
    ruleType: "single_series",
    series: "cpi_us",
    indicator: { kind: "change", value: 12 },
    riskOff: { operator: "above", value: 4 },
    riskOn: { operator: "below", value: 3 },
    crossing: null,
    weeksOfDelay: 2,
    switchRebalances: true,
    editable: ["riskOffValue", "riskOnValue", "indicatorValue"],
  },
  {
    id: "sp500_trend",
    name: "S&P 500 trend (SPY vs 200-day average)",
    group: "sp500",
    description:
      "Risk off when SPY's adjusted close crosses below its 200-trading-day simple moving average; risk on when it crosses back above.",
    ruleType: "double_series",
    series: "spy",
    indicator: { kind: "none", value: null },
    riskOff: null,
    riskOn: null,
    crossing: { operator: "below", against: { kind: "sma", value: 200 } },
    weeksOfDelay: 0,
    switchRebalances: true,
    editable: ["indicatorValue"],
  },
];

export interface RuleType {
  id: RuleTypeId;
  name: string;
  detects: string;
  lowestPlan: PlanId;
}

export const RULE_TYPES: readonly RuleType[] = [
  {
    id: "single_series",
    name: "Single series",
    lowestPlan: "free",
    detects:
      "A series (optionally through an indicator: moving average, change over months, average momentum) crossing a risk-off threshold, and a second threshold to return to risk on (hysteresis).",
  },
  {
    id: "double_series",
    name: "Double series",
    lowestPlan: "free",
    detects:
      "A series crossing another series or its own indicator, such as a price crossing below its 200-day moving average.",
  },
  {
    id: "hidden_markov",
    name: "Hidden Markov regime",
    lowestPlan: "ultimate",
    detects:
      "Risk off when a 2-state Gaussian hidden Markov model on the series' last (at most) 2520 simple " +
      "returns before the decision, refitted at each scheduled rebalance, gives its higher-variance state " +
      "a filtered probability above 0.5. Baum-Welch from a fixed start (both means at the sample mean, " +
      "variances 1/2 and 2 x the sample variance, staying probability 0.95), at most 200 passes, stopping " +
      "when the log-likelihood changes by at most 1e-7 relative.",
  },
  {
    id: "clustering",
    name: "Clustering regime",
    lowestPlan: "ultimate",
    detects:
      "Risk off when the latest point is in the higher-volatility cluster of a k-means (k = 2) on each 21 " +
      "consecutive simple returns of the series: compounded return and sample standard deviation (n - 1), " +
      "z-scored over the fit (population) with the return then halved. Lloyd's algorithm from the lowest- " +
      "and highest-volatility points, at most 100 iterations, refitted at each scheduled rebalance on the " +
      "last (at most) 2520 returns before the decision.",
  },
  {
    id: "strategy_based",
    name: "Strategy-based",
    lowestPlan: "advanced",
    detects: "The strategy's own drawdown or trailing return passing a threshold.",
  },
];

/** Every preset is a single_series or double_series rule: both are included in every plan. */
export const presetLowestPlan = (p: RiskPreset): PlanId =>
  RULE_TYPES.find((t) => t.id === p.ruleType)!.lowestPlan;

const indicatorSchema = z
  .object({
    kind: z
      .enum(INDICATOR_KINDS)
      .describe(
        "Indicator applied to the series: none, sma (simple moving average), change (percent change), average_momentum.",
      ),
    value: z
      .number()
      .nullable()
      .describe("Trading days for sma; months for change and average_momentum; null for none."),
  })
  .describe("Indicator applied to a series.");
const thresholdSchema = z
  .object({
    operator: z.enum(["above", "below"]).describe("Which side of the value triggers the switch."),
    value: z
      .number()
      .describe("Threshold in the unit of the series read (after the indicator), not a fraction."),
  })
  .describe("A threshold on the series.");

export const riskPresetSchema = z
  .object({
    id: z.string().describe("Preset id (snake_case)."),
    name: z.string().describe("Display name."),
    group: z.enum(RISK_GROUPS).describe("Preset group."),
    description: z.string().describe("What the condition detects, with its thresholds."),
    ruleType: z.enum(["single_series", "double_series"]).describe("Rule type the preset is built on."),
    series: z
      .object({
        id: z.string().describe("Series id in the data build."),
        name: z.string().describe("What the series is."),
        measuredIn: z.string().describe("The series' own unit, in which thresholds are given."),
      })
      .describe("The series the condition reads."),
    indicator: indicatorSchema,
    riskOff: thresholdSchema
      .nullable()
      .describe("When the condition switches to risk off; null for a crossing rule."),
    riskOn: thresholdSchema
      .nullable()
      .describe("When it switches back to risk on; null for a crossing rule."),
    crossing: z
      .object({
        operator: z
          .enum(["above", "below"])
          .describe(
            "Risk off when the series crosses to this side of `against`; risk on when it crosses back.",
          ),
        against: indicatorSchema.describe("The line crossed: the series' own indicator."),
      })
      .nullable()
      .describe("For double_series: the crossing that switches the condition; null otherwise."),
    weeksOfDelay: z
      .number()
      .int()
      .min(0)
      .describe("Weeks between a reading's date and its use (publication lag), in weeks."),
    switchRebalances: z
      .boolean()
      .describe("Whether a switch triggers a rebalance at once rather than at the next scheduled one."),
    editable: z
      .array(z.enum(EDITABLE_KEYS))
      .describe(
        "Values that may change while it stays a preset; for a crossing rule indicatorValue is crossing.against.value.",
      ),
    availability: availabilitySchema,
  })
  .describe("A risk condition preset.");

export const ruleTypeSchema = z
  .object({
    id: z.enum(RULE_TYPE_IDS).describe("Rule type id."),
    name: z.string().describe("Display name."),
    detects: z.string().describe("What a rule of this type detects."),
    availability: availabilitySchema,
  })
  .describe("A risk rule type.");

export const presetView = (plan: PlanId, p: RiskPreset): z.infer<typeof riskPresetSchema> => {
  const { series, ...rest } = p;
  return {
    ...rest,
    series: { id: series, ...RISK_SERIES[series] },
    availability: availabilityFor(plan, presetLowestPlan(p)),
  };
};

export const ruleTypeView = (plan: PlanId, t: RuleType): z.infer<typeof ruleTypeSchema> => {
  const { lowestPlan, ...rest } = t;
  return { ...rest, availability: availabilityFor(plan, lowestPlan) };
};
