// The head of one portfolio or screener page: what it is, its name and state, its description, and
// the record's own actions at the right (Make a copy for a public record, Backtest...). A draft's
// folder, expiry and "Save to Lodestar" are the DraftBanner's (components/records/DraftBanner.tsx),
// shown above this head, so each thing shows once.
import type { RecordView } from "@/components/catalogue/types";
import { StateBadge } from "@/components/ui/Badge";

interface Props {
  kind: "portfolio" | "screener";
  record: Pick<RecordView, "name" | "description" | "state">;
  /** The record's own actions, at the right of the name (below it on a phone). */
  children?: React.ReactNode;
}

const KIND_WORDS = { portfolio: "Strategy", screener: "Screener" } as const;

export function RecordHeader({ kind, record, children }: Props) {
  return (
    <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="flex items-center gap-2 text-sm text-muted">
          {KIND_WORDS[kind]} <StateBadge state={record.state} />
        </p>
        <h1 className="mt-1 break-words text-2xl sm:text-3xl">{record.name}</h1>
        {record.description && <p className="mt-1 text-muted">{record.description}</p>}
      </div>
      {children && <div className="flex shrink-0 flex-wrap gap-2">{children}</div>}
    </header>
  );
}
