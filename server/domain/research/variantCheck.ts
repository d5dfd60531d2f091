// One cell of a sweep: the portfolio's definition (and the screeners it reads) with some fields set, put
// through the same checks a portfolio or screener write goes through (normaliseDefinition, checkScreener).
// A problem at a changed field's own place is "own" (the field refuses the value); the rest come from
// the combination (fixed weights that no longer add up, bounds that depend on another field).
import type { PlanId } from "@/server/plans";
import { normaliseDefinition } from "@/server/domain/portfolios/normalise";
import { DEFAULT_BENCHMARK_ID } from "@/server/domain/portfolios/benchmarkIds";
import type { DefinitionInput, PortfolioDefinition } from "@/server/domain/portfolios/schema";
import type { ScreenerDefinition } from "@/server/domain/screeners/definition";
import { checkScreener } from "@/server/domain/screeners/check";
import type { AxisTarget } from "@/server/domain/research/axisPath";
import type { AxisValue } from "@/server/domain/research/axisValues";

export interface CellProblem {
  own: boolean;
  code: "invalid_arguments" | "plan_required";
  message: string;
  fix: string;
  lowestPlan: PlanId | null;
}

export type Cell =
  | { ok: true; definition: PortfolioDefinition; screeners: Record<string, ScreenerDefinition> }
  | { ok: false; problems: CellProblem[]; reason: string };

export interface Change {
  target: AxisTarget;
  value: AxisValue;
}

const tokens = (pointer: string) => pointer.slice(1).split("/");

function setAt(root: unknown, pointer: string, value: AxisValue): void {
  const path = tokens(pointer);
  let node = root as Record<string, unknown>;
  for (const t of path.slice(0, -1)) node = node[t] as Record<string, unknown>;
  node[path[path.length - 1]] = value;
}

/** A value of the wrong kind for its field (text for a number, a choice not listed). */
function typeProblem(change: Change): CellProblem | null {
  const { target, value } = change;
  const type = target.kind === "screener" ? "number" : target.type;
  const choices = target.kind === "definition" ? target.choices : null;
  const wrong =
    type === "boolean"
      ? typeof value !== "boolean"
      : type === "enum"
        ? typeof value !== "string" || (choices !== null && !choices.includes(value))
        : typeof value !== "number" ||
          !Number.isFinite(value) ||
          (type === "integer" && !Number.isInteger(value));
  if (!wrong) return null;
  const expected =
    type === "enum"
      ? `one of ${choices?.join(", ") ?? "the listed choices"}`
      : type === "boolean"
        ? "true or false"
        : `a${type === "integer" ? " whole" : ""} number`;
  return {
    own: true,
    code: "invalid_arguments",
    message: `the field takes ${expected}.`,
    fix: `Send ${expected}.`,
    lowestPlan: null,
  };
}

const isOwn = (path: string, pointer: string) => path === pointer || path.startsWith(`${pointer}/`);

export function checkCell(
  base: { definition: PortfolioDefinition; screeners: Record<string, ScreenerDefinition> },
  changes: Change[],
  plan: PlanId,
): Cell {
  const typed = changes.map(typeProblem).filter((p) => p !== null);
  if (typed.length) return { ok: false, problems: typed, reason: typed[0].message };
  let definition = structuredClone(base.definition);
  const screeners = { ...base.screeners };
  const problems: CellProblem[] = [];
  const pointers = changes.filter((c) => c.target.kind === "definition").map((c) => c.target.pointer);
  for (const c of changes) {
    if (c.target.kind === "definition") setAt(definition, c.target.pointer, c.value);
    else {
      const id = c.target.screenerId;
      if (screeners[id] === base.screeners[id]) screeners[id] = structuredClone(base.screeners[id]);
      setAt(screeners[id], c.target.pointer, c.value);
    }
  }
  if (pointers.length) {
    const options = { plan, base: "", benchmark: DEFAULT_BENCHMARK_ID };
    const n = normaliseDefinition(definition as DefinitionInput, options);
    for (const p of n.problems) problems.push({ ...p, own: pointers.some((q) => isOwn(p.path, q)) });
    if (!problems.length) definition = n.definition;
  }
  for (const id of new Set(
    changes.flatMap((c) => (c.target.kind === "screener" ? [c.target.screenerId] : [])),
  )) {
    const own = changes.flatMap((c) =>
      c.target.kind === "screener" && c.target.screenerId === id ? [c.target.pointer] : [],
    );
    const checked = checkScreener(screeners[id], plan);
    for (const w of checked.warnings.filter((x) => x.severity === "error")) {
      const code = w.lowestPlan ? "plan_required" : "invalid_arguments";
      problems.push({
        own: own.some((q) => isOwn(w.path, q)),
        code,
        message: w.message,
        fix: w.fix,
        lowestPlan: w.lowestPlan,
      });
    }
    if (checked.definition) screeners[id] = checked.definition;
  }
  if (problems.length) return { ok: false, problems, reason: problems[0].message };
  return { ok: true, definition, screeners };
}
