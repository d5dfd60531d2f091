// Calendar-year returns of the compared backtests side by side, the year's best marked.
import { Card } from "@/components/ui/Card";
import { cn } from "@/components/ui/cn";
import { formatPercent } from "@/components/ui/format";
import { bestIndex } from "@/components/simulation/compareSeries";
import { CompareTable } from "@/components/simulation/CompareTable";

interface Props {
  names: string[];
  years: { year: number; totalReturn: number | null }[][];
}

export function CompareYearsTable({ names, years }: Props) {
  const all = [...new Set(years.flat().map((y) => y.year))].sort((a, b) => a - b);
  const returnOf = years.map((ys) => new Map(ys.map((y) => [y.year, y.totalReturn])));
  return (
    <Card title="Calendar years" description="Return in each calendar year, in %; the year's best is bold.">
      <CompareTable label="Calendar years compared" corner="Year" names={names} className="max-h-[32rem]">
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
      </CompareTable>
    </Card>
  );
}
