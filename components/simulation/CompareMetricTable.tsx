// Every metric of the compared backtests side by side, the best value in each row marked (higher or
// lower is better per metric, metricGlossary.ts; rows where neither is better mark nothing).
import { Card } from "@/components/ui/Card";
import { Badge } from "@/components/ui/Badge";
import { cn } from "@/components/ui/cn";
import { bestIndex } from "@/components/simulation/compareSeries";
import { CompareTable } from "@/components/simulation/CompareTable";
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
      <CompareTable label="Metrics compared" corner="Metric" names={names}>
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
      </CompareTable>
    </Card>
  );
}
