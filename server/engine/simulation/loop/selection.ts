// Selection: the candidates a rebalance at close t allocates over, in selection order, on data up to
// close t-1, and, when they come from entry screeners, how much of each screen row had values there.
//   reads   spec.selection, spec.exits.maxPositions, the leg's method and weights, positions (held
//           columns, with an exit screener), blockedUntil, prices on rows t-1 and t;
//   sets    nothing.
// A fixed_weights leg holds the tickers its weight map names (so a riskOff leg can move into instruments
// outside the riskOn selection). With an exit screener, holdings it does not name stay and come first.
import { priceAt, type LoopContext } from "@/server/engine/simulation/loop/context";
import type { LoopState } from "@/server/engine/simulation/loop/state";
import type { LegSpec, RowCoverage } from "@/server/engine/simulation/spec";

export interface Candidates {
  /** Panel columns, in selection order. */
  cols: number[];
  /** The entry screeners' rows at the decision; empty when the candidates do not come from them. */
  coverage: RowCoverage[];
}

export function candidates(ctx: LoopContext, state: LoopState, t: number, leg: LegSpec): Candidates {
  const { spec, panel } = ctx;
  let list: (number | undefined)[];
  let coverage: RowCoverage[] = [];
  if (leg.method === "fixed_weights") list = columns(ctx, Object.keys(leg.settings.weight ?? {}));
  else if ("instruments" in spec.selection) list = columns(ctx, spec.selection.instruments);
  else {
    const screened = spec.selection.select(t - 1);
    coverage = screened.coverage;
    const entry = columns(ctx, screened.tickers);
    if (!spec.selection.exit) list = entry;
    else {
      const leaving = new Set(spec.selection.exit(t - 1));
      const named = (col: number) => leaving.has(panel.tickers[col]);
      const kept = state.positions.list
        .map((p) => p.col)
        .filter((col) => !named(col) && tradable(ctx, state, t, col));
      const keptSet = new Set(kept);
      list = [...kept, ...entry.filter((col) => col !== undefined && !keptSet.has(col) && !named(col))];
    }
  }
  // The tradable ones, each once, in list order, at most maxPositions.
  const max = spec.exits.maxPositions ?? Infinity;
  const out: number[] = [];
  const seen = new Set<number>();
  for (const col of list) {
    if (out.length >= max) break;
    if (!tradable(ctx, state, t, col) || seen.has(col)) continue;
    seen.add(col);
    out.push(col);
  }
  return { cols: out, coverage };
}

const columns = ({ panel }: LoopContext, tickers: string[]) => tickers.map((s) => panel.column.get(s));

/** In the panel, with a bar on the decision row and today, and not blocked after an exit. */
function tradable(ctx: LoopContext, state: LoopState, t: number, col: number | undefined): col is number {
  return (
    col !== undefined &&
    Number.isFinite(priceAt(ctx, t - 1, col)) &&
    Number.isFinite(priceAt(ctx, t, col)) &&
    !((state.blockedUntil.get(col) ?? "") > ctx.panel.dates[t])
  );
}
