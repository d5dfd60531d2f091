"use client";
// Two to five backtests side by side at a shareable address (/simulations/compare?ids=…):
// compare_simulations gives the growth on one grid of dates in one currency (the first run's, or the one
// picked among the runs' currencies), each one's daily drawdown and benchmark, and the calendar years;
// each one's full metrics (web.get_simulation_metrics) fill the side-by-side table, the best value in
// each row marked.
import { useState } from "react";
import Link from "next/link";
import { keepPreviousData, useQueries, useQuery } from "@tanstack/react-query";
import { Link2 } from "lucide-react";
import { useTRPC } from "@/components/providers/TRPCProvider";
import { errorBodyOf } from "@/components/providers/errorBody";
import { TimeSeriesChart } from "@/components/charts/TimeSeriesChart";
import { LogScaleToggle } from "@/components/charts/LogScaleToggle";
import { SERIES_COLOURS } from "@/components/charts/chartStyle";
import { ChartSwitch } from "@/components/charts/ChartSwitch";
import { Button } from "@/components/ui/Button";
import { ErrorState } from "@/components/ui/ErrorState";
import { Loading, Skeleton } from "@/components/ui/Skeleton";
import { formatDate, formatNumber, formatPercent } from "@/components/ui/format";
import {
  benchmarkKey,
  compareDrawdownRows,
  compareGrowthRows,
  COMPARED_CAPITAL,
} from "@/components/simulation/compareSeries";
import { CompareMetricTable } from "@/components/simulation/CompareMetricTable";
import { CompareYearsTable } from "@/components/simulation/CompareYearsTable";
import { copyLink } from "@/components/simulation/copyLink";
import { MAX_COMPARED, MIN_COMPARED } from "@/components/simulation/compareHref";

export function CompareView({ ids }: { ids: string[] }) {
  const trpc = useTRPC();
  const [log, setLog] = useState(false);
  const [showBenchmark, setShowBenchmark] = useState(false);
  // null: the first run's currency, as the service defaults.
  const [picked, setPicked] = useState<string | null>(null);
  const valid = ids.length >= MIN_COMPARED && ids.length <= MAX_COMPARED;
  const comparison = useQuery({
    ...trpc.compare_simulations.queryOptions({ simulationIds: ids, ...(picked ? { currency: picked } : {}) }),
    enabled: valid,
    placeholderData: keepPreviousData,
  });
  const metrics = useQueries({
    queries: ids.map((id) => ({
      ...trpc.web.get_simulation_metrics.queryOptions({ simulationId: id }),
      enabled: valid,
    })),
  });
  const header = (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div>
        <h1>Compare backtests</h1>
        <p className="mt-1 text-sm text-muted">
          Simulated on historical data; they do not predict future results.
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        icon={<Link2 aria-hidden />}
        onClick={() => copyLink(window.location.href, "It opens this comparison when you are signed in.")}
      >
        Copy link
      </Button>
    </div>
  );
  if (!valid) {
    return (
      <div className="grid gap-4">
        {header}
        <ErrorState title={`Pick ${MIN_COMPARED} to ${MAX_COMPARED} backtests to compare.`}>
          Tick them in <Link href="/simulations">your backtests</Link>.
        </ErrorState>
      </div>
    );
  }
  if (comparison.error) {
    const body = errorBodyOf(comparison.error);
    return (
      <div className="grid gap-4">
        {header}
        <ErrorState title={body.message}>
          {body.details
            .map((d) => d.fix)
            .filter(Boolean)
            .join(" ")}
        </ErrorState>
      </div>
    );
  }
  if (!comparison.data) {
    return (
      <div className="grid gap-4">
        {header}
        <Loading label="Loading the comparison" className="grid gap-4">
          <Skeleton className="h-96" />
          <Skeleton className="h-64" />
        </Loading>
      </div>
    );
  }
  const { simulations, growth, currency } = comparison.data.data.result;
  const names = simulations.map((s) => `${s.simulation.portfolioName} (from ${s.simulation.startYear})`);
  const series = simulations
    .map((s, i) => ({ key: s.simulation.id, name: names[i], colour: SERIES_COLOURS[i] }))
    .filter((s) => growth.some((g) => g.simulationId === s.key));
  const currencies = [...new Set(simulations.map((s) => s.simulation.baseCurrency))];
  // One line per benchmark: the first run that has each.
  const benchmarkRuns = simulations.filter(
    (s, i) =>
      s.simulation.benchmark &&
      growth.some((g) => g.simulationId === s.simulation.id && g.benchmark) &&
      simulations.findIndex(
        (o) => o.simulation.benchmark?.portfolioId === s.simulation.benchmark!.portfolioId,
      ) === i,
  );
  const benchmarkSeries = showBenchmark
    ? benchmarkRuns.map((s) => ({
        key: benchmarkKey(s.simulation.id),
        name: `Benchmark: ${s.simulation.benchmark!.name} (from ${s.simulation.startYear})`,
        colour: "var(--muted)",
        dashed: true,
      }))
    : [];
  const inCurrency = (v: number) => `${currency} ${formatNumber(v, 0)}`;
  const monthly = simulations.flatMap((s, i) =>
    s.monthlyPeriods.map((p) => `${names[i]}: ${formatDate(p.from)} to ${formatDate(p.to)}`),
  );
  return (
    <div className="grid gap-4">
      {header}
      <ul className="grid gap-1 text-sm" aria-label="Compared backtests">
        {simulations.map((s, i) => (
          <li key={s.simulation.id} className="flex flex-wrap items-center gap-x-2">
            <span
              aria-hidden
              className="inline-block size-2.5 rounded-sm"
              style={{ background: SERIES_COLOURS[i] }}
            />
            <Link href={`/simulations/${s.simulation.id}`}>{names[i]}</Link>
            <span className="text-muted">
              {s.available
                ? `CAGR ${formatPercent(s.headline?.portfolio.cagr)}, ` +
                  `over ${formatNumber(s.headline?.years, 1)} years`
                : "not finished yet"}
            </span>
          </li>
        ))}
      </ul>
      <TimeSeriesChart
        title="Growth"
        description={
          <>
            Value of {inCurrency(COMPARED_CAPITAL)} at each one&apos;s start, all in {currency}
            {currencies.length > 1 && " (converted day by day at the data's exchange rates)"};{" "}
            {log ? "log" : "linear"} scale; month ends beyond five years.
            {monthly.length > 0 && ` Monthly long-run history in: ${monthly.join("; ")}.`}
          </>
        }
        rows={compareGrowthRows(
          growth,
          benchmarkSeries.map((b) => b.key.replace(/:benchmark$/, "")),
        )}
        series={[...series, ...benchmarkSeries]}
        format={inCurrency}
        tick={inCurrency}
        axisWidth={96}
        log={log}
        height="h-80"
        actions={
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            {currencies.length > 1 && (
              <label className="flex h-8 items-center gap-2">
                Currency
                <select
                  className="h-8 rounded-md border border-border-strong bg-surface px-2"
                  value={currency}
                  onChange={(e) => setPicked(e.target.value)}
                >
                  {currencies.map((c) => (
                    <option key={c}>{c}</option>
                  ))}
                </select>
              </label>
            )}
            {benchmarkRuns.length > 0 && (
              <ChartSwitch label="Show benchmark" on={showBenchmark} onChange={setShowBenchmark} />
            )}
            <LogScaleToggle log={log} onChange={setLog} />
          </div>
        }
      />
      <TimeSeriesChart
        title="Drawdown"
        description="Fall below the previous high, in % of that high: the deepest daily fall in each period, in each run's own currency, so its low is the Max drawdown of the table."
        rows={compareDrawdownRows(growth)}
        series={series}
        format={(v) => formatPercent(v)}
        tick={(v) => formatPercent(v, 0)}
        minTickStep={0.01}
        height="h-56"
      />
      <CompareMetricTable names={names} metrics={metrics.map((m) => m.data?.data.result.metrics ?? null)} />
      <CompareYearsTable names={names} years={simulations.map((s) => s.years)} />
    </div>
  );
}
