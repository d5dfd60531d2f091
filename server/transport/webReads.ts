// What the web app counts (product.md "What counts in the web app", revised): only computations. The
// page loads and live checks are served under tRPC `web.<id>` (the catalogues a builder reads, record
// and list pages, polling a running simulation, the checks run while a person edits, the strategy
// builder's preview of a picked screener); a person's own actions are the top-level procedures, and of
// those only WEB_COMPUTATIONS count one research call. Saving, editing, reading and comparing stored
// results do not. Over REST and MCP every call counts.
import type { registry } from "@/server/operations/registry";
import { invalid } from "@/server/errors";

type Registry = typeof registry;
/** Only an operation that reads can be a web read: a write here fails `tsc`. */
export type ReadOnlyId = {
  [Id in keyof Registry]: Registry[Id]["readOnly"] extends true ? Id : never;
}[keyof Registry];

export const WEB_READS = [
  // The catalogues the strategy and screener builders read.
  "describe_strategy_model",
  "describe_portfolio_model",
  "list_allocation_methods",
  "list_risk_rule_presets",
  "list_screen_filters",
  "describe_screen_filter",
  "list_instruments",
  // Record pages and list pages.
  "get_portfolio",
  "list_portfolios",
  "get_screener",
  "list_screeners",
  "get_simulation",
  "get_simulation_metrics",
  "get_period_returns",
  "list_simulations",
  // Polling a sweep or walk-forward test.
  "get_sweep",
  // The strategy builder's preview of a picked screener's matches today (docs/decisions.md, web).
  "run_screener",
  // Live checks while a person edits.
  "validate_portfolio",
  "validate_screener",
] as const satisfies readonly ReadOnlyId[];

export type WebReadId = (typeof WEB_READS)[number];

/**
 * A web read is free, so it is held to what the page asks of it. The strategy builder previews a
 * screener by its id (yours or public, within your plan's row limit as any run); an inline screen is
 * new work of the caller's choosing, a research call (run_screener, counted). Called by `execute` on
 * the validated input of a web read.
 */
export function checkWebReadInput(id: string, input: Record<string, unknown>): void {
  if (id !== "run_screener") return;
  const inline = ["universe", "rows"].find((field) => input[field] !== undefined);
  if (inline)
    throw invalid(
      `/${inline}`,
      "The page preview runs a stored screener (screenerId) only.",
      "Save the screener and preview it by screenerId, or run the inline screen with run_screener (one research call).",
    );
}

/** The web app's counted actions: each computes something new from the market data. */
export const WEB_COMPUTATIONS = [
  "simulate_portfolio",
  "run_screener",
  "run_monte_carlo",
  "get_efficient_frontier",
  "get_factor_exposures",
  "get_correlations",
  "run_sweep",
  "open_sweep_variant",
  "run_walk_forward",
] as const satisfies readonly (keyof Registry)[];

export const isWebComputation = (id: string): boolean => (WEB_COMPUTATIONS as readonly string[]).includes(id);
