// One step of the daily loop on a tiny panel: the run's LoopContext and a LoopState as they are before
// the first day (all cash, nothing held), built by the engine's own loopContext / initialState.
import type { Series } from "@/server/engine/data/panel";
import { loopContext, type LoopContext } from "@/server/engine/simulation/loop/context";
import { initialState, type LoopState } from "@/server/engine/simulation/loop/state";
import type { StrategySpec, Variant } from "@/server/engine/simulation/spec";
import { leg, strategy, tinyPanel, variant } from "../tinyPanel";

export interface FixtureOptions {
  spec?: Partial<StrategySpec>;
  variant?: Partial<Variant>;
  cashRate?: Series;
  close?: Record<string, number[]>;
  dividend?: Record<string, number[]>;
}

export function fixture(
  dates: string[],
  prices: Record<string, number[]>,
  o: FixtureOptions = {},
): { ctx: LoopContext; state: LoopState } {
  const panel = tinyPanel(dates, prices, { close: o.close, dividend: o.dividend });
  const spec = strategy(Object.keys(prices), leg("equal_weight"), o.spec);
  const run = variant(dates[0], { startingCapital: 1000, ...o.variant });
  const ctx = loopContext({ panel, cashRate: o.cashRate ?? null, spec, variant: run });
  return { ctx, state: initialState(ctx, 1000) };
}
