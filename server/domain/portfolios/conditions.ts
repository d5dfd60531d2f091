// Risk conditions (docs/decisions.md "Catalogues": the condition shape). Each rule type reads only some
// parts of a condition; the parts it does not read are null (indicator: kind none) in the complete
// definition and refused when sent with another value. A preset fills every part it fixes; only its
// `editable` values may differ from it.
import { RISK_PRESETS, type RiskPreset } from "@/server/catalogue/riskPresets";
import type { Normalising } from "@/server/domain/portfolios/context";
import type { Condition, DefinitionInput, RiskConditions } from "@/server/domain/portfolios/schema";
import { presetRuleOf } from "@/server/catalogue/presetRule";

type ConditionsInput = NonNullable<DefinitionInput["riskConditions"]>;
type ConditionInput = NonNullable<ConditionsInput["conditions"]>[number];
type RuleType = Condition["ruleType"];
type Part = "series" | "indicator" | "thresholds" | "crossing" | "measure";

const READS: Record<RuleType, Part[]> = {
  single_series: ["series", "indicator", "thresholds"],
  double_series: ["series", "indicator", "crossing"],
  hidden_markov: ["series"],
  clustering: ["series"],
  strategy_based: ["thresholds", "measure"],
};
const UNUSED = {
  series: null,
  indicator: { kind: "none", value: null },
  riskOff: null,
  riskOn: null,
  crossing: null,
  measure: null,
} as const;
const PART_KEYS: Record<Part, (keyof typeof UNUSED)[]> = {
  series: ["series"],
  indicator: ["indicator"],
  thresholds: ["riskOff", "riskOn"],
  crossing: ["crossing"],
  measure: ["measure"],
};

/** Risk off below a drawdown or trailing-return threshold, back on above the second one. */
const STRATEGY_OPERATORS = { riskOff: "below", riskOn: "above" } as const;

export function normaliseRiskConditions(
  n: Normalising,
  given: ConditionsInput | undefined,
  at: string,
): RiskConditions {
  const g = given ?? {};
  const conditions = (g.conditions ?? n.pick(undefined, `${at}/conditions`)) as ConditionInput[];
  return {
    conditions: conditions.map((c, i) => normaliseCondition(n, c, `${at}/conditions/${i}`)),
    combine: n.pick(g.combine, `${at}/combine`),
  };
}

function normaliseCondition(n: Normalising, given: ConditionInput, at: string): Condition {
  const preset = n.pick(given.preset, `${at}/preset`);
  const found = preset === null ? null : RISK_PRESETS.find((p) => p.id === preset);
  if (preset !== null && !found)
    n.invalid(
      `${at}/preset`,
      `There is no risk preset "${preset}".`,
      `Use one of ${RISK_PRESETS.map((p) => p.id).join(", ")} (list_risk_rule_presets), or null for a custom condition.`,
    );
  const g = found ? fromPreset(n, given, found, at) : given;

  const ruleType = n.pick(g.ruleType, `${at}/ruleType`);
  n.choice(ruleType, `${at}/ruleType`, Object.keys(READS), "Rule type");
  const reads = READS[ruleType];
  for (const part of (Object.keys(PART_KEYS) as Part[]).filter((p) => !reads.includes(p))) {
    for (const key of PART_KEYS[part]) {
      const v = g[key];
      if (v !== undefined && JSON.stringify(v) !== JSON.stringify(UNUSED[key])) {
        n.invalid(
          `${at}/${key}`,
          `A ${ruleType} condition does not read ${key}.`,
          `Leave ${key} out or send ${JSON.stringify(UNUSED[key])}.`,
        );
      }
    }
  }

  const condition: Condition = {
    preset,
    ruleType,
    series: reads.includes("series") ? seriesOf(n, g.series, at) : null,
    indicator: reads.includes("indicator")
      ? indicatorOf(n, g.indicator, `${at}/indicator`)
      : { ...UNUSED.indicator },
    riskOff: reads.includes("thresholds") ? threshold(n, g.riskOff, `${at}/riskOff`, ruleType) : null,
    riskOn:
      reads.includes("thresholds") && g.riskOn !== null
        ? threshold(n, g.riskOn, `${at}/riskOn`, ruleType)
        : null,
    crossing: reads.includes("crossing") ? crossingOf(n, g.crossing, `${at}/crossing`) : null,
    measure: reads.includes("measure")
      ? (g.measure ??
        n.assume(
          `${at}/measure`,
          "drawdown",
          "Left out: a strategy_based condition reads the strategy's drawdown by default.",
        ))
      : null,
    measureMonths: n.pick(g.measureMonths, `${at}/measureMonths`),
    weeksOfDelay: n.pick(g.weeksOfDelay, `${at}/weeksOfDelay`),
    switchRebalances: n.pick(g.switchRebalances, `${at}/switchRebalances`),
  };
  n.number(condition.measureMonths, `${at}/measureMonths`);
  n.number(condition.weeksOfDelay, `${at}/weeksOfDelay`);
  const { riskOff, riskOn } = condition;
  if (
    riskOff &&
    riskOn &&
    (riskOff.operator === "above" ? riskOn.value > riskOff.value : riskOn.value < riskOff.value)
  ) {
    n.invalid(
      `${at}/riskOn/value`,
      `The risk-on threshold ${riskOn.value} lies on the risky side of the risk-off threshold ${riskOff.value}.`,
      `Send a riskOn value ${riskOff.operator === "above" ? "at most" : "at least"} ${riskOff.value}, so the condition does not flip around one level.`,
    );
  }
  return condition;
}

function seriesOf(n: Normalising, given: string | null | undefined, at: string): string {
  if (given === null) {
    n.invalid(
      `${at}/series`,
      "This rule type reads a series.",
      "Send a series id (list_risk_rule_presets lists them).",
    );
    return "vix";
  }
  return n.pick(given, `${at}/series`);
}

/** An indicator's length defaults by its kind (boundsBy): 200 trading days for sma, 12 months otherwise. */
function indicatorOf(
  n: Normalising,
  given: { kind?: string; value?: number | null } | undefined,
  at: string,
): Condition["indicator"] {
  const kind = n.pick(given?.kind, `${at}/kind`);
  const byKind = n.field(`${at}/value`).boundsBy!.cases.find((c) => c.when === kind)!;
  const value =
    given?.value !== undefined
      ? given.value
      : n.assume(`${at}/value`, byKind.default as number | null, `Left out: the default length for ${kind}.`);
  if (kind === "none" && value !== null)
    n.invalid(`${at}/value`, "An indicator of kind none has no length.", "Send null.");
  if (kind !== "none" && value === null)
    n.invalid(
      `${at}/value`,
      `An indicator of kind ${kind} needs a length.`,
      `Send a length (${byKind.min} to ${byKind.max} ${byKind.unit}).`,
    );
  n.number(value, `${at}/value`, kind);
  return { kind, value };
}

function threshold(
  n: Normalising,
  given: { operator?: "above" | "below"; value?: number } | null | undefined,
  at: string,
  ruleType: RuleType,
): { operator: "above" | "below"; value: number } {
  if (given === null) {
    n.invalid(at, `A ${ruleType} condition needs a risk-off threshold.`, "Send {operator, value}.");
    return { operator: "above", value: 0 };
  }
  const side = at.endsWith("riskOff") ? "riskOff" : "riskOn";
  const operator =
    ruleType === "strategy_based" && given?.operator === undefined
      ? n.assume(
          `${at}/operator`,
          STRATEGY_OPERATORS[side],
          "Left out: a strategy_based condition switches off below its risk-off threshold and back on above its risk-on threshold.",
        )
      : n.pick(given?.operator, `${at}/operator`);
  const byType = n.field(`${at}/value`).boundsBy!.cases.find((c) => c.when === ruleType)!;
  const value =
    given?.value ??
    n.assume(`${at}/value`, byType.default as number, `Left out: the default for ${ruleType}.`);
  n.number(value, `${at}/value`, ruleType);
  return { operator, value };
}

function crossingOf(n: Normalising, given: ConditionInput["crossing"], at: string): Condition["crossing"] {
  if (given === null)
    n.invalid(
      at,
      "A double_series condition needs the crossing it reacts to.",
      "Send crossing: {operator, against: {kind, value}}, or leave it out for the default (below the 200-day average).",
    );
  const operator = n.pick(given?.operator, `${at}/operator`);
  const kind = n.pick(given?.against?.kind, `${at}/against/kind`);
  const byKind = n.field(`${at}/against/value`).boundsBy!.cases.find((c) => c.when === kind)!;
  const value =
    given?.against?.value ??
    n.assume(`${at}/against/value`, byKind.default as number, `Left out: the default length for ${kind}.`);
  n.number(value, `${at}/against/value`, kind);
  return { operator, against: { kind, value } };
}

/** Fills what the preset fixes (assumed) and refuses given values the preset does not let differ. */
function fromPreset(n: Normalising, given: ConditionInput, p: RiskPreset, at: string): ConditionInput {
  const fixed = presetRuleOf(p);
  const editable = new Set<string>([
    ...(p.editable.includes("riskOffValue") ? ["riskOff/value"] : []),
    ...(p.editable.includes("riskOnValue") ? ["riskOn/value"] : []),
    ...(p.editable.includes("indicatorValue")
      ? [p.crossing ? "crossing/against/value" : "indicator/value"]
      : []),
  ]);
  const out: Record<string, unknown> = { ...given };
  for (const [key, value] of Object.entries(fixed))
    out[key] = merge(n, (given as Record<string, unknown>)[key], value, key, at, p, editable);
  return out as ConditionInput;
}

function merge(
  n: Normalising,
  given: unknown,
  fixed: unknown,
  rel: string,
  at: string,
  p: RiskPreset,
  editable: Set<string>,
): unknown {
  if (given === undefined) return n.assume(`${at}/${rel}`, fixed, `From preset ${p.id}.`);
  if (editable.has(rel)) return given;
  if (given !== null && fixed !== null && typeof given === "object" && typeof fixed === "object") {
    return Object.fromEntries(
      Object.entries(fixed).map(([k, v]) => [
        k,
        merge(n, (given as Record<string, unknown>)[k], v, `${rel}/${k}`, at, p, editable),
      ]),
    );
  }
  if (JSON.stringify(given) !== JSON.stringify(fixed)) {
    const may = [...editable].map((e) => e.replaceAll("/", ".")).join(", ") || "nothing";
    n.invalid(
      `${at}/${rel}`,
      `Preset ${p.id} fixes ${rel.replaceAll("/", ".")} at ${JSON.stringify(fixed)}; only ${may} may differ.`,
      `Leave ${rel.replaceAll("/", ".")} out, or set preset to null for a custom condition.`,
    );
  }
  return given;
}
