// The settings of one stored strategy a sweep can vary, in words: for each model (and the Combined
// level) its rebalance, each leg's method, the leg settings its method reads, the method's number
// parameters, leverage, the position exits and each risk condition's thresholds. Names, units and
// bounds come from the strategy model (describe_strategy_model, read by the builder's catalogue); the
// paths are the definition's own (`models[0].positionExits.maxPositions`), as run_sweep takes them.
import type { ModelField, SettingValue } from "@/components/catalogue/types";
import type { StrategyCatalogue } from "@/components/strategy/useStrategyCatalogue";
import { methodById } from "@/server/catalogue/allocationMethods";
import { valueWords } from "@/components/research/axisValues";
import type { AxisChoice } from "@/components/research/types";

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === "object" ? (v as Json) : {});
const joined = (...parts: string[]) => parts.filter(Boolean).join(", ");

function fromField(f: ModelField, path: string, group: string, current: unknown): AxisChoice {
  const ownMax = f.planLimit?.yourMax ?? null;
  const choice: AxisChoice = {
    path,
    name: f.name,
    group,
    kind: f.type === "enum" ? "choice" : "number",
    unit: f.unit,
    integer: f.type === "integer",
    min: f.min,
    max: ownMax !== null && (f.max === null || ownMax < f.max) ? ownMax : f.max,
    current: (current ?? f.default) as SettingValue,
    steps: null,
    // Only the values the plan includes: a sweep with one it does not is refused before it runs.
    options: (f.values ?? [])
      .filter((v) => f.valuePlans?.find((p) => p.value === v)?.includedInYourPlan !== false)
      .map((v) => ({ value: v, label: v })),
  };
  return f.steps ? withSteps(choice, f.steps) : choice;
}

/** A number field that takes only listed values offers them as a choice. */
function withSteps(c: AxisChoice, steps: number[]): AxisChoice {
  const allowed = steps.filter((s) => c.max === null || s <= c.max);
  return {
    ...c,
    kind: "choice",
    steps: allowed,
    options: allowed.map((s) => ({ value: String(s), label: valueWords(c, s) })),
  };
}

function legChoices(c: StrategyCatalogue, at: string, model: string, leg: Json, side: string, group: string) {
  const field = (name: string) => c.field(`${model}allocation.${side}.${name}`);
  const method = c.methods.find((m) => m.id === leg.method) ?? c.methods.find((m) => m.id === "equal_weight");
  const path = `${at}allocation.${side}`;
  const where = joined(group, `${side === "riskOn" ? "risk-on" : "risk-off"} allocation`);
  const methodChoice = fromField(field("method"), `${path}.method`, where, leg.method);
  methodChoice.options = c.methods
    .filter((m) => methodChoice.options.some((o) => o.value === m.id))
    .map((m) => ({ value: m.id, label: m.name }));
  const settings = obj(leg.settings);
  return [
    methodChoice,
    ...(methodById(method?.id ?? "")?.reads.includes("lookbackMonths")
      ? [fromField(field("lookbackMonths"), `${path}.lookbackMonths`, where, leg.lookbackMonths)]
      : []),
    ...(method?.parameters ?? [])
      .filter((p) => (p.type === "number" || p.type === "integer") && !p.per)
      .map((p) => {
        const choice: AxisChoice = {
          path: `${path}.settings.${p.name}`,
          name: p.label,
          group: where,
          kind: "number",
          unit: p.unit,
          integer: p.type === "integer",
          min: p.min,
          max: p.max,
          current: (settings[p.name] ?? p.default) as SettingValue,
          options: [],
          steps: null,
        };
        return p.steps ? withSteps(choice, p.steps) : choice;
      }),
    fromField(field("leverage"), `${path}.leverage`, where, leg.leverage),
  ];
}

const THRESHOLDS = ["riskOff.value", "riskOn.value", "indicator.value", "measureMonths"];

function conditionChoices(
  c: StrategyCatalogue,
  at: string,
  model: string,
  conditions: unknown,
  group: string,
) {
  const presets = new Map(c.presets.map((p) => [p.id, p.name]));
  return ((obj(conditions).conditions as Json[] | undefined) ?? []).flatMap((rule, k) => {
    const where = joined(group, presets.get(rule.preset as string) ?? `risk condition ${k + 1}`);
    return THRESHOLDS.flatMap((name) => {
      const value = name.split(".").reduce<unknown>((o, key) => obj(o)[key], rule);
      if (typeof value !== "number") return [];
      const field = c.field(`${model}riskConditions.conditions[].${name}`);
      return [fromField(field, `${at}riskConditions.conditions[${k}].${name}`, where, value)];
    });
  });
}

/** Every setting of the definition a sweep can vary, model by model, the Combined level last. */
export function axisChoices(definition: Json, c: StrategyCatalogue): AxisChoice[] {
  const models = (definition.models as Json[] | undefined) ?? [];
  const combined = models.length > 1;
  const M = "subStrategies[].";
  const perModel = models.flatMap((m, i) => {
    const at = `models[${i}].`;
    const group = combined ? String(m.name || `Model ${i + 1}`) : "";
    const allocation = obj(m.allocation);
    const exits = obj(m.positionExits);
    return [
      fromField(c.field(`${M}rebalance.every`), `${at}rebalance.every`, group, obj(m.rebalance).every),
      ...legChoices(c, at, M, obj(allocation.riskOn), "riskOn", group),
      ...(allocation.riskOff ? legChoices(c, at, M, obj(allocation.riskOff), "riskOff", group) : []),
      ...["maxPositions", "maxHoldMonths", "takeProfit", "stopLoss"].map((name) =>
        fromField(c.field(`${M}positionExits.${name}`), `${at}positionExits.${name}`, group, exits[name]),
      ),
      ...conditionChoices(c, at, M, m.riskConditions, group),
    ];
  });
  if (!combined) return perModel;
  const allocation = obj(definition.allocation);
  const top = "Combined level";
  return [
    ...perModel,
    fromField(c.field("rebalance.every"), "rebalance.every", top, obj(definition.rebalance).every),
    ...legChoices(c, "", "", obj(allocation.riskOn), "riskOn", top),
    ...(allocation.riskOff ? legChoices(c, "", "", obj(allocation.riskOff), "riskOff", top) : []),
    ...conditionChoices(c, "", "", definition.riskConditions, top),
  ];
}
