// What a sweep varies and on what settings: the portfolio read exactly as simulate_portfolio reads it
// (prepareSimulation: visibility, a use of a draft, its benchmark and screeners, the settings with the
// plan's start year), its axes parsed and checked, and the variant count. Shared by run_sweep and
// run_walk_forward.
import type { Db } from "@/server/db";
import type { Clock } from "@/server/clock";
import type { Caller } from "@/server/domain/accounts/caller";
import type { AssumedValue } from "@/server/domain/assumed";
import type { MarketData } from "@/server/engine/data/panel";
import type { PortfolioDefinition } from "@/server/domain/portfolios/schema";
import { prepareSimulation } from "@/server/domain/simulations/service";
import type { SimulationSettings } from "@/server/domain/simulations/settings";
import {
  parseAxes,
  variantCountOf,
  type Axis,
  type AxisInput,
  type SweepBase,
} from "@/server/domain/research/axes";

type SettingsInput = Parameters<typeof prepareSimulation>[4];

export interface PreparedSweep {
  portfolioId: string;
  portfolioName: string;
  base: SweepBase;
  benchmark: PortfolioDefinition;
  settings: SimulationSettings;
  axes: Axis[];
  variantCount: number;
  assumed: AssumedValue[];
}

const withName = (d: Omit<PortfolioDefinition, "name" | "description">, name: string): PortfolioDefinition =>
  ({ ...d, name, description: null }) as PortfolioDefinition;

export async function prepareSweep(
  db: Db,
  clock: Clock,
  caller: Caller,
  portfolioId: string,
  axesInput: AxisInput[],
  settingsInput: SettingsInput,
  market: MarketData,
): Promise<PreparedSweep> {
  const p = await prepareSimulation(db, clock, caller, portfolioId, settingsInput, market);
  const { recipe, portfolioName } = p.request;
  const base = { definition: withName(recipe.definition, portfolioName), screeners: recipe.screeners };
  const axes = parseAxes(axesInput, base, caller.plan);
  return {
    portfolioId,
    portfolioName,
    base,
    benchmark: withName(recipe.benchmark, p.request.benchmark.name),
    settings: p.settings,
    axes,
    variantCount: variantCountOf(axes),
    assumed: p.assumed,
  };
}
