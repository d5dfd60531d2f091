"use client";
// A finished simulation in full (web.get_simulation_metrics with the daily series), in the order PV
// users expect: growth against the benchmark, drawdown, calendar years, the monthly heatmap, rolling
// 12 months, allocation over time, every metric, the analysis tabs, then the rebalances and trades. The chart series are
// derived here once per result (components/simulation/series.ts).
import { useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/TRPCProvider";
import type { MetricsResult, SimulationSummary } from "@/components/simulation/types";
import { errorBodyOf } from "@/components/providers/errorBody";
import { ErrorState } from "@/components/ui/ErrorState";
import { Loading } from "@/components/ui/Skeleton";
import {
  drawdownRows,
  moneyRows,
  periodEnds,
  periodReturns,
  rolling12,
  valueRows,
} from "@/components/simulation/series";
import { ResultSkeleton } from "@/components/simulation/ResultSkeleton";
import { metricsQuery } from "@/components/simulation/metricsQuery";
import { GrowthChart } from "@/components/simulation/GrowthChart";
import { DrawdownChart } from "@/components/simulation/DrawdownChart";
import { AnnualReturnsChart } from "@/components/simulation/AnnualReturnsChart";
import { MonthlyHeatmap } from "@/components/simulation/MonthlyHeatmap";
import { RollingCharts } from "@/components/simulation/RollingCharts";
import { AllocationChart } from "@/components/simulation/AllocationChart";
import { MetricTable } from "@/components/simulation/MetricTable";
import { RebalancesAndTrades } from "@/components/simulation/RebalancesAndTrades";
import { AnalysisTabs } from "@/components/simulation/analysis/AnalysisTabs";
import { CashFlowSummary } from "@/components/simulation/CashFlowSummary";

/** Points a time chart draws: two a pixel column or so on a laptop, few enough to draw at once. */
const MAX_POINTS = 500;

/**
 * The full result with the daily series. SimulationView asks for it beside the status, so a finished
 * result needs no second round trip; an answer from before the run finished (available false) is
 * stale at once, so it is read again when the result mounts.
 */
export function useMetrics(id: string, enabled = true) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.web.get_simulation_metrics.queryOptions(metricsQuery(id)),
    enabled,
    staleTime: (q) => (q.state.data?.data.result.available ? Infinity : 0),
  });
}

/** The instruments held at any rebalance (a Combined's: its models', whose own rows name models). */
const heldInstruments = (result: MetricsResult) => {
  const rebalances = result.models ? result.models.flatMap((m) => m.rebalances) : (result.rebalances ?? []);
  return [...new Set(rebalances.flatMap((r) => r.holdings.map((h) => h.ticker)))];
};

export function SimulationResult({ id, simulation }: { id: string; simulation: SimulationSummary }) {
  const metrics = useMetrics(id);
  const result = metrics.data?.data.result;
  const series = useMemo(() => {
    const daily = result?.daily;
    if (!daily?.length) return null;
    const values = valueRows(daily, MAX_POINTS);
    const flows = result?.cashFlows;
    return {
      values,
      money: flows ? moneyRows(values, flows.made, simulation.startingCapital) : null,
      drawdowns: drawdownRows(daily, MAX_POINTS),
      benchmarkYears: periodReturns(periodEnds(daily, "year")),
      rolling: rolling12(periodEnds(daily, "month")),
      lastDate: daily[daily.length - 1].date,
    };
  }, [result, simulation.startingCapital]);
  if (metrics.error) {
    const body = errorBodyOf(metrics.error);
    return <ErrorState title={body.message}>Reload the page to try again.</ErrorState>;
  }
  if (!result || !series || !result.metrics) {
    return (
      <Loading label="Loading the charts">
        <ResultSkeleton />
      </Loading>
    );
  }
  const currency = simulation.baseCurrency;
  const benchmarkName = simulation.benchmark?.name ?? null;
  const monthlyPeriods = result.monthlyPeriods ?? [];
  return (
    <>
      <GrowthChart
        rows={series.values}
        currency={currency}
        benchmarkName={benchmarkName}
        monthlyPeriods={monthlyPeriods}
        money={series.money}
      />
      <DrawdownChart rows={series.drawdowns} benchmarkName={benchmarkName} />
      <AnnualReturnsChart
        yearly={result.yearly ?? []}
        benchmarkYears={series.benchmarkYears}
        benchmarkName={benchmarkName}
      />
      <MonthlyHeatmap monthly={result.monthly ?? []} yearly={result.yearly ?? []} />
      <RollingCharts rows={series.rolling} benchmarkName={benchmarkName} />
      <AllocationChart rebalances={result.rebalances ?? []} lastDate={series.lastDate} />
      <MetricTable metrics={result.metrics} benchmark={result.benchmark} benchmarkName={benchmarkName} />
      {result.cashFlows && <CashFlowSummary flows={result.cashFlows} currency={currency} />}
      <AnalysisTabs
        simulationId={id}
        currency={currency}
        startYear={simulation.startYear}
        tickers={heldInstruments(result)}
      />
      <RebalancesAndTrades
        rebalances={result.rebalances ?? []}
        trades={result.trades ?? []}
        currency={currency}
      />
    </>
  );
}
