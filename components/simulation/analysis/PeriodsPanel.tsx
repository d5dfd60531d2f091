"use client";
// "Did I just pick a lucky start date?" (web.get_period_returns, a read of the stored result: no call
// counted): every start year against every end year as a heatmap of CAGR or max drawdown, and the
// worst, median and best rolling 1/3/5/10-year returns. Read when the tab opens.
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/TRPCProvider";
import type { Outputs } from "@/components/providers/operations";
import { CallError } from "@/components/ui/CallError";
import { Loading, Skeleton } from "@/components/ui/Skeleton";
import { RadioChoices } from "@/components/ui/RadioChoices";
import { cn } from "@/components/ui/cn";
import { formatDate, formatPercent } from "@/components/ui/format";
import { returnTint } from "@/components/simulation/returnTint";

type Result = Outputs["web"]["get_period_returns"]["data"]["result"];
type Cell = NonNullable<Result["triangle"]>[number];
type Figure = "cagr" | "maxDrawdown";

const FIGURES: { value: Figure; label: string; fullAt: number }[] = [
  { value: "cagr", label: "Annual return (CAGR)", fullAt: 0.2 },
  { value: "maxDrawdown", label: "Max drawdown", fullAt: 0.5 },
];

export function PeriodsPanel({ simulationId }: { simulationId: string }) {
  const trpc = useTRPC();
  const query = useQuery(trpc.web.get_period_returns.queryOptions({ simulationId }));
  const [figure, setFigure] = useState<Figure>("cagr");
  const result = query.data?.data.result;
  if (query.error) return <CallError error={query.error} />;
  if (!result?.triangle || !result.rolling)
    return (
      <Loading label="Loading the returns over every span">
        <Skeleton className="h-64 w-full" />
      </Loading>
    );
  return (
    <div className="space-y-5">
      <Rolling rolling={result.rolling} />
      <RadioChoices
        legend="Figure in the grid"
        name="period-figure"
        options={FIGURES}
        value={figure}
        onChange={setFigure}
      />
      <Triangle cells={result.triangle} figure={FIGURES.find((f) => f.value === figure)!} />
    </div>
  );
}

function Rolling({ rolling }: { rolling: NonNullable<Result["rolling"]> }) {
  const cell = "px-2 py-1.5 text-right tabular-nums";
  return (
    <table className="w-full max-w-xl border-collapse text-sm" aria-label="Rolling returns">
      <caption className="mb-1 text-left text-muted">
        Annualised return of every window between month ends: the worst and best say how much the start date
        mattered.
      </caption>
      <thead>
        <tr className="text-muted">
          <th scope="col" className="px-2 py-1.5 text-left font-medium">
            Window
          </th>
          <th scope="col" className={cn(cell, "font-medium")}>
            Worst
          </th>
          <th scope="col" className={cn(cell, "font-medium")}>
            Median
          </th>
          <th scope="col" className={cn(cell, "font-medium")}>
            Best
          </th>
        </tr>
      </thead>
      <tbody>
        {rolling.map((r) => (
          <tr key={r.years} className="border-t border-border">
            <th scope="row" className="px-2 py-1.5 text-left font-medium">
              {r.years} year{r.years > 1 ? "s" : ""}
            </th>
            {r.windows === 0 ? (
              <td colSpan={3} className={cn(cell, "text-muted")}>
                The backtest is shorter than {r.years} year{r.years > 1 ? "s" : ""}
              </td>
            ) : (
              <>
                <td className={cell} title={`Window ending ${formatDate(r.worstEnd!)}`}>
                  {formatPercent(r.worst)}
                </td>
                <td className={cell}>{formatPercent(r.median)}</td>
                <td className={cell} title={`Window ending ${formatDate(r.bestEnd!)}`}>
                  {formatPercent(r.best)}
                </td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Triangle({ cells, figure }: { cells: Cell[]; figure: (typeof FIGURES)[number] }) {
  const years = [...new Set(cells.map((c) => c.startYear))];
  const at = new Map(cells.map((c) => [`${c.startYear}-${c.endYear}`, c]));
  const cell = "px-1.5 py-1 text-right tabular-nums whitespace-nowrap";
  return (
    <div>
      <p className="mb-1 text-sm text-muted">
        {figure.label} from the start of each row&apos;s year to the end of each column&apos;s year.
        {years.length > 8 && " On a narrow screen the grid scrolls sideways."}
      </p>
      <div
        role="region"
        aria-label="Returns by start and end year"
        tabIndex={0}
        className="max-w-full overflow-x-auto rounded-lg border border-border"
      >
        <table className="border-collapse text-xs" aria-label={`${figure.label} by start and end year`}>
          <thead className="bg-surface-2">
            <tr>
              <th
                scope="col"
                className="sticky left-0 bg-surface-2 px-2 py-1 text-left font-medium text-muted"
              >
                From \ to
              </th>
              {years.map((y) => (
                <th key={y} scope="col" className={cn(cell, "font-medium text-muted")}>
                  {y}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {years.map((start) => (
              <tr key={start} className="border-t border-border">
                <th scope="row" className="sticky left-0 bg-surface px-2 py-1 text-left font-medium">
                  {start}
                </th>
                {years.map((end) => {
                  const c = at.get(`${start}-${end}`);
                  const x = c ? c[figure.value] : null;
                  return (
                    <td key={end} className={cell} style={returnTint(x, figure.fullAt)}>
                      {x === null ? "" : formatPercent(x, 0)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
