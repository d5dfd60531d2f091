"use client";
// The screeners page: the person's screeners (name, universe, rows, state, last change) and the service's
// examples, each opening in the builder. Page reads, not counted.
import { useQuery } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { Filter } from "lucide-react";
import type { Outputs } from "@/components/providers/operations";
import { useTRPC } from "@/components/providers/TRPCProvider";
import { RecordsPage } from "@/components/records/RecordsPage";
import { ASSET_TYPE_NAMES } from "@/components/screener/words";

type Listed = Outputs["web"]["list_screeners"]["data"]["result"]["screeners"][number];

const rows = (n: number) => `${n} ${n === 1 ? "row" : "rows"}`;

const columns: ColumnDef<Listed, unknown>[] = [
  { id: "universe", header: "Universe", accessorFn: (s) => ASSET_TYPE_NAMES[s.assetType] },
  { id: "rows", header: "Rows", accessorKey: "rowCount", meta: { numeric: true } },
];

export function ScreenerList() {
  const trpc = useTRPC();
  const mine = useQuery(trpc.web.list_screeners.queryOptions({ limit: 100 }));
  const examples = useQuery(trpc.web.list_screeners.queryOptions({ state: "public", limit: 100 }));
  return (
    <RecordsPage
      kind="screeners"
      title="Screeners"
      intro="Filter stocks and ETFs by returns, valuation, volatility and more, as of any day in the data, then use a screener to pick what a strategy buys."
      newLabel="New screener"
      yours="Your screeners"
      publicOnes="Examples"
      empty={{
        icon: <Filter />,
        title: "No screeners yet",
        text: "Build one from rows such as “12-month return is in the highest 50”, or open an example below.",
      }}
      columns={columns}
      footer={(s) => `${ASSET_TYPE_NAMES[s.assetType]} · ${rows(s.rowCount)}`}
      mine={{ data: mine.data?.data.result.screeners, error: mine.error }}
      examples={{ data: examples.data?.data.result.screeners, error: examples.error }}
    />
  );
}
