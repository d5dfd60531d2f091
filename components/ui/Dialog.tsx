"use client";
// A modal (Radix Dialog): focus is trapped and returned, Escape closes, the title names it. On a phone
// it fills the width less a margin. Compose: <Dialog trigger={<Button>…</Button>} title="…">…</Dialog>.
import { Dialog as Radix } from "radix-ui";
import { X } from "lucide-react";
import { cn } from "@/components/ui/cn";

interface Props {
  title: string;
  /** One line under the title; also the dialog's accessible description. */
  description?: string;
  /** The element that opens it (uncontrolled); leave out and pass open/onOpenChange to control it. */
  trigger?: React.ReactNode;
  open?: boolean;
  onOpenChange?(open: boolean): void;
  /** Buttons at the bottom, right-aligned (stacked on a phone). */
  footer?: React.ReactNode;
  className?: string;
  children?: React.ReactNode;
}

export function Dialog({
  title,
  description,
  trigger,
  open,
  onOpenChange,
  footer,
  className,
  children,
}: Props) {
  return (
    <Radix.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <Radix.Trigger asChild>{trigger}</Radix.Trigger>}
      <Radix.Portal>
        <Radix.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Radix.Content
          data-slot="dialog"
          // Without a description, say so, or Radix warns that one is missing.
          {...(description ? {} : { "aria-describedby": undefined })}
          className={cn(
            "fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] max-w-lg",
            "-translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-border bg-surface",
            "p-5 text-fg shadow-xl",
            className,
          )}
        >
          <div className="mb-4 pr-8">
            <Radix.Title className="text-lg font-semibold">{title}</Radix.Title>
            {description && (
              <Radix.Description className="mt-1 text-sm text-muted">{description}</Radix.Description>
            )}
          </div>
          {children}
          {footer && (
            <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div>
          )}
          <Radix.Close
            data-slot="dialog-close"
            aria-label="Close"
            className="absolute right-3 top-3 rounded p-1.5 text-muted hover:bg-surface-2 hover:text-fg"
          >
            <X className="size-4" aria-hidden />
          </Radix.Close>
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}

/** Closes the dialog it sits in: <DialogClose asChild><Button>Cancel</Button></DialogClose>. */
export const DialogClose = Radix.Close;
