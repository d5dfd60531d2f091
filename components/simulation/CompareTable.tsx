// The frame of a comparison table: a labelled region that scrolls on its own (the keyboard reaches it),
// a first column of row names under `corner`, then one column per compared backtest.
import { cn } from "@/components/ui/cn";

interface Props {
  label: string;
  corner: string;
  names: string[];
  className?: string;
  children: React.ReactNode;
}

export function CompareTable({ label, corner, names, className, children }: Props) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn("overflow-auto rounded-lg border border-border", className)}
    >
      <table className="w-full border-collapse text-sm" aria-label={label}>
        <thead className="sticky top-0 bg-surface-2">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-medium text-muted">
              {corner}
            </th>
            {names.map((n) => (
              <th key={n} scope="col" className="px-3 py-2 text-right font-medium text-muted">
                {n}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
