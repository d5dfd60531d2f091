// Home: what Lodestar does in one sentence, the person's recent work when signed in, three famous
// portfolios with their real figures, and the two ways to start building.
import Link from "next/link";
import { Filter, Layers } from "lucide-react";
import { currentCaller } from "@/app/session";
import { publicStrategyCards } from "@/app/home/publicStrategies";
import { RecentWork } from "@/app/home/RecentWork";
import { StrategyCard } from "@/components/home/StrategyCard";
import { Button } from "@/components/ui/Button";
import { formatDate } from "@/components/ui/format";

const BUILDERS = [
  {
    href: "/portfolios/new",
    label: "Build a strategy",
    icon: <Layers />,
    text: "Pick instruments or a screener, choose how to weight them, add risk rules and exits, then backtest.",
  },
  {
    href: "/screeners/new",
    label: "Build a screener",
    icon: <Filter />,
    text: "Filter stocks and ETFs by return, valuation, volatility and more, as of any date in the data.",
  },
];

export default async function Home() {
  const [caller, cards] = await Promise.all([currentCaller(), publicStrategyCards()]);
  // Signed out, a card leads through sign-up to the strategy it showed.
  const hrefOf = (id: string) =>
    caller ? `/portfolios/${id}` : `/sign-up?next=${encodeURIComponent(`/portfolios/${id}`)}`;
  return (
    <div className="flex flex-col gap-10">
      <section className="max-w-3xl">
        <h1 className="text-balance text-3xl sm:text-4xl">Research investing strategies on real history</h1>
        <p className="mt-3 text-base text-muted sm:text-lg">
          Build a strategy or a stock and ETF screener, backtest it on daily market data, and compare the
          results side by side.
        </p>
      </section>

      {caller && <RecentWork caller={caller} />}

      <section aria-labelledby="famous" className="flex flex-col gap-4">
        <div>
          <h2 id="famous">Start from a well-known portfolio</h2>
          <p className="mt-1 text-sm text-muted">
            Backtested to {formatDate(cards[0]?.last)} with dividends reinvested and trading costs.
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <StrategyCard key={card.id} card={card} href={hrefOf(card.id)} />
          ))}
        </div>
      </section>

      <section aria-labelledby="build" className="flex flex-col gap-4">
        <h2 id="build">Or build your own</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          {BUILDERS.map((b) => (
            <div
              key={b.href}
              className="flex flex-col items-start gap-3 rounded-xl border border-border bg-surface p-5"
            >
              <span className="rounded-lg bg-accent-soft p-2 text-accent [&_svg]:size-5" aria-hidden>
                {b.icon}
              </span>
              <p className="text-sm text-muted">{b.text}</p>
              <Button asChild className="mt-auto">
                <Link href={b.href}>{b.label}</Link>
              </Button>
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}
