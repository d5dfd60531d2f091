"use client";
// Growth of the starting capital against the benchmark, in money, with a log-scale toggle (equal
// percentage moves look equal across decades) and long-run monthly spans shaded.
import { useState } from "react";
import { TimeSeriesChart } from "@/components/charts/TimeSeriesChart";
import { SERIES_COLOURS } from "@/components/charts/chartStyle";
import { formatDate, formatMoney, formatMoneyShort } from "@/components/ui/format";
import type { ValueRow } from "@/components/simulation/series";

interface Props {
  rows: ValueRow[];
  currency: string;
  benchmarkName: string | null;
  monthlyPeriods: { from: string; to: string }[];
}

export function GrowthChart({ rows, currency, benchmarkName, monthlyPeriods }: Props) {
  const [log, setLog] = useState(false);
  const series = [{ key: "value", name: "Strategy", colour: SERIES_COLOURS[0] }];
  if (benchmarkName) series.push({ key: "benchmark", name: benchmarkName, colour: SERIES_COLOURS[1] });
  const shaded = monthlyPeriods.map((p) => `${formatDate(p.from)} to ${formatDate(p.to)}`).join("; ");
  return (
    <TimeSeriesChart
      title="Growth"
      description={
        <>
          Value in {currency}, {log ? "log" : "linear"} scale.
          {shaded && ` Shaded: monthly long-run history (${shaded}).`}
        </>
      }
      rows={rows}
      series={series}
      format={(v) => formatMoney(v, currency)}
      tick={(v) => formatMoneyShort(v, currency)}
      log={log}
      shaded={monthlyPeriods}
      height="h-80"
      actions={
        <label className="flex h-8 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-(--accent)"
            checked={log}
            onChange={(e) => setLog(e.target.checked)}
          />
          Log scale
        </label>
      }
    />
  );
}
