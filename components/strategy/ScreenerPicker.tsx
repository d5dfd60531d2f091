"use client";
// Picks screeners for a model's selection from the person's own and the public ones (list_screeners, a
// page read), and previews what each matches today (run_screener as a page read, docs/decisions.md).
import { useQuery } from "@tanstack/react-query";
import { X } from "lucide-react";
import { useTRPC } from "@/components/providers/TRPCProvider";
import { Button } from "@/components/ui/Button";
import { Combobox } from "@/components/ui/Combobox";
import { Skeleton } from "@/components/ui/Skeleton";

export interface ScreenerChoice {
  id: string;
  name: string;
  group: "Yours" | "Public";
}

/** Own and public screeners, for the picker and for the summaries' names. */
export function useScreenerChoices(): ScreenerChoice[] {
  const trpc = useTRPC();
  const own = useQuery(trpc.web.list_screeners.queryOptions({ limit: 200 }));
  const pub = useQuery(trpc.web.list_screeners.queryOptions({ state: "public", limit: 200 }));
  return [
    ...(own.data?.data.result.screeners ?? []).map((s) => ({
      id: s.id,
      name: s.name,
      group: "Yours" as const,
    })),
    ...(pub.data?.data.result.screeners ?? []).map((s) => ({
      id: s.id,
      name: s.name,
      group: "Public" as const,
    })),
  ];
}

function Preview({ id }: { id: string }) {
  const trpc = useTRPC();
  const run = useQuery(
    trpc.web.run_screener.queryOptions({ screenerId: id, limit: 8 }, { staleTime: 600_000 }),
  );
  if (run.error) return <p className="text-xs text-muted">No preview: {run.error.message}</p>;
  if (!run.data) return <Skeleton className="h-4 w-48" />;
  const { matches, total, asOf } = run.data.data.result;
  return (
    <p className="text-xs text-muted">
      <span className="tabular-nums">{total}</span> {total === 1 ? "match" : "matches"} on {asOf}
      {matches.length > 0 && (
        <>
          : {matches.map((m) => m.ticker).join(", ")}
          {total > matches.length && " …"}
        </>
      )}
    </p>
  );
}

interface Props {
  label: string;
  value: string[];
  onChange(ids: string[]): void;
  choices: ScreenerChoice[];
}

export function ScreenerPicker({ label, value, onChange, choices }: Props) {
  const name = (id: string) => choices.find((c) => c.id === id)?.name ?? "A screener you cannot see";
  return (
    <div className="flex flex-col gap-2">
      {value.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label={label}>
          {value.map((id) => (
            <li key={id} className="flex items-start justify-between gap-2 rounded-lg bg-surface-2 px-3 py-2">
              <div className="min-w-0">
                <p className="text-sm font-medium">{name(id)}</p>
                <Preview id={id} />
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove ${name(id)}`}
                onClick={() => onChange(value.filter((x) => x !== id))}
                icon={<X />}
              />
            </li>
          ))}
        </ul>
      )}
      <Combobox
        aria-label={`Add to ${label.toLowerCase()}`}
        options={choices
          .filter((c) => !value.includes(c.id))
          .map((c) => ({ value: c.id, label: c.name, group: c.group }))}
        value={null}
        placeholder={`Add a screener…`}
        searchLabel="Screener name"
        emptyText="No screener matches. Build one under Screeners."
        onValueChange={(id) => onChange([...value, id])}
      />
    </div>
  );
}
