"use client";
// The screener rows a strategy selects with, as axes: each entry screener's rows (web.get_screener)
// offer their threshold or count (`target.value`) and their inputs (a window's months, say), named by
// the filter (web.describe_screen_filter), all page reads. Paths go through the model
// (models[0].selection.entryScreeners[0].rows[1].inputs.months), as run_sweep takes them.
import { useQueries } from "@tanstack/react-query";
import type { AxisChoice } from "@/components/research/types";
import { useTRPC } from "@/components/providers/TRPCProvider";

type Json = Record<string, unknown>;
interface Row {
  filter: string;
  target?: { kind: string; value?: number };
  inputs?: Record<string, number>;
}

/** The screener rows' axes; null while their screeners and filters load. */
export function useScreenerAxes(definition: Json): AxisChoice[] | null {
  const trpc = useTRPC();
  const models = (definition.models as Json[] | undefined) ?? [];
  const uses = models.flatMap((m, i) =>
    (((m.selection as Json | undefined)?.entryScreeners as string[] | undefined) ?? []).map((id, k) => ({
      model: i,
      k,
      id,
    })),
  );
  const screeners = useQueries({
    queries: [...new Set(uses.map((u) => u.id))].map((screenerId) =>
      trpc.web.get_screener.queryOptions({ screenerId }),
    ),
  });
  const records = new Map(
    screeners.flatMap((q) => (q.data ? [[q.data.data.result.screener.id, q.data.data.result.screener]] : [])),
  );
  const rowsOf = (id: string) => ((records.get(id)?.definition as Json | undefined)?.rows as Row[]) ?? [];
  const filterIds = [...new Set(uses.flatMap((u) => rowsOf(u.id).map((r) => r.filter)))];
  const filters = useQueries({
    queries: filterIds.map((id) => trpc.web.describe_screen_filter.queryOptions({ id })),
  });
  if (screeners.some((q) => q.isPending) || filters.some((q) => q.isPending)) return null;
  const details = new Map(
    filters.flatMap((q) => (q.data ? [[q.data.data.result.filter.id, q.data.data.result.filter]] : [])),
  );
  return uses.flatMap(({ model, k, id }) => {
    const screener = records.get(id);
    if (!screener) return [];
    const group = `${models.length > 1 ? `${String(models[model].name || `Model ${model + 1}`)}, ` : ""}${screener.name}`;
    const at = `models[${model}].selection.entryScreeners[${k}].rows`;
    return rowsOf(id).flatMap((row, r): AxisChoice[] => {
      const filter = details.get(row.filter);
      const name = filter?.name ?? row.filter;
      const target =
        row.target &&
        (row.target.kind === "value" || row.target.kind === "count") &&
        row.target.value !== undefined
          ? [
              {
                path: `${at}[${r}].target.value`,
                name: `${name}: ${row.target.kind === "count" ? "how many" : "threshold"}`,
                group,
                kind: "number" as const,
                unit: "number" as const,
                integer: row.target.kind === "count",
                min: row.target.kind === "count" ? 1 : null,
                max: null,
                current: row.target.value,
                options: [],
                steps: null,
              },
            ]
          : [];
      const inputs = (filter?.inputs ?? []).map((input): AxisChoice => ({
        path: `${at}[${r}].inputs.${input.id}`,
        name: `${name}: ${input.name}`,
        group,
        kind: "number",
        unit: input.unit === "months" || input.unit === "days" ? input.unit : "number",
        integer: true,
        min: null,
        max: null,
        current: row.inputs?.[input.id] ?? input.default,
        options: [],
        steps: null,
      }));
      return [...target, ...inputs];
    });
  });
}
