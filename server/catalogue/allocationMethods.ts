// Allocation methods: the product model the simulation engine implements (server/engine). One entry per
// method with the levels it works at, the lowest plan per level, what it computes and its own
// parameters. Settings shared by every method (lookback, covariance estimator, leverage...) are leg
// settings of the strategy model (strategyModel.ts), not parameters here (spec rule 4).
import { z } from "zod";
import type { PlanId } from "@/server/plans";
import type { Unit } from "@/server/catalogue/units";
import { unitSchema } from "@/server/catalogue/units";
import {
  availabilityFor,
  availabilitySchema,
  planIdSchema,
  valuePlanSchema,
  valuePlansFor,
  type ValuePlan,
} from "@/server/catalogue/planView";
import {
  boundsBySchema,
  settingValueSchema,
  type BoundsBy,
  type SettingValue,
} from "@/server/catalogue/bounds";

export const LEVELS = ["combined", "subStrategy"] as const;
export type Level = (typeof LEVELS)[number];

/** Leg settings a method reads; the rest are ignored for it. */
export type LegInput = "lookbackMonths" | "covarianceEstimator" | "correlationEstimator";

export interface MethodParameter {
  name: string;
  label: string;
  levels: Level[];
  type: "number" | "integer" | "boolean" | "enum" | "string" | "list";
  unit: Unit;
  default: SettingValue;
  min: number | null;
  max: number | null;
  values: string[] | null;
  steps: number[] | null;
  boundsBy: BoundsBy | null;
  valuePlans: ValuePlan[] | null;
  items: { type: "number" | "integer"; unit: Unit; min: number | null; max: number | null } | null;
  length: { min: number; max: number } | null;
  per: "instrument" | "subStrategy" | "rank" | null;
  lowestPlan: PlanId | null;
}

export interface AllocationMethod {
  id: string;
  name: string;
  /** What it computes, for people and AI clients; the engine implements exactly this. */
  description: string;
  /** Lowest plan per level the method works at; a level left out is not offered. */
  levels: Partial<Record<Level, PlanId>>;
  reads: LegInput[];
  parameters: MethodParameter[];
}

const NOT_APPLICABLE = {
  min: null,
  max: null,
  values: null,
  steps: null,
  boundsBy: null,
  valuePlans: null,
  items: null,
  length: null,
  per: null,
} as const;
const param = (
  p: Pick<MethodParameter, "name" | "label" | "levels" | "type" | "unit" | "default" | "lowestPlan"> &
    Partial<MethodParameter>,
): MethodParameter => ({ ...NOT_APPLICABLE, ...p });

const maxWeight = (lowestPlan: PlanId) =>
  param({
    name: "maxWeight",
    label: "Maximum weight per instrument",
    levels: ["subStrategy"],
    type: "number",
    unit: "fraction",
    default: 1,
    min: 0.01,
    max: 1,
    lowestPlan,
  });
const riskAversion = (lowestPlan: PlanId) =>
  param({
    name: "riskAversion",
    label: "Risk aversion (higher prefers lower variance)",
    levels: ["subStrategy"],
    type: "number",
    unit: "number",
    default: 2,
    min: 0.5,
    max: 10,
    steps: [0.5, 1, 2, 3, 5, 10],
    lowestPlan,
  });

const COVARIANCE: LegInput[] = ["lookbackMonths", "covarianceEstimator"];

export const ALLOCATION_METHODS: readonly AllocationMethod[] = [
  {
    id: "equal_weight",
    name: "Equal weight",
    description:
      "Splits the leg equally: each held instrument (in a strategy) or each active sub-strategy (in a Combined) gets 1/n. Reads no price history.",
    levels: { combined: "free", subStrategy: "free" },
    reads: [],
    parameters: [],
  },
  {
    id: "fixed_weights",
    name: "Fixed weights",
    description:
      "Holds the weights you give, restored at each rebalance: a weight per instrument in a strategy, or one per sub-strategy in a Combined. Weights are fractions that sum to 1.",
    levels: { combined: "free", subStrategy: "free" },
    reads: [],
    parameters: [
      param({
        name: "weight",
        label: "Weight per instrument (sum 1)",
        levels: ["subStrategy"],
        type: "number",
        unit: "fraction",
        default: null,
        min: 0,
        max: 1,
        per: "instrument",
        lowestPlan: "free",
      }),
      param({
        name: "weight",
        label: "Weight per sub-strategy, in order (sum 1)",
        levels: ["combined"],
        type: "number",
        unit: "fraction",
        default: null,
        min: 0,
        max: 1,
        per: "subStrategy",
        lowestPlan: "free",
      }),
    ],
  },
  {
    id: "inverse_volatility",
    name: "Inverse volatility",
    description:
      "Weights proportional to 1 / volatility, the standard deviation of daily returns over lookbackMonths, so calmer holdings get more. In a Combined it reads the sub-strategies' return series.",
    levels: { combined: "starter", subStrategy: "starter" },
    reads: ["lookbackMonths"],
    parameters: [],
  },
  {
    id: "risk_parity",
    name: "Risk parity",
    description:
      "Weights at which every holding contributes the same share of the leg's variance (equal risk contribution), from the covariance estimated over lookbackMonths with the leg's covarianceEstimator. In a Combined it reads the sub-strategies' return series.",
    levels: { combined: "advanced", subStrategy: "advanced" },
    reads: COVARIANCE,
    parameters: [],
  },
  {
    id: "minimum_variance",
    name: "Minimum variance",
    description:
      "The long-only, fully invested weights with the lowest variance under the covariance estimated over lookbackMonths, each weight at most maxWeight.",
    levels: { subStrategy: "starter" },
    reads: COVARIANCE,
    parameters: [maxWeight("starter")],
  },
  {
    id: "maximum_diversification",
    name: "Maximum diversification",
    description:
      "The long-only, fully invested weights that maximise the diversification ratio (weighted average volatility / portfolio volatility), with correlations from the leg's correlationEstimator, each weight at most maxWeight.",
    levels: { subStrategy: "advanced" },
    reads: [...COVARIANCE, "correlationEstimator"],
    parameters: [maxWeight("advanced")],
  },
  {
    id: "mean_variance",
    name: "Mean-variance",
    description:
      "Markowitz: the long-only, fully invested weights that maximise expected return minus riskAversion / 2 times variance, with expected returns the mean daily returns over lookbackMonths (annualised) and the leg's covariance estimate, each weight at most maxWeight.",
    levels: { subStrategy: "advanced" },
    reads: COVARIANCE,
    parameters: [riskAversion("advanced"), maxWeight("advanced")],
  },
  {
    id: "maximum_sharpe",
    name: "Maximum Sharpe ratio",
    description:
      "The long-only, fully invested weights with the highest expected excess return per unit of " +
      "volatility (tangency portfolio), from mean returns and the covariance over lookbackMonths, each " +
      "weight at most maxWeight. The excess is over the annual cash rate at the previous close (one value, " +
      "not the mean cash return of the window).",
    levels: { subStrategy: "advanced" },
    reads: COVARIANCE,
    parameters: [maxWeight("advanced")],
  },
  {
    id: "black_litterman",
    name: "Black-Litterman",
    description:
      "Runs on mean-variance: its settings are those of mean_variance plus views. Expected returns are the Black-Litterman blend of the equilibrium returns implied by equal weights (prior, scaled by tau) and your views (expected annual excess return per instrument, held with viewConfidence); without views it is mean-variance on the prior.",
    levels: { subStrategy: "ultimate" },
    reads: COVARIANCE,
    parameters: [
      riskAversion("ultimate"),
      maxWeight("ultimate"),
      param({
        name: "views",
        label: "View: expected annual excess return per instrument (optional)",
        levels: ["subStrategy"],
        type: "number",
        unit: "fraction",
        default: null,
        min: -1,
        max: 1,
        per: "instrument",
        lowestPlan: "ultimate",
      }),
      param({
        name: "viewConfidence",
        label: "Confidence in the views",
        levels: ["subStrategy"],
        type: "number",
        unit: "fraction",
        default: 0.5,
        min: 0.05,
        max: 1,
        lowestPlan: "ultimate",
      }),
      param({
        name: "tau",
        label: "Uncertainty of the prior (tau)",
        levels: ["subStrategy"],
        type: "number",
        unit: "number",
        default: 0.05,
        min: 0.01,
        max: 1,
        lowestPlan: "ultimate",
      }),
    ],
  },
  {
    id: "hierarchical_risk_parity",
    name: "Hierarchical risk parity",
    description:
      "Lopez de Prado's HRP: clusters holdings by correlation distance (leg's correlationEstimator) with the chosen linkage, orders them by the cluster tree and splits weight by recursive bisection in inverse proportion to each cluster's variance. Needs no matrix inversion.",
    levels: { subStrategy: "ultimate" },
    reads: [...COVARIANCE, "correlationEstimator"],
    parameters: [
      param({
        name: "linkage",
        label: "Cluster linkage",
        levels: ["subStrategy"],
        type: "enum",
        unit: "none",
        default: "single",
        values: ["single", "complete", "average", "ward"],
        valuePlans: [
          { value: "single", lowestPlan: "ultimate" },
          { value: "complete", lowestPlan: "ultimate" },
          { value: "average", lowestPlan: "ultimate" },
          { value: "ward", lowestPlan: "professional" },
        ],
        lowestPlan: "ultimate",
      }),
    ],
  },
  {
    id: "rank_rotation",
    name: "Rank-based rotation",
    description:
      "Ranks the sub-strategies whose rotate is on by rankBy (momentum: total return over lookbackMonths; sharpe: Sharpe ratio over lookbackMonths) at each rebalance and gives them rankWeights by rank, best first. With n sub-strategies of which k rotate, each sub-strategy with rotate off holds 1/n and the rotating ones share k/n in proportion to rankWeights.",
    levels: { combined: "starter" },
    reads: ["lookbackMonths"],
    parameters: [
      param({
        name: "rotate",
        label: "Takes part in the rotation",
        levels: ["combined"],
        type: "boolean",
        unit: "none",
        default: true,
        per: "subStrategy",
        lowestPlan: "starter",
      }),
      param({
        name: "rankWeights",
        label: "Weight per rank, best first (left out: equal)",
        levels: ["combined"],
        type: "number",
        unit: "fraction",
        default: null,
        min: 0,
        max: 1,
        per: "rank",
        lowestPlan: "starter",
      }),
      param({
        name: "rankBy",
        label: "Ranked by",
        levels: ["combined"],
        type: "enum",
        unit: "none",
        default: "momentum",
        values: ["momentum", "sharpe"],
        lowestPlan: "starter",
      }),
    ],
  },
];

export const methodById = (id: string) => ALLOCATION_METHODS.find((m) => m.id === id);
export const methodsAt = (level: Level) => ALLOCATION_METHODS.filter((m) => m.levels[level] !== undefined);
/** A method's parameters as they apply at one level (spec rule 2: one entry per level). */
export const parametersAt = (m: AllocationMethod, level: Level) =>
  m.parameters.filter((p) => p.levels.includes(level));

export const methodParameterSchema = z
  .object({
    name: z.string().describe("Setting name (camelCase), as sent in the leg's `settings`."),
    label: z.string().describe("Display label."),
    levels: z
      .array(z.enum(LEVELS))
      .describe(
        "Levels this entry applies to; a setting that differs between levels is listed once per level.",
      ),
    type: z.enum(["number", "integer", "boolean", "enum", "string", "list"]).describe("Type of one value."),
    unit: unitSchema,
    default: settingValueSchema.describe("Default value; null when there is none."),
    min: z.number().nullable().describe("Lowest accepted value; null when not applicable."),
    max: z.number().nullable().describe("Highest accepted value; null when not applicable."),
    values: z.array(z.string()).nullable().describe("Accepted values of an enum; null otherwise."),
    steps: z
      .array(z.number())
      .nullable()
      .describe(
        "The only numbers accepted, ascending; a value between two steps is refused, never rounded. Null when any value within min/max is accepted.",
      ),
    boundsBy: boundsBySchema
      .nullable()
      .describe("Bounds that depend on another setting; null when the bounds are fixed."),
    valuePlans: z
      .array(valuePlanSchema)
      .nullable()
      .describe("Plans needed by individual values; null when every value is included with the setting."),
    items: z
      .object({
        type: z.enum(["number", "integer"]).describe("Type of an item."),
        unit: unitSchema,
        min: z.number().nullable().describe("Lowest item value."),
        max: z.number().nullable().describe("Highest item value."),
      })
      .nullable()
      .describe("Items of a `list` setting; null otherwise."),
    length: z
      .object({
        min: z.number().int().min(0).describe("Fewest items."),
        max: z.number().int().positive().describe("Most items."),
      })
      .nullable()
      .describe("Item count of a `list` setting; null otherwise."),
    per: z
      .enum(["instrument", "subStrategy", "rank"])
      .nullable()
      .describe(
        "instrument: send a map ticker -> value; subStrategy: a list, one per sub-strategy in order; rank: a list, one per rank best first, as many as sub-strategies with rotate on. Null for a single value.",
      ),
    lowestPlan: planIdSchema
      .nullable()
      .describe("Lowest plan that includes the setting; it can be higher than its method's."),
  })
  .describe("A parameter of an allocation method.");

const levelAvailability = availabilitySchema
  .nullable()
  .describe("Null when the method does not work at this level.");
export const allocationMethodSchema = z
  .object({
    id: z.string().describe("Method id (snake_case), sent as a leg's `method`."),
    name: z.string().describe("Display name."),
    description: z.string().describe("What the method computes."),
    levels: z
      .array(z.enum(LEVELS))
      .describe(
        "Levels the method works at: combined (weights sub-strategies) and subStrategy (weights instruments).",
      ),
    parameters: z
      .array(methodParameterSchema)
      .describe("The method's own settings; shared leg settings are in the strategy model."),
    availability: z
      .object({ combined: levelAvailability, subStrategy: levelAvailability })
      .describe("Plan availability per level."),
    operationId: z
      .string()
      .nullable()
      .describe("The operation that runs the method alone; null while none is available."),
  })
  .describe("An allocation method.");

export function parameterView(plan: PlanId, p: MethodParameter): z.infer<typeof methodParameterSchema> {
  return { ...p, valuePlans: valuePlansFor(plan, p.valuePlans) };
}

/** The method as one caller sees it; `level` narrows the parameters to that level's entries. */
export function methodView(
  plan: PlanId,
  m: AllocationMethod,
  level: Level | "both",
): z.infer<typeof allocationMethodSchema> {
  const at = (l: Level) => (m.levels[l] === undefined ? null : availabilityFor(plan, m.levels[l]!));
  return {
    id: m.id,
    name: m.name,
    description: m.description,
    levels: LEVELS.filter((l) => m.levels[l] !== undefined),
    parameters: (level === "both" ? m.parameters : parametersAt(m, level)).map((p) => parameterView(plan, p)),
    availability: { combined: at("combined"), subStrategy: at("subStrategy") },
    operationId: null,
  };
}
