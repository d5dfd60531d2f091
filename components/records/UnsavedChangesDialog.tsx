"use client";
// The question useUnsavedGuard asks when a person leaves an editor with unsaved changes. "Stay" has the
// focus, so Enter or Escape keeps the edits.
import type { UnsavedGuard } from "@/components/records/useUnsavedGuard";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";

export function UnsavedChangesDialog({ guard }: { guard: UnsavedGuard }) {
  return (
    <Dialog
      open={guard.asking}
      onOpenChange={(open) => !open && guard.stay()}
      title="Leave without saving?"
      description="Your changes on this page are not saved yet. Leaving now loses them."
      footer={
        <>
          <Button variant="danger" onClick={guard.leave}>
            Leave without saving
          </Button>
          <Button autoFocus onClick={guard.stay}>
            Stay and keep editing
          </Button>
        </>
      }
    />
  );
}
