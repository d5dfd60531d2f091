"use client";
// Growth of the starting capital against the benchmark, in money, with a log-scale toggle (equal
// percentage moves look equal across decades) and long-run monthly spans shaded. A run with cash flows
// can switch to its balance: the money in the portfolio, with the money put in and taken out so far
// drawn under it (the growth line stays time-weighted, as the metrics are).
import { useState } from "react";
import { TimeSeriesChart } from "@/components/charts/TimeSeriesChart";
import { LogScaleToggle } from "@/components/charts/LogScaleToggle";
import { SERIES_COLOURS } from "@/components/charts/chartStyle";
import { formatDate, formatMoney, formatMoneyShort } from "@/components/ui/format";
import type { MoneyRow, ValueRow } from "@/components/simulation/series";

interface Props {
  rows: ValueRow[];
  currency: string;
  benchmarkName: string | null;
  monthlyPeriods: { from: string; to: string }[];
  /** With cash flows: the balance and the money moved so far; null without. */
  money: MoneyRow[] | null;
}

type View = "growth" | "balance";

export function GrowthChart({ rows, currency, benchmarkName, monthlyPeriods, money }: Props) {
  const [log, setLog] = useState(false);
  const [view, setView] = useState<View>("growth");
  const shaded = monthlyPeriods.map((p) => `${formatDate(p.from)} to ${formatDate(p.to)}`).join("; ");
  const format = (v: number) => formatMoney(v, currency);
  const tick = (v: number) => formatMoneyShort(v, currency);
  const viewSwitch = money && <ViewSwitch view={view} onChange={setView} />;

  if (money && view === "balance") {
    const series = [
      { key: "balance", name: "Balance", colour: SERIES_COLOURS[0] },
      { key: "putIn", name: "Put in so far", colour: SERIES_COLOURS[2] },
    ];
    if (money.at(-1)!.takenOut > 0)
      series.push({ key: "takenOut", name: "Taken out so far", colour: SERIES_COLOURS[3] });
    return (
      <TimeSeriesChart
        title="Growth"
        description={`Money in the portfolio in ${currency} with the cash flows, and the money put in (the start included) and taken out so far.`}
        rows={money}
        series={series}
        format={format}
        tick={tick}
        height="h-80"
        actions={viewSwitch}
      />
    );
  }
  const series = [{ key: "value", name: "Strategy", colour: SERIES_COLOURS[0] }];
  if (benchmarkName) series.push({ key: "benchmark", name: benchmarkName, colour: SERIES_COLOURS[1] });
  return (
    <TimeSeriesChart
      title="Growth"
      description={
        <>
          Value in {currency}, {log ? "log" : "linear"} scale
          {money ? ", time-weighted: what the start would have become without the cash flows." : "."}
          {shaded && ` Shaded: monthly long-run history (${shaded}).`}
        </>
      }
      rows={rows}
      series={series}
      format={format}
      tick={tick}
      log={log}
      shaded={monthlyPeriods}
      height="h-80"
      actions={
        <>
          {viewSwitch}
          <LogScaleToggle log={log} onChange={setLog} />
        </>
      }
    />
  );
}

const VIEWS: { id: View; label: string }[] = [
  { id: "growth", label: "Growth" },
  { id: "balance", label: "Balance" },
];

function ViewSwitch({ view, onChange }: { view: View; onChange(view: View): void }) {
  return (
    <div
      role="radiogroup"
      aria-label="Show"
      className="flex h-8 rounded-md border border-border-strong text-sm"
    >
      {VIEWS.map((v) => (
        <label
          key={v.id}
          className="flex cursor-pointer items-center px-2.5 has-checked:bg-surface-2 has-checked:font-medium has-focus-visible:outline-2"
        >
          <input
            type="radio"
            name="growth-view"
            className="sr-only"
            checked={view === v.id}
            onChange={() => onChange(v.id)}
          />
          {v.label}
        </label>
      ))}
    </div>
  );
}
