// The banner of a draft portfolio or screener (one an AI assistant or an API key made, reached through
// its openUrl): "Drafted by <folder> · expires <date>" and what to do about it. Its one action, "Save to
// Lodestar", is the builder's own save button (useSaveToLodestar), so a draft page has one save and one
// Backtest. It shows nothing for saved and public records, so a page can always render it.
//
//   <DraftBanner kind="screener" record={record} />
//
// The record's title, state and other actions live in RecordHeader; this banner is the draft's part.
import { Bot } from "lucide-react";
import type { RecordView } from "@/components/catalogue/types";
import { formatDate } from "@/components/ui/format";

export type RecordKind = "portfolio" | "screener";

interface Props {
  kind: RecordKind;
  record: Pick<RecordView, "id" | "state" | "draft">;
}

export function DraftBanner({ kind, record }: Props) {
  if (record.state !== "draft" || !record.draft) return null;
  const list = kind === "portfolio" ? "strategies" : "screeners";
  return (
    <section
      aria-label="Draft"
      className="flex min-w-0 items-start gap-3 rounded-xl border border-warn/40 bg-warn-soft p-4"
    >
      <Bot className="mt-0.5 size-5 shrink-0 text-warn" aria-hidden />
      <div className="min-w-0">
        <p className="font-medium">
          Drafted by <span className="break-words">{record.draft.folder}</span> · expires{" "}
          <time dateTime={record.draft.expiresAt}>{formatDate(record.draft.expiresAt)}</time>
        </p>
        <p className="text-sm text-muted">
          A draft is deleted 30 days after its last use. “Save to Lodestar” keeps it, with your changes, in
          your {list}.
        </p>
      </div>
    </section>
  );
}
