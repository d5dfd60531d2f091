"use client";
// The top bar's plan badge with the research calls left, kept current by each counted call's report.
import Link from "next/link";
import { PlanBadge } from "@/components/ui/Badge";
import { formatNumber } from "@/components/ui/format";
import { useCallsLeft } from "@/components/frame/callsLeft";

export function CallsLeftBadge({ plan, left, limit }: { plan: string; left: number; limit: number }) {
  const shown = useCallsLeft(left);
  return (
    <Link
      href="/account"
      title={`${formatNumber(shown, 0)} of ${formatNumber(limit, 0)} research calls left this month (UTC)`}
      className="rounded-full hover:no-underline"
    >
      <PlanBadge plan={plan} className="py-1">
        <span className="sr-only">plan:</span>
        <span aria-hidden>·</span>
        <span className="tabular-nums">{formatNumber(shown, 0)}</span> calls left
      </PlanBadge>
    </Link>
  );
}
