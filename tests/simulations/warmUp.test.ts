// The start-up warm-up (server/startup/warmUp.ts) on the real data build and database: it writes nothing,
// and afterwards a portfolio's first simulation against a public benchmark on the default settings
// finds the benchmark's run kept (it is not computed again: no progress is reported for it).
import { describe, expect, it } from "vitest";
import { warmUp } from "@/server/startup/warmUp";
import { getMarketData } from "@/server/data/load";
import { benchmarkRun, engineRunOf } from "@/server/domain/simulations/compute";
import { storedInputOf } from "@/server/domain/simulations/service";
import { resolveSettings } from "@/server/domain/simulations/settings";
import { recipeOf } from "@/server/domain/simulations/recipe";
import { normaliseDefinition } from "@/server/domain/portfolios/normalise";
import { benchmarkId } from "@/server/domain/portfolios/benchmarkIds";
import { PUBLIC_PORTFOLIOS, publicDefinition } from "@/server/seed/publicPortfolios";
import { testDb } from "@/tests/helpers/accounts";

const SIXTY_FORTY = benchmarkId(2);

async function tableCounts() {
  const db = testDb();
  const [simulations, portfolios, usage, keys] = await Promise.all([
    db.simulation.count(),
    db.portfolio.findMany({ select: { id: true, updatedAt: true, expiresAt: true }, orderBy: { id: "asc" } }),
    db.usage.findMany({ orderBy: [{ userId: "asc" }, { period: "asc" }] }),
    db.apiKey.findMany({ select: { id: true, lastUsedAt: true }, orderBy: { id: "asc" } }),
  ]);
  return { simulations, portfolios, usage, keys };
}

describe("start-up warm-up", () => {
  it("writes nothing and keeps the public benchmarks' runs on the default settings", async () => {
    const before = await tableCounts();
    const took = await warmUp(testDb());
    expect(Object.keys(took)).toEqual([
      "market data",
      "bars",
      "simulations",
      "benchmark runs",
      "documents",
      "database",
    ]);
    expect(await tableCounts()).toEqual(before);

    const market = getMarketData();
    const { definition } = normaliseDefinition(
      {
        name: "Three ETFs",
        benchmark: SIXTY_FORTY,
        models: [{ selection: { instruments: ["SPY", "TLT", "GLD"] } }],
      },
      { plan: "professional", base: "", benchmark: SIXTY_FORTY },
    );
    const benchmark = publicDefinition(PUBLIC_PORTFOLIOS.find((p) => p.id === SIXTY_FORTY)!);
    const { settings } = resolveSettings({ startYear: 2011 }, definition!, "professional");
    const { recipe, recipeId } = recipeOf(
      "a".repeat(24),
      definition!,
      benchmark,
      {},
      settings,
      market.dataVersion,
    );
    const request = {
      recipe,
      portfolioName: "Three ETFs",
      benchmark: { portfolioId: SIXTY_FORTY, name: "" },
    };
    const input = storedInputOf(market, recipeId, request);
    const reported: number[] = [];
    const kept = await benchmarkRun(input, engineRunOf(input), async (f) => void reported.push(f));
    expect(reported).toEqual([]);
    expect(kept.result.dates[0]).toBe("2011-01-03");
    // Another starting capital is another run: computed, its progress reported year by year.
    const other = storedInputOf(market, recipeId, {
      ...request,
      recipe: { ...recipe, settings: { ...settings, startingCapital: 12_345 } },
    });
    await benchmarkRun(other, engineRunOf(other), async (f) => void reported.push(f));
    expect(reported.length).toBeGreaterThan(10);
  });
});
