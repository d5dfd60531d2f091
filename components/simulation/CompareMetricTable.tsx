// Every metric of the compared backtests side by side, the best value in each row marked (higher or
// lower is better per metric, metricGlossary.ts; rows where neither is better mark nothing).
import { Card } from "@/components/ui/Card";
import { Badge } from "@/components/ui/Badge";
import { cn } from "@/components/ui/cn";
import { bestIndex } from "@/components/simulation/compareSeries";
import {
  formatMetric,
  METRIC_GLOSSARY,
  metricNumber,
  UNIT_WORDS,
  type Metrics,
} from "@/components/simulation/metricGlossary";

interface Props {
  names: string[];
  /** Each backtest's metrics in the order of `names`; null while loading or not finished. */
  metrics: (Metrics | null)[];
}

export function CompareMetricTable({ names, metrics }: Props) {
  return (
    <Card title="Metrics" description="The best value in each row is marked.">
      <div
        role="region"
        aria-label="Metrics compared"
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-border"
      >
        <table className="w-full border-collapse text-sm" aria-label="Metrics compared">
          <thead className="bg-surface-2">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium text-muted">
                Metric
              </th>
              {names.map((n) => (
                <th key={n} scope="col" className="px-3 py-2 text-right font-medium text-muted">
                  {n}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {METRIC_GLOSSARY.map((m) => {
              const best = bestIndex(
                metrics.map((x) => metricNumber(x?.[m.key])),
                m.better,
              );
              return (
                <tr key={m.key} className="border-t border-border">
                  <th scope="row" className="px-3 py-2 text-left align-top font-normal">
                    <span className="font-medium">{m.label}</span>{" "}
                    <span className="text-xs text-muted">({UNIT_WORDS[m.unit]})</span>
                    <span className="block text-xs text-muted">{m.explanation}</span>
                  </th>
                  {metrics.map((x, i) => (
                    <td
                      key={i}
                      className={cn(
                        "px-3 py-2 text-right align-top tabular-nums whitespace-nowrap",
                        best === i && "bg-good-soft font-semibold",
                      )}
                    >
                      {x ? formatMetric(m, x[m.key]) : "—"}
                      {best === i && (
                        <Badge tone="good" className="ml-2">
                          Best
                        </Badge>
                      )}
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
