// Rebalance sizing net of the trades' own costs. A person who asks for weights w_i of their money (and
// no leverage) must not end up borrowing the costs, so the trades are sized on the value V' left after
// paying them: V' = V - c * sum_i |w_i V' - h_i| (V the value to allocate, h_i the holdings, c the cost
// rate; a holding outside the targets has w_i = 0). Costs are linear in the traded amounts, so
// f(x) = x + c * sum_i |w_i x - h_i| - V is piecewise linear with breakpoints h_i / w_i and strictly
// increasing (slope >= 1 - c * sum w_i > 0); the root is found exactly on its piece, not by iteration.
// docs/methodology.md "Trading, costs, dividends, taxes, cash".

/** A position to size: its value now and its target weight of V' (weight x leverage; 0 = sell out). */
export interface Sized {
  have: number;
  weight: number;
}

const byBreakpoint = (a: Sized, b: Sized) => a.have / a.weight - b.have / b.weight;

/** The value left after paying the costs of trading every `have` to weight x V'. */
export function postCostValue(V: number, positions: Sized[], cost: number): number {
  if (cost === 0) return V;
  // Below every breakpoint each target term is h_i - w_i x: f(x) = slope x + offset.
  let slope = 1;
  let offset = -V;
  const breakpoints: Sized[] = [];
  for (const p of positions) {
    offset += cost * Math.abs(p.have);
    if (p.weight === 0) continue;
    slope -= cost * p.weight;
    breakpoints.push(p);
  }
  if (!(slope > 0)) throw new Error(`costs of ${cost} per unit traded with weights summing past ${1 / cost}`);
  breakpoints.sort(byBreakpoint);
  for (const p of breakpoints) {
    const at = p.have / p.weight;
    if (slope * at + offset >= 0) break;
    // Past this breakpoint the term is w_i x - h_i.
    slope += 2 * cost * p.weight;
    offset -= 2 * cost * p.have;
  }
  return -offset / slope;
}
