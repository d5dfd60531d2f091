// Signed in, the home page opens on the person's latest strategies and backtests, each a link, with an
// empty state that says what to do when there are none. Stored rows only: no research call.
import Link from "next/link";
import { FlaskConical, LineChart } from "lucide-react";
import { getDb } from "@/server/db";
import { systemClock } from "@/server/clock";
import { listRecords } from "@/server/domain/drafts/list";
import { recentSimulations } from "@/server/domain/simulations/recent";
import type { Caller } from "@/server/domain/accounts/caller";
import { Button } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { EmptyState } from "@/components/ui/EmptyState";
import { StateBadge, type BadgeState } from "@/components/ui/Badge";
import { formatDate, formatPercent } from "@/components/ui/format";

const SHOWN = 5;
const rowClass = "flex items-center justify-between gap-3 py-2.5";

export async function RecentWork({ caller }: { caller: Caller }) {
  const db = getDb();
  const [strategies, backtests] = await Promise.all([
    listRecords(db, systemClock, "portfolio", caller.userId, { limit: SHOWN, offset: 0 }),
    recentSimulations(db, caller.userId, SHOWN),
  ]);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card title="Your recent strategies">
        {strategies.rows.length === 0 ? (
          <EmptyState
            icon={<FlaskConical />}
            title="No strategies yet"
            action={
              <Button asChild size="sm">
                <Link href="/portfolios/new">Build a strategy</Link>
              </Button>
            }
          >
            Start from a public portfolio below, or build one from scratch.
          </EmptyState>
        ) : (
          <ul className="divide-y divide-border">
            {strategies.rows.map((s) => (
              <li key={s.id} className={rowClass}>
                <Link href={`/portfolios/${s.id}`} className="min-w-0 truncate font-medium">
                  {s.name}
                </Link>
                <span className="flex shrink-0 items-center gap-3 text-xs text-muted">
                  <StateBadge state={s.state as BadgeState} />
                  <span className="hidden sm:inline">{formatDate(s.updatedAt)}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title="Your recent backtests">
        {backtests.length === 0 ? (
          <EmptyState icon={<LineChart />} title="No backtests yet">
            Open a strategy and press Backtest: the result appears here.
          </EmptyState>
        ) : (
          <ul className="divide-y divide-border">
            {backtests.map((b) => (
              <li key={b.id} className={rowClass}>
                <span className="min-w-0">
                  <Link href={`/simulations/${b.id}`} className="block truncate font-medium">
                    {b.portfolioName}
                  </Link>
                  <span className="text-xs text-muted">
                    From {b.startYear} · {formatDate(b.createdAt)}
                  </span>
                </span>
                {b.headline ? (
                  <span className="shrink-0 text-right text-sm tabular-nums">
                    <span className="block">
                      {formatPercent(b.headline.cagr)} <span className="text-muted">CAGR</span>
                    </span>
                    <span className="block text-bad">
                      {formatPercent(b.headline.maxDrawdown)}
                      <span className="text-muted"> max drawdown</span>
                    </span>
                  </span>
                ) : (
                  <StateBadge state={b.state as BadgeState} />
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
