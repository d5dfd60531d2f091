// A grey block where content is coming, sized like that content so nothing jumps when it arrives.
// Wrap a group in <Loading label="…"> so screen readers hear one "Loading …" instead of nothing.
import { cn } from "@/components/ui/cn";

export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden
      className={cn("animate-pulse rounded-md bg-surface-2", className)}
    />
  );
}

export function Loading({
  label,
  children,
  className,
}: {
  label: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div role="status" aria-live="polite" className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}
