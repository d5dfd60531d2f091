// A page's main actions kept in reach on a phone: a bar fixed to the bottom of the screen, above the
// home indicator (safe-area inset), under 1024 px only (wider, the side panel beside the content holds
// the same actions in view). The page leaves room at its end (PHONE_BAR_ROOM) so the bar covers nothing.
import { cn } from "@/components/ui/cn";

/** Padding a page with the bar keeps at its end on a phone. */
export const PHONE_BAR_ROOM = "pb-24 lg:pb-0";

export function PhoneActionBar({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      data-testid="phone-action-bar"
      className={cn(
        "fixed inset-x-0 bottom-0 z-30 border-t border-border bg-surface/95 px-4 pt-2 backdrop-blur lg:hidden",
        "pb-[calc(0.5rem+env(safe-area-inset-bottom))] [&>*]:flex-1",
        "flex items-center gap-2",
      )}
    >
      {children}
    </div>
  );
}
