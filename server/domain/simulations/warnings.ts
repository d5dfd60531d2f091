// A simulation's warnings (simulate_portfolio, get_simulation, get_simulation_metrics): what the run did
// that its figures do not show on their own. One today, held_cash_no_values: the spans in which a model
// held cash, or fewer positions than it could, because its entry screeners had no values
// (server/engine/simulation/loop/valueGaps.ts; the rule in docs/methodology.md "Selection"). Built at
// read time from the spans the result stores, so the wording can change without computing again.
import { z } from "zod";
import { filterById } from "@/server/catalogue/filters";
import { SIMULATION_WARNING_CODES } from "@/server/domain/screeners/warnings";
import type { ModelValueGaps } from "@/server/domain/simulations/compute";

const count = (d: string) => z.number().int().min(0).describe(d);

const rowSchema = z
  .object({
    screenerId: z.string().describe("The entry screener."),
    row: z.number().int().min(1).describe("Its row, from 1."),
    filter: z.string().describe("The row's filter id."),
    filterName: z.string().describe("The filter's name, as the screener editor shows it."),
    missing: count(
      "Priced instruments the row was given that had no value, where it first was blind (count).",
    ),
    priced: count("Priced instruments the row was given there (count)."),
  })
  .describe("A screen row that had no value for more than half of the priced instruments it was given.");

const spanSchema = z
  .object({
    from: z.string().describe("The first rebalance that held cash or too few positions (ISO date)."),
    to: z
      .string()
      .describe("The rebalance that bought again, or the run's last day when none did (ISO date)."),
    rebalances: count("Rebalances in the span that held cash or too few positions (count)."),
    positions: count("The most positions any of them could take (count; 0: all cash)."),
    maxPositions: z.number().int().nullable().describe("The model's maxPositions; null when it has none."),
    rows: z.array(rowSchema).describe("The rows that had no values, in the order first seen."),
  })
  .describe("A span of consecutive rebalances that held cash or too few positions for want of values.");

export const simulationWarningSchema = z
  .object({
    severity: z.enum(["warning"]).describe("Always warning: the simulation ran; read its figures with this."),
    code: z
      .enum(SIMULATION_WARNING_CODES)
      .describe(
        "held_cash_no_values: a model held cash, or fewer positions than it could, because its entry " +
          "screeners had no values, not because they matched nothing on real values. At a rebalance, decided " +
          "on the screen run on the previous close like the selection itself: a row is blind when its filter " +
          "had no value for more than half of the priced instruments it was given, and the rebalance is " +
          "short when it had fewer candidates than maxPositions (without maxPositions: none). Consecutive " +
          "rebalances both short and with a blind row make one span.",
      ),
    path: z
      .string()
      .describe("JSON pointer into the portfolio definition, such as /models/0/selection/entryScreeners."),
    model: z.string().describe("The model's name."),
    message: z.string().describe("What happened, with the spans' dates."),
    fix: z.string().describe("What to change."),
    spans: z.array(spanSchema).describe("The spans, in date order."),
  })
  .describe("Something the simulation did that its figures do not show on their own.");
export type SimulationWarning = z.infer<typeof simulationWarningSchema>;

export const simulationWarningsSchema = z
  .array(simulationWarningSchema)
  .nullable()
  .describe(
    "What the run did that its figures do not show (held_cash_no_values); empty when none; null until done.",
  );

/** The spans as a result stores them (compute.ts ModelValueGaps), checked where they leave the database. */
export const storedValueGapsSchema = z.array(
  z.object({
    model: z.number().int(),
    name: z.string(),
    spans: z.array(
      z.object({
        from: z.string(),
        to: z.string(),
        rebalances: z.number().int(),
        positions: z.number().int(),
        maxPositions: z.number().int().nullable(),
        rows: z.array(
          z.object({
            screen: z.string(),
            row: z.number().int(),
            filter: z.string(),
            missing: z.number().int(),
            priced: z.number().int(),
          }),
        ),
      }),
    ),
  }),
) satisfies z.ZodType<ModelValueGaps[]>;

const filterName = (id: string) => filterById(id)?.name ?? id;

function sentence(s: SimulationWarning["spans"][number]): string {
  const held = s.positions === 0 ? "Held cash" : `Held only ${s.positions} of ${s.maxPositions} positions`;
  const rows = s.rows
    .map(
      (r) =>
        `row ${r.row} (“${r.filterName}”) of entry screener ${r.screenerId} had no value for ${r.missing} of the ${r.priced} priced instruments it was given`,
    )
    .join(", and ");
  const times = s.rebalances === 1 ? "1 rebalance" : `${s.rebalances} rebalances`;
  return `${held} from ${s.from} to ${s.to} (${times}): ${rows}.`;
}

/** One warning per model with spans; results from before engine-2026.11.10 have none to report. */
export function simulationWarnings(gaps: ModelValueGaps[] | undefined): SimulationWarning[] {
  return (gaps ?? []).map((g) => {
    const spans = g.spans.map((s) => ({
      from: s.from,
      to: s.to,
      rebalances: s.rebalances,
      positions: s.positions,
      maxPositions: s.maxPositions,
      rows: s.rows.map((r) => ({
        screenerId: r.screen,
        row: r.row,
        filter: r.filter,
        filterName: filterName(r.filter),
        missing: r.missing,
        priced: r.priced,
      })),
    }));
    return {
      severity: "warning" as const,
      code: "held_cash_no_values" as const,
      path: `/models/${g.model}/selection/entryScreeners`,
      model: g.name,
      message: `Model “${g.name}”: ${spans.map(sentence).join(" ")} The data has no values there, so those rows could not judge the instruments: over these dates the figures are not what the strategy would have held.`,
      fix: "Screen with filters that have values over these dates (run_screener as of a date in the span names the rows without values), or start or end the backtest outside the spans.",
      spans,
    };
  });
}
