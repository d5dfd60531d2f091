"use client";
// A sweep or walk-forward test at /sweeps/<id>: what was varied and on which settings; while it runs a
// progress bar with Cancel (get_sweep read every second); failed or cancelled, what happened and the
// way back to the strategy; done, the grid of variants (SweepResultView) or the walk-forward
// (WalkForwardView).
import Link from "next/link";
import { XCircle } from "lucide-react";
import { isUnfinished, useCancelSweep, useSweepStatus } from "@/components/research/api";
import { SweepResultView } from "@/components/research/SweepResultView";
import { WalkForwardView } from "@/components/research/WalkForwardView";
import { isWalkForward, type Sweep, type SweepStatus } from "@/components/research/types";
import { rankMetric } from "@/components/research/metrics";
import { errorBodyOf } from "@/components/providers/errorBody";
import { Badge, StateBadge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { CallError } from "@/components/ui/CallError";
import { ErrorState } from "@/components/ui/ErrorState";
import { Loading, Skeleton } from "@/components/ui/Skeleton";
import { formatMoney } from "@/components/ui/format";
import { ProgressBar } from "@/components/ui/ProgressBar";

export function SweepView({ id }: { id: string }) {
  const status = useSweepStatus(id);
  if (status.error) {
    const body = errorBodyOf(status.error);
    return (
      <ErrorState title={body.message} action={<Link href="/portfolios">See your strategies</Link>}>
        {body.details
          .map((d) => d.fix)
          .filter(Boolean)
          .join(" ")}
      </ErrorState>
    );
  }
  if (!status.data)
    return (
      <Loading label="Loading the variants">
        <Skeleton className="mb-4 h-24" />
        <Skeleton className="h-96" />
      </Loading>
    );
  const answer = status.data.data.result;
  const { sweep, result } = answer;
  const strategy = sweep.portfolioId ? `/portfolios/${sweep.portfolioId}` : "/portfolios";
  return (
    <div className="grid gap-4">
      <Header sweep={sweep} />
      {isUnfinished(answer) && <Progress status={answer} />}
      {sweep.state === "failed" && (
        <ErrorState title="This run failed" action={<Link href={strategy}>Back to the strategy</Link>}>
          {sweep.reason ?? "Nothing was kept. Try fewer variants, or open the strategy and check it."}
        </ErrorState>
      )}
      {sweep.state === "cancelled" && (
        <Card title="Cancelled">
          <p className="text-sm">
            It was stopped before it finished. <Link href={strategy}>Open the strategy</Link> to try variants
            again.
          </p>
        </Card>
      )}
      {sweep.state === "done" &&
        result &&
        (isWalkForward(result) ? (
          <WalkForwardView sweep={sweep} result={result} />
        ) : (
          <SweepResultView sweep={sweep} result={result} />
        ))}
    </div>
  );
}

function Header({ sweep }: { sweep: Sweep }) {
  const s = sweep.settings;
  const frictions = [
    s.variant.reinvest ? "dividends reinvested" : "dividends paid out",
    s.variant.costs ? "trading costs" : "no trading costs",
    s.variant.taxes ? "taxes" : "no taxes",
  ].join(", ");
  return (
    <header className="min-w-0">
      <p className="text-sm text-muted">{sweep.kind === "walkForward" ? "Walk-forward test" : "Variants"}</p>
      <h1 className="flex flex-wrap items-center gap-2">
        {sweep.portfolioId ? (
          <Link href={`/portfolios/${sweep.portfolioId}`} className="text-fg">
            {sweep.portfolioName}
          </Link>
        ) : (
          sweep.portfolioName
        )}
        {sweep.state === "cancelled" ? (
          <Badge tone="warn">Cancelled</Badge>
        ) : (
          <StateBadge state={sweep.state} />
        )}
      </h1>
      <p className="mt-1 text-sm text-muted">
        {sweep.variantCount.toLocaleString("en-US")} variants of {sweep.axes.map((a) => a.label).join(" × ")}{" "}
        · best by {rankMetric(sweep.rankBy).label} · from {s.startYear} ·{" "}
        {formatMoney(s.startingCapital, s.baseCurrency)} in {s.baseCurrency} · {frictions} · {sweep.calls}{" "}
        research call{sweep.calls === 1 ? "" : "s"}
      </p>
    </header>
  );
}

function Progress({ status }: { status: SweepStatus }) {
  const cancel = useCancelSweep(status.sweep.id);
  const percent = Math.round(status.sweep.progress * 100);
  const what = status.sweep.kind === "walkForward" ? "the walk-forward test" : "the variants";
  return (
    <Card
      title={status.sweep.state === "queued" ? "Waiting for a worker" : `Computing ${what}`}
      actions={
        <Button
          variant="secondary"
          size="sm"
          icon={<XCircle aria-hidden />}
          loading={cancel.isPending}
          onClick={() => cancel.mutate({ sweepId: status.sweep.id })}
        >
          Cancel
        </Button>
      }
    >
      <ProgressBar percent={percent} label="Progress" />
      <p className="mt-2 text-sm text-muted" aria-live="polite">
        {percent} % done. The result opens here when it is ready.
      </p>
      <CallError error={cancel.error} />
    </Card>
  );
}
