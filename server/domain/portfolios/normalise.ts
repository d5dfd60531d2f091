// The complete definition from a full or partial one: every omitted value takes the strategy model's
// default for the caller's plan (reported in assumed), every given value is checked against the
// product's bounds, steps and the plan. Pure: the checks that read stored records (tickers, screeners,
// benchmark) are in references.ts.
import type { AssumedValue } from "@/server/domain/assumed";
import type { PlanId } from "@/server/plans";
import { Normalising } from "@/server/domain/portfolios/context";
import { normaliseLeg, type LegScope } from "@/server/domain/portfolios/legs";
import { normaliseRiskConditions } from "@/server/domain/portfolios/conditions";
import { portfolioNameOf, modelNameOf } from "@/server/domain/portfolios/naming";
import type { Problem } from "@/server/domain/portfolios/problems";
import type {
  Allocation,
  DefinitionInput,
  ModelDefinition,
  PortfolioDefinition,
  Rebalance,
} from "@/server/domain/portfolios/schema";

type ModelInput = DefinitionInput["models"][number];

export interface Normalised {
  definition: PortfolioDefinition;
  assumed: AssumedValue[];
  notes: string[];
  problems: Problem[];
}

export interface NormaliseOptions {
  plan: PlanId;
  /** JSON pointer of the definition in the request. */
  base: string;
  /** Default benchmark (a public portfolio id). */
  benchmark: string;
  /** For an edit: the record's current name and description, kept when the definition leaves them out. */
  keep?: { name: string; description: string | null };
}

export function normaliseDefinition(input: DefinitionInput, o: NormaliseOptions): Normalised {
  const n = new Normalising(o.plan, o.base);
  const combined = input.models.length > 1;
  const kind = combined ? "combined" : "single";
  if (input.kind === undefined)
    n.assume("/kind", kind, `Follows from the number of models (${input.models.length}).`);
  else if (input.kind !== kind)
    n.notes.push(
      `kind was "${input.kind}" but the definition has ${input.models.length} model(s), so it is a ${kind === "single" ? "Single" : "Combined"}; kind is set to ${kind}.`,
    );

  const models = input.models.map((m, i) => normaliseModel(n, m, i, input.models.length));
  const startingYear = n.pick(input.startingYear, "/startingYear");
  n.number(startingYear, "/startingYear");
  const scope: LegScope = { level: "combined", instruments: [], modelCount: models.length };

  const definition: PortfolioDefinition = {
    kind,
    name:
      input.name ??
      (o.keep
        ? o.keep.name
        : n.assume("/name", portfolioNameOf(models), "Left out: named after the models' instruments.")),
    description:
      input.description !== undefined
        ? input.description
        : o.keep
          ? o.keep.description
          : n.pick<string | null>(undefined, "/description"),
    startingYear,
    benchmark:
      input.benchmark ?? n.assume("/benchmark", o.benchmark, "Left out: the product's default benchmark."),
    rebalance: combined
      ? combinedPart(n, input.rebalance, "/rebalance", (g) => rebalanceOf(n, g, "/rebalance"))
      : singleNull(n, input.rebalance, "/rebalance"),
    allocation: combined
      ? combinedPart(n, input.allocation, "/allocation", (g) => allocationOf(n, g, "/allocation", scope))
      : singleNull(n, input.allocation, "/allocation"),
    riskConditions: combined
      ? combinedPart(n, input.riskConditions, "/riskConditions", (g) =>
          normaliseRiskConditions(n, g, "/riskConditions"),
        )
      : singleNull(n, input.riskConditions, "/riskConditions"),
    models,
  };
  return { definition, assumed: n.assumed, notes: n.notes, problems: n.problems.items };
}

/** A Combined's own level; null (or left out) takes the defaults. */
function combinedPart<G, T>(
  n: Normalising,
  given: G | null | undefined,
  at: string,
  make: (g: G | undefined) => T,
): T {
  if (given === null)
    n.notes.push(
      `${at.slice(1)} was null, but a Combined needs its own; the defaults are used (see assumed).`,
    );
  return make(given ?? undefined);
}

/** A Single carries rebalance, allocation and risk conditions in its model; the top level is null. */
function singleNull(n: Normalising, given: unknown, at: string): null {
  if (given === undefined)
    return n.assume(at, null, "A Single carries this in its model; the top level is null.");
  if (given !== null)
    n.notes.push(`The top-level ${at.slice(1)} was dropped: a Single (one model) carries it in its model.`);
  return null;
}

function rebalanceOf(n: Normalising, given: Partial<Rebalance> | undefined, at: string): Rebalance {
  const every = n.pick(given?.every, `${at}/every`);
  n.number(every, `${at}/every`);
  return { every, cadence: n.pick(given?.cadence, `${at}/cadence`) };
}

function allocationOf(
  n: Normalising,
  given: ModelInput["allocation"] | null | undefined,
  at: string,
  scope: LegScope,
): Allocation {
  return {
    riskOn: normaliseLeg(n, given?.riskOn, `${at}/riskOn`, scope),
    riskOff:
      given?.riskOff === undefined
        ? n.pick<Allocation["riskOff"]>(undefined, `${at}/riskOff`)
        : given.riskOff === null
          ? null
          : normaliseLeg(n, given.riskOff, `${at}/riskOff`, { ...scope, weightsPickInstruments: true }),
  };
}

function normaliseModel(n: Normalising, m: ModelInput, i: number, count: number): ModelDefinition {
  const at = `/models/${i}`;
  const selection = {
    instruments: n.pick(m.selection?.instruments as string[] | undefined, `${at}/selection/instruments`),
    entryScreeners: n.pick(
      m.selection?.entryScreeners as string[] | undefined,
      `${at}/selection/entryScreeners`,
    ),
    exitScreeners: n.pick(
      m.selection?.exitScreeners as string[] | undefined,
      `${at}/selection/exitScreeners`,
    ),
  };
  selection.instruments.forEach((t, j) => {
    if (selection.instruments.indexOf(t) !== j)
      n.invalid(`${at}/selection/instruments/${j}`, `${t} is listed twice.`, "List each instrument once.");
  });
  if (selection.instruments.length === 0 && selection.entryScreeners.length === 0) {
    n.invalid(
      `${at}/selection`,
      `Model ${i + 1} has nothing to hold: no instruments and no entry screeners.`,
      "Add at least one instrument or entry screener.",
    );
  }
  const e = m.positionExits ?? {};
  const positionExits = {
    maxHoldMonths: n.pick(e.maxHoldMonths, `${at}/positionExits/maxHoldMonths`),
    reinvestDelayMonths: n.pick(e.reinvestDelayMonths, `${at}/positionExits/reinvestDelayMonths`),
    maxPositions: n.pick(e.maxPositions, `${at}/positionExits/maxPositions`),
    takeProfit: n.pick(e.takeProfit, `${at}/positionExits/takeProfit`),
    stopLoss: n.pick(e.stopLoss, `${at}/positionExits/stopLoss`),
  };
  for (const [key, value] of Object.entries(positionExits)) n.number(value, `${at}/positionExits/${key}`);
  return {
    name: m.name ?? n.assume(`${at}/name`, modelNameOf(i, count), "Left out: models are numbered in order."),
    description: n.pick(m.description, `${at}/description`),
    active: n.pick(m.active, `${at}/active`),
    rebalance: rebalanceOf(n, m.rebalance, `${at}/rebalance`),
    selection,
    positionExits,
    allocation: allocationOf(n, m.allocation, `${at}/allocation`, {
      level: "subStrategy",
      instruments: selection.instruments,
      modelCount: count,
    }),
    riskConditions: normaliseRiskConditions(n, m.riskConditions, `${at}/riskConditions`),
  };
}
