// The points a person can pick on the efficient frontier: the frontier's own points from minimum variance
// up, with the maximum-Sharpe portfolio among them by return (it rarely falls on the evenly spaced grid),
// each named by what it is. The first pick is the point with about the volatility of the current mix
// ("the best return for the risk you take now"), or the maximum-Sharpe one when no mix is placed.
import type { Outputs } from "@/components/providers/operations";
import { formatPercent } from "@/components/ui/format";

export type Frontier = Outputs["get_efficient_frontier"]["data"]["result"];

export interface FrontierChoice {
  /** "Minimum variance", "Maximum Sharpe", "Highest return" or "Point 7 of 51". */
  name: string;
  volatility: number;
  return: number;
  sharpe: number;
  weights: Record<string, number>;
}

export function choicesOf(frontier: Frontier): FrontierChoice[] {
  const { points, maximumSharpe: ms } = frontier;
  const close = (a: number, b: number) => Math.abs(a - b) < 1e-10;
  // A corner (all in one instrument, say) can be both a grid point and the maximum-Sharpe portfolio.
  const same = points.findIndex((p) => close(p.return, ms.return) && close(p.volatility, ms.volatility));
  const above = points.findIndex((p) => p.return > ms.return);
  const at = same >= 0 ? same : above < 0 ? points.length : above;
  const list = same >= 0 ? points : [...points.slice(0, at), ms, ...points.slice(at)];
  const last = list.length - 1;
  return list.map((p, i) => ({
    name:
      i === at
        ? "Maximum Sharpe"
        : i === 0
          ? "Minimum variance"
          : i === last
            ? "Highest return"
            : `Point ${i + 1} of ${list.length}`,
    volatility: p.volatility,
    return: p.return,
    sharpe: p.sharpe,
    weights: p.weights,
  }));
}

/** The first choice shown: nearest the current mix's volatility, else the maximum-Sharpe one. */
export function firstChoice(choices: FrontierChoice[], frontier: Frontier): number {
  const mix = frontier.portfolio;
  if (!mix) return choices.findIndex((c) => c.name === "Maximum Sharpe");
  let best = 0;
  choices.forEach((c, i) => {
    if (Math.abs(c.volatility - mix.volatility) < Math.abs(choices[best].volatility - mix.volatility))
      best = i;
  });
  return best;
}

/** "9.8 % volatility, 7.1 % return": a point in words (the slider's value, the chart's tooltip). */
export const pointInWords = (p: { volatility: number; return: number }) =>
  `${formatPercent(p.volatility)} volatility, ${formatPercent(p.return)} return`;
