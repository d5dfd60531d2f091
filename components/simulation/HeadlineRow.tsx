// The headline row of a result: end value, CAGR, volatility, Sharpe and max drawdown, each with its
// explanation on hover or focus and the benchmark's figure beneath it. With cash flows the money comes
// first: the end balance, the money put in and taken out, and the money-weighted return beside the
// time-weighted CAGR (the benchmark runs without flows, so those tiles have no benchmark figure).
import { InfoButton } from "@/components/ui/Tooltip";
import { formatMoney, formatNumber, formatPercent } from "@/components/ui/format";
import { METRIC_GLOSSARY, type Headline } from "@/components/simulation/metricGlossary";
import type { MetricsResult } from "@/components/simulation/types";

type Flows = NonNullable<MetricsResult["cashFlows"]>;

interface Props {
  portfolio: Headline;
  benchmark: Headline | null;
  benchmarkName: string | null;
  startingCapital: number;
  currency: string;
  /** The run's cash flows, once the result is read; null without any. */
  flows: Flows | null;
}

interface Tile {
  label: string;
  about: string;
  show(h: Headline): string;
  /** Shown for the portfolio only. */
  own?: true;
}

const explain = (key: string) => METRIC_GLOSSARY.find((m) => m.key === key)?.explanation ?? "";

export function HeadlineRow({
  portfolio,
  benchmark,
  benchmarkName,
  startingCapital,
  currency,
  flows,
}: Props) {
  const money = (x: number) => formatMoney(x, currency);
  const endValue = (h: Headline) => (h.totalReturn === null ? null : startingCapital * (1 + h.totalReturn));
  const cagr: Tile = { label: "CAGR", about: explain("cagr"), show: (h) => formatPercent(h.cagr) };
  const rest: Tile[] = [
    { label: "Volatility", about: explain("volatility"), show: (h) => formatPercent(h.volatility) },
    { label: "Sharpe", about: explain("sharpe"), show: (h) => formatNumber(h.sharpe) },
    { label: "Max drawdown", about: explain("maxDrawdown"), show: (h) => formatPercent(h.maxDrawdown) },
  ];
  const tiles: Tile[] = flows
    ? [
        {
          label: "End balance",
          about: "The money in the portfolio at the end, after every cash flow.",
          show: () => money(flows.endBalance),
          own: true,
        },
        {
          label: "Put in",
          about: `The starting ${money(startingCapital)} plus every contribution.`,
          show: () => money(startingCapital + flows.contributions),
          own: true,
        },
        {
          label: "Taken out",
          about: "Every withdrawal added up: what the cash flows actually paid you.",
          show: () => money(flows.withdrawals),
          own: true,
        },
        {
          ...cagr,
          label: "CAGR (time-weighted)",
          about: `${cagr.about} Time-weighted: it leaves the cash flows out, so it measures the strategy, not your timing.`,
        },
        {
          label: "Money-weighted return",
          about:
            "The yearly rate at which the start, every flow and the end balance add up (IRR): what your money earned, with the timing and size of your flows.",
          show: () => formatPercent(flows.moneyWeightedReturn),
          own: true,
        },
        ...rest,
      ]
    : [
        {
          label: "End value",
          about: `What ${money(startingCapital)} at the start became.`,
          show: (h) => formatMoney(endValue(h), currency),
        },
        cagr,
        ...rest,
      ];
  return (
    <dl
      className={
        flows
          ? "grid grid-cols-2 gap-3 sm:grid-cols-4"
          : "grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
      }
    >
      {tiles.map((t) => (
        <div key={t.label} className="min-w-0 rounded-xl border border-border bg-surface p-3 sm:p-4">
          <dt className="flex items-center gap-1 text-sm text-muted">
            {t.label}
            <InfoButton label={`About ${t.label}`} content={t.about} />
          </dt>
          <dd className="mt-1 text-xl font-semibold tabular-nums sm:text-2xl">{t.show(portfolio)}</dd>
          {benchmark && !t.own && (
            <dd className="mt-0.5 truncate text-xs text-muted tabular-nums">
              {benchmarkName ?? "Benchmark"}: {t.show(benchmark)}
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
