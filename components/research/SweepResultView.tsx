"use client";
// A finished sweep: the overfitting sentence first, then the best variant in words with Open, a metric
// switch, and the grid drawn for its number of axes (a line for one, a heatmap for two, a heatmap per
// value of the third for three), then every variant ranked. Opening a cell (open_sweep_variant, counted
// as a backtest) builds that variant as a draft strategy, runs it, and goes to its result page.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { ExternalLink } from "lucide-react";
import { useOpenVariant } from "@/components/research/api";
import { axisName, valueWords, variantWords } from "@/components/research/axisValues";
import { RANK_BY, formatMetric, goodness, rankMetric } from "@/components/research/metrics";
import { OverfittingNote } from "@/components/research/OverfittingNote";
import { SweepGrid, cellKey } from "@/components/research/SweepGrid";
import { SweepLine } from "@/components/research/SweepLine";
import type { AxisValue, RankBy, Sweep, SweepResult } from "@/components/research/types";
import { VariantsTable } from "@/components/research/VariantsTable";
import { Button } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { RadioChoices } from "@/components/ui/RadioChoices";
import { CallError } from "@/components/ui/CallError";

export function SweepResultView({ sweep, result }: { sweep: Sweep; result: SweepResult }) {
  const router = useRouter();
  const open = useOpenVariant(sweep.id);
  const [metricKey, setMetricKey] = useState<RankBy>(sweep.rankBy);
  const metric = rankMetric(metricKey);
  const cells = result.variants;
  const byKey = new Map(cells.map((c) => [cellKey(c.values), c]));
  const scores = goodness(
    cells.map((c) => c.metrics),
    metric,
  );
  const tint = new Map(cells.map((c, i) => [c.index, scores[i]]));
  const shown = cells.flatMap((c) =>
    typeof c.metrics?.[metric.key] === "number" ? [c.metrics[metric.key]!] : [],
  );
  const spread = shown.length
    ? `${formatMetric(metric, Math.min(...shown))} to ${formatMetric(metric, Math.max(...shown))}`
    : "—";
  const best = result.best === null ? undefined : cells.find((c) => c.index === result.best);
  const opening = open.isPending ? (open.variables ?? null) : null;
  const onOpen = (index: number) =>
    open.mutate(index, { onSuccess: (id) => router.push(`/simulations/${id}`) });
  const inWords = (values: AxisValue[]) => variantWords(sweep.axes, values);
  const failed = cells.filter((c) => c.state === "failed");
  const [rows, columns, pages] = sweep.axes;
  const grid = (page: AxisValue | null) => (
    <SweepGrid
      key={String(page)}
      rows={rows}
      columns={columns}
      cellAt={(r, c) => byKey.get(cellKey(page === null ? [r, c] : [r, c, page]))}
      metric={metric}
      tint={tint}
      best={result.best}
      opening={opening}
      onOpen={onOpen}
      caption={`${metric.label} by ${rows.label} and ${columns.label}${page === null ? "" : `, ${axisName(pages)} ${valueWords(pages, page)}`}`}
    />
  );
  return (
    <div className="grid gap-4">
      <OverfittingNote overfitting={result.overfitting} />
      {best?.metrics && (
        <Card
          title="Best variant"
          description={`By ${rankMetric(sweep.rankBy).label}, as the sweep was ranked.`}
          actions={
            <Button
              size="sm"
              icon={<ExternalLink aria-hidden />}
              loading={opening === best.index}
              onClick={() => onOpen(best.index)}
            >
              Open as a backtest
            </Button>
          }
        >
          <p className="text-base font-medium" data-testid="best-variant">
            {inWords(best.values)}
          </p>
          <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
            {(["cagr", "sharpe", "maxDrawdown", "volatility"] as const).map((k) => (
              <div key={k}>
                <dt className="text-muted">{rankMetric(k).label}</dt>
                <dd className="tabular-nums font-semibold">
                  {formatMetric(rankMetric(k), best.metrics![k])}
                </dd>
              </div>
            ))}
          </dl>
        </Card>
      )}
      <CallError error={open.error} />
      <Card
        title={sweep.axes.length === 1 ? "The variants" : "The grid of variants"}
        description={
          sweep.axes.length === 1
            ? undefined
            : `${metric.label} from ${spread}: greener is better than the median variant, redder worse; the best has a star. Click a cell, or press Enter on it, to open it as a backtest.`
        }
        actions={
          <RadioChoices
            legend="Metric shown"
            name="sweep-metric"
            options={RANK_BY.map((m) => ({ value: m.key, label: m.label }))}
            value={metricKey}
            onChange={setMetricKey}
            className="gap-x-3"
          />
        }
      >
        {sweep.axes.length === 1 && (
          <SweepLine axis={rows} cells={cells} metric={metric} best={result.best} onOpen={onOpen} />
        )}
        {sweep.axes.length === 2 && grid(null)}
        {sweep.axes.length === 3 && (
          <div className="grid gap-4">
            {pages.values.map((page) => (
              <div key={String(page)}>
                <h3 className="mb-1 text-sm font-medium">
                  {axisName(pages)} {valueWords(pages, page)}
                </h3>
                {grid(page)}
              </div>
            ))}
          </div>
        )}
        {failed.length > 0 && (
          <div className="mt-3 text-sm">
            <h3 className="font-medium text-bad">
              {failed.length} variant{failed.length === 1 ? "" : "s"} failed
            </h3>
            <ul className="mt-1 list-disc pl-5">
              {failed.slice(0, 10).map((c) => (
                <li key={c.index}>
                  {inWords(c.values)}: {c.reason}
                </li>
              ))}
            </ul>
          </div>
        )}
      </Card>
      <Card title="All variants" description={`Ranked by ${metric.label}; Open runs one as a backtest.`}>
        <VariantsTable
          axes={sweep.axes}
          cells={cells}
          metric={metric}
          best={result.best}
          opening={opening}
          onOpen={onOpen}
        />
      </Card>
    </div>
  );
}
