// Monthly returns as a year-by-month grid, each cell tinted by its return (green up, red down, deeper
// for larger moves) with the figure written in it; the year's return at the end. It is a table, so
// keyboard and screen readers read it as one. Every year is shown (no inner scroll box cutting the last
// years off); on a phone the frame scrolls sideways, which the description says.
import { Card } from "@/components/ui/Card";
import { cn } from "@/components/ui/cn";
import { formatPercent, MONTH_NAMES } from "@/components/ui/format";
import { monthGrid } from "@/components/simulation/series";
import { returnTint } from "@/components/simulation/returnTint";

interface Props {
  monthly: { month: string; totalReturn: number }[];
  yearly: { year: number; totalReturn: number | null }[];
}

/** A month of ±8 % or more gets the deepest tint. */
const FULL_TINT_AT = 0.08;
const tint = (x: number | null) => returnTint(x, FULL_TINT_AT);

export function MonthlyHeatmap({ monthly, yearly }: Props) {
  const grid = monthGrid(monthly, yearly);
  const cell = "px-2 py-1.5 text-right tabular-nums whitespace-nowrap";
  return (
    <Card
      title="Monthly returns"
      description={`Return in each month and year, in %; greener up, redder down. All ${grid.length} years; on a narrow screen the table scrolls sideways.`}
    >
      <div
        role="region"
        aria-label="Monthly returns table"
        tabIndex={0}
        className="max-w-full overflow-x-auto rounded-lg border border-border"
      >
        <table className="w-full border-collapse text-xs" aria-label="Monthly returns">
          <thead className="bg-surface-2">
            <tr>
              <th scope="col" className="px-2 py-1.5 text-left font-medium text-muted">
                Year
              </th>
              {MONTH_NAMES.map((m) => (
                <th key={m} scope="col" className={cn(cell, "font-medium text-muted")}>
                  {m}
                </th>
              ))}
              <th scope="col" className={cn(cell, "font-medium text-muted")}>
                Year
              </th>
            </tr>
          </thead>
          <tbody>
            {grid.map((row) => (
              <tr key={row.year} className="border-t border-border">
                <th scope="row" className="px-2 py-1.5 text-left font-medium">
                  {row.year}
                </th>
                {row.months.map((x, i) => (
                  <td key={i} className={cell} style={tint(x)}>
                    {x === null ? "" : formatPercent(x)}
                  </td>
                ))}
                <td className={cn(cell, "border-l border-border font-semibold")} style={tint(row.total)}>
                  {formatPercent(row.total)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
