// The home page's three public strategies (S&P 500, 60/40, all-weather): each run through the engine
// exactly as a backtest with the default settings would be, from its own starting year, and kept for
// the process per data build (a new build brings new figures). Not a research call: no operation runs.
import { getMarketData } from "@/server/data/load";
import { computeSimulation } from "@/server/domain/simulations/compute";
import { resolveSettings } from "@/server/domain/simulations/settings";
import { cardOf } from "@/server/domain/simulations/summary";
import { benchmarkId, DEFAULT_BENCHMARK_ID } from "@/server/domain/portfolios/benchmarkIds";
import { PUBLIC_PORTFOLIOS, publicDefinition } from "@/server/seed/publicPortfolios";
import type { PublicStrategyCard } from "@/components/home/StrategyCard";

/** The cards' portfolios and the short names they go by. */
const SHOWN = [
  { id: DEFAULT_BENCHMARK_ID, title: "S&P 500" },
  { id: benchmarkId(2), title: "60/40 stocks and bonds" },
  { id: benchmarkId(4), title: "All-weather mix" },
];

let cached: { dataVersion: string; cards: Promise<PublicStrategyCard[]> } | null = null;

async function compute(): Promise<PublicStrategyCard[]> {
  const market = getMarketData();
  const benchmark = publicDefinition(PUBLIC_PORTFOLIOS[0]);
  const cards: PublicStrategyCard[] = [];
  for (const { id, title } of SHOWN) {
    const definition = publicDefinition(PUBLIC_PORTFOLIOS.find((p) => p.id === id)!);
    const { settings } = resolveSettings({}, definition, "professional");
    const card = cardOf(
      await computeSimulation({ market, definition, benchmark, screens: new Map(), settings }),
    );
    const { dates, values } = card.points;
    cards.push({
      id,
      title,
      cagr: card.headline.cagr,
      maxDrawdown: card.headline.maxDrawdown,
      first: dates[0],
      capital: settings.startingCapital,
      currency: settings.baseCurrency,
      last: dates[dates.length - 1],
      growth: values.map((v) => 1 + v),
    });
  }
  return cards;
}

export function publicStrategyCards(): Promise<PublicStrategyCard[]> {
  const { dataVersion } = getMarketData();
  if (cached?.dataVersion !== dataVersion) cached = { dataVersion, cards: compute() };
  return cached.cards;
}
