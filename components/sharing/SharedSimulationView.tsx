// A shared backtest, read only: the result's title and setting, the headline row, growth, drawdown,
// calendar years and allocation over time, drawn by the result page's own components from series
// computed here on the server (only the points drawn travel to the browser). No Save, no Backtest, no
// link into the owner's pages: "Made with Lodestar" is the only way on.
import type { SharedSimulation } from "@/server/domain/sharing/views";
import { formatDate, formatMoney } from "@/components/ui/format";
import { HeadlineRow } from "@/components/simulation/HeadlineRow";
import { GrowthChart } from "@/components/simulation/GrowthChart";
import { DrawdownChart } from "@/components/simulation/DrawdownChart";
import { AnnualReturnsChart } from "@/components/simulation/AnnualReturnsChart";
import { AllocationChart } from "@/components/simulation/AllocationChart";
import { frictionsOf } from "@/components/simulation/runWords";
import {
  drawdownRows,
  moneyRows,
  periodEnds,
  periodReturns,
  valueRows,
} from "@/components/simulation/series";
import { MadeWithLodestar } from "@/components/sharing/MadeWithLodestar";

/** Points a time chart draws, as on the result page. */
const MAX_POINTS = 500;

export function SharedSimulationView({ view }: { view: SharedSimulation }) {
  const { run, daily } = view;
  const values = valueRows(daily, MAX_POINTS);
  const flows = view.cashFlows;
  const first = daily[0]?.date;
  const last = daily[daily.length - 1]?.date;
  return (
    <article className="grid gap-4">
      <header className="grid gap-3">
        <div>
          <p className="text-sm text-muted">Shared backtest · read only</p>
          <h1 className="break-words text-2xl sm:text-3xl">{run.name}</h1>
          <p className="mt-1 text-sm text-muted">
            {first && last ? `${formatDate(first)} to ${formatDate(last)}` : `From ${run.startYear}`} ·{" "}
            {formatMoney(run.startingCapital, run.baseCurrency)} in {run.baseCurrency} ·{" "}
            {frictionsOf(run.variant)}
            {run.benchmarkName ? ` · against ${run.benchmarkName}` : ""}
          </p>
        </div>
        {flows?.depletedOn && (
          <p role="status" className="rounded-lg border border-warn bg-warn-soft px-3 py-2 font-medium">
            Money ran out on {formatDate(flows.depletedOn)}: the withdrawals took the last of it.
          </p>
        )}
        <HeadlineRow
          portfolio={view.headline.portfolio}
          benchmark={view.headline.benchmark}
          benchmarkName={run.benchmarkName}
          startingCapital={run.startingCapital}
          currency={run.baseCurrency}
          flows={flows}
        />
      </header>
      <GrowthChart
        rows={values}
        currency={run.baseCurrency}
        benchmarkName={run.benchmarkName}
        monthlyPeriods={view.monthlyPeriods}
        money={flows ? moneyRows(values, flows.made, run.startingCapital) : null}
      />
      <DrawdownChart rows={drawdownRows(daily, MAX_POINTS)} benchmarkName={run.benchmarkName} />
      <AnnualReturnsChart
        yearly={view.yearly}
        benchmarkYears={periodReturns(periodEnds(daily, "year"))}
        benchmarkName={run.benchmarkName}
      />
      {last && <AllocationChart rebalances={view.rebalances} lastDate={last} />}
      <MadeWithLodestar />
    </article>
  );
}
