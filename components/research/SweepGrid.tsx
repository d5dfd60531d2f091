"use client";
// Two axes of a sweep as a heatmap: the first axis down, the second across, each cell the chosen
// metric tinted by how it compares with the median variant (greener better, redder worse), the best
// marked with a star and a ring. A cell is a button: click or Enter opens that variant as a backtest.
// A failed cell says so, with its reason on hover and to screen readers (and listed under the grid).
import { Star } from "lucide-react";
import { axisName, valueWords } from "@/components/research/axisValues";
import { formatMetric, type RankMetric } from "@/components/research/metrics";
import type { AxisValue, SweepAxis, SweepCell } from "@/components/research/types";
import { returnTint } from "@/components/simulation/returnTint";
import { cn } from "@/components/ui/cn";

export const cellKey = (values: AxisValue[]) => JSON.stringify(values);

interface Props {
  rows: SweepAxis;
  columns: SweepAxis;
  /** The cell at a row value and a column value. */
  cellAt(row: AxisValue, column: AxisValue): SweepCell | undefined;
  metric: RankMetric;
  /** Each cell's goodness (−1 to 1) by its index. */
  tint: Map<number, number | null>;
  best: number | null;
  opening: number | null;
  onOpen(index: number): void;
  caption: string;
}

export function SweepGrid({ rows, columns, cellAt, metric, tint, best, opening, onOpen, caption }: Props) {
  const head = "px-2 py-1.5 text-right font-medium text-muted whitespace-nowrap";
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      // relative: the failed cells' screen-reader text stays inside the scroll frame.
      className="relative max-w-full overflow-x-auto rounded-lg border border-border"
    >
      <table className="w-full border-collapse text-sm" data-testid="sweep-heatmap">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-2">
          <tr>
            <th scope="col" className="w-px min-w-20 px-2 py-1.5 text-left text-xs font-medium text-muted">
              <span className="block">{axisName(rows)} ↓</span>
              <span className="block">{axisName(columns)} →</span>
            </th>
            {columns.values.map((c) => (
              <th key={String(c)} scope="col" className={head}>
                {valueWords(columns, c)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.values.map((r) => (
            <tr key={String(r)} className="border-t border-border">
              <th scope="row" className="px-2 py-1.5 text-left font-medium whitespace-nowrap">
                {valueWords(rows, r)}
              </th>
              {columns.values.map((c) => {
                const cell = cellAt(r, c);
                return (
                  <td key={String(c)} className="p-0.5">
                    {cell && (
                      <GridCell
                        cell={cell}
                        metric={metric}
                        tint={tint.get(cell.index) ?? null}
                        best={cell.index === best}
                        opening={opening === cell.index}
                        onOpen={onOpen}
                        label={`${axisName(rows)} ${valueWords(rows, r)}, ${axisName(columns)} ${valueWords(columns, c)}`}
                      />
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface CellProps {
  cell: SweepCell;
  metric: RankMetric;
  tint: number | null;
  best: boolean;
  opening: boolean;
  onOpen(index: number): void;
  label: string;
}

function GridCell({ cell, metric, tint, best, opening, onOpen, label }: CellProps) {
  if (cell.state === "failed")
    return (
      <span title={cell.reason} className="block px-2 py-1.5 text-right text-xs text-bad italic">
        Failed<span className="sr-only">: {cell.reason}</span>
      </span>
    );
  const figure = formatMetric(metric, cell.metrics?.[metric.key]);
  return (
    <button
      type="button"
      data-slot="heatmap-cell"
      data-testid={best ? "best-cell" : undefined}
      title="Open this variant as a backtest"
      aria-label={`${label}: ${metric.label} ${figure}${best ? ", the best" : ""}. Open as a backtest.`}
      aria-busy={opening || undefined}
      onClick={() => onOpen(cell.index)}
      style={returnTint(tint, 1)}
      className={cn(
        "flex w-full min-w-14 items-center justify-end gap-1 rounded bg-transparent px-1.5 py-1.5 text-right text-fg sm:px-2",
        "cursor-pointer tabular-nums whitespace-nowrap",
        "hover:outline-2 hover:outline-accent focus-visible:outline-2 focus-visible:outline-accent",
        best && "font-semibold ring-2 ring-fg ring-inset",
        opening && "animate-pulse",
      )}
    >
      {best && <Star className="size-3.5 fill-current" aria-hidden />}
      {figure}
    </button>
  );
}
