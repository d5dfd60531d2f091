"use client";
// "Compare with…": pick one to four of the person's other finished backtests (web.list_simulations) and
// open the comparison of this one with them at its shareable address.
import { useState } from "react";
import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { GitCompareArrows } from "lucide-react";
import { useTRPC } from "@/components/providers/TRPCProvider";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { EmptyState } from "@/components/ui/EmptyState";
import { Skeleton } from "@/components/ui/Skeleton";
import { formatPercent } from "@/components/ui/format";
import { compareHref, MAX_COMPARED } from "@/components/simulation/compareHref";

export function CompareWithDialog({ simulationId }: { simulationId: string }) {
  const trpc = useTRPC();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<string[]>([]);
  const list = useQuery({
    ...trpc.web.list_simulations.queryOptions({ state: "done", limit: 50 }),
    enabled: open,
  });
  const others = (list.data?.data.result.simulations ?? []).filter((s) => s.id !== simulationId);
  const toggle = (id: string, on: boolean) => setPicked((p) => (on ? [...p, id] : p.filter((x) => x !== id)));
  return (
    <Dialog
      title="Compare with…"
      description={`Tick up to ${MAX_COMPARED - 1} of your other backtests.`}
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="secondary" size="sm" icon={<GitCompareArrows aria-hidden />}>
          Compare with…
        </Button>
      }
      footer={
        picked.length > 0 ? (
          <Button asChild>
            <Link href={compareHref([simulationId, ...picked])}>Compare {picked.length + 1}</Link>
          </Button>
        ) : (
          <Button disabled>Compare</Button>
        )
      }
    >
      {!list.data ? (
        <Skeleton className="h-32" />
      ) : others.length === 0 ? (
        <EmptyState title="No other finished backtests">
          Run another backtest, then compare the two.
        </EmptyState>
      ) : (
        <ul className="max-h-80 divide-y divide-border overflow-y-auto">
          {others.map((s) => (
            <li key={s.id}>
              <label className="flex items-center gap-3 py-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-(--accent)"
                  checked={picked.includes(s.id)}
                  disabled={!picked.includes(s.id) && picked.length >= MAX_COMPARED - 1}
                  onChange={(e) => toggle(s.id, e.target.checked)}
                />
                <span className="min-w-0 flex-1 truncate">
                  {s.portfolioName} <span className="text-muted">from {s.startYear}</span>
                </span>
                <span className="tabular-nums text-muted">
                  {formatPercent(s.headline?.portfolio.cagr)} CAGR
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
