// The strategy being edited, and the request body it becomes. The draft mirrors the definition: a value
// left undefined is left out of the request (the service fills its default and reports it in
// `assumed`, which the builder shows as a ghost value); null switches an exit or the risk-off leg off.
// A stored definition opens with every value it holds, so saving it changes only what was edited.
import type { SettingValue } from "@/components/catalogue/types";
import type { Inputs } from "@/components/providers/operations";

/** The definition create_portfolio, edit_portfolio and validate_portfolio take. */
export type DefinitionRequest = Inputs["create_portfolio"]["definition"];

export interface LegDraft {
  method: string;
  settings: Record<string, SettingValue>;
  lookbackMonths?: number;
  leverage?: number;
  /** The leg's other settings (estimators, decay) as stored; the builder passes them through. */
  rest: Record<string, unknown>;
}

/** A risk condition as the definition holds it; the builder edits a preset's editable values. */
export interface ConditionDraft {
  key: number;
  rule: Record<string, unknown> & { preset: string | null };
}

export const EXIT_KEYS = [
  "maxPositions",
  "maxHoldMonths",
  "reinvestDelayMonths",
  "takeProfit",
  "stopLoss",
] as const;
export type ExitKey = (typeof EXIT_KEYS)[number];

export interface ModelDraft {
  /** Stable React and drag key; not sent. */
  key: number;
  name: string;
  description: string | null;
  active: boolean;
  rebalanceEvery?: number;
  instruments: string[];
  entryScreeners: string[];
  exitScreeners: string[];
  riskOn: LegDraft;
  riskOff: LegDraft | null;
  conditions: ConditionDraft[];
  exits: Partial<Record<ExitKey, number | null>>;
  /** What the builder does not edit of the rebalance and risk conditions (cadence, combine), as stored. */
  kept: Kept;
}

export interface Kept {
  rebalance: Record<string, unknown>;
  riskConditions: Record<string, unknown>;
}

export interface StrategyDraft {
  name: string;
  description: string;
  models: ModelDraft[];
  /** The Combined level, used when there are two or more models. */
  combined: {
    rebalanceEvery?: number;
    riskOn: LegDraft;
    riskOff: LegDraft | null;
    conditions: ConditionDraft[];
    kept: Kept;
  };
  /** Top-level values the builder does not edit (starting year, benchmark), kept as stored. */
  rest: Record<string, unknown>;
}

const NOTHING_KEPT: Kept = { rebalance: {}, riskConditions: {} };

let nextKey = 1;
/** A key no model or condition of this page has had. */
export const freshKey = () => nextKey++;

export const emptyLeg = (method = "equal_weight"): LegDraft => ({ method, settings: {}, rest: {} });

export const newModel = (n: number, entryScreener?: string): ModelDraft => ({
  key: freshKey(),
  name: `Model ${n}`,
  description: null,
  active: true,
  instruments: [],
  entryScreeners: entryScreener ? [entryScreener] : [],
  exitScreeners: [],
  riskOn: emptyLeg(),
  riskOff: null,
  conditions: [],
  exits: {},
  kept: NOTHING_KEPT,
});

export const emptyDraft = (entryScreener?: string): StrategyDraft => ({
  name: "",
  description: "",
  models: [newModel(1, entryScreener)],
  combined: { riskOn: emptyLeg(), riskOff: null, conditions: [], kept: NOTHING_KEPT },
  rest: {},
});

export const isCombined = (d: StrategyDraft) => d.models.length > 1;

// ---- from a stored definition ----

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === "object" ? (v as Json) : {});
const without = (o: Json, keys: string[]): Json =>
  Object.fromEntries(Object.entries(o).filter(([k]) => !keys.includes(k)));

function legFrom(stored: unknown): LegDraft {
  const { method, settings, lookbackMonths, leverage, ...rest } = obj(stored);
  return {
    method: typeof method === "string" ? method : "equal_weight",
    settings: obj(settings) as Record<string, SettingValue>,
    lookbackMonths: lookbackMonths as number | undefined,
    leverage: leverage as number | undefined,
    rest,
  };
}

const conditionsFrom = (stored: unknown): ConditionDraft[] =>
  ((obj(stored).conditions as Json[] | undefined) ?? []).map((rule) => ({
    key: freshKey(),
    rule: { ...rule, preset: (rule.preset as string | null) ?? null },
  }));

/** The stored rebalance and risk conditions less what the builder edits. */
const keptOf = (rebalance: unknown, riskConditions: unknown): Kept => ({
  rebalance: without(obj(rebalance), ["every"]),
  riskConditions: without(obj(riskConditions), ["conditions"]),
});

function modelFrom(stored: Json): ModelDraft {
  const selection = obj(stored.selection);
  const allocation = obj(stored.allocation);
  return {
    key: freshKey(),
    name: String(stored.name ?? ""),
    description: (stored.description as string | null) ?? null,
    active: stored.active !== false,
    rebalanceEvery: obj(stored.rebalance).every as number | undefined,
    instruments: (selection.instruments as string[]) ?? [],
    entryScreeners: (selection.entryScreeners as string[]) ?? [],
    exitScreeners: (selection.exitScreeners as string[]) ?? [],
    riskOn: legFrom(allocation.riskOn),
    riskOff: allocation.riskOff ? legFrom(allocation.riskOff) : null,
    conditions: conditionsFrom(stored.riskConditions),
    exits: obj(stored.positionExits) as ModelDraft["exits"],
    kept: keptOf(stored.rebalance, stored.riskConditions),
  };
}

/** The builder's state for a stored definition (get_portfolio, or a definition validate_portfolio completed). */
export function draftFromStored(name: string, description: string | null, definition: Json): StrategyDraft {
  const { models, rebalance, allocation, riskConditions } = definition;
  // What the builder does not edit is kept as stored; kind, name and description follow from the draft.
  const rest = Object.fromEntries(
    Object.entries(definition).filter(
      ([k]) =>
        !["models", "rebalance", "allocation", "riskConditions", "kind", "name", "description"].includes(k),
    ),
  );
  const combinedAllocation = obj(allocation);
  return {
    name,
    description: description ?? "",
    models: ((models as Json[]) ?? []).map(modelFrom),
    combined: {
      rebalanceEvery: obj(rebalance).every as number | undefined,
      riskOn: allocation ? legFrom(combinedAllocation.riskOn) : emptyLeg(),
      riskOff: combinedAllocation.riskOff ? legFrom(combinedAllocation.riskOff) : null,
      conditions: conditionsFrom(riskConditions),
      kept: keptOf(rebalance, riskConditions),
    },
    rest,
  };
}

// ---- to the request ----

/** Leaves out what is undefined, so the service fills it and says so in `assumed`. */
const defined = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

const legBody = (leg: LegDraft) =>
  defined({
    method: leg.method,
    settings: leg.settings,
    lookbackMonths: leg.lookbackMonths,
    leverage: leg.leverage,
    ...leg.rest,
  });

const allocationBody = (riskOn: LegDraft, riskOff: LegDraft | null) => ({
  riskOn: legBody(riskOn),
  riskOff: riskOff ? legBody(riskOff) : null,
});

const conditionsBody = (conditions: ConditionDraft[], kept: Kept) => ({
  ...kept.riskConditions,
  conditions: conditions.map((c) => c.rule),
});

const modelBody = (m: ModelDraft) =>
  defined({
    name: m.name.trim() || undefined,
    description: m.description,
    active: m.active,
    rebalance: defined({ ...m.kept.rebalance, every: m.rebalanceEvery }),
    selection: {
      instruments: m.instruments,
      entryScreeners: m.entryScreeners,
      exitScreeners: m.exitScreeners,
    },
    allocation: allocationBody(m.riskOn, m.riskOff),
    riskConditions: conditionsBody(m.conditions, m.kept),
    positionExits: defined(m.exits),
  });

/** The definition create_portfolio, edit_portfolio and validate_portfolio take. */
export function definitionOf(d: StrategyDraft): DefinitionRequest {
  const combined = isCombined(d);
  return defined({
    ...d.rest,
    kind: combined ? "combined" : "single",
    name: d.name.trim() || undefined,
    description: d.description.trim() || null,
    models: d.models.map(modelBody),
    rebalance: combined ? defined({ ...d.combined.kept.rebalance, every: d.combined.rebalanceEvery }) : null,
    allocation: combined ? allocationBody(d.combined.riskOn, d.combined.riskOff) : null,
    riskConditions: combined ? conditionsBody(d.combined.conditions, d.combined.kept) : null,
  });
}

// ---- the models of a Combined ----

/**
 * The Combined's models changed (added, removed, duplicated, reordered): `order` lists, for each new
 * position, the old position it came from (null for a new model). Combined-level settings given per
 * sub-strategy (fixed weights, rotation) are lists in model order, so they follow their models; a new
 * model starts with weight 0 and rotating.
 */
export function withModels(d: StrategyDraft, models: ModelDraft[], order: (number | null)[]): StrategyDraft {
  const follow = (leg: LegDraft): LegDraft => ({
    ...leg,
    settings: Object.fromEntries(
      Object.entries(leg.settings).map(([name, value]) => {
        if (!Array.isArray(value) || value.length !== d.models.length) return [name, value];
        const fresh = typeof value[0] === "boolean" ? true : 0;
        return [name, order.map((from) => (from === null ? fresh : value[from]))];
      }),
    ) as Record<string, SettingValue>,
  });
  const { riskOn, riskOff } = d.combined;
  return {
    ...d,
    models,
    combined: { ...d.combined, riskOn: follow(riskOn), riskOff: riskOff && follow(riskOff) },
  };
}
