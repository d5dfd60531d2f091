// The recipe of a simulation: everything that decides its numbers, as canonical JSON (object keys
// sorted at every depth, no whitespace), hashed into rcp_ + 32 hex. The same recipe returns the stored
// simulation instead of computing again (product.md "Simulation semantics").
import { recipeIdOf } from "@/server/ids";
import type { PortfolioDefinition } from "@/server/domain/portfolios/schema";
import type { ScreenerDefinition } from "@/server/domain/screeners/definition";
import type { SimulationSettings } from "@/server/domain/simulations/settings";

/** Bump on any change to server/engine/** that can change a result: old recipes then run again. */
export const ENGINE_VERSION = "engine-2026.11.10";

export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
}

type Unnamed = Omit<PortfolioDefinition, "name" | "description">;

export interface Recipe {
  portfolioId: string;
  /** The complete definitions without name and description (they do not change a number). */
  definition: Unnamed;
  benchmark: Unnamed;
  /** Every screener the two definitions read, by id. */
  screeners: Record<string, ScreenerDefinition>;
  settings: SimulationSettings;
  dataVersion: string;
  engineVersion: string;
}

/**
 * The portfolio id is part of the recipe, so a simulation always belongs to the portfolio it was asked
 * for (two portfolios with the same definition keep their own simulations).
 */
function unnamed(d: PortfolioDefinition): Unnamed {
  const rest: Partial<PortfolioDefinition> = { ...d };
  delete rest.name;
  delete rest.description;
  return rest as Unnamed;
}

export function recipeOf(
  portfolioId: string,
  definition: PortfolioDefinition,
  benchmark: PortfolioDefinition,
  screeners: Record<string, ScreenerDefinition>,
  settings: SimulationSettings,
  dataVersion: string,
): { recipe: Recipe; recipeId: string } {
  const recipe: Recipe = {
    portfolioId,
    definition: unnamed(definition),
    benchmark: unnamed(benchmark),
    screeners,
    settings,
    dataVersion,
    engineVersion: ENGINE_VERSION,
  };
  return { recipe, recipeId: recipeIdOf(canonicalJson(recipe)) };
}
