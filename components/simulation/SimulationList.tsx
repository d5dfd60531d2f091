"use client";
// The person's backtests from the server (web.list_simulations), newest first, 25 a page: name, dates,
// CAGR, max drawdown, state and when it was made. Tick 2 to 5 to compare them side by side.
import { useState } from "react";
import Link from "next/link";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { GitCompareArrows, LineChart } from "lucide-react";
import { useTRPC } from "@/components/providers/TRPCProvider";
import type { Outputs } from "@/components/providers/operations";
import { errorBodyOf } from "@/components/providers/errorBody";
import { StateBadge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { DataTable } from "@/components/ui/DataTable";
import { EmptyState } from "@/components/ui/EmptyState";
import { ErrorState } from "@/components/ui/ErrorState";
import { Loading, Skeleton } from "@/components/ui/Skeleton";
import { formatDate, formatMoney, formatPercent } from "@/components/ui/format";
import { compareHref, MAX_COMPARED, MIN_COMPARED } from "@/components/simulation/compareHref";

type Listed = Outputs["web"]["list_simulations"]["data"]["result"]["simulations"][number];

/** Its start year and what it changed from the usual settings, so two runs of one strategy can be told
 *  apart. */
function runNote(s: Listed): string {
  return [
    `From ${s.startYear}`,
    !s.variant.reinvest && "dividends paid out",
    !s.variant.costs && "no trading costs",
    s.variant.taxes && "taxes",
    s.baseCurrency !== "USD" && `in ${s.baseCurrency}`,
    s.startingCapital !== 10_000 && formatMoney(s.startingCapital, s.baseCurrency),
  ]
    .filter(Boolean)
    .join(" · ");
}

const PAGE = 25;

export function SimulationList() {
  const trpc = useTRPC();
  const [offset, setOffset] = useState(0);
  const [picked, setPicked] = useState<string[]>([]);
  const list = useQuery({
    ...trpc.web.list_simulations.queryOptions({ limit: PAGE, offset }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  if (list.error) {
    return <ErrorState title={errorBodyOf(list.error).message}>Reload the page to try again.</ErrorState>;
  }
  if (!list.data) {
    return (
      <Loading label="Loading your backtests">
        <Skeleton className="h-64" />
      </Loading>
    );
  }
  const { simulations, total } = list.data.data.result;
  const toggle = (id: string, on: boolean) => setPicked((p) => (on ? [...p, id] : p.filter((x) => x !== id)));
  const columns: ColumnDef<Listed, unknown>[] = [
    {
      id: "compare",
      header: () => <span className="sr-only">Compare</span>,
      enableSorting: false,
      cell: ({ row }) => {
        const s = row.original;
        const on = picked.includes(s.id);
        return (
          <input
            type="checkbox"
            className="size-4 accent-(--accent)"
            aria-label={`Compare ${s.portfolioName} from ${s.startYear}`}
            checked={on}
            disabled={s.state !== "done" || (!on && picked.length >= MAX_COMPARED)}
            onChange={(e) => toggle(s.id, e.target.checked)}
          />
        );
      },
    },
    {
      accessorKey: "portfolioName",
      header: "Strategy",
      cell: ({ row }) => (
        <>
          <Link href={`/simulations/${row.original.id}`}>{row.original.portfolioName}</Link>
          <span className="block text-xs text-muted">
            {runNote(row.original)}
            {/* On a phone the state column is left out: an unfinished run says so here. */}
            {row.original.state !== "done" && <span className="sm:hidden"> · {row.original.state}</span>}
          </span>
        </>
      ),
    },
    {
      id: "dates",
      header: "Dates",
      meta: { wide: true },
      accessorFn: (s) => s.period?.from ?? String(s.startYear),
      cell: ({ row }) => {
        const p = row.original.period;
        return p ? `${formatDate(p.from)} – ${formatDate(p.to)}` : `From ${row.original.startYear}`;
      },
    },
    {
      id: "cagr",
      header: "CAGR",
      accessorFn: (s) => s.headline?.portfolio.cagr ?? null,
      cell: (c) => formatPercent(c.getValue() as number | null),
      meta: { numeric: true },
    },
    {
      id: "maxDrawdown",
      header: "Max drawdown",
      accessorFn: (s) => s.headline?.portfolio.maxDrawdown ?? null,
      cell: (c) => formatPercent(c.getValue() as number | null),
      meta: { numeric: true },
    },
    {
      accessorKey: "state",
      header: "State",
      cell: ({ row }) => <StateBadge state={row.original.state} />,
      meta: { wide: true },
    },
    {
      accessorKey: "createdAt",
      header: "Created",
      cell: (c) => formatDate(c.getValue() as string),
      meta: { wide: true },
    },
  ];
  const canCompare = picked.length >= MIN_COMPARED && picked.length <= MAX_COMPARED;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted" aria-live="polite">
          {picked.length === 0
            ? `Tick ${MIN_COMPARED} to ${MAX_COMPARED} finished backtests to compare them.`
            : `${picked.length} ticked.`}
        </p>
        {canCompare ? (
          <Button asChild size="sm" icon={<GitCompareArrows aria-hidden />}>
            <Link href={compareHref(picked)}>Compare {picked.length}</Link>
          </Button>
        ) : (
          <Button size="sm" disabled icon={<GitCompareArrows aria-hidden />}>
            Compare
          </Button>
        )}
      </div>
      <DataTable
        label="Your backtests"
        columns={columns}
        data={simulations}
        getRowId={(s) => s.id}
        empty={
          <EmptyState
            icon={<LineChart />}
            title="No backtests yet"
            action={
              <Button asChild size="sm">
                <Link href="/portfolios">Open your strategies</Link>
              </Button>
            }
          >
            Open a strategy and press Backtest: the result is listed here.
          </EmptyState>
        }
      />
      {total > PAGE && (
        <nav aria-label="Pages of backtests" className="flex items-center justify-between gap-3 text-sm">
          <span className="text-muted">
            {offset + 1}–{offset + simulations.length} of {total}
          </span>
          <span className="flex gap-2">
            <Button
              variant="secondary"
              size="sm"
              disabled={offset === 0}
              onClick={() => setOffset(offset - PAGE)}
            >
              Newer
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={offset + PAGE >= total}
              onClick={() => setOffset(offset + PAGE)}
            >
              Older
            </Button>
          </span>
        </nav>
      )}
    </div>
  );
}
