// Ids of the public benchmark portfolios: stable, so `benchmark` fields and stored simulations can
// point at them. The portfolios themselves are written by the seed (server/seed/publicPortfolios.ts).
export const benchmarkId = (n: number) => `be${n.toString(16).padStart(22, "0")}`;

/** S&P 500 through SPY: the benchmark a definition gets when it names none. */
export const DEFAULT_BENCHMARK_ID = benchmarkId(1);
