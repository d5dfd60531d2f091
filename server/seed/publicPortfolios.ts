// The service's public benchmark portfolios, seeded with the data build under stable ids so that
// `benchmark` fields and simulations can point at them. Each is written as a complete definition
// (normalised like a create_portfolio request on the top plan), read-only for every account.
import type { Db } from "@/server/db";
import type { SeedStep } from "@/server/seed/step";
import { normaliseDefinition } from "@/server/domain/portfolios/normalise";
import type { DefinitionInput } from "@/server/domain/portfolios/schema";
import { benchmarkId, DEFAULT_BENCHMARK_ID } from "@/server/domain/portfolios/benchmarkIds";

const SECTOR_SPDRS = ["XLB", "XLE", "XLF", "XLI", "XLK", "XLP", "XLU", "XLV", "XLY"];

const fixed = (weight: Record<string, number>) => ({
  riskOn: { method: "fixed_weights", settings: { weight } },
});

export const PUBLIC_PORTFOLIOS: { id: string; definition: DefinitionInput }[] = [
  {
    id: DEFAULT_BENCHMARK_ID,
    definition: {
      name: "S&P 500 (SPY)",
      description: "The S&P 500 through the SPDR S&P 500 ETF (SPY), bought and held: the default benchmark.",
      models: [{ name: "S&P 500", selection: { instruments: ["SPY"] } }],
    },
  },
  {
    id: benchmarkId(2),
    definition: {
      name: "60/40 stocks and bonds (SPY/IEF)",
      description:
        "60% S&P 500 (SPY) and 40% 7-10 year US Treasuries (IEF), restored every quarter; from 2003, the first full year of IEF.",
      startingYear: 2003,
      models: [
        {
          name: "60/40",
          rebalance: { every: 3 },
          selection: { instruments: ["SPY", "IEF"] },
          allocation: fixed({ SPY: 0.6, IEF: 0.4 }),
        },
      ],
    },
  },
  {
    id: benchmarkId(3),
    definition: {
      name: "Equal-weight US sectors (Select Sector SPDRs)",
      description:
        "The nine original Select Sector SPDR ETFs (materials, energy, financials, industrials, technology, staples, utilities, health care, discretionary) in equal weights, restored every month.",
      models: [{ name: "Sectors", selection: { instruments: SECTOR_SPDRS } }],
    },
  },
  {
    id: benchmarkId(4),
    definition: {
      name: "All-weather style (SPY/TLT/IEF/GLD/DBC)",
      description:
        "An all-weather style mix: 30% US stocks (SPY), 40% long Treasuries (TLT), 15% intermediate Treasuries (IEF), 7.5% gold (GLD), 7.5% commodities (DBC), restored every quarter; from 2007, the first full year of DBC.",
      startingYear: 2007,
      models: [
        {
          name: "All weather",
          rebalance: { every: 3 },
          selection: { instruments: ["SPY", "TLT", "IEF", "GLD", "DBC"] },
          allocation: fixed({ SPY: 0.3, TLT: 0.4, IEF: 0.15, GLD: 0.075, DBC: 0.075 }),
        },
      ],
    },
  },
];

/** The complete definition of a public portfolio; a problem here is a mistake in this file. */
export function publicDefinition(p: (typeof PUBLIC_PORTFOLIOS)[number]) {
  const { definition, problems } = normaliseDefinition(p.definition, {
    plan: "professional",
    base: "",
    benchmark: DEFAULT_BENCHMARK_ID,
  });
  if (problems.length)
    throw new Error(`public portfolio ${p.id}: ${problems.map((x) => `${x.path} ${x.message}`).join("; ")}`);
  return definition;
}

export const publicPortfoliosStep: SeedStep = {
  name: "public portfolios",
  async run(db: Db) {
    for (const p of PUBLIC_PORTFOLIOS) {
      const definition = publicDefinition(p);
      const row = {
        name: definition.name,
        description: definition.description,
        state: "public",
        userId: null,
        folder: null,
        expiresAt: null,
        definition,
      };
      await db.portfolio.upsert({ where: { id: p.id }, create: { id: p.id, ...row }, update: row });
    }
    return `${PUBLIC_PORTFOLIOS.length} benchmark portfolios`;
  },
};
