// The one mapping from the API's problems to the messages a person reads beside a box (docs/decisions.md
// "Checks in people's words"). The API words its problems for programs: a JSON pointer, field ids and
// numbers in the API's unit (fractions). Here each becomes a sentence that names the thing (the ticker,
// the model, the leg, the row) and gives every number in the unit its box is typed in: "SPY: 500 % is
// above 100 %", never "weight: 5 is outside the accepted range (a value from 0 to 1)". The pointer is
// kept (it says which box shows the message) but never shown. A problem this file does not know is
// shown in the service's words only when they are plain; otherwise as "<thing>: not accepted here".
import { inUnit, plainNumber, type BoxUnit } from "@/components/forms/inUnit";

type Json = Record<string, unknown>;

/** What a box is: its name and the unit it is typed in, with its bounds (in the API's unit). */
export interface BoxInfo {
  name: string;
  unit: BoxUnit;
  min?: number | null;
  max?: number | null;
  steps?: number[] | null;
  integer?: boolean;
}

/** A problem as validate_portfolio and validate_screener give it (the fields the mapping reads). */
export interface ApiProblem {
  path: string;
  message: string;
  fix: string;
  code: string;
  lowestPlan?: string | null;
}

/** The problem in words; `atField`: a box shows it beside itself, so a list above need not repeat it. */
export type Worded<P extends ApiProblem> = P & { atField: boolean };

/** Why a text is not in a person's words, or null: a path, a field id, the API's voice or fractions. */
export function notPlain(text: string): string | null {
  if (/(^|[\s(])\/[A-Za-z]\w*(\/|\b)/.test(text) || /\w\[\d*\]/.test(text)) return "a JSON path";
  if (/\b[a-z]+[A-Z][A-Za-z]*\b/.test(text) || /\b[a-z0-9]+_[a-z0-9_]+\b/.test(text)) return "a field id";
  if (/\.[a-z]+[A-Za-z]*\./.test(text)) return "a dotted path";
  if (/\bSend\b|as fractions|from 0 to 1\b|\bexpected\b/.test(text)) return "the API's voice";
  return null;
}

const plainOr = (text: string, fallback: string) => (notPlain(text) ? fallback : text);

/** The bounds the service's limit message names ("from 0 to 1", "one of 1, 3, 6"), else the box's. */
function limitsOf(p: ApiProblem, box: BoxInfo) {
  const text = `${p.message} ${p.fix}`;
  const range = /(?:from|limit \()(-?[\d.]+|-∞) to (-?[\d.]+|∞)/.exec(text);
  const steps = /one of ((?:-?[\d.]+, )*-?[\d.]+)/.exec(text);
  const bound = (s: string | undefined) => (s === undefined || s.includes("∞") ? null : Number(s));
  return {
    min: range ? bound(range[1]) : (box.min ?? null),
    max: range ? bound(range[2]) : (box.max ?? null),
    steps: steps ? steps[1].split(", ").map(Number) : (box.steps ?? null),
  };
}

/** A number refused for its box: below, above, between steps or not whole; with the fix in the same unit. */
export function numberWords(thing: string, v: number, p: ApiProblem, box: BoxInfo) {
  const f = (x: number) => inUnit(x, box.unit);
  const { min, max, steps } = limitsOf(p, box);
  const span =
    steps && steps.length <= 12
      ? `one of ${steps.map(f).join(", ")}`
      : min !== null && max !== null
        ? min === max
          ? f(min)
          : `${f(min)} to ${f(max)}`
        : min !== null
          ? `${f(min)} or more`
          : max !== null
            ? `${f(max)} or less`
            : "another value";
  const plan = p.code === "plan_required" && p.lowestPlan;
  let message: string;
  if (plan) message = `${thing}: ${f(v)} needs the ${p.lowestPlan} plan.`;
  else if (min === 0 && v < 0) message = `${thing}: ${f(v)} — ${box.name.toLowerCase()} can't be negative.`;
  else if (min !== null && v < min) message = `${thing}: ${f(v)} is below ${f(min)}.`;
  else if (max !== null && v > max) message = `${thing}: ${f(v)} is above ${f(max)}.`;
  else if (box.integer && !Number.isInteger(v)) message = `${thing}: ${f(v)} is not a whole number.`;
  else if (steps) message = `${thing}: ${f(v)} is not one of the choices; it is not rounded.`;
  else message = `${thing}: ${f(v)} is not accepted here.`;
  const fix = plan
    ? `Your plan takes ${span}; the ${p.lowestPlan} plan takes more.`
    : `Use ${span}${box.integer && !span.startsWith("one of") ? ", a whole number" : ""}.`;
  return { message, fix };
}

/** The value at a JSON pointer. */
export function at(root: unknown, pointer: string): unknown {
  return pointer
    .split("/")
    .slice(1)
    .reduce<unknown>((o, k) => (o && typeof o === "object" ? (o as Json)[k] : undefined), root);
}

/** Whether the service refused a number for its bounds, steps or plan (not for what it names). */
const isLimit = (p: ApiProblem) =>
  /accepted|beyond your plan|takes a number|expected (int|number)|Too (small|big)/.test(p.message);

/** A refused call's details (zod issues, as server/zodErrors.ts words them) as problems to map. */
export const problemsOfDetails = (details: { path?: string; message: string; fix?: string | null }[]) =>
  details.map((d) => ({
    code: "invalid_arguments" as const,
    path: d.path ?? "",
    message: d.message,
    fix: d.fix ?? "",
    lowestPlan: null,
  }));

// ---------------------------------------------------------------- strategies (validate_portfolio)

export interface StrategyContext {
  /** The definition the check read (the builder's request). */
  definition: Json;
  /** A field of the strategy model by its catalogue path (models[].positionExits.maxPositions). */
  field(path: string): BoxInfo | undefined;
  /** A parameter of an allocation method (fixed_weights' weight). */
  parameter(method: string, name: string): BoxInfo | undefined;
}

/** The pointers the builder shows a message beside (a weight, a method's number, an exit); others list at their block. */
const AT_FIELD =
  /\/allocation\/risk(On|Off)\/(settings\/weight(\/[^/]+)?|settings\/[A-Za-z]+|leverage)$|\/positionExits\/[A-Za-z]+$/;

const LEG_WORDS: Record<string, string> = { riskOn: "risk-on", riskOff: "risk-off" };
const WEIGHT: BoxInfo = { name: "Weights", unit: "fraction", min: 0, max: 1 };

function modelName(def: Json, i: number): string {
  const models = (def.models as Json[] | undefined) ?? [];
  const name = models[i]?.name;
  return typeof name === "string" && name.trim() ? name.trim() : `Model ${i + 1}`;
}

/** Where a pointer sits: the model (named when there are several), the leg, the catalogue path. */
function placeOf(path: string, def: Json) {
  const rel = path.replace(/^\/definition(?=\/|$)/, "");
  const segs = rel.split("/").slice(1);
  const models = ((def.models as Json[] | undefined) ?? []).length;
  const inModel = segs[0] === "models" && /^\d+$/.test(segs[1] ?? "");
  const model = inModel ? Number(segs[1]) : null;
  const rest = inModel ? segs.slice(2) : segs;
  const leg = rest[0] === "allocation" ? LEG_WORDS[rest[1]] : undefined;
  const where = [
    model !== null && models > 1 ? modelName(def, model) : model === null && models > 1 ? "Combined" : null,
    leg,
  ].filter((w): w is string => Boolean(w));
  const catalogPath = segs
    .map((s) => (/^\d+$/.test(s) ? "[]" : s))
    .join(".")
    .replaceAll(".[]", "[]");
  return { rel, segs, models, model, rest, leg, where, catalogPath };
}

/** A value the service filled in, in words: "Maximum positions: 10 — the product default." */
export function strategyAssumedWords(
  a: { field: string; value: unknown; reason: string },
  ctx: StrategyContext,
): string {
  const { where, catalogPath } = placeOf(a.field, ctx.definition);
  const box = ctx.field(catalogPath);
  const name = box?.name ?? "A setting";
  const v = a.value;
  const shown =
    typeof v === "number"
      ? inUnit(v, box?.unit)
      : typeof v === "string"
        ? v.replaceAll("_", " ")
        : typeof v === "boolean"
          ? v
            ? "on"
            : "off"
          : v === null
            ? "off"
            : "as the service sets it";
  const reason = plainOr(a.reason.replace(/^Left out: /, ""), "");
  return `${where.length ? `${name} (${where.join(", ")})` : name}: ${shown}${reason ? ` — ${reason}` : ""}`;
}

/** validate_portfolio's problem in words, placed by its pointer. */
export function strategyProblemWords<P extends ApiProblem>(p: P, ctx: StrategyContext): Worded<P> {
  const def = ctx.definition;
  const { rel, segs, models, model, rest, leg, where, catalogPath } = placeOf(p.path, def);
  const value = at(def, rel);
  const thingOf = (name: string) => (where.length ? `${name} (${where.join(", ")})` : name);
  const done = (message: string, fix: string, atField = AT_FIELD.test(rel)): Worded<P> => ({
    ...p,
    message,
    fix,
    atField,
  });
  const worded = (w: { message: string; fix: string }) => done(w.message, w.fix);

  if (leg && rest[2] === "settings" && rest[3] === "weight") {
    const legValue = at(def, `/${[...segs.slice(0, segs.indexOf("settings") + 1), "weight"].join("/")}`);
    if (rest.length === 5 && typeof value === "number") {
      // One holding's weight: a ticker, or (the Combined's list) a model.
      const holder = model === null && models > 1 ? modelName(def, Number(rest[4])) : rest[4];
      // The leg is named only when it is the risk-off one; the model only when there are several.
      const place = where.filter((w) => w !== "risk-on");
      const thing = place.length ? `${holder} (${place.join(", ")})` : holder;
      if (isLimit(p)) return worded(numberWords(thing, value, p, WEIGHT));
    }
    if (rest.length === 4 && /add up/.test(p.message) && legValue && typeof legValue === "object") {
      const sum = Object.values(legValue as Json).reduce<number>((a, b) => a + (Number(b) || 0), 0);
      return done(
        `${thingOf("Weights")}: they add up to ${inUnit(sum, "fraction")}, not 100 %.`,
        sum > 1
          ? "Lower a weight, or use “Spread the rest evenly”."
          : "Raise a weight, or use “Spread the rest evenly”.",
      );
    }
  }
  if (leg && rest[2] === "settings" && typeof value === "number") {
    const method = at(def, `/${segs.slice(0, segs.indexOf("settings")).join("/")}/method`);
    const box = typeof method === "string" ? ctx.parameter(method, rest[3]) : undefined;
    if (box && isLimit(p)) return worded(numberWords(thingOf(box.name), value, p, box));
  }
  const box = typeof value === "number" ? ctx.field(catalogPath) : undefined;
  if (box && typeof value === "number" && isLimit(p))
    return worded(numberWords(thingOf(box.name), value, p, box));

  const thing = where.length ? where.join(", ") : model !== null ? modelName(def, model) : "The strategy";
  const named = ctx.field(catalogPath)?.name;
  if (/expected string to have >=1/.test(p.message))
    return done(
      `${thingOf(named ?? "Name")}: it can't be empty.`,
      "Type one, or clear the box to take the default.",
      false,
    );
  const listOf = /must be a list of (\d+)/.exec(p.message);
  if (listOf)
    return done(
      `${thingOf(named ?? "Weights")}: give one value per model (${listOf[1]}).`,
      "Set a value for each model.",
      false,
    );
  if (/^Preset \S+ fixes /.test(p.message))
    return done(
      `${thing}: the risk preset sets this value; only its thresholds may change.`,
      "Leave it as the preset has it, or make the condition a custom one.",
      false,
    );
  return done(
    plainOr(p.message, `${thing}: this value is not accepted here.`),
    plainOr(p.fix, "Change it, or clear it to take the default."),
    false,
  );
}

// ---------------------------------------------------------------- screeners (validate_screener)

/** A catalogue value set (describe_screen_filter): a stepped range or a list. */
export type ValueSetLike =
  { kind: "range"; min: number; max: number; step: number } | { kind: "list"; values: number[] };

/** What the screener mapping reads of a filter (describe_screen_filter). */
export interface FilterLike {
  name: string;
  appliesTo: readonly string[];
  defaultRelation?: string | null;
  inputs: readonly { id: string; name: string; unit: string; values: ValueSetLike }[];
  relations: readonly {
    id: string;
    targets: readonly { kind: string; unit?: string | null; values?: ValueSetLike | null }[];
  }[];
}

export interface ScreenerContext {
  /** The request the check read (name, universe, rows). */
  body: Json;
  /** Row i's filter entry (0-based), when the builder has read it. */
  filterOf(i: number): FilterLike | undefined;
}

const ASSET_WORDS: Record<string, string> = {
  stocks: "stocks",
  etps: "ETFs and other ETPs",
  crypto: "crypto",
};

/** A row's number box: its label as the row shows it (without ", row n"), unit and accepted values. */
export function rowBox(filter: FilterLike, row: Json, field: string[]) {
  if (field[0] === "inputs" || (field[0] === "target" && field[1] === "inputs")) {
    const id = field.at(-1);
    const input = filter.inputs.find((i) => i.id === id);
    if (!input) return undefined;
    const name = field[0] === "target" ? "Its value as of" : input.name;
    return { name, unit: input.unit, set: input.values };
  }
  const relation = filter.relations.find((r) => r.id === (row.relation ?? filter.defaultRelation));
  const target = (row.target as Json | undefined) ?? {};
  const spec = relation?.targets.find((t) => t.kind === target.kind) ?? relation?.targets[0];
  if (!relation || !spec || field[0] !== "target") return undefined;
  const label =
    field[1] === "min"
      ? "From"
      : field[1] === "max"
        ? "To"
        : spec.kind === "count"
          ? "How many"
          : relation.id.endsWith("_within_days")
            ? "Within"
            : "Value";
  return { name: label, unit: spec.unit ?? null, set: spec.values ?? null };
}

/** A number against a value set, in words; null when it is accepted. */
export function valueSetWords(thing: string, x: number, set: ValueSetLike, unit: BoxUnit) {
  const f = (v: number) => inUnit(v, unit);
  const values = set.kind === "list" ? set.values : null;
  const lo = values ? Math.min(...values) : (set as { min: number }).min;
  const hi = values ? Math.max(...values) : (set as { max: number }).max;
  const step = set.kind === "range" ? set.step : null;
  const onStep = step === null || Math.abs((x - lo) / step - Math.round((x - lo) / step)) < 1e-9;
  if (x >= lo && x <= hi && (values ? values.includes(x) : onStep)) return null;
  const span = values
    ? `one of ${values.slice(0, 12).map(f).join(", ")}`
    : `${f(lo)} to ${f(hi)}${step !== null && step !== 1 ? `, in steps of ${f(step)}` : ""}`;
  const message =
    x < lo
      ? `${thing}: ${f(x)} is below ${f(lo)}.`
      : x > hi
        ? `${thing}: ${f(x)} is above ${f(hi)}.`
        : `${thing}: ${f(x)} falls between two choices; it is not rounded.`;
  return { message, fix: `Use ${span}.` };
}

/** What the builder cannot send but a stored or drafted screener may hold, by code: the message after
 *  "Row n: " or "The universe: ", and the fix. */
const CODE_WORDS: Record<string, [string, string]> = {
  unknown_filter: ["its filter is not in the catalogue.", "Pick a filter, or remove the row."],
  relation_not_supported: ["its filter does not offer this condition.", "Pick the condition again."],
  target_not_supported: [
    "this condition does not compare with that.",
    "Pick what it is compared with again.",
  ],
  target_field_not_used: [
    "a value this comparison does not read was left out.",
    "Nothing to do: it is ignored.",
  ],
  statistic_not_offered: ["this statistic is not offered here.", "Pick the statistic again."],
  input_not_taken: ["its filter takes no such setting.", "Pick the filter again, or remove the row."],
  unreadable_row: ["this row cannot be read.", "Pick its filter again, or remove the row."],
  universe_facet_not_for_asset_type: [
    "a restriction that does not apply to this asset type.",
    "Clear it, or change the asset type.",
  ],
  universe_value_not_for_asset_type: [
    "a value that does not apply to this asset type.",
    "Clear it, or change the asset type.",
  ],
};

/** validate_screener's warning in words, placed by its row and pointer. */
export function screenerProblemWords<P extends ApiProblem & { row: number | null }>(
  w: P,
  ctx: ScreenerContext,
): Worded<P> {
  const segs = w.path.split("/").slice(1);
  const i = segs[0] === "rows" && /^\d+$/.test(segs[1] ?? "") ? Number(segs[1]) : null;
  const row = i === null ? undefined : (at(ctx.body, `/rows/${i}`) as Json | undefined);
  const filter = i === null ? undefined : ctx.filterOf(i);
  const done = (message: string, fix: string, atField = false): Worded<P> => ({
    ...w,
    message,
    fix,
    atField,
  });
  const n = i === null ? null : i + 1;
  const box = filter && row ? rowBox(filter, row, segs.slice(2)) : undefined;
  const value = at(ctx.body, w.path);
  if (box && (w.code === "row_out_of_range" || w.code === "value_not_allowed")) {
    const thing = `${box.name}, row ${n}`;
    if (typeof value !== "number") return done(`${thing}: no value yet.`, "Pick one.");
    const words = box.set ? valueSetWords(thing, value, box.set, box.unit) : null;
    if (words) return done(words.message, words.fix, box.set?.kind === "range");
  }
  if (w.code === "range_inverted" && row) {
    const t = (row.target as Json) ?? {};
    const unit = box?.unit ?? rowBox(filter!, row, ["target", "min"])?.unit;
    const f = (v: unknown) => inUnit(Number(v), unit);
    return done(
      `Row ${n}: the range starts at ${f(t.min)}, above where it ends (${f(t.max)}).`,
      "Swap “From” and “To”.",
    );
  }
  if (w.code === "filter_not_for_asset_type" && filter) {
    const applies = filter.appliesTo.map((a) => ASSET_WORDS[a] ?? a).join(" and ");
    return done(
      `Row ${n}: “${filter.name}” applies to ${applies} only, so this row keeps nothing here.`,
      "Pick another filter, or change the universe's asset type.",
    );
  }
  if (w.code === "too_many_rows") {
    const most = /at most (\d+)/.exec(w.fix)?.[1];
    return done(
      plainOr(w.message, "There are more rows than your plan takes."),
      `Remove rows${most ? ` down to ${most}` : ""}${w.lowestPlan ? `, or move to the ${w.lowestPlan} plan` : ""}.`,
    );
  }
  if (w.code === "index_not_in_data")
    return done(
      "The data holds no membership history for this index, so it keeps no stocks.",
      "Pick S&P 500 or another index with history, or leave it out.",
    );
  const thing = n !== null ? `Row ${n}` : segs[0] === "universe" ? "The universe" : "The screener";
  const words = CODE_WORDS[w.code];
  if (words) return done(`${thing}: ${words[0]}`, words[1]);
  return done(
    plainOr(w.message, `${thing}: this choice is not accepted here.`),
    plainOr(w.fix, n !== null ? "Pick its filter again, or remove the row." : "Change it, or reset it."),
  );
}

// ---------------------------------------------------------------- the builders' and the dialog's own checks

export const screenerChecks = {
  noName: "Give the screener a name: it is how you find it in your list and in a strategy.",
  noFilter: (n: number) => `Row ${n} has no filter yet: pick one, or remove the row.`,
  asOf: (first: string, last: string) =>
    `Pick a date between ${first} and ${last}: the data holds no other days.`,
};

/** The backtest dialog's fields in words; undefined when a value is fine. */
export const runChecks = {
  startYear(year: number | null, first: number, last: number) {
    if (year === null) return undefined;
    if (!Number.isInteger(year))
      return `Start year: ${plainNumber(year)} is not a year. Pick one from ${first} to ${last}.`;
    if (year < first || year > last)
      return `Start year: ${year} is outside your plan's range. Pick a year from ${first} to ${last}${year < first ? "; a higher plan reaches further back" : ""}.`;
    return undefined;
  },
  capital(x: number | null) {
    if (x === null) return undefined;
    if (x <= 0)
      return `Starting capital: ${plainNumber(x)} is too little. A backtest needs money to start with: enter more than 0.`;
    if (x > 1e9)
      return `Starting capital: ${plainNumber(x)} is above the most a backtest takes, 1,000,000,000.`;
    return undefined;
  },
  flow(x: number | null) {
    if (x === null) return undefined;
    if (x === 0) return "Amount each time: 0 changes nothing. Leave it empty for no cash flows.";
    if (Math.abs(x) > 1e9) return `Amount each time: ${plainNumber(x)} is beyond 1,000,000,000 either way.`;
    return undefined;
  },
};
