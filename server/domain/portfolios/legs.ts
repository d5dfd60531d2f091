// An allocation leg (riskOn or riskOff) at the model level (weights instruments) or the Combined level
// (weights models): the method, the method's own settings (list_allocation_methods) and the settings
// every method shares (lookback, estimators, leverage).
import {
  methodById,
  methodsAt,
  parametersAt,
  type AllocationMethod,
  type Level,
  type MethodParameter,
} from "@/server/catalogue/allocationMethods";
import type { SettingValue } from "@/server/catalogue/bounds";
import { withinLimits, limitsMessage, type Normalising } from "@/server/domain/portfolios/context";
import type { DefinitionInput, Leg } from "@/server/domain/portfolios/schema";

type LegInput = NonNullable<NonNullable<DefinitionInput["allocation"]>["riskOn"]>;

export interface LegScope {
  level: Level;
  /** The model's fixed instruments (per-instrument settings are maps over them). */
  instruments: string[];
  /** Number of models (per-sub-strategy settings are lists of this length). */
  modelCount: number;
  /** A riskOff leg's fixed weights name the instruments it moves into (e.g. TLT), in or out of the selection. */
  weightsPickInstruments?: boolean;
}

const SUM_TOLERANCE = 1e-6;

export function normaliseLeg(n: Normalising, given: LegInput | undefined, at: string, scope: LegScope): Leg {
  const g = given ?? {};
  // DeepPartial reaches into the settings values; they are plain setting values either way.
  const givenSettings = g.settings as Record<string, SettingValue> | undefined;
  const method = n.pick(g.method, `${at}/method`);
  const known = methodsAt(scope.level).map((m) => m.id);
  const ok = n.choice(method, `${at}/method`, known, "Allocation method");
  const leg: Leg = {
    method,
    settings: ok
      ? normaliseSettings(n, givenSettings, `${at}/settings`, methodById(method)!, scope)
      : (givenSettings ?? {}),
    lookbackMonths: n.pick(g.lookbackMonths, `${at}/lookbackMonths`),
    covarianceEstimator: n.pick(g.covarianceEstimator, `${at}/covarianceEstimator`),
    shrinkageIntensity: n.pick(g.shrinkageIntensity, `${at}/shrinkageIntensity`),
    decayFactor: n.pick(g.decayFactor, `${at}/decayFactor`),
    leverage: n.pick(g.leverage, `${at}/leverage`),
    correlationEstimator: n.pick(g.correlationEstimator, `${at}/correlationEstimator`),
  };
  for (const key of ["lookbackMonths", "shrinkageIntensity", "decayFactor", "leverage"] as const)
    n.number(leg[key], `${at}/${key}`);
  return leg;
}

function normaliseSettings(
  n: Normalising,
  given: Record<string, SettingValue> | undefined,
  at: string,
  method: AllocationMethod,
  scope: LegScope,
): Record<string, SettingValue> {
  const params = parametersAt(method, scope.level);
  const names = params.map((p) => p.name);
  const settings: Record<string, SettingValue> = {};
  for (const key of Object.keys(given ?? {})) {
    if (!names.includes(key)) {
      n.invalid(
        `${at}/${key}`,
        `${method.id} has no setting "${key}" at the ${scope.level} level.`,
        names.length ? `Use only ${names.join(", ")}.` : `Send settings as {}: ${method.id} takes none.`,
      );
    }
  }
  for (const p of params) {
    const value = given?.[p.name];
    const pointer = `${at}/${p.name}`;
    if (value === undefined) {
      if (method.id === "fixed_weights") {
        n.invalid(
          pointer,
          scope.level === "combined"
            ? "Fixed weights need a weight for each model."
            : "Fixed weights need a weight for each instrument.",
          scope.level === "combined"
            ? "Give each model its weight, adding up to 100 % (weight: one fraction per model, in order)."
            : "Give each instrument its weight, adding up to 100 % (weight: a fraction per ticker).",
        );
        continue;
      }
      settings[p.name] = n.assume(pointer, expandDefault(p, scope), `Left out: the default of ${method.id}.`);
      continue;
    }
    settings[p.name] = value;
    if (!n.needsPlan(p.lowestPlan, pointer, `The setting ${p.name} of ${method.id}`, `Leave ${p.name} out.`))
      continue;
    checkParameter(n, p, value, pointer, scope, settings);
  }
  return settings;
}

/** A per-model or per-instrument default is one value for each (rotate: true for every model). */
function expandDefault(p: MethodParameter, scope: LegScope): SettingValue {
  if (p.default === null || p.per === null || p.per === "rank") return p.default;
  if (p.per === "subStrategy") return Array.from({ length: scope.modelCount }, () => p.default);
  return Object.fromEntries(scope.instruments.map((t) => [t, p.default]));
}

function checkParameter(
  n: Normalising,
  p: MethodParameter,
  value: SettingValue,
  at: string,
  scope: LegScope,
  settings: Record<string, SettingValue>,
): void {
  if (value === null && p.default === null) return;
  if (p.per === null) return checkItem(n, p, value, at);
  if (p.per === "instrument") {
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      return n.invalid(
        at,
        `${p.name} is a map from instrument ticker to a number.`,
        `Send {"<ticker>": <number>, ...} with the tickers of the model's instruments.`,
      );
    }
    const ownInstruments = p.name === "weight" && scope.weightsPickInstruments === true;
    for (const [ticker, item] of Object.entries(value)) {
      if (!ownInstruments && !scope.instruments.includes(ticker))
        n.invalid(
          `${at}/${ticker}`,
          `${ticker} is not one of this model's instruments (${scope.instruments.join(", ") || "none"}).`,
          "Add it to the instruments the model holds, or remove its entry.",
        );
      checkItem(n, p, item, `${at}/${ticker}`);
    }
    if (p.name === "weight") {
      const missing = ownInstruments ? [] : scope.instruments.filter((t) => !(t in value));
      if (missing.length)
        n.invalid(
          at,
          `Fixed weights need a weight for every instrument; missing: ${missing.join(", ")}.`,
          "Give each of the model's instruments a weight (0 to leave one out).",
        );
      checkSum(n, Object.values(value), at);
    }
    return;
  }
  const length = p.per === "subStrategy" ? scope.modelCount : countTrue(settings.rotate, scope.modelCount);
  const per =
    p.per === "subStrategy"
      ? "one per model, in order"
      : "one per rotating model (rotate on), best rank first";
  if (!Array.isArray(value) || value.length !== length) {
    return n.invalid(
      at,
      `${p.name} must be a list of ${length} (${per}).`,
      `Send a list of exactly ${length} value(s).`,
    );
  }
  value.forEach((item, i) => checkItem(n, p, item, `${at}/${i}`));
  if (p.name === "weight" || p.name === "rankWeights") checkSum(n, value, at);
}

/** Models with rotate on; rotate left out or not a list means all of them. */
const countTrue = (rotate: SettingValue | undefined, all: number) =>
  Array.isArray(rotate) ? rotate.filter((r) => r === true).length : all;

function checkItem(n: Normalising, p: MethodParameter, value: SettingValue, at: string): void {
  if (p.type === "boolean") {
    if (typeof value !== "boolean") n.invalid(at, `${p.name} takes true or false.`, "Send a boolean.");
    return;
  }
  if (p.type === "enum") {
    const values = p.values ?? [];
    if (typeof value !== "string" || !values.includes(value))
      return n.invalid(
        at,
        `${p.name} "${String(value)}" is not accepted.`,
        `Use one of: ${values.join(", ")}.`,
      );
    const lowest = p.valuePlans?.find((v) => v.value === value)?.lowestPlan ?? null;
    n.needsPlan(lowest, at, `${p.name} "${value}"`, `Use another ${p.name}.`);
    return;
  }
  if (typeof value !== "number" || (p.type === "integer" && !Number.isInteger(value)))
    return n.invalid(at, `${p.name} takes a number.`, `Send a ${p.type}.`);
  const limits = { min: p.min, max: p.max, steps: p.steps };
  if (!withinLimits(value, limits)) {
    const { message, fix } = limitsMessage(value, limits);
    n.invalid(at, `${p.name}: ${message}`, fix);
  }
}

function checkSum(n: Normalising, items: SettingValue[], at: string): void {
  // An empty list (no model rotates) has nothing to weight.
  if (items.length === 0 || !items.every((x) => typeof x === "number")) return;
  const sum = (items as number[]).reduce((a, b) => a + b, 0);
  if (Math.abs(sum - 1) > SUM_TOLERANCE)
    n.invalid(
      at,
      `The weights add up to ${Number((sum * 100).toFixed(7))} %, not 100 %.`,
      "Make them add up to 100 % (as fractions: 0.6 and 0.4, not 60 and 40).",
    );
}
