"use client";
// The rebalances and the trades of a result, one tab each; a tab's table is built only when opened.
import type { ColumnDef } from "@tanstack/react-table";
import { Card } from "@/components/ui/Card";
import { DataTable } from "@/components/ui/DataTable";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/Tabs";
import { formatDate, formatPercent } from "@/components/ui/format";
import type { MetricsResult } from "@/components/simulation/types";
import { TradeTable } from "@/components/simulation/TradeTable";

type Rebalance = NonNullable<MetricsResult["rebalances"]>[number];
type Trade = NonNullable<MetricsResult["trades"]>[number];

const LEGS = { riskOn: "Risk on", riskOff: "Risk off" } as const;

const columns: ColumnDef<Rebalance, unknown>[] = [
  { accessorKey: "date", header: "Date", cell: (c) => formatDate(c.getValue() as string) },
  { accessorKey: "leg", header: "Leg", cell: (c) => LEGS[c.getValue() as Rebalance["leg"]] },
  {
    id: "holdings",
    header: "Holdings after the trades",
    enableSorting: false,
    cell: ({ row }) =>
      row.original.holdings.length === 0
        ? "All cash"
        : row.original.holdings.map((h) => `${h.ticker} ${formatPercent(h.weight)}`).join(", "),
  },
  { accessorKey: "fallback", header: "Fallback", cell: (c) => (c.getValue() as string | null) ?? "—" },
];

interface Props {
  rebalances: Rebalance[];
  trades: Trade[];
  currency: string;
}

export function RebalancesAndTrades({ rebalances, trades, currency }: Props) {
  return (
    <Card title="Rebalances and trades" data-print="hidden">
      <Tabs defaultValue="rebalances">
        <TabsList>
          <TabsTrigger value="rebalances">Rebalances ({rebalances.length})</TabsTrigger>
          <TabsTrigger value="trades">Trades ({trades.length})</TabsTrigger>
        </TabsList>
        <TabsContent value="rebalances">
          <DataTable
            label="Rebalances"
            columns={columns}
            data={rebalances}
            className="max-h-[32rem] overflow-y-auto"
          />
        </TabsContent>
        <TabsContent value="trades">
          <TradeTable trades={trades} currency={currency} />
        </TabsContent>
      </Tabs>
    </Card>
  );
}
