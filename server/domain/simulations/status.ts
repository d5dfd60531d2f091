// Where a simulation stands, as simulate_portfolio and get_simulation return it: the summary, the state
// (queued, running with a progress fraction, done, failed with a reason), whether the result can be read
// and, when done, the headline figures of the portfolio and its benchmark and the run's warnings.
import { z } from "zod";
import {
  headlineBlockOf,
  headlineBlockSchema,
  summaryOf,
  simulationSummarySchema,
} from "@/server/domain/simulations/summary";
import { requestOf, storedCardOf } from "@/server/domain/simulations/stored";
import { simulationWarnings, simulationWarningsSchema } from "@/server/domain/simulations/warnings";
import {
  SIMULATION_STATES,
  type SimulationRow,
  type SimulationState,
} from "@/server/domain/simulations/store";

export const simulationStateSchema = z
  .enum(SIMULATION_STATES)
  .describe(
    "queued: waiting for a worker; running: being computed (see progress); done: the result can be read; " +
      "failed: see reason.",
  );

export const statusSchema = z
  .object({
    simulation: simulationSummarySchema,
    state: simulationStateSchema,
    progress: z
      .number()
      .min(0)
      .max(1)
      .describe(
        "Share of the work done (fraction): 0.05 started, moving with the simulated years to 0.7 once the " +
          "portfolio is simulated and to 0.9 once the benchmark is, 1 done; written a few times a second at " +
          "most.",
      ),
    reason: z.string().nullable().describe("Why it failed; null unless failed."),
    available: z
      .boolean()
      .describe(
        "True when the result can be read (get_simulation_metrics, compare_simulations); false: call get_simulation again later.",
      ),
    headline: headlineBlockSchema,
    warnings: simulationWarningsSchema,
  })
  .describe("A simulation and where it stands.");

export function statusOf(row: SimulationRow): z.infer<typeof statusSchema> {
  const card = row.state === "done" ? storedCardOf(row) : null;
  return {
    simulation: summaryOf(row.id, row.portfolioId, requestOf(row)),
    state: row.state as SimulationState,
    progress: row.progress,
    reason: row.state === "failed" ? row.error : null,
    available: card !== null,
    headline: headlineBlockOf(card),
    warnings: card && simulationWarnings(card.valueGaps),
  };
}

export function statusLine(row: SimulationRow): string {
  switch (row.state) {
    case "done": {
      const c = storedCardOf(row);
      const pct = (x: number | null) => (x === null ? "n/a" : `${(x * 100).toFixed(1)}%`);
      return `Done: total return ${pct(c.headline.totalReturn)}, CAGR ${pct(c.headline.cagr)}, max drawdown ${pct(c.headline.maxDrawdown)} over ${c.years?.toFixed(1) ?? "n/a"} years.`;
    }
    case "failed":
      return `Failed: ${row.error}`;
    case "running":
      return `Running (${Math.round(row.progress * 100)}%); call get_simulation again shortly.`;
    default:
      return "Queued for a worker; call get_simulation with the simulationId (or jobId) until it is done.";
  }
}
