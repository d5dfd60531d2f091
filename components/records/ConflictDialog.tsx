"use client";
// What a builder shows when its save was refused because the record changed after it was opened
// (409 conflict, useRecordVersion.ts): says so in words and offers the two ways on. "Reload theirs"
// opens the record as it is now, dropping the edits here; "Keep mine as new" saves what the builder
// shows as a new record (MakeCopyButton), leaving theirs as it is.
import { RefreshCw } from "lucide-react";
import type { VersionConflict } from "@/components/records/useRecordVersion";
import { MakeCopyButton, type CopySource } from "@/components/records/MakeCopyButton";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";

const WORD = { portfolio: "strategy", screener: "screener" } as const;

interface Props {
  conflict: VersionConflict | null;
  /** What "Keep mine as new" saves: the builder's state. */
  copy: CopySource;
  onReload(): void;
  onClose(): void;
}

export function ConflictDialog({ conflict, copy, onReload, onClose }: Props) {
  const word = WORD[copy.kind];
  return (
    <Dialog
      open={conflict !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`This ${word} was changed somewhere else`}
      description={
        conflict
          ? `Someone saved it after you opened it (in another tab, or an assistant or program using your account): it is now at version ${conflict.theirs}, and your changes were made on version ${conflict.yours}. Your changes are not saved yet.`
          : undefined
      }
      footer={
        <>
          <Button variant="secondary" icon={<RefreshCw />} onClick={onReload}>
            Reload theirs
          </Button>
          <MakeCopyButton source={copy} variant="primary" label="Keep mine as new" />
        </>
      }
    >
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
        <li>
          <strong>Reload theirs</strong> opens the {word} as it is saved now; your changes here are dropped.
        </li>
        <li>
          <strong>Keep mine as new</strong> saves what you see here as a new {word}, named “… (copy)”, and
          leaves theirs as it is.
        </li>
      </ul>
    </Dialog>
  );
}
