"use client";
// Fixed weights: a number box (%) and a slider per instrument or model, the remainder below, and a
// button that spreads what is left evenly over the rows still at zero (over all rows when none is);
// beside it, other ways to fill the weights (the efficient frontier).
import { Fragment, useId } from "react";
import { Wand2 } from "lucide-react";
import { Button } from "@/components/ui/Button";
import { NumberInput } from "@/components/ui/NumberInput";
import { cn } from "@/components/ui/cn";

export interface WeightRow {
  key: string;
  label: string;
  /** A fraction; null when not given yet. */
  weight: number | null;
}

interface Props {
  rows: WeightRow[];
  onChange(weights: Record<string, number>): void;
  /** Per row: a remove button, when the rows are the weight map's own. */
  onRemove?(key: string): void;
  caption: string;
  /** Beside "Spread the rest evenly" (the efficient frontier). */
  actions?: React.ReactNode;
  /** The check's message for a row's weight, by row key, in words; shown under the row as it is typed. */
  errors?: Record<string, string | undefined>;
  /** The check's message for the weights as a whole (their sum). */
  totalError?: string;
}

/** Fractions kept to basis points, so 1/3 + 1/3 + 1/3 adds up on screen and in the request. */
const bp = (x: number) => Math.round(x * 10_000) / 10_000;

/**
 * Weights that sum to 1 (a frontier point's) rounded to basis points for the given keys (a missing one
 * is 0), the largest taking the rounding so the total stays exactly 100 %.
 */
export function inBasisPoints(weights: Record<string, number>, keys: string[]): Record<string, number> {
  const out = Object.fromEntries(keys.map((k) => [k, bp(weights[k] ?? 0)]));
  const largest = keys.reduce((a, k) => (out[k] > out[a] ? k : a), keys[0]);
  out[largest] = bp(1 - keys.reduce((sum, k) => (k === largest ? sum : sum + out[k]), 0));
  return out;
}

export function spreadRest(rows: WeightRow[]): Record<string, number> {
  const given = Object.fromEntries(rows.map((r) => [r.key, r.weight ?? 0]));
  const rest = 1 - Object.values(given).reduce((a, b) => a + b, 0);
  const empty = rows.filter((r) => !r.weight);
  const over = empty.length ? empty : rows;
  if (over.length === 0 || Math.abs(rest) < 1e-9) return given;
  over.forEach((r, i) => {
    // The last row takes the rounding, so the total is exactly 100 %.
    const share =
      i === over.length - 1 ? rest - bp(rest / over.length) * (over.length - 1) : rest / over.length;
    given[r.key] = bp(given[r.key] + share);
  });
  return given;
}

export function WeightTable({ rows, onChange, onRemove, caption, actions, errors = {}, totalError }: Props) {
  const errorId = useId();
  const weights = Object.fromEntries(rows.map((r) => [r.key, r.weight ?? 0]));
  const total = bp(Object.values(weights).reduce((a, b) => a + b, 0));
  const rest = bp(1 - total);
  const set = (key: string, value: number | null) => onChange({ ...weights, [key]: bp(value ?? 0) });
  if (rows.length === 0) return <p className="text-sm text-muted">Add instruments to weight them.</p>;
  return (
    <div className="flex flex-col gap-2">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Holding</th>
            <th scope="col">Weight</th>
            <th scope="col">Slider</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <Fragment key={r.key}>
              <tr className={cn("border-b border-border last:border-0", errors[r.key] && "border-b-0")}>
                <th scope="row" className="py-1.5 pr-2 text-left font-medium">
                  {r.label}
                </th>
                <td className="w-28 py-1.5 pr-2">
                  <NumberInput
                    aria-label={`${r.label} weight`}
                    aria-invalid={errors[r.key] ? true : undefined}
                    aria-describedby={errors[r.key] ? `${errorId}-${i}` : undefined}
                    unit="percent"
                    min={0}
                    max={1}
                    value={r.weight}
                    onValueChange={(v) => set(r.key, v)}
                  />
                </td>
                <td className="hidden w-2/5 py-1.5 sm:table-cell">
                  <input
                    type="range"
                    data-slot="slider"
                    aria-label={`${r.label} weight slider`}
                    min={0}
                    max={100}
                    step={1}
                    value={Math.round((r.weight ?? 0) * 100)}
                    onChange={(e) => set(r.key, Number(e.target.value) / 100)}
                    className="w-full accent-(--accent)"
                  />
                </td>
                {onRemove && (
                  <td className="w-8 py-1.5 pl-1 text-right">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Remove ${r.label}`}
                      onClick={() => onRemove(r.key)}
                    >
                      ×
                    </Button>
                  </td>
                )}
              </tr>
              {errors[r.key] && (
                <tr className="border-b border-border last:border-0">
                  <td colSpan={onRemove ? 4 : 3} className="pb-2 text-xs text-bad" id={`${errorId}-${i}`}>
                    {errors[r.key]}
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
      {totalError && <p className="text-xs text-bad">{totalError}</p>}
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p role="status" className={cn("tabular-nums", rest !== 0 && "text-warn")}>
          {rest === 0
            ? "Adds up to 100 %."
            : rest > 0
              ? `${bp(rest * 100)} % left to place`
              : `${bp(-rest * 100)} % too much`}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            icon={<Wand2 />}
            disabled={rest === 0}
            onClick={() => onChange(spreadRest(rows))}
          >
            Spread the rest evenly
          </Button>
          {actions}
        </div>
      </div>
    </div>
  );
}
