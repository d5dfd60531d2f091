// Nothing here yet: what this place holds, and the next step as a button or link.
import { cn } from "@/components/ui/cn";

interface Props {
  icon?: React.ReactNode;
  title: string;
  /** What to do next, in words ("Build a strategy, then backtest it here."). */
  children?: React.ReactNode;
  action?: React.ReactNode;
  className?: string;
}

export function EmptyState({ icon, title, children, action, className }: Props) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        "flex flex-col items-center gap-2 rounded-lg border border-dashed border-border-strong px-4 py-8",
        "text-center",
        className,
      )}
    >
      {icon && (
        <div className="text-muted [&_svg]:size-6" aria-hidden>
          {icon}
        </div>
      )}
      <p className="font-medium">{title}</p>
      {children && <div className="max-w-prose text-sm text-muted">{children}</div>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
