// The live summary line of each block, in the catalogue's names: "SPY, TLT · Inverse volatility ·
// every month · risk-off to TLT when VIX level > 30".
import type { AllocationMethod } from "@/components/catalogue/types";
import type { ConditionDraft, LegDraft, ModelDraft } from "@/components/strategy/draft";
import type { RiskPreset } from "@/components/strategy/useStrategyCatalogue";

export interface Names {
  methods: AllocationMethod[];
  presets: RiskPreset[];
  /** Screener names by id, for those the person can see. */
  screeners: Map<string, string>;
}

const capitalised = (text: string) => text.replace(/^./, (c) => c.toUpperCase());

const SIGN = { above: ">", below: "<" } as const;
type Threshold = { operator: keyof typeof SIGN; value: number } | null | undefined;

const list = (items: string[], most = 3) =>
  items.length <= most ? items.join(", ") : `${items.slice(0, most).join(", ")} +${items.length - most}`;

export function selectionSummary(m: ModelDraft, names: Names): string {
  const screener = (id: string) => names.screeners.get(id) ?? "a screener";
  const parts = [
    m.instruments.length ? list(m.instruments) : null,
    m.entryScreeners.length ? `matches of ${list(m.entryScreeners.map(screener), 2)}` : null,
    m.exitScreeners.length ? `sold when out of ${list(m.exitScreeners.map(screener), 2)}` : null,
  ].filter(Boolean);
  return parts.length ? capitalised(parts.join(" · ")) : "Nothing selected yet";
}

const methodName = (leg: LegDraft, names: Names) =>
  names.methods.find((x) => x.id === leg.method)?.name ?? leg.method;

/** A fixed-weights leg names what it holds ("TLT"); another leg names its method. */
function legWords(leg: LegDraft, names: Names): string {
  const weight = leg.settings.weight;
  if (leg.method === "fixed_weights" && weight && typeof weight === "object" && !Array.isArray(weight)) {
    const tickers = Object.keys(weight);
    if (tickers.length) return list(tickers);
  }
  return methodName(leg, names);
}

export function conditionWords(c: ConditionDraft, names: Names): string {
  const preset = names.presets.find((p) => p.id === c.rule.preset);
  const label = preset?.name.replace(/ \(.*\)$/, "") ?? "a custom condition";
  const off = (c.rule.riskOff ?? preset?.riskOff) as Threshold;
  if (off) return `${label} ${SIGN[off.operator]} ${off.value}`;
  const crossing = (c.rule.crossing ?? preset?.crossing) as {
    operator: "above" | "below";
    against: { kind: string; value: number | null };
  } | null;
  if (crossing) return `${label} ${crossing.operator} its ${crossing.against.value}-day average`;
  return label;
}

export function conditionsSummary(conditions: ConditionDraft[], names: Names): string {
  if (conditions.length === 0) return "Always risk on";
  return `Risk off when ${conditions.map((c) => conditionWords(c, names)).join(" or ")}`;
}

export function allocationSummary(riskOn: LegDraft, riskOff: LegDraft | null, names: Names): string {
  const on = methodName(riskOn, names);
  return riskOff ? `${on} · risk-off: ${legWords(riskOff, names)}` : on;
}

export const rebalanceSummary = (every: number | undefined, ghost?: number) => {
  const n = every ?? ghost ?? 1;
  return n === 1 ? "Every month" : `Every ${n} months`;
};

const percent = (x: number) => `${x > 0 ? "+" : "−"}${Math.round(Math.abs(x) * 100)}%`;

export function exitsSummary(exits: ModelDraft["exits"], ghostMaxPositions: number | null): string {
  const max = exits.maxPositions === undefined ? ghostMaxPositions : exits.maxPositions;
  const parts = [
    max ? `up to ${max} positions` : null,
    exits.stopLoss ? `stop loss ${percent(exits.stopLoss)}` : null,
    exits.takeProfit ? `take profit ${percent(exits.takeProfit)}` : null,
    exits.maxHoldMonths ? `sold after ${exits.maxHoldMonths} months` : null,
  ].filter(Boolean) as string[];
  if (!parts.length) return "No exits";
  return capitalised(parts.join(" · "));
}

/** The model's line: what it holds · how it weights · how often · when it steps aside. */
export function modelSummary(m: ModelDraft, names: Names): string {
  const risk = m.conditions.length
    ? ` · risk-off${m.riskOff ? ` to ${legWords(m.riskOff, names)}` : ""} when ${m.conditions
        .map((c) => conditionWords(c, names))
        .join(" or ")}`
    : "";
  const every = rebalanceSummary(m.rebalanceEvery)
    .replace(/^Every month$/, "monthly")
    .toLowerCase();
  return `${selectionSummary(m, names)} · ${methodName(m.riskOn, names).toLowerCase()} · ${every}${risk}`;
}
