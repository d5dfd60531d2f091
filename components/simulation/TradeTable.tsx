"use client";
// Every trade and tax of a result: the first 200 at once, all of them on request (a screener's run can
// make thousands, which would slow the page for a table few read to the end).
import { useState } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { Button } from "@/components/ui/Button";
import { DataTable } from "@/components/ui/DataTable";
import { EmptyState } from "@/components/ui/EmptyState";
import { formatDate, formatMoney } from "@/components/ui/format";
import type { MetricsResult } from "@/components/simulation/types";

type Trade = NonNullable<MetricsResult["trades"]>[number];

const FIRST = 200;
const REASONS: Record<Trade["reason"], string> = {
  rebalance: "Rebalance",
  max_hold: "Held too long",
  take_profit: "Take profit",
  stop_loss: "Stop loss",
  delisted: "Delisted",
  exit_screener: "Exit screener",
  contribution: "Contribution",
  withdrawal: "Withdrawal",
  dividend_tax: "Dividend tax",
  gains_tax: "Gains tax (year end)",
};

export function TradeTable({ trades, currency }: { trades: Trade[]; currency: string }) {
  const [all, setAll] = useState(false);
  const money = (v: unknown) => formatMoney(v as number, currency);
  const columns: ColumnDef<Trade, unknown>[] = [
    { accessorKey: "date", header: "Date", cell: (c) => formatDate(c.getValue() as string) },
    { accessorKey: "ticker", header: "Ticker", cell: (c) => (c.getValue() as string | null) ?? "—" },
    {
      accessorKey: "value",
      header: "Bought (+) / sold (−)",
      cell: (c) => money(c.getValue()),
      meta: { numeric: true },
    },
    { accessorKey: "cost", header: "Cost", cell: (c) => money(c.getValue()), meta: { numeric: true } },
    { accessorKey: "tax", header: "Tax", cell: (c) => money(c.getValue()), meta: { numeric: true } },
    { accessorKey: "reason", header: "Why", cell: (c) => REASONS[c.getValue() as Trade["reason"]] },
  ];
  const shown = all ? trades : trades.slice(0, FIRST);
  return (
    <>
      <DataTable
        label="Trades and taxes"
        columns={columns}
        data={shown}
        className="max-h-[32rem] overflow-y-auto"
        empty={<EmptyState title="No trades">This strategy never traded.</EmptyState>}
      />
      {shown.length < trades.length && (
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => setAll(true)}>
          Show all {trades.length} trades
        </Button>
      )}
    </>
  );
}
