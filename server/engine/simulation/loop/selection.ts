// Selection: the candidates a rebalance at close t allocates over, in selection order, on data up to
// close t-1.
//   reads   spec.selection, spec.exits.maxPositions, the leg's method and weights, positions (held
//           columns, with an exit screener), blockedUntil, prices on rows t-1 and t;
//   sets    nothing.
// A fixed_weights leg holds the tickers its weight map names (so a riskOff leg can move into instruments
// outside the riskOn selection). With an exit screener, holdings it does not name stay and come first.
import { priceAt, type LoopContext } from "@/server/engine/simulation/loop/context";
import type { LoopState } from "@/server/engine/simulation/loop/state";
import type { LegSpec } from "@/server/engine/simulation/spec";

export function candidates(ctx: LoopContext, state: LoopState, t: number, leg: LegSpec): number[] {
  const { spec, panel } = ctx;
  const tradable = (col: number | undefined): col is number =>
    col !== undefined &&
    Number.isFinite(priceAt(ctx, t - 1, col)) &&
    Number.isFinite(priceAt(ctx, t, col)) &&
    !((state.blockedUntil.get(col) ?? "") > panel.dates[t]);
  const columns = (tickers: string[]) => tickers.map((s) => panel.column.get(s));
  let list: number[];
  if (leg.method === "fixed_weights") list = columns(Object.keys(leg.settings.weight ?? {})).filter(tradable);
  else if ("instruments" in spec.selection) list = columns(spec.selection.instruments).filter(tradable);
  else {
    const entry = columns(spec.selection.select(t - 1));
    if (spec.selection.exit) {
      const leaving = new Set(spec.selection.exit(t - 1));
      const named = (col: number) => leaving.has(panel.tickers[col]);
      const kept = [...state.positions.keys()].filter((col) => !named(col) && tradable(col));
      const keptSet = new Set(kept);
      const entering = entry.filter(tradable).filter((col) => !keptSet.has(col) && !named(col));
      list = [...kept, ...entering];
    } else list = entry.filter(tradable);
  }
  const unique = [...new Set(list)];
  return spec.exits.maxPositions === null ? unique : unique.slice(0, spec.exits.maxPositions);
}
