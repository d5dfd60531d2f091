// The portfolio definition as zod schemas: the complete definition the service returns (every field
// present), and the input create_portfolio, validate_portfolio and edit_portfolio accept, derived from
// it (every field optional, unknown properties refused). Descriptions come from
// the strategy model (server/catalogue), so the schema and describe_strategy_model say the same thing.
// Bounds, steps and plan rules are checked by normalise.ts from the same catalogue, not here.
import { z } from "zod";
import { fieldAt } from "@/server/catalogue/strategyModel";
import { settingValueSchema } from "@/server/catalogue/bounds";
import { INDICATOR_KINDS, RISK_SERIES, RULE_TYPE_IDS } from "@/server/catalogue/riskPresets";
import { RECORD_ID } from "@/server/ids";
import {
  LEVEL_ALIAS,
  LEVEL_FIELDS,
  MODELS_ALIAS,
  oneNamePerPart,
} from "@/server/domain/portfolios/modelNames";

export const PROPERTY_NAME_MAX = 96;

const about = (path: string) => {
  const f = fieldAt(path);
  if (!f) throw new Error(`strategy model has no field ${path}`);
  return f.description;
};
const valuesOf = (path: string) => fieldAt(path)!.values as [string, ...string[]];

/** A field of the complete definition, described from the strategy model; nullable where it accepts null. */
const slot = <T extends z.ZodType>(schema: T, path: string) => schema.describe(about(path));
const nullSlot = <T extends z.ZodType>(schema: T, path: string) => schema.nullable().describe(about(path));

const propertyName = z
  .string()
  .min(1)
  .max(PROPERTY_NAME_MAX)
  .describe(`A property name, at most ${PROPERTY_NAME_MAX} characters.`);

function rebalance(at: string) {
  return z.object({
    every: slot(z.number().int(), `${at}.every`),
    cadence: slot(z.enum(valuesOf(`${at}.cadence`)), `${at}.cadence`),
  });
}

function leg(at: string) {
  return z.object({
    method: slot(z.string().min(1).max(PROPERTY_NAME_MAX), `${at}.method`),
    settings: slot(z.record(propertyName, settingValueSchema), `${at}.settings`),
    lookbackMonths: slot(z.number().int(), `${at}.lookbackMonths`),
    covarianceEstimator: slot(z.enum(valuesOf(`${at}.covarianceEstimator`)), `${at}.covarianceEstimator`),
    shrinkageIntensity: nullSlot(z.number(), `${at}.shrinkageIntensity`),
    decayFactor: slot(z.number(), `${at}.decayFactor`),
    leverage: slot(z.number(), `${at}.leverage`),
    correlationEstimator: slot(z.enum(valuesOf(`${at}.correlationEstimator`)), `${at}.correlationEstimator`),
  });
}

function allocation(at: string) {
  return z.object({
    riskOn: slot(leg(`${at}.riskOn`), `${at}.riskOn`),
    riskOff: nullSlot(leg(`${at}.riskOff`), `${at}.riskOff`),
  });
}

function condition(at: string) {
  const c = `${at}.conditions[]`;
  const indicator = (kinds: readonly string[], p: string) =>
    z.object({
      kind: slot(z.enum(kinds as [string, ...string[]]), `${p}.kind`),
      value: nullSlot(z.number().int(), `${p}.value`),
    });
  const threshold = (p: string) =>
    z.object({
      operator: slot(z.enum(["above", "below"]), `${p}.operator`),
      value: slot(z.number(), `${p}.value`),
    });
  return z.object({
    preset: nullSlot(z.string().min(1).max(PROPERTY_NAME_MAX), `${c}.preset`),
    ruleType: slot(z.enum(RULE_TYPE_IDS), `${c}.ruleType`),
    series: nullSlot(z.enum(Object.keys(RISK_SERIES) as [string, ...string[]]), `${c}.series`),
    indicator: slot(indicator(INDICATOR_KINDS, `${c}.indicator`), `${c}.indicator.kind`).describe(
      "Indicator applied to the series before it is compared: {kind, value}.",
    ),
    riskOff: nullSlot(threshold(`${c}.riskOff`), `${c}.riskOff.value`).describe(
      "When the condition switches to risk off: {operator, value}; null for rule types without thresholds.",
    ),
    riskOn: nullSlot(threshold(`${c}.riskOn`), `${c}.riskOn.value`).describe(
      "When it switches back to risk on: {operator, value}; null for rule types without thresholds.",
    ),
    crossing: nullSlot(
      z.object({
        operator: slot(z.enum(["above", "below"]), `${c}.crossing.operator`),
        against: slot(
          indicator(
            INDICATOR_KINDS.filter((k) => k !== "none"),
            `${c}.crossing.against`,
          ),
          `${c}.crossing.against.kind`,
        ).describe("The line crossed: {kind, value}."),
      }),
      `${c}.crossing`,
    ),
    measure: nullSlot(z.enum(["drawdown", "trailing_return"]), `${c}.measure`),
    measureMonths: slot(z.number().int(), `${c}.measureMonths`),
    weeksOfDelay: slot(z.number().int(), `${c}.weeksOfDelay`),
    switchRebalances: slot(z.boolean(), `${c}.switchRebalances`),
  });
}

function riskConditions(at: string) {
  return z.object({
    conditions: slot(z.array(condition(at).describe("A risk condition.")), `${at}.conditions`),
    combine: slot(z.enum(valuesOf(`${at}.combine`)), `${at}.combine`),
  });
}

const M = "models[]";
function model() {
  return z.object({
    name: slot(z.string().trim().min(1).max(100), `${M}.name`),
    description: nullSlot(z.string().max(1000), `${M}.description`),
    active: slot(z.boolean(), `${M}.active`),
    rebalance: slot(rebalance(`${M}.rebalance`), `${M}.rebalance`),
    selection: slot(
      z.object({
        instruments: slot(
          z.array(z.string().min(1).max(PROPERTY_NAME_MAX).describe("An instrument ticker, such as SPY.")),
          `${M}.selection.instruments`,
        ),
        entryScreeners: slot(
          z.array(z.string().regex(RECORD_ID).describe("A screener id (24 lowercase hex).")),
          `${M}.selection.entryScreeners`,
        ),
        exitScreeners: slot(
          z.array(z.string().regex(RECORD_ID).describe("A screener id (24 lowercase hex).")),
          `${M}.selection.exitScreeners`,
        ),
      }),
      `${M}.selection`,
    ),
    positionExits: slot(
      z.object({
        maxHoldMonths: nullSlot(z.number().int(), `${M}.positionExits.maxHoldMonths`),
        reinvestDelayMonths: nullSlot(z.number().int(), `${M}.positionExits.reinvestDelayMonths`),
        maxPositions: nullSlot(z.number().int(), `${M}.positionExits.maxPositions`),
        takeProfit: nullSlot(z.number(), `${M}.positionExits.takeProfit`),
        stopLoss: nullSlot(z.number(), `${M}.positionExits.stopLoss`),
      }),
      `${M}.positionExits`,
    ),
    allocation: slot(allocation(`${M}.allocation`), `${M}.allocation`),
    riskConditions: slot(riskConditions(`${M}.riskConditions`), `${M}.riskConditions`),
  });
}

export const definitionOutputSchema = z
  .object({
    kind: slot(z.enum(["single", "combined"]), "kind"),
    name: slot(z.string().trim().min(1).max(100), "name"),
    description: nullSlot(z.string().max(1000), "description"),
    startingYear: slot(z.number().int(), "startingYear"),
    benchmark: slot(z.string().regex(RECORD_ID), "benchmark"),
    rebalance: nullSlot(rebalance("rebalance"), "rebalance"),
    allocation: nullSlot(allocation("allocation"), "allocation"),
    riskConditions: nullSlot(riskConditions("riskConditions"), "riskConditions"),
    models: z.array(model().describe("A model (strategy).")).min(1).describe(about("models")),
  })
  .describe(
    "The complete portfolio definition: every field present, null for switched-off exits and, in a Single, for the Combined level. It can be sent back as a definition and reproduces itself.",
  );

/** The same shape with every field optional and unknown properties refused (descriptions kept). */
function partial(s: z.ZodType): z.ZodType {
  let out: z.ZodType = s;
  if (s instanceof z.ZodNullable) out = partial(s.unwrap() as z.ZodType).nullable();
  else if (s instanceof z.ZodObject) {
    const shape = s.shape as Record<string, z.ZodType>;
    out = z.strictObject(
      Object.fromEntries(
        Object.entries(shape).map(([k, v]) => {
          const p = partial(v);
          return [k, p.optional().describe(p.description ?? k)];
        }),
      ),
    );
  } else if (s instanceof z.ZodArray) out = z.array(partial(s.element as z.ZodType));
  return s.description ? out.describe(s.description) : out;
}

/** A schema built at run time (partial) as the request type it checks. */
const requestTyped = (schema: z.ZodType): z.ZodType<DefinitionRequest, DefinitionRequest> =>
  schema as z.ZodType<DefinitionRequest, DefinitionRequest>;

type DeepPartial<T> = T extends (infer E)[]
  ? DeepPartial<E>[]
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;
export type PortfolioDefinition = z.output<typeof definitionOutputSchema>;
type ModelInput = DeepPartial<PortfolioDefinition["models"][number]>;
export type DefinitionInput = DeepPartial<Omit<PortfolioDefinition, "models">> & { models: ModelInput[] };
/** A request's definition: its models under either name, never both (modelNames.ts). */
type CombinedLevel = Pick<DefinitionInput, "rebalance" | "allocation" | "riskConditions">;
export type DefinitionRequest = (
  DefinitionInput | (Omit<DefinitionInput, "models"> & { models?: undefined; subStrategies: ModelInput[] })
) & { combined?: CombinedLevel };

const partialModel = partial((definitionOutputSchema.shape.models as z.ZodArray<z.ZodType>).element);
const modelList = z.array(partialModel).min(1);
const partialDefinition = partial(definitionOutputSchema) as z.ZodObject;
const combinedLevel = z
  .strictObject(Object.fromEntries(LEVEL_FIELDS.map((f) => [f, partialDefinition.shape[f] as z.ZodType])))
  .optional()
  .describe(
    "Another name for the Combined level (describe_strategy_model's section combined): its rebalance, " +
      "allocation and riskConditions, read as the top-level fields. Not with the same field at the top.",
  );
const partialDefinitionInput = partialDefinition
  .extend({
    [LEVEL_ALIAS]: combinedLevel,
    models: modelList.optional().describe(`${about("models")} Required, under this name or ${MODELS_ALIAS}.`),
    [MODELS_ALIAS]: modelList
      .optional()
      .describe(
        "Another name for models (describe_strategy_model's paths use it); read as models. Not with models.",
      ),
  })
  .superRefine(oneNamePerPart)
  .describe(
    "A full or partial portfolio definition: `models` (or `subStrategies`; one makes a Single, two or more a " +
      "Combined) and optionally name, description, startingYear, benchmark and the Combined level. Omitted " +
      "fields take the product defaults, reported in assumed. A definition returned by the service can be sent " +
      "back unchanged.",
  );

/** The schema's static type: partial() builds it at run time from the output schema, so zod cannot infer it. */
export const definitionInputSchema = requestTyped(partialDefinitionInput);

export type ModelDefinition = PortfolioDefinition["models"][number];
export type Leg = NonNullable<ModelDefinition["allocation"]["riskOff"]>;
export type Allocation = ModelDefinition["allocation"];
export type RiskConditions = ModelDefinition["riskConditions"];
export type Condition = RiskConditions["conditions"][number];
export type Rebalance = ModelDefinition["rebalance"];
