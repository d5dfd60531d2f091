// Normalises one screener row against the filter catalogue: the relation, the comparison (target) and
// every input stated, defaults reported in `assumed`, problems reported as warnings. Returns null when
// the row has an error and cannot be normalised.
import { filterById } from "@/server/catalogue/filters";
import type {
  AssetType,
  FilterDef,
  InputDef,
  RelationDef,
  TargetDef,
  TargetKind,
} from "@/server/catalogue/filters/types";
import { targetDefaults } from "@/server/engine/screening/filter";
import type { AssumedValue } from "@/server/domain/assumed";
import { toPointer } from "@/server/zodErrors";
import { rowSchema, type Inputs, type Row, type Target } from "@/server/domain/screeners/definition";
import { describeSet, judgeValue, nearestAllowed } from "@/server/domain/screeners/valueSets";
import type { WarningList } from "@/server/domain/screeners/warnings";

interface RowContext {
  assetType: AssetType;
  /** 1-based row number and the row's JSON pointer. */
  row: number;
  path: string;
  warnings: WarningList;
  assumed: AssumedValue[];
}

/** Target fields each kind reads; any other field sent is dropped with target_field_not_used. */
const FIELDS_USED: Record<TargetKind, readonly string[]> = {
  value: ["value"],
  count: ["value"],
  range: ["min", "max"],
  market_aggregate: ["statistic"],
  sector_aggregate: ["statistic"],
  own_past: ["inputs"],
  none: [],
};

export function checkRow(raw: unknown, c: RowContext): Row | null {
  const parsed = rowSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      c.warnings.error(
        "unreadable_row",
        c.row,
        c.path + toPointer(issue.path),
        `The row cannot be read: ${issue.message}.`,
        "Send the row as {filter, relation?, target?, inputs?} as create_screener documents it.",
      );
    }
    return null;
  }
  const input = parsed.data;
  const filter = filterById(input.filter);
  if (!filter) {
    c.warnings.error(
      "unknown_filter",
      c.row,
      `${c.path}/filter`,
      `No filter has the id "${input.filter}".`,
      "Find the filter id with list_screen_filters (query by name), then describe_screen_filter for its relations and inputs.",
    );
    return null;
  }
  if (!filter.appliesTo.includes(c.assetType)) {
    c.warnings.warn(
      "filter_not_for_asset_type",
      c.row,
      `${c.path}/filter`,
      `The filter ${filter.id} (${filter.name}) applies to ${filter.appliesTo.join(", ")} only, so this row selects nothing in a ${c.assetType} universe.`,
      `Use a filter whose appliesTo holds ${c.assetType} (list_screen_filters with assetType ${c.assetType}), or change the universe.`,
    );
  }
  const relation = pickRelation(filter, input.relation, c);
  if (!relation) return null;
  const inputs = checkInputs(filter, input.inputs, `${c.path}/inputs`, c, ownDefaults(filter));
  const target = inputs && checkTarget(filter, relation, input.target, inputs, c);
  if (!target || !inputs) return null;
  return { filter: filter.id, relation: relation.id, target, inputs };
}

function pickRelation(filter: FilterDef, given: string | undefined, c: RowContext): RelationDef | null {
  const offered = filter.relations.map((r) => r.id).join(", ");
  const id = given ?? filter.defaultRelation ?? filter.relations[0]?.id;
  const relation = filter.relations.find((r) => r.id === id);
  if (!relation) {
    c.warnings.error(
      "relation_not_supported",
      c.row,
      `${c.path}/relation`,
      `The filter ${filter.id} does not offer the relation ${id ?? "(none)"}.`,
      `Use one of: ${offered}.`,
    );
    return null;
  }
  if (given === undefined)
    c.assumed.push({
      field: `${c.path}/relation`,
      value: relation.id,
      reason: `The default relation of ${filter.id}.`,
    });
  return relation;
}

type TargetInput = {
  kind: TargetKind;
  value?: number;
  min?: number;
  max?: number;
  statistic?: string;
  inputs?: Inputs;
};

function checkTarget(
  filter: FilterDef,
  relation: RelationDef,
  given: TargetInput | undefined,
  rowInputs: Inputs,
  c: RowContext,
): Target | null {
  const path = `${c.path}/target`;
  const def = given ? relation.targets.find((t) => t.kind === given.kind) : relation.targets[0];
  if (!def) {
    c.warnings.error(
      "target_not_supported",
      c.row,
      `${path}/kind`,
      `The relation ${relation.id} of ${filter.id} does not compare with a target of kind ${given?.kind ?? "(none)"}.`,
      `Use a target kind from: ${relation.targets.map((t) => t.kind).join(", ") || "none offered"}.`,
    );
    return null;
  }
  const sent: TargetInput = given ?? { kind: def.kind };
  for (const field of ["value", "min", "max", "statistic", "inputs"] as const) {
    if (sent[field] !== undefined && !FIELDS_USED[def.kind].includes(field)) {
      c.warnings.warn(
        "target_field_not_used",
        c.row,
        `${path}/${field}`,
        `A target of kind ${def.kind} does not use ${field}; it was dropped.`,
        `Remove ${field}${FIELDS_USED[def.kind].length ? `; kind ${def.kind} takes ${FIELDS_USED[def.kind].join(" and ")}` : ""}.`,
      );
    }
  }
  const assume = (field: string, value: unknown, why: string) =>
    c.assumed.push({ field: `${path}${field}`, value, reason: why });
  if (!given) assume("", { kind: def.kind }, `The default comparison of ${relation.id} for ${filter.id}.`);
  switch (def.kind) {
    case "value":
    case "count": {
      const value = sent.value ?? targetDefaults(def).value;
      if (value === null) return missing(def, path, "value", c);
      if (sent.value === undefined)
        assume(
          "/value",
          value,
          `The default ${def.kind === "count" ? "count" : "value"} of ${filter.id} under ${relation.id}.`,
        );
      return checkNumbers(def, [["value", value]], path, c) ? { kind: def.kind, value } : null;
    }
    case "range": {
      const [dMin, dMax] = targetDefaults(def).range ?? [null, null];
      const min = sent.min ?? dMin;
      const max = sent.max ?? dMax;
      if (min === null) return missing(def, path, "min", c);
      if (max === null) return missing(def, path, "max", c);
      if (sent.min === undefined) assume("/min", min, `The default lower bound of ${filter.id}.`);
      if (sent.max === undefined) assume("/max", max, `The default upper bound of ${filter.id}.`);
      if (
        !checkNumbers(
          def,
          [
            ["min", min],
            ["max", max],
          ],
          path,
          c,
        )
      )
        return null;
      if (min > max) {
        c.warnings.error(
          "range_inverted",
          c.row,
          path,
          `The range's min ${min} is above its max ${max}.`,
          `Swap them: min ${max}, max ${min}.`,
        );
        return null;
      }
      return { kind: "range", min, max };
    }
    case "market_aggregate":
    case "sector_aggregate": {
      const offered = def.statistics ?? [];
      const statistic = (sent.statistic ?? targetDefaults(def).statistic ?? offered[0]) as
        (typeof offered)[number] | undefined;
      if (!statistic || !offered.includes(statistic)) {
        c.warnings.error(
          "statistic_not_offered",
          c.row,
          `${path}/statistic`,
          `${filter.id} does not offer the statistic ${statistic ?? "(none)"} for a ${def.kind}.`,
          `Use one of: ${offered.join(", ") || "none offered"}.`,
        );
        return null;
      }
      if (sent.statistic === undefined)
        assume("/statistic", statistic, `The default statistic of ${filter.id} for a ${def.kind}.`);
      return { kind: def.kind, statistic };
    }
    case "own_past": {
      const inputs = checkInputs(
        filter,
        sent.inputs,
        `${path}/inputs`,
        c,
        pastDefaults(filter, rowInputs),
        "the earlier reading",
      );
      return inputs ? { kind: "own_past", inputs } : null;
    }
    case "none":
      return { kind: "none" };
  }
}

function missing(def: TargetDef, path: string, field: string, c: RowContext): null {
  c.warnings.error(
    "value_not_allowed",
    c.row,
    `${path}/${field}`,
    `A target of kind ${def.kind} needs ${field}.`,
    `Send ${field}${def.values ? ` ${describeSet(def.values)}` : ""}.`,
  );
  return null;
}

/** Checks numbers against the target's accepted values; false when one is refused. */
function checkNumbers(def: TargetDef, pairs: [string, number][], path: string, c: RowContext): boolean {
  let ok = true;
  for (const [field, x] of pairs) {
    const verdict = judgeValue(def.values, x);
    if (verdict === "ok" || !def.values) continue;
    ok = false;
    const unit = def.unit ? ` (${def.unit})` : "";
    const nearest = nearestAllowed(def.values, x);
    c.warnings.error(
      verdict,
      c.row,
      `${path}/${field}`,
      verdict === "row_out_of_range"
        ? `${x} is outside the accepted ${field} values${unit}.`
        : `${x} falls between two accepted ${field} values${unit}; it is not rounded.`,
      `Send a value ${describeSet(def.values)}, such as ${nearest}.`,
    );
  }
  return ok;
}

const ownDefaults = (filter: FilterDef): Inputs =>
  Object.fromEntries(filter.inputs.map((d) => [d.id, d.default]));

/** An own_past comparison defaults to the row's own reading a year earlier (where months_ago allows 12). */
const PAST_MONTHS = 12;
function pastDefaults(filter: FilterDef, rowInputs: Inputs): Inputs {
  const lag = filter.inputs.find((d) => d.id === "months_ago");
  const past = { ...rowInputs };
  if (lag && judgeValue(lag.values, (rowInputs.months_ago ?? 0) + PAST_MONTHS) === "ok")
    past.months_ago = (rowInputs.months_ago ?? 0) + PAST_MONTHS;
  return past;
}

/** The filter's inputs with every value stated (missing ones from `defaults`); null when one is refused. */
function checkInputs(
  filter: FilterDef,
  given: Inputs | undefined,
  path: string,
  c: RowContext,
  defaults: Inputs,
  what = "the row",
): Inputs | null {
  let ok = true;
  for (const key of Object.keys(given ?? {})) {
    if (!filter.inputs.some((i) => i.id === key)) {
      ok = false;
      const taken = filter.inputs.map((i) => i.id).join(", ");
      c.warnings.error(
        "input_not_taken",
        c.row,
        `${path}/${key}`,
        `The filter ${filter.id} takes no input ${key}.`,
        taken
          ? `Remove ${key}; ${filter.id} takes ${taken}.`
          : `Remove ${key}; ${filter.id} takes no inputs.`,
      );
    }
  }
  const inputs: Inputs = {};
  for (const def of filter.inputs) {
    const x = given?.[def.id];
    if (x === undefined) {
      const value = defaults[def.id] ?? def.default;
      inputs[def.id] = value;
      c.assumed.push({
        field: `${path}/${def.id}`,
        value,
        reason: `The default ${def.name.toLowerCase()} of ${filter.id} for ${what} (${def.unit}).`,
      });
      continue;
    }
    if (!checkInput(def, x, `${path}/${def.id}`, c)) ok = false;
    inputs[def.id] = x;
  }
  return ok ? inputs : null;
}

function checkInput(def: InputDef, x: number, path: string, c: RowContext): boolean {
  const verdict = judgeValue(def.values, x);
  if (verdict === "ok") return true;
  c.warnings.error(
    verdict,
    c.row,
    path,
    verdict === "row_out_of_range"
      ? `${x} ${def.unit} is outside the accepted values of ${def.id}.`
      : `${x} ${def.unit} falls between two accepted values of ${def.id}; it is not rounded.`,
    `Send ${def.id} ${describeSet(def.values)}, such as ${nearestAllowed(def.values, x)}.`,
  );
  return false;
}
