// Calendar-year returns of the compared backtests side by side, the year's best marked.
import { Card } from "@/components/ui/Card";
import { cn } from "@/components/ui/cn";
import { formatPercent } from "@/components/ui/format";
import { bestIndex } from "@/components/simulation/compareSeries";

interface Props {
  names: string[];
  years: { year: number; totalReturn: number | null }[][];
}

export function CompareYearsTable({ names, years }: Props) {
  const all = [...new Set(years.flat().map((y) => y.year))].sort((a, b) => a - b);
  const returnOf = years.map((ys) => new Map(ys.map((y) => [y.year, y.totalReturn])));
  return (
    <Card title="Calendar years" description="Return in each calendar year, in %; the year's best is bold.">
      <div
        role="region"
        aria-label="Calendar years compared"
        tabIndex={0}
        className="max-h-[32rem] overflow-auto rounded-lg border border-border"
      >
        <table className="w-full border-collapse text-sm" aria-label="Calendar years compared">
          <thead className="sticky top-0 bg-surface-2">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium text-muted">
                Year
              </th>
              {names.map((n) => (
                <th key={n} scope="col" className="px-3 py-2 text-right font-medium text-muted">
                  {n}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {all.map((year) => {
              const values = returnOf.map((r) => r.get(year) ?? null);
              const best = bestIndex(values, "higher");
              return (
                <tr key={year} className="border-t border-border">
                  <th scope="row" className="px-3 py-1.5 text-left font-medium">
                    {year}
                  </th>
                  {values.map((v, i) => (
                    <td
                      key={i}
                      className={cn(
                        "px-3 py-1.5 text-right tabular-nums",
                        v !== null && v < 0 && "text-bad",
                        best === i && "font-semibold",
                      )}
                    >
                      {formatPercent(v)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
