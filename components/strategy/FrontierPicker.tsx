"use client";
// Picking a point of the efficient frontier without a mouse: a slider along the frontier (arrows, Home,
// End), buttons for the named points, the picked point in words beside the current mix, and its weights
// next to the current ones in a table.
import { useId } from "react";
import { pointInWords, type Frontier, type FrontierChoice } from "@/components/strategy/frontierChoices";
import { Button } from "@/components/ui/Button";
import { formatNumber, formatPercent } from "@/components/ui/format";

interface Props {
  frontier: Frontier;
  choices: FrontierChoice[];
  picked: number;
  onPick(index: number): void;
  /** The leg's tickers in table order, their names where known, and the current weights (fractions). */
  tickers: string[];
  names: Map<string, string>;
  current: Record<string, number>;
}

const NAMED = ["Minimum variance", "Maximum Sharpe", "Highest return"];

/** A frontier weight by the leg's ticker (the answer spells tickers in upper case). */
export const weightOf = (weights: Record<string, number>, ticker: string) =>
  weights[ticker.toUpperCase()] ?? weights[ticker] ?? 0;

export function FrontierPicker({ frontier, choices, picked, onPick, tickers, names, current }: Props) {
  const sliderId = useId();
  const choice = choices[picked];
  const mix = frontier.portfolio;
  return (
    <div className="flex flex-col gap-3">
      <div>
        <label htmlFor={sliderId} className="text-sm font-medium">
          Point on the frontier
        </label>
        <input
          id={sliderId}
          type="range"
          min={0}
          max={choices.length - 1}
          step={1}
          value={picked}
          aria-valuetext={`${choice.name}: ${pointInWords(choice)}`}
          onChange={(e) => onPick(Number(e.target.value))}
          className="mt-1 w-full accent-(--accent)"
        />
        <div className="flex justify-between text-xs text-muted" aria-hidden>
          <span>Least volatility</span>
          <span>Highest return</span>
        </div>
      </div>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Named points">
        {NAMED.map((name) => {
          const i = choices.findIndex((c) => c.name === name);
          return (
            <Button
              key={name}
              variant={i === picked ? "primary" : "secondary"}
              size="sm"
              aria-pressed={i === picked}
              onClick={() => onPick(i)}
            >
              {name}
            </Button>
          );
        })}
      </div>
      <p className="text-sm" aria-live="polite" data-testid="frontier-picked">
        <strong>{choice.name}</strong>: {pointInWords(choice)}, Sharpe {formatNumber(choice.sharpe)}.
        {mix && (
          <>
            {" "}
            Your weights: {pointInWords(mix)}, Sharpe {formatNumber(mix.sharpe)}.
          </>
        )}
      </p>
      <table className="w-full text-sm">
        <caption className="sr-only">Weights of the picked point and your weights</caption>
        <thead>
          <tr className="border-b border-border text-muted">
            <th scope="col" className="py-1.5 pr-2 text-left font-medium">
              Instrument
            </th>
            <th scope="col" className="py-1.5 pl-2 text-right font-medium">
              Picked
            </th>
            <th scope="col" className="py-1.5 pl-2 text-right font-medium">
              Yours
            </th>
          </tr>
        </thead>
        <tbody>
          {tickers.map((t) => (
            <tr key={t} className="border-b border-border last:border-0">
              <th scope="row" className="py-1.5 pr-2 text-left font-normal">
                <span className="font-medium">{t}</span>
                {names.has(t) && <span className="block text-xs text-muted">{names.get(t)}</span>}
              </th>
              <td className="py-1.5 pl-2 text-right tabular-nums">
                {formatPercent(weightOf(choice.weights, t))}
              </td>
              <td className="py-1.5 pl-2 text-right tabular-nums text-muted">
                {formatPercent(current[t] ?? 0)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
