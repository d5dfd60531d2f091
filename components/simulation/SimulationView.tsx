"use client";
// One simulation at /simulations/<id>: what was run and the actions at the top; while it is queued or
// running a progress bar (web.get_simulation read every second); failed, the reason and "Run again";
// done, a note on any span held in cash for want of screen values (ValueGapNote, above the figures it
// bears on), the headline row and the full result (SimulationResult). A run whose withdrawals emptied it
// says so at the top, in one sentence with the day.
import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { RotateCcw } from "lucide-react";
import { useTRPC } from "@/components/providers/TRPCProvider";
import { errorBodyOf } from "@/components/providers/errorBody";
import { StateBadge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { ErrorState } from "@/components/ui/ErrorState";
import { Loading, Skeleton } from "@/components/ui/Skeleton";
import { formatDate, formatMoney } from "@/components/ui/format";
import { HeadlineRow } from "@/components/simulation/HeadlineRow";
import { ResultActions } from "@/components/simulation/ResultActions";
import { RunSettingsDialog, settingsOf } from "@/components/simulation/RunSettingsDialog";
import { SimulationResult, useMetrics } from "@/components/simulation/SimulationResult";
import { ResultSkeleton } from "@/components/simulation/ResultSkeleton";
import { ValueGapNote } from "@/components/simulation/ValueGapNote";
import { frictionsOf } from "@/components/simulation/runWords";
import { ProgressBar } from "@/components/ui/ProgressBar";

const UNFINISHED = new Set(["queued", "running"]);
const unfinished = (answer: { data: { result: { state: string } } }) =>
  UNFINISHED.has(answer.data.result.state);

export function SimulationView({ id }: { id: string }) {
  const trpc = useTRPC();
  const status = useQuery({
    ...trpc.web.get_simulation.queryOptions({ simulationId: id }),
    // Read again every second until the run has finished, never from the cache meanwhile; a finished
    // run (as the server's prefetch often hands over) does not change.
    refetchInterval: ({ state }) => (state.data && unfinished(state.data) ? 1_000 : false),
    staleTime: ({ state }) => (state.data && !unfinished(state.data) ? Infinity : 0),
  });
  // Asked at once beside the status (not after it): most pages opened are of finished runs.
  const metrics = useMetrics(id, !status.data || status.data.data.result.state === "done").data?.data.result;
  const daily = metrics?.daily;
  const flows = metrics?.cashFlows ?? null;
  if (status.error) {
    const body = errorBodyOf(status.error);
    return (
      <ErrorState title={body.message} action={<Link href="/simulations">See your backtests</Link>}>
        {body.details
          .map((d) => d.fix)
          .filter(Boolean)
          .join(" ")}
      </ErrorState>
    );
  }
  if (!status.data) {
    return (
      <Loading label="Loading the backtest">
        <Skeleton className="mb-4 h-24" />
        <ResultSkeleton />
      </Loading>
    );
  }
  const r = status.data.data.result;
  const s = r.simulation;
  const frictions = frictionsOf(s.variant);
  return (
    <div className="grid gap-4">
      <header className="grid gap-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-sm text-muted">Backtest</p>
            <h1 className="flex flex-wrap items-center gap-2">
              <Link href={`/portfolios/${s.portfolioId}`} className="text-fg">
                {s.portfolioName}
              </Link>
              <StateBadge state={r.state} />
            </h1>
            <p className="mt-1 text-sm text-muted">
              {daily?.length
                ? `${formatDate(daily[0].date)} to ${formatDate(daily[daily.length - 1].date)}`
                : `From ${s.startYear} to the latest data`}{" "}
              · {formatMoney(s.startingCapital, s.baseCurrency)} in {s.baseCurrency} · {frictions}
              {s.benchmark ? ` · against ${s.benchmark.name}` : ""}
            </p>
          </div>
          <ResultActions simulation={s} done={r.state === "done"} />
        </div>
        {flows?.depletedOn && (
          <p role="status" className="rounded-lg border border-warn bg-warn-soft px-3 py-2 font-medium">
            Money ran out on {formatDate(flows.depletedOn)}: the withdrawals took the last of it, and the
            balance stayed at {formatMoney(0, s.baseCurrency)} from then on.
          </p>
        )}
        {r.warnings && r.warnings.length > 0 && <ValueGapNote warnings={r.warnings} />}
        {r.headline && (
          <HeadlineRow
            portfolio={r.headline.portfolio}
            benchmark={r.headline.benchmark}
            benchmarkName={s.benchmark?.name ?? null}
            startingCapital={s.startingCapital}
            currency={s.baseCurrency}
            flows={flows}
          />
        )}
      </header>
      {UNFINISHED.has(r.state) && (
        <>
          <Progress state={r.state} progress={r.progress} />
          {/* Where the charts will be, sized like them, until the run is done and they are drawn. */}
          <Loading label="The charts come when the backtest is done">
            <ResultSkeleton />
          </Loading>
        </>
      )}
      {r.state === "failed" && (
        <ErrorState
          title="This backtest failed"
          action={
            <RunSettingsDialog
              portfolioId={s.portfolioId}
              initial={settingsOf(s)}
              title="Run again"
              trigger={
                <Button size="sm" icon={<RotateCcw aria-hidden />}>
                  Run again
                </Button>
              }
            />
          }
        >
          {r.reason}
        </ErrorState>
      )}
      {r.state === "done" && <SimulationResult id={id} simulation={s} />}
    </div>
  );
}

function Progress({ state, progress }: { state: string; progress: number }) {
  const percent = Math.round(progress * 100);
  return (
    <Card title={state === "queued" ? "Queued: waiting for a worker" : `Running: ${percent} %`}>
      <ProgressBar percent={percent} label="Backtest progress" />
      <p className="mt-2 text-sm text-muted" aria-live="polite">
        {state === "queued"
          ? "It starts as soon as a worker is free. The result opens here when it is ready."
          : `${percent} % done. The result opens here when it is ready.`}
      </p>
    </Card>
  );
}
