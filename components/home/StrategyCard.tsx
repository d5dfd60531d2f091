// One public strategy on the home page: its name (the link: the whole card is clickable through it),
// a growth sparkline, CAGR and maximum drawdown.
import Link from "next/link";
import { ArrowRight } from "lucide-react";
import { Sparkline } from "@/components/charts/Sparkline";
import { formatMoney, formatPercent } from "@/components/ui/format";

/** What a card shows (app/home/publicStrategies.ts computes it). */
export interface PublicStrategyCard {
  id: string;
  title: string;
  cagr: number | null;
  maxDrawdown: number | null;
  first: string;
  /** The default starting capital and the currency it is in. */
  capital: number;
  currency: string;
  last: string;
  /** Growth of 1 at month ends (the first day, each month's last day, the last day). */
  growth: number[];
}

export function StrategyCard({ card, href }: { card: PublicStrategyCard; href: string }) {
  const since = card.first.slice(0, 4);
  const grown = card.growth[card.growth.length - 1];
  const sparkLabel =
    `Growth of ${card.title} since ${since}: ×${grown.toFixed(1)}, ` +
    `CAGR ${formatPercent(card.cagr)}, maximum drawdown ${formatPercent(card.maxDrawdown)}`;
  return (
    <article
      className="group relative flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-surface p-4
        transition-colors focus-within:border-accent hover:border-accent sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-base">
            <Link
              href={href}
              className="text-fg after:absolute after:inset-0 after:rounded-xl hover:no-underline"
            >
              {card.title}
            </Link>
          </h3>
          <p className="text-xs text-muted">
            Since {since} · <span className="tabular-nums">{formatMoney(card.capital, card.currency)}</span>{" "}
            became{" "}
            <span className="tabular-nums text-fg">{formatMoney(card.capital * grown, card.currency)}</span>
          </p>
        </div>
        <ArrowRight
          className="size-4 shrink-0 text-muted transition-transform group-hover:translate-x-0.5
          group-hover:text-accent"
          aria-hidden
        />
      </div>
      <Sparkline values={card.growth} label={sparkLabel} />
      <dl className="grid grid-cols-2 gap-3 border-t border-border pt-3">
        <div>
          <dt className="text-xs text-muted">CAGR</dt>
          <dd className="text-lg font-semibold tabular-nums">{formatPercent(card.cagr)}</dd>
        </div>
        <div className="text-right">
          <dt className="text-xs text-muted">Max drawdown</dt>
          <dd className="text-lg font-semibold tabular-nums text-bad">{formatPercent(card.maxDrawdown)}</dd>
        </div>
      </dl>
    </article>
  );
}
