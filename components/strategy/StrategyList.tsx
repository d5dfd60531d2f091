"use client";
// The strategies page: the person's strategies (name, kind, first year, state, last change) and the
// service's benchmark strategies, each opening in the builder. Page reads, not counted.
import { useQuery } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { Layers } from "lucide-react";
import type { Outputs } from "@/components/providers/operations";
import { useTRPC } from "@/components/providers/TRPCProvider";
import { RecordsPage } from "@/components/records/RecordsPage";

type Listed = Outputs["web"]["list_portfolios"]["data"]["result"]["portfolios"][number];

const kindOf = (p: Listed) =>
  p.kind === "single" ? "Single" : `Combined · ${p.modelCount} ${p.modelCount === 1 ? "model" : "models"}`;

const columns: ColumnDef<Listed, unknown>[] = [
  { id: "kind", header: "Kind", accessorFn: kindOf },
  { id: "from", header: "From", accessorKey: "startingYear", meta: { numeric: true } },
];

export function StrategyList() {
  const trpc = useTRPC();
  const mine = useQuery(trpc.web.list_portfolios.queryOptions({ limit: 100 }));
  const benchmarks = useQuery(trpc.web.list_portfolios.queryOptions({ state: "public", limit: 100 }));
  return (
    <RecordsPage
      kind="portfolios"
      title="Strategies"
      intro="A strategy selects instruments, weights them and steps aside on risk conditions. Drafts made by AI assistants or the API appear here too, until you save them."
      newLabel="New strategy"
      yours="Your strategies"
      publicOnes="Benchmarks"
      empty={{
        icon: <Layers />,
        title: "No strategies yet",
        text: "Build one from instruments or a screener, or open a benchmark below and make a copy.",
      }}
      columns={columns}
      footer={(p) => `${kindOf(p)} · from ${p.startingYear}`}
      mine={{ data: mine.data?.data.result.portfolios, error: mine.error }}
      examples={{ data: benchmarks.data?.data.result.portfolios, error: benchmarks.error }}
    />
  );
}
