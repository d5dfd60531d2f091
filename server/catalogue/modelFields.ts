// The fields of the complete portfolio definition, built once per part (top level, a model, an
// allocation leg, a risk condition, position exits, selection) and placed at each path they occur.
import { PLANS, includes, type PlanId } from "@/server/plans";
import type { BoundsBy } from "@/server/catalogue/bounds";
import { methodsAt, type Level } from "@/server/catalogue/allocationMethods";
import { INDICATOR_KINDS, RISK_PRESETS, RISK_SERIES, RULE_TYPES } from "@/server/catalogue/riskPresets";
import {
  LATEST_DATA_YEAR,
  EARLIEST_MONTHLY_YEAR,
  defaultStartingYear,
  firstYearOf,
} from "@/server/catalogue/dataYears";
import { field, type ModelField } from "@/server/catalogue/modelField";

export const REBALANCE_STEPS = [1, 2, 3, 6, 12];
export const LOOKBACK_STEPS = [1, 2, 3, 6, 9, 12, 18, 24, 36, 60];
export const BASE_CURRENCIES = ["USD", "EUR", "GBP", "CHF", "CAD", "AUD"];
export const DEFAULT_MAX_POSITIONS = 10;

const rebalanceFields = (prefix: string): ModelField[] => [
  field({
    path: `${prefix}.every`,
    name: "Rebalance every",
    description: "Months between rebalances.",
    type: "integer",
    unit: "months",
    default: 1,
    min: 1,
    max: 12,
    steps: REBALANCE_STEPS,
  }),
  field({
    path: `${prefix}.cadence`,
    name: "Rebalance cadence",
    description: "The unit of `every`; the app locks it to month.",
    type: "enum",
    unit: "none",
    default: "month",
    values: ["month"],
  }),
];

/** Leverage above 1 is financed at the cash rate and needs the advanced plan. */
const LEVERAGE_PLAN: PlanId = "advanced";

const legFields = (leg: string, level: Level): ModelField[] => [
  field({
    path: `${leg}.method`,
    name: "Allocation method",
    type: "enum",
    unit: "none",
    default: "equal_weight",
    description: `How the leg splits weight across ${level === "combined" ? "the sub-strategies" : "its instruments"}; an id from list_allocation_methods at the ${level} level.`,
    values: methodsAt(level).map((m) => m.id),
    valuePlans: methodsAt(level).map((m) => ({ value: m.id, lowestPlan: m.levels[level]! })),
  }),
  field({
    path: `${leg}.settings`,
    name: "Method settings",
    description:
      "The method's own parameters by name (list_allocation_methods); for fixed_weights a `weight` map from ticker to fraction. Omitted parameters take their defaults.",
    type: "object",
    unit: "none",
    default: {},
  }),
  field({
    path: `${leg}.lookbackMonths`,
    name: "Lookback",
    description: "Months of history the method estimates from (volatility, covariance, momentum).",
    type: "integer",
    unit: "months",
    default: 12,
    min: 1,
    max: 60,
    steps: LOOKBACK_STEPS,
  }),
  field({
    path: `${leg}.covarianceEstimator`,
    name: "Covariance estimator",
    description:
      "sample, ledoit_wolf (shrunk towards a constant-correlation target) or exponential (exponentially weighted with decayFactor); read by covariance-based methods.",
    type: "enum",
    unit: "none",
    default: "sample",
    values: ["sample", "ledoit_wolf", "exponential"],
  }),
  field({
    path: `${leg}.shrinkageIntensity`,
    name: "Shrinkage intensity",
    description:
      "Weight of the shrinkage target, used only with ledoit_wolf; null = the Ledoit-Wolf optimal intensity estimated from the data.",
    type: "number",
    unit: "fraction",
    default: null,
    nullable: true,
    min: 0,
    max: 1,
  }),
  field({
    path: `${leg}.decayFactor`,
    name: "Decay factor",
    description:
      "Daily decay of observation weights, used only with the exponential estimator (0.94: RiskMetrics).",
    type: "number",
    unit: "number",
    default: 0.94,
    min: 0.8,
    max: 0.999,
  }),
  field({
    path: `${leg}.leverage`,
    name: "Leverage",
    description:
      "Gross exposure as a multiple of the leg's value; above 1 the borrowed part is financed at the cash rate.",
    type: "number",
    unit: "multiple",
    default: 1,
    min: 1,
    max: 3,
    valuePlans: [
      { value: 1, lowestPlan: "free" },
      { value: 3, lowestPlan: LEVERAGE_PLAN },
    ],
    planLimit: { lowestPlan: "free", yourMax: (p) => (includes(p.id, LEVERAGE_PLAN) ? 3 : 1) },
  }),
  field({
    path: `${leg}.correlationEstimator`,
    name: "Correlation estimator",
    description:
      "pearson or spearman (rank) correlation; read by maximum_diversification and hierarchical_risk_parity.",
    type: "enum",
    unit: "none",
    default: "pearson",
    values: ["pearson", "spearman"],
  }),
];

const allocationFields = (prefix: string, level: Level): ModelField[] => [
  field({
    path: `${prefix}.riskOn`,
    name: "Risk-on allocation",
    description: "The allocation held while the risk conditions are risk on (always, when there are none).",
    type: "object",
    unit: "none",
    default: {},
  }),
  ...legFields(`${prefix}.riskOn`, level),
  field({
    path: `${prefix}.riskOff`,
    name: "Risk-off allocation",
    description: "The allocation held while a risk condition is risk off; null = off (no switching).",
    type: "object",
    unit: "none",
    default: null,
    nullable: true,
    enabledByDefault: false,
  }),
  ...legFields(`${prefix}.riskOff`, level),
];

/** Indicator lengths: trading days for a moving average, months for a change or average momentum. */
const indicatorBounds = (on: string): BoundsBy => ({
  on,
  cases: [
    { when: "none", unit: "none", default: null, min: null, max: null, steps: null },
    { when: "sma", unit: "days", default: 200, min: 5, max: 400, steps: null },
    { when: "change", unit: "months", default: 12, min: 1, max: 24, steps: null },
    { when: "average_momentum", unit: "months", default: 12, min: 1, max: 12, steps: null },
  ],
});

/** Thresholds are in the series' own unit; for strategy_based they are fractions of the strategy. */
const thresholdBounds = (on: string, seriesDefault: number, strategyDefault: number): BoundsBy => ({
  on,
  cases: [
    { when: "single_series", unit: "native", default: seriesDefault, min: null, max: null, steps: null },
    { when: "strategy_based", unit: "fraction", default: strategyDefault, min: -1, max: 10, steps: null },
  ],
});

const conditionFields = (prefix: string): ModelField[] => {
  const c = `${prefix}.conditions[]`;
  return [
    field({
      path: `${prefix}.conditions`,
      name: "Risk conditions",
      description: "Conditions that switch the allocation to riskOff; empty = always risk on.",
      type: "list",
      unit: "none",
      default: [],
    }),
    field({
      path: `${prefix}.combine`,
      name: "Combine conditions",
      description: "Risk off when any condition is risk off; the app locks it to or.",
      type: "enum",
      unit: "none",
      default: "or",
      values: ["or"],
    }),
    field({
      path: `${c}.preset`,
      name: "Preset",
      description:
        "A preset id from list_risk_rule_presets; its values fill the condition and only its `editable` values may differ. Null for a custom condition.",
      type: "enum",
      unit: "none",
      default: null,
      nullable: true,
      values: RISK_PRESETS.map((p) => p.id),
    }),
    field({
      path: `${c}.ruleType`,
      name: "Rule type",
      description: "What the condition detects (list_risk_rule_presets with includeRuleTypes).",
      type: "enum",
      unit: "none",
      default: "single_series",
      values: RULE_TYPES.map((t) => t.id),
      valuePlans: RULE_TYPES.map((t) => ({ value: t.id, lowestPlan: t.lowestPlan })),
    }),
    field({
      path: `${c}.series`,
      name: "Series",
      description:
        "The series read (single_series, double_series) or whose simple returns, one per observation " +
        "(daily; monthly for cpi_us), are modelled (hidden_markov, clustering); null for strategy_based.",
      type: "enum",
      unit: "none",
      default: "vix",
      nullable: true,
      values: Object.keys(RISK_SERIES),
    }),
    field({
      path: `${c}.indicator.kind`,
      name: "Indicator",
      description:
        "Applied to the series before it is compared: none, sma, change (percent), average_momentum.",
      type: "enum",
      unit: "none",
      default: "none",
      values: [...INDICATOR_KINDS],
    }),
    field({
      path: `${c}.indicator.value`,
      name: "Indicator length",
      description: "Trading days for sma, months for change and average_momentum, null for none.",
      type: "integer",
      unit: "native",
      default: null,
      nullable: true,
      boundsBy: indicatorBounds(`${c}.indicator.kind`),
    }),
    field({
      path: `${c}.riskOff.operator`,
      name: "Risk off when",
      description: "Side of the riskOff value that switches to risk off.",
      type: "enum",
      unit: "none",
      default: "above",
      values: ["above", "below"],
    }),
    field({
      path: `${c}.riskOff.value`,
      name: "Risk-off threshold",
      description:
        "In the unit of the series after its indicator (index points, ratio, percentage points, percent), never a fraction; for strategy_based a fraction of the strategy (drawdown or trailing return).",
      type: "number",
      unit: "native",
      default: 30,
      boundsBy: thresholdBounds(`${c}.ruleType`, 30, -0.2),
    }),
    field({
      path: `${c}.riskOn.operator`,
      name: "Risk on when",
      description: "Side of the riskOn value that switches back to risk on.",
      type: "enum",
      unit: "none",
      default: "below",
      values: ["above", "below"],
    }),
    field({
      path: `${c}.riskOn.value`,
      name: "Risk-on threshold",
      description:
        "The level that switches back to risk on; it must lie on the calm side of the risk-off level so the condition does not flip around one level.",
      type: "number",
      unit: "native",
      default: 20,
      boundsBy: thresholdBounds(`${c}.ruleType`, 20, -0.1),
    }),
    field({
      path: `${c}.crossing`,
      name: "Crossing",
      description:
        "For double_series: risk off when the series crosses to `operator` side of `against` (its own indicator), risk on when it crosses back; null otherwise.",
      type: "object",
      unit: "none",
      default: null,
      nullable: true,
    }),
    field({
      path: `${c}.crossing.operator`,
      name: "Crossing side",
      description: "Side of the crossed line that means risk off.",
      type: "enum",
      unit: "none",
      default: "below",
      values: ["above", "below"],
    }),
    field({
      path: `${c}.crossing.against.kind`,
      name: "Crossed line",
      description: "The series' indicator that is crossed.",
      type: "enum",
      unit: "none",
      default: "sma",
      values: INDICATOR_KINDS.filter((k) => k !== "none"),
    }),
    field({
      path: `${c}.crossing.against.value`,
      name: "Crossed line length",
      description: "Trading days for sma, months otherwise.",
      type: "integer",
      unit: "native",
      default: 200,
      boundsBy: indicatorBounds(`${c}.crossing.against.kind`),
    }),
    field({
      path: `${c}.measure`,
      name: "Strategy measure",
      description:
        "For strategy_based: the strategy's own drawdown or trailing return over measureMonths; null otherwise.",
      type: "enum",
      unit: "none",
      default: null,
      nullable: true,
      values: ["drawdown", "trailing_return"],
    }),
    field({
      path: `${c}.measureMonths`,
      name: "Trailing-return months",
      description: "Months of the trailing return for measure trailing_return.",
      type: "integer",
      unit: "months",
      default: 12,
      min: 1,
      max: 36,
    }),
    field({
      path: `${c}.weeksOfDelay`,
      name: "Delay",
      description: "Weeks between a reading's date and its use, for series published with a lag.",
      type: "integer",
      unit: "weeks",
      default: 0,
      min: 0,
      max: 12,
    }),
    field({
      path: `${c}.switchRebalances`,
      name: "Switch rebalances",
      description: "A switch triggers a rebalance at once instead of waiting for the next scheduled one.",
      type: "boolean",
      unit: "none",
      default: true,
    }),
  ];
};

const M = "models[]";

export const TOP_LEVEL_FIELDS: ModelField[] = [
  field({
    path: "kind",
    name: "Kind",
    description: "single for one model, combined for two or more; follows from the number of models.",
    type: "enum",
    unit: "none",
    default: "single",
    values: ["single", "combined"],
  }),
  field({
    path: "name",
    name: "Name",
    description:
      "1 to 100 characters, unique within its folder; left out, the service names it and reports it in assumed.",
    type: "string",
    unit: "none",
    default: null,
    length: { min: 1, max: 100 },
  }),
  field({
    path: "description",
    name: "Description",
    description: "At most 1000 characters; null for none.",
    type: "string",
    unit: "none",
    default: null,
    nullable: true,
    length: { min: 0, max: 1000 },
  }),
  field({
    path: "startingYear",
    name: "Starting year",
    description:
      "First calendar year simulated by default; the default is the later of the product default (2005) and the plan's first year.",
    type: "integer",
    unit: "years",
    default: defaultStartingYear,
    min: EARLIEST_MONTHLY_YEAR,
    max: LATEST_DATA_YEAR,
    planLimit: { lowestPlan: "free", yourMin: (p) => firstYearOf(p.id) },
  }),
  field({
    path: "benchmark",
    name: "Benchmark",
    description:
      "24-hex id of a public benchmark portfolio; left out, the product default benchmark (reported in assumed).",
    type: "string",
    unit: "none",
    default: null,
  }),
  field({
    path: "rebalance",
    name: "Combined rebalance",
    description: "How often the Combined re-weights its sub-strategies; null for a Single.",
    type: "object",
    unit: "none",
    default: null,
    nullable: true,
  }),
  ...rebalanceFields("rebalance"),
  field({
    path: "allocation",
    name: "Combined allocation",
    description: "How the Combined weights its sub-strategies; null for a Single.",
    type: "object",
    unit: "none",
    default: null,
    nullable: true,
  }),
  ...allocationFields("allocation", "combined"),
  field({
    path: "riskConditions",
    name: "Combined risk conditions",
    description: "Conditions switching the Combined to its riskOff allocation; null for a Single.",
    type: "object",
    unit: "none",
    default: null,
    nullable: true,
  }),
  ...conditionFields("riskConditions"),
];

export const MODEL_FIELDS: ModelField[] = [
  field({
    path: "models",
    name: "Models",
    description: "The strategies: one makes a Single, two or more a Combined.",
    type: "list",
    unit: "count",
    default: null,
    min: 1,
    max: null,
  }),
  field({
    path: `${M}.name`,
    name: "Name",
    description: "1 to 100 characters.",
    type: "string",
    unit: "none",
    default: null,
    length: { min: 1, max: 100 },
  }),
  field({
    path: `${M}.description`,
    name: "Description",
    description: "At most 1000 characters; null for none.",
    type: "string",
    unit: "none",
    default: null,
    nullable: true,
    length: { min: 0, max: 1000 },
  }),
  field({
    path: `${M}.active`,
    name: "Active",
    description: "Inactive models stay in the definition but are not simulated.",
    type: "boolean",
    unit: "none",
    default: true,
  }),
  field({
    path: `${M}.rebalance`,
    name: "Rebalance",
    description: "How often the model re-selects and re-weights its holdings.",
    type: "object",
    unit: "none",
    default: {},
  }),
  ...rebalanceFields(`${M}.rebalance`),
  field({
    path: `${M}.selection`,
    name: "Selection",
    description: "What the model may hold (section selection).",
    type: "object",
    unit: "none",
    default: {},
  }),
  field({
    path: `${M}.positionExits`,
    name: "Position exits",
    description: "When holdings are sold between rebalances (section position_exits).",
    type: "object",
    unit: "none",
    default: {},
  }),
  field({
    path: `${M}.allocation`,
    name: "Allocation",
    description: "How holdings are weighted (section allocation).",
    type: "object",
    unit: "none",
    default: {},
  }),
  field({
    path: `${M}.riskConditions`,
    name: "Risk conditions",
    description: "When to switch to the riskOff allocation (section risk_conditions).",
    type: "object",
    unit: "none",
    default: {},
  }),
];

export const SELECTION_FIELDS: ModelField[] = [
  field({
    path: `${M}.selection.instruments`,
    name: "Instruments",
    description: "Instrument tickers the model holds or picks from.",
    type: "list",
    unit: "none",
    default: [],
  }),
  field({
    path: `${M}.selection.entryScreeners`,
    name: "Entry screeners",
    description: "Screener ids (24 hex) whose matches may be bought at a rebalance.",
    type: "list",
    unit: "none",
    default: [],
  }),
  field({
    path: `${M}.selection.exitScreeners`,
    name: "Exit screeners",
    description: "Screener ids (24 hex); a holding that stops matching them is sold.",
    type: "list",
    unit: "none",
    default: [],
  }),
];

export const POSITION_EXIT_FIELDS: ModelField[] = [
  field({
    path: `${M}.positionExits.maxHoldMonths`,
    name: "Maximum holding period",
    description: "Sell a position after it has been held this many months; null = off.",
    type: "integer",
    unit: "months",
    default: 12,
    enabledByDefault: false,
    nullable: true,
    min: 1,
    max: 120,
  }),
  field({
    path: `${M}.positionExits.reinvestDelayMonths`,
    name: "Reinvest delay",
    description:
      "After a stop-loss, take-profit or maximum-hold exit, no rebalance on a day before the exit day plus " +
      "this many calendar months buys the instrument back (the rebalance day itself is compared, not its " +
      "previous close); null = blocked on the exit day only.",
    type: "integer",
    unit: "months",
    default: 12,
    enabledByDefault: false,
    nullable: true,
    min: 1,
    max: 120,
  }),
  field({
    path: `${M}.positionExits.maxPositions`,
    name: "Maximum positions",
    description: "Most instruments held at once; your plan caps it.",
    type: "integer",
    unit: "count",
    default: (plan) => Math.min(DEFAULT_MAX_POSITIONS, PLANS[plan].maxPositions),
    enabledByDefault: true,
    nullable: true,
    min: 1,
    max: 50,
    planLimit: { lowestPlan: "free", yourMax: (p) => p.maxPositions },
  }),
  field({
    path: `${M}.positionExits.takeProfit`,
    name: "Take profit",
    description:
      "Sell when a position has gained this fraction since it was bought (1.5 = +150%); null = off.",
    type: "number",
    unit: "fraction",
    default: 1.5,
    enabledByDefault: false,
    nullable: true,
    min: 0.05,
    max: 10,
  }),
  field({
    path: `${M}.positionExits.stopLoss`,
    name: "Stop loss",
    description: "Sell when a position has lost this fraction since it was bought (-0.3 = -30%); null = off.",
    type: "number",
    unit: "fraction",
    default: -0.3,
    enabledByDefault: false,
    nullable: true,
    min: -1,
    max: -0.05,
  }),
];

export const MODEL_ALLOCATION_FIELDS: ModelField[] = allocationFields(`${M}.allocation`, "subStrategy");

export const MODEL_RISK_CONDITION_FIELDS: ModelField[] = conditionFields(`${M}.riskConditions`);

export const USER_SETTINGS_FIELDS: ModelField[] = [
  field({
    path: "startYear",
    name: "Start year",
    description:
      "First calendar year of a simulation; null or left out = the portfolio's startingYear. The run goes to the latest data.",
    type: "integer",
    unit: "years",
    default: null,
    nullable: true,
    min: EARLIEST_MONTHLY_YEAR,
    max: LATEST_DATA_YEAR,
    planLimit: { lowestPlan: "free", yourMin: (p) => firstYearOf(p.id) },
  }),
  field({
    path: "variant.reinvest",
    name: "Reinvest dividends",
    description: "On: dividends are reinvested (total return); off: paid out of the portfolio.",
    type: "boolean",
    unit: "none",
    default: true,
  }),
  field({
    path: "variant.costs",
    name: "Trading costs",
    description: "On: 10 basis points of traded value are charged at each trade.",
    type: "boolean",
    unit: "none",
    default: true,
  }),
  field({
    path: "variant.taxes",
    name: "Taxes",
    description: "On: realised gains are taxed at year end and dividends when paid (simple model).",
    type: "boolean",
    unit: "none",
    default: false,
  }),
  field({
    path: "startingCapital",
    name: "Starting capital",
    description: "Value at the start, in the base currency; greater than 0.",
    type: "number",
    unit: "base_currency",
    default: 10_000,
    max: 1_000_000_000,
  }),
  field({
    path: "baseCurrency",
    name: "Base currency",
    description: "Currency values are reported in, converted at daily FX rates.",
    type: "enum",
    unit: "none",
    default: "USD",
    values: BASE_CURRENCIES,
  }),
  field({
    path: "benchmarkId",
    name: "Benchmark",
    description: "24-hex id of a public benchmark portfolio; left out, the portfolio's benchmark.",
    type: "string",
    unit: "none",
    default: null,
    nullable: true,
  }),
];
