// Progress while a simulation computes (docs/decisions.md "Progress"): the engine's stepped run reports
// at every simulated year end, computeSimulation maps that into get_simulation's stages, and the worker
// writes it at most every PROGRESS_INTERVAL_MS.
import { describe, expect, it } from "vitest";
import { getMarketData } from "@/server/data/load";
import { computeSimulation } from "@/server/domain/simulations/compute";
import { throttled } from "@/server/domain/simulations/progress";
import { DEFAULT_BENCHMARK_ID } from "@/server/domain/portfolios/benchmarkIds";
import { PUBLIC_PORTFOLIOS, publicDefinition } from "@/server/seed/publicPortfolios";

describe("progress of a run", () => {
  it("moves at least once per simulated year through both stages, in order", async () => {
    const definition = publicDefinition(PUBLIC_PORTFOLIOS[1]);
    const settings = {
      startYear: 2005,
      variant: { reinvest: true, costs: true, taxes: false },
      startingCapital: 10_000,
      baseCurrency: "USD",
      benchmarkId: DEFAULT_BENCHMARK_ID,
    };
    const input = {
      market: getMarketData(),
      definition,
      benchmark: publicDefinition(PUBLIC_PORTFOLIOS[0]),
      screens: new Map(),
      settings,
    };
    const seen: number[] = [];
    const result = await computeSimulation(input, async (fraction) => {
      seen.push(fraction);
    });
    const years = new Set(result.dates.map((d) => d.slice(0, 4))).size;
    const portfolio = seen.filter((f) => f > 0.05 && f < 0.7);
    const benchmark = seen.filter((f) => f > 0.7 && f < 0.9);
    // Every year end but the last (whose fraction is 1, the stage's end) reports inside the stage.
    expect(portfolio).toHaveLength(years - 1);
    expect(benchmark).toHaveLength(years - 1);
    expect(seen.every((f, k) => k === 0 || f >= seen[k - 1])).toBe(true);
    expect(seen.at(-1)).toBe(0.9);
  });

  it("writes at most once per interval", async () => {
    let time = 0;
    const written: number[] = [];
    const progress = throttled(
      async (f) => {
        written.push(f);
      },
      250,
      () => time,
    );
    for (const [at, f] of [
      [100, 0.1],
      [260, 0.2],
      [300, 0.3],
      [509, 0.4],
      [510, 0.5],
      [900, 0.6],
    ]) {
      time = at;
      await progress(f);
    }
    expect(written).toEqual([0.2, 0.5, 0.6]);
  });
});
