"use client";
// Picks a filter for a row: a search box matched in names and descriptions by list_screen_filters (for
// the universe's asset type), and a select of the matches in catalogue order.
import { useDeferredValue, useState } from "react";
import type { AssetType } from "@/components/catalogue/types";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/TRPCProvider";
import { ErrorNote } from "@/components/ui/ErrorNote";
import { Field } from "@/components/ui/Field";

export function FilterPicker({ rowNumber, assetType, value, onPick }: { rowNumber: number; assetType: AssetType; value: string | null; onPick(id: string): void }) {
  const [query, setQuery] = useState("");
  const deferred = useDeferredValue(query.trim());
  const trpc = useTRPC();
  const search = deferred ? { query: deferred.slice(0, 80) } : {};
  const filters = useQuery(trpc.list_screen_filters.queryOptions({ assetType, limit: 200, ...search }));
  const matches = filters.data?.data.result.filters ?? [];
  return (
    <div className="grid2">
      <Field label={`Search filters, row ${rowNumber}`} hint={filters.data ? `${filters.data.data.result.total} match(es) for ${assetType}` : "Loading the filter catalogue…"}>
        {(control) => <input {...control} type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="e.g. dividend, momentum, P/E" />}
      </Field>
      <Field label={`Filter, row ${rowNumber}`}>
        {(control) => (
          <select {...control} value={value ?? ""} onChange={(e) => e.target.value && onPick(e.target.value)}>
            <option value="">Choose a filter</option>
            {value && !matches.some((f) => f.id === value) && <option value={value}>{value}</option>}
            {matches.map((f) => (
              <option key={f.id} value={f.id}>{f.name} — {f.category.replace(/_/g, " ")}</option>
            ))}
          </select>
        )}
      </Field>
      <ErrorNote error={filters.error} />
    </div>
  );
}
