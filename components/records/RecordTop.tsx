// The top of an open record in its builder: a draft's banner (components/records/DraftBanner.tsx), then
// the head (what it is, name, state) with "Make a copy" for a public record, which nobody can change, and
// the Share menu for a saved strategy (screeners are not shared).
import type { RecordView } from "@/components/catalogue/types";
import { DraftBanner } from "@/components/records/DraftBanner";
import { MakeCopyButton, type CopySource } from "@/components/records/MakeCopyButton";
import { ShareMenu } from "@/components/sharing/ShareMenu";
import { RecordHeader } from "@/components/ui/RecordHeader";

interface Props {
  kind: "portfolio" | "screener";
  record: Pick<RecordView, "id" | "name" | "description" | "state" | "draft">;
  /** What a copy holds: what the builder shows, edits included. */
  copy: CopySource;
}

export function RecordTop({ kind, record, copy }: Props) {
  return (
    <>
      <DraftBanner kind={kind} record={record} />
      <RecordHeader kind={kind} record={record}>
        {record.state === "public" && <MakeCopyButton source={copy} />}
        {kind === "portfolio" && record.state === "saved" && (
          <ShareMenu target={{ portfolioId: record.id }} what="strategy" />
        )}
      </RecordHeader>
    </>
  );
}
