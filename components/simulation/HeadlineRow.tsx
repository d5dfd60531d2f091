// The headline row of a result: end value, CAGR, volatility, Sharpe and max drawdown, each with its
// explanation on hover or focus and the benchmark's figure beneath it.
import { InfoButton } from "@/components/ui/Tooltip";
import { formatMoney, formatNumber, formatPercent } from "@/components/ui/format";
import { METRIC_GLOSSARY, type Headline } from "@/components/simulation/metricGlossary";

interface Props {
  portfolio: Headline;
  benchmark: Headline | null;
  benchmarkName: string | null;
  startingCapital: number;
  currency: string;
}

const explain = (key: string) => METRIC_GLOSSARY.find((m) => m.key === key)?.explanation ?? "";

export function HeadlineRow({ portfolio, benchmark, benchmarkName, startingCapital, currency }: Props) {
  const endValue = (h: Headline | null) =>
    h?.totalReturn === null || h?.totalReturn === undefined ? null : startingCapital * (1 + h.totalReturn);
  const tiles = [
    {
      label: "End value",
      about: `What ${formatMoney(startingCapital, currency)} at the start became.`,
      show: (h: Headline | null) => formatMoney(endValue(h), currency),
    },
    { label: "CAGR", about: explain("cagr"), show: (h: Headline | null) => formatPercent(h?.cagr) },
    {
      label: "Volatility",
      about: explain("volatility"),
      show: (h: Headline | null) => formatPercent(h?.volatility),
    },
    { label: "Sharpe", about: explain("sharpe"), show: (h: Headline | null) => formatNumber(h?.sharpe) },
    {
      label: "Max drawdown",
      about: explain("maxDrawdown"),
      show: (h: Headline | null) => formatPercent(h?.maxDrawdown),
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {tiles.map((t) => (
        <div key={t.label} className="min-w-0 rounded-xl border border-border bg-surface p-3 sm:p-4">
          <dt className="flex items-center gap-1 text-sm text-muted">
            {t.label}
            <InfoButton label={`About ${t.label}`} content={t.about} />
          </dt>
          <dd className="mt-1 text-xl font-semibold tabular-nums sm:text-2xl">{t.show(portfolio)}</dd>
          {benchmark && (
            <dd className="mt-0.5 truncate text-xs text-muted tabular-nums">
              {benchmarkName ?? "Benchmark"}: {t.show(benchmark)}
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
