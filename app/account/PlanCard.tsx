// The plan: this month's research calls as a meter (and when the count starts again), then what the plan
// allows, in words.
import { Card } from "@/components/ui/Card";
import { PlanBadge } from "@/components/ui/Badge";
import { formatDate, formatNumber } from "@/components/ui/format";
import { firstYearOf } from "@/server/catalogue/dataYears";
import { PLANS, type PlanId } from "@/server/plans";

const count = (n: number) => formatNumber(n, 0);

export function PlanCard({ plan, used, now }: { plan: PlanId; used: number; now: Date }) {
  const p = PLANS[plan];
  const limit = p.researchCallsPerMonth;
  const share = Math.min(1, used / limit);
  const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const limits: [string, string][] = [
    ["Backtests may start in", `${firstYearOf(plan)} or later`],
    ["Screener rows", count(p.screenerRows)],
    ["Positions per strategy", count(p.maxPositions)],
    ["Backtests kept", p.simulationsKept === null ? "All" : count(p.simulationsKept)],
    ["Monte Carlo paths", count(p.monteCarloPaths)],
    ["Frontier and factor analysis", p.portfolioAnalysis ? "Included" : "From the starter plan"],
    ["API calls per second, per key", count(p.callsPerSecond)],
  ];
  return (
    <Card title="Plan" actions={<PlanBadge plan={plan} />}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p>
          <span className="text-2xl font-semibold tabular-nums" data-testid="calls-used">
            {count(used)} of {count(limit)}
          </span>{" "}
          <span className="text-muted">research calls used this month</span>
        </p>
        <p className="text-sm text-muted">The count starts again on {formatDate(nextMonth)} (UTC).</p>
      </div>
      <div
        role="meter"
        aria-label="Research calls used this month"
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={used}
        aria-valuetext={`${count(used)} of ${count(limit)}`}
        className="mt-3 h-2 overflow-hidden rounded-full bg-surface-2"
      >
        <div
          className={share >= 0.9 ? "h-full bg-warn" : "h-full bg-accent"}
          style={{ width: `${(share * 100).toFixed(1)}%` }}
        />
      </div>
      <p className="mt-3 max-w-prose text-sm text-muted" data-testid="counting-rule">
        In Lodestar only computing counts: a backtest, a screener run, Monte Carlo, the efficient frontier,
        factor exposures and correlations count once each. Saving, editing, opening and comparing results you
        already have are free. Every API or AI-assistant call counts once. A call refused for a mistake in the
        request or the per-second limit does not count; one your plan refuses does. Plans are changed by the
        operator.
      </p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {limits.map(([name, value]) => (
          <div key={name} className="flex justify-between gap-4 border-b border-border py-1.5">
            <dt className="text-muted">{name}</dt>
            <dd className="text-right font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
