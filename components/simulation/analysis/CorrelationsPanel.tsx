"use client";
// Correlations of what a finished backtest held (get_correlations: a research call, made on "Show"):
// the instruments of its rebalances, on month-end returns from its start year, as a heatmap table
// whose cells say their value in figures (the colour only repeats it).
import type { CSSProperties } from "react";
import { useTRPCClient } from "@/components/providers/TRPCProvider";
import { useQueryOnAction } from "@/components/providers/operations";
import { Button } from "@/components/ui/Button";
import { CallError } from "@/components/ui/CallError";
import { formatNumber } from "@/components/ui/format";

/** At most this many instruments (get_correlations' limit). */
const MAX_INSTRUMENTS = 30;

/** Positive correlations tint towards the accent, negative towards the "bad" colour, by their size. */
const cellStyle = (r: number): CSSProperties => ({
  background: `color-mix(in srgb, ${r >= 0 ? "var(--accent)" : "var(--bad)"} ${Math.round(Math.abs(r) * 45)}%, transparent)`,
});

export function CorrelationsPanel({ tickers, startYear }: { tickers: string[]; startYear: number }) {
  const show = useQueryOnAction(useTRPCClient().get_correlations);
  const instruments = tickers.slice(0, MAX_INSTRUMENTS);
  if (instruments.length < 2)
    return (
      <p className="text-sm text-muted">
        This backtest held fewer than two instruments: nothing to correlate.
      </p>
    );
  const result = show.data?.data.result;
  return (
    <div>
      <p className="mb-3 text-sm">
        Monthly returns of the {instruments.length} instruments this backtest held, from {startYear}.
      </p>
      <Button
        disabled={show.isPending}
        onClick={() => show.mutate({ instruments, startYear, frequency: "month" })}
      >
        {show.isPending ? "Reading…" : "Show correlations"}
      </Button>
      <CallError error={show.error} />
      {result && (
        <div
          className="mt-4 max-w-full overflow-x-auto"
          role="region"
          aria-label="Correlation matrix"
          tabIndex={0}
        >
          <table className="text-sm tabular-nums">
            <caption className="mb-2 text-left text-muted">
              Correlation of monthly returns, {result.returnsUsed} months ({result.from.slice(0, 7)} to{" "}
              {result.to.slice(0, 7)}): 1 moves together, 0 unrelated, −1 opposite.
            </caption>
            <thead>
              <tr>
                <td />
                {result.names.map((n) => (
                  <th key={n} scope="col" className="px-2 py-1 font-medium">
                    {n}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {result.names.map((row, i) => (
                <tr key={row}>
                  <th scope="row" className="px-2 py-1 text-left font-medium">
                    {row}
                  </th>
                  {result.matrix[i].map((r, j) => (
                    <td key={j} className="px-2 py-1 text-right" style={cellStyle(r)}>
                      {formatNumber(r, 2)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
