// What an axis's path points at, read against the portfolio's own definition: a field of the definition
// as describe_strategy_model lists it (models[0].allocation.riskOn.lookbackMonths, subStrategies[0]...
// is read as models[0]...), a parameter of a leg's allocation method (…riskOn.settings.maxWeight, a
// fixed weight …settings.weight.SPY), or a value of a screener row the model selects with
// (models[0].selection.entryScreeners[0].rows[1].target.value or ….inputs.months). List indexes are
// counted from 0. Anything else is refused with the path named (invalid_arguments).
import { invalid } from "@/server/errors";
import type { Unit } from "@/server/catalogue/units";
import { fieldAt, SIMULATION_SETTING_FIELDS } from "@/server/catalogue/strategyModel";
import { methodById } from "@/server/catalogue/allocationMethods";
import { filterById, INPUT_IDS, type InputId } from "@/server/catalogue/filters";
import type { PortfolioDefinition } from "@/server/domain/portfolios/schema";
import type { ScreenerDefinition } from "@/server/domain/screeners/definition";

/** Where a value goes: a JSON pointer into the definition, or into a screener's definition by its id. */
export type AxisTarget =
  | { kind: "definition"; pointer: string; type: ValueType; choices: string[] | null }
  | { kind: "screener"; screenerId: string; pointer: string; row: number; key: "value" | InputId };

export type ValueType = "number" | "integer" | "boolean" | "enum";

export interface ParsedPath {
  target: AxisTarget;
  /** People's words, such as "Lookback (months)". */
  label: string;
  unit: Unit;
}

const SEGMENT = /^([A-Za-z_][A-Za-z0-9_]*)((?:\[\d+\])*)$/;
const NOT_SWEPT = new Set([
  "kind",
  "name",
  "description",
  "startingYear",
  "models[].name",
  "models[].description",
]);
const UNIT_WORDS: Partial<Record<Unit, string>> = {
  months: "months",
  days: "days",
  weeks: "weeks",
  fraction: "%",
  multiple: "×",
  years: "years",
};
export const labelOf = (name: string, unit: Unit) =>
  UNIT_WORDS[unit] ? `${name} (${UNIT_WORDS[unit]})` : name;

/** ["models", "0", "positionExits", "maxPositions"] from models[0].positionExits.maxPositions. */
export function tokensOf(path: string, at: string): string[] {
  const tokens: string[] = [];
  for (const part of path.split(".")) {
    const m = SEGMENT.exec(part);
    if (!m) throw notAPath(path, at, `"${part}" is not a field name with optional [index].`);
    tokens.push(m[1], ...[...m[2].matchAll(/\[(\d+)\]/g)].map((x) => x[1]));
  }
  if (tokens[0] === "subStrategies") tokens[0] = "models";
  return tokens;
}

const notAPath = (path: string, at: string, why: string) =>
  invalid(
    at,
    `The axis path ${path} is not a field you can vary: ${why}`,
    "Use a number, choice or switch field as describe_strategy_model lists it, with list indexes from 0 (models[0].allocation.riskOn.lookbackMonths), or a screener row's target.value or inputs.<id> through models[k].selection.entryScreeners[k].rows[r].",
  );

/** The value at a pointer's tokens in `root`; undefined when any step is missing. */
export function valueAt(root: unknown, tokens: string[]): unknown {
  let node = root;
  for (const t of tokens) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[t];
  }
  return node;
}

const modelPrefix = (d: PortfolioDefinition, tokens: string[]) =>
  tokens[0] === "models" && d.models.length > 1 ? `${d.models[Number(tokens[1])]?.name ?? ""} · ` : "";

export function parseAxisPath(
  path: string,
  at: string,
  definition: PortfolioDefinition,
  screeners: Record<string, ScreenerDefinition>,
): ParsedPath {
  const tokens = tokensOf(path, at);
  const selection = tokens.indexOf("entryScreeners");
  if (selection === 3 && tokens[0] === "models" && tokens[2] === "selection")
    return screenerPath(path, at, tokens, definition, screeners);
  const parent = valueAt(definition, tokens.slice(0, -1));
  const settings = tokens.lastIndexOf("settings");
  if (settings > 0 && settings >= tokens.length - 3)
    return methodPath(path, at, tokens, settings, definition);
  const canonical = tokens
    .map((t) => (/^\d+$/.test(t) ? "[]" : `.${t}`))
    .join("")
    .slice(1)
    .replaceAll(".[]", "[]");
  const f = fieldAt(canonical);
  if (!f || SIMULATION_SETTING_FIELDS.includes(f) || NOT_SWEPT.has(canonical))
    throw notAPath(path, at, "no such field in the strategy model.");
  if (!["number", "integer", "boolean", "enum"].includes(f.type))
    throw notAPath(path, at, `${f.name} is a ${f.type}, not a number, choice or switch.`);
  if (parent === null || typeof parent !== "object")
    throw notAPath(
      path,
      at,
      "this portfolio's definition has nothing there (a list index beyond its end, or a part that is off).",
    );
  const target = {
    kind: "definition" as const,
    pointer: `/${tokens.join("/")}`,
    type: f.type as ValueType,
    choices: f.values,
  };
  return { target, label: modelPrefix(definition, tokens) + labelOf(f.name, f.unit), unit: f.unit };
}

/** …<leg>.settings.<parameter> (and .<ticker> or [i] for a per-instrument or per-model list). */
function methodPath(
  path: string,
  at: string,
  tokens: string[],
  settings: number,
  d: PortfolioDefinition,
): ParsedPath {
  const leg = valueAt(d, tokens.slice(0, settings)) as { method?: string } | null | undefined;
  const method = leg?.method ? methodById(leg.method) : undefined;
  const p = method?.parameters.find((x) => x.name === tokens[settings + 1]);
  if (!method || !p)
    throw notAPath(path, at, `the leg's method (${leg?.method ?? "none"}) has no such parameter.`);
  const item = tokens.length === settings + 3;
  if (item !== (p.per !== null) || (item && valueAt(d, tokens) === undefined && p.per !== "instrument"))
    throw notAPath(
      path,
      at,
      p.per
        ? `${p.name} is a list: name one entry (…${p.name}.<ticker> or ${p.name}[i]).`
        : `${p.name} has no entries.`,
    );
  const type = (item ? (p.items?.type ?? "number") : p.type) as ValueType;
  if (!["number", "integer", "boolean", "enum"].includes(type))
    throw notAPath(path, at, `${p.name} is not a single value.`);
  const unit = item ? (p.items?.unit ?? p.unit) : p.unit;
  const name = item ? `${p.label}: ${tokens[settings + 2]}` : p.label;
  const target = { kind: "definition" as const, pointer: `/${tokens.join("/")}`, type, choices: p.values };
  return { target, label: modelPrefix(d, tokens) + labelOf(name, unit), unit };
}

/** models[m].selection.entryScreeners[k].rows[r].target.value | .inputs.<id>. */
function screenerPath(
  path: string,
  at: string,
  tokens: string[],
  d: PortfolioDefinition,
  screeners: Record<string, ScreenerDefinition>,
): ParsedPath {
  const id = valueAt(d, tokens.slice(0, 5)) as string | undefined;
  const screener = id ? screeners[id] : undefined;
  if (!screener) throw notAPath(path, at, "the model has no entry screener at that index.");
  const [rows, r, group, key, ...rest] = tokens.slice(5);
  const row = screener.rows[Number(r)];
  if (rows !== "rows" || !row || rest.length)
    throw notAPath(
      path,
      at,
      `the screener has rows 0 to ${screener.rows.length - 1}; name one as rows[r].target.value or rows[r].inputs.<id>.`,
    );
  const filter = filterById(row.filter);
  if (group === "target" && key === "value" && (row.target.kind === "value" || row.target.kind === "count")) {
    const name = `${filter?.name ?? row.filter}: ${row.target.kind === "count" ? "how many" : "threshold"}`;
    return {
      target: {
        kind: "screener",
        screenerId: id!,
        pointer: `/rows/${r}/target/value`,
        row: Number(r),
        key: "value",
      },
      label: name,
      unit: "number",
    };
  }
  const input = filter?.inputs.find((x) => x.id === key);
  if (group === "inputs" && (INPUT_IDS as readonly string[]).includes(key) && input) {
    const unit = input.unit === "sigma" ? "sigma" : input.unit;
    const target = {
      kind: "screener" as const,
      screenerId: id!,
      pointer: `/rows/${r}/inputs/${key}`,
      row: Number(r),
      key: key as InputId,
    };
    return { target, label: labelOf(`${filter!.name}: ${input.name}`, unit), unit };
  }
  throw notAPath(
    path,
    at,
    `row ${r} (${row.filter}) takes target.value only with a value or count target, and inputs ${filter?.inputs.map((x) => x.id).join(", ") || "none"}.`,
  );
}
