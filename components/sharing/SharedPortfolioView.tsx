// A shared saved strategy, read only: its name and description, each model in words (what it holds and
// at which weights, how it weighs them, how often it rebalances, its risk rules), and the headline of
// its owner's latest finished backtest with a small growth picture. Screeners show as "a screener":
// their names and ids are other records of the account.
import type { SharedPortfolio } from "@/server/domain/sharing/views";
import { sparklinePath } from "@/components/sharing/sparkline";
import { Card } from "@/components/ui/Card";
import { formatPercent, formatYears } from "@/components/ui/format";
import { HeadlineRow } from "@/components/simulation/HeadlineRow";
import { MadeWithLodestar } from "@/components/sharing/MadeWithLodestar";

const KIND = { single: "Single strategy", combined: "Combined strategy" } as const;

function holdings(m: SharedPortfolio["models"][number]) {
  const w = m.weights;
  return m.holds
    .map((h) => (w && typeof w[h] === "number" ? `${h} ${formatPercent(w[h], 0)}` : h))
    .join(", ");
}

export function SharedPortfolioView({ view }: { view: SharedPortfolio }) {
  const latest = view.latest;
  const dates = latest?.card.points.dates ?? [];
  return (
    <article className="grid gap-4">
      <header>
        <p className="text-sm text-muted">Shared strategy · read only</p>
        <h1 className="break-words text-2xl sm:text-3xl">{view.name}</h1>
        {view.description && <p className="mt-1 text-muted">{view.description}</p>}
        <p className="mt-1 text-sm text-muted">
          {KIND[view.kind]} · from {view.startingYear} · {view.models.length}{" "}
          {view.models.length === 1 ? "model" : "models"}
        </p>
      </header>
      {latest && (
        <section aria-labelledby="latest-backtest" className="grid gap-3">
          <div>
            <h2 id="latest-backtest" className="text-lg">
              Latest backtest
            </h2>
            <p className="text-sm text-muted">
              {dates.length ? formatYears(dates[0], dates[dates.length - 1]) : ""} in{" "}
              {latest.run.baseCurrency}
              {latest.run.benchmarkName ? `, against ${latest.run.benchmarkName}` : ""}
            </p>
          </div>
          <HeadlineRow
            portfolio={latest.card.headline}
            benchmark={latest.card.benchmarkHeadline}
            benchmarkName={latest.run.benchmarkName}
            startingCapital={latest.run.startingCapital}
            currency={latest.run.baseCurrency}
            flows={null}
          />
          <Card title="Growth" description="Value over the backtest, from its start to the latest data.">
            <svg
              viewBox="0 0 600 80"
              preserveAspectRatio="none"
              className="h-24 w-full"
              role="img"
              aria-label="Growth over the backtest"
            >
              <path
                d={sparklinePath(
                  latest.card.points.values.map((v) => 1 + v),
                  600,
                  76,
                )}
                transform="translate(0 2)"
                fill="none"
                className="stroke-accent"
                strokeWidth={2}
                vectorEffect="non-scaling-stroke"
              />
            </svg>
          </Card>
        </section>
      )}
      {view.models.map((m) => (
        <Card key={m.name} title={m.name} level={2}>
          <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
            <dt className="text-muted">Holds</dt>
            <dd>{holdings(m) || "Nothing selected"}</dd>
            <dt className="text-muted">Weighting</dt>
            <dd>
              {m.allocation}
              {m.riskOff ? `; in risk off, ${m.riskOff}` : ""}
            </dd>
            <dt className="text-muted">Rebalance</dt>
            <dd>{m.rebalance}</dd>
            <dt className="text-muted">Risk rules</dt>
            <dd>{m.riskConditions ? `${m.riskConditions} condition(s)` : "None"}</dd>
          </dl>
        </Card>
      ))}
      <MadeWithLodestar />
    </article>
  );
}
