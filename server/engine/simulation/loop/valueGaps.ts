// Cash for want of values (docs/methodology.md "Selection"): the spans in which a screener-driven
// strategy held cash, or fewer positions than it could, because its entry screens had no values, as
// opposed to screens that matched nothing on real values. Decided at each rebalance at close t from the
// screen run on row t-1 and the candidates it gave, nothing later:
//   - a row is blind when its filter had no value for more than half of the priced instruments it was
//     given (an earlier row that left it nothing makes it neither);
//   - the rebalance is short when it has fewer candidates than maxPositions, or none without a cap.
// A rebalance both short and with a blind row opens a span or extends the open one (the rows are the
// union, each with its reading where it first was blind); the next rebalance that is not closes it on
// its own day, the day it buys again; the run's last day closes the last.
//   reads   spec.exits.maxPositions, the rebalance's candidates and their entry screens' coverage;
//   sets    valueGaps, gapOpen.
import type { LoopContext } from "@/server/engine/simulation/loop/context";
import type { Candidates } from "@/server/engine/simulation/loop/selection";
import type { LoopState } from "@/server/engine/simulation/loop/state";
import type { ValueGapSpan } from "@/server/engine/simulation/result";
import type { RowCoverage } from "@/server/engine/simulation/spec";

/** No value for more than half of the priced instruments the row was given. */
export const isBlind = (r: RowCoverage) => r.missing * 2 > r.priced;

export function noteValueGap(ctx: LoopContext, state: LoopState, t: number, picked: Candidates) {
  const max = ctx.spec.exits.maxPositions;
  const date = ctx.panel.dates[t];
  const open = state.gapOpen ? state.valueGaps[state.valueGaps.length - 1] : null;
  const rows = picked.coverage.filter(isBlind);
  const K = picked.cols.length;
  if (rows.length === 0 || K >= (max ?? 1)) {
    if (open) open.to = date;
    state.gapOpen = false;
    return;
  }
  if (!open) {
    state.valueGaps.push({ from: date, to: date, rebalances: 1, positions: K, maxPositions: max, rows });
    state.gapOpen = true;
    return;
  }
  open.to = date;
  open.rebalances++;
  open.positions = Math.max(open.positions, K);
  for (const r of rows)
    if (!open.rows.some((o) => o.screen === r.screen && o.row === r.row)) open.rows.push(r);
}

/** The spans at the end of the run: an open one runs to the last day. */
export function valueGapsAtEnd(ctx: LoopContext, state: LoopState): ValueGapSpan[] {
  const spans = state.valueGaps.map((s) => ({ ...s, rows: [...s.rows] }));
  if (state.gapOpen) spans[spans.length - 1].to = ctx.panel.dates[ctx.T - 1];
  return spans;
}
