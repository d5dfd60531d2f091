// compare_simulations in one currency over REST: a EUR run and a USD run of the same strategy compared
// in USD (the first run's, by default) and in EUR agree with each other's stored growth, converted with
// the build's rates; each run's drawdown on the grid bottoms at its max drawdown; the benchmark is
// on the grid too; a currency before its rates is refused in words.
import { beforeAll, describe, expect, it } from "vitest";
import { startResearchServer, type TestAccount } from "@/tests/screeners/api";
import { createPortfolio, ok } from "@/tests/simulations/api";

const { account } = startResearchServer();
type Point = { date: string; value: number };
interface Growth {
  simulationId: string;
  points: Point[];
  benchmark: Point[] | null;
  drawdown: Point[];
}

let user: TestAccount;
let usd: string;
let eur: string;
let early: string;
beforeAll(async () => {
  user = await account("professional", "compare-currency");
  const portfolioId = await createPortfolio(user);
  const run = async (input: object) =>
    (await ok(user, "simulate_portfolio", { portfolioId, ...input })).result.simulation.id as string;
  usd = await run({ startYear: 2016 });
  eur = await run({ startYear: 2016, baseCurrency: "EUR" });
  early = await run({ startYear: 1995 });
}, 120_000);

const compare = async (input: object) =>
  (await ok(user, "compare_simulations", input)) as {
    result: {
      growth: Growth[];
      currency: string;
      simulations: { headline: { portfolio: { maxDrawdown: number } } }[];
    };
    assumed: { field: string; value: unknown; reason: string }[];
  };

const expectSameSeries = (a: Point[], b: Point[]) => {
  expect(a.map((p) => p.date)).toEqual(b.map((p) => p.date));
  a.forEach((p, k) => expect(p.value).toBeCloseTo(b[k].value, 9));
};

describe("compare_simulations in one currency", () => {
  it("compares in the first run's currency by default, converting the other's growth", async () => {
    const inUsd = await compare({ simulationIds: [usd, eur] });
    expect(inUsd.result.currency).toBe("USD");
    expect(inUsd.assumed).toEqual([
      { field: "/currency", value: "USD", reason: "Left out: the first simulation's base currency." },
    ]);
    const [a, b] = inUsd.result.growth;
    // The same strategy from the same day: in one currency the two runs are one series.
    expectSameSeries(b.points, a.points);
    expectSameSeries(b.benchmark!, a.benchmark!);
    // And the EUR run's own growth differs from it (the conversion did something).
    const inEur = await compare({ simulationIds: [eur, usd] });
    expect(inEur.result.currency).toBe("EUR");
    expect(inEur.result.growth[0].points.at(-1)!.value).not.toBeCloseTo(a.points.at(-1)!.value, 3);
    expectSameSeries(inEur.result.growth[1].points, inEur.result.growth[0].points);
    const picked = await compare({ simulationIds: [usd, eur], currency: "EUR" });
    expect(picked.assumed).toEqual([]);
    expectSameSeries(picked.result.growth[0].points, inEur.result.growth[0].points);
  });

  it("gives each run's daily drawdown on the grid, bottoming at its max drawdown", async () => {
    const { result } = await compare({ simulationIds: [usd, eur, early] });
    result.growth.forEach((g, i) => {
      expect(g.drawdown.map((p) => p.date)).toEqual(g.points.map((p) => p.date));
      const lowest = Math.min(...g.drawdown.map((p) => p.value));
      expect(lowest).toBeCloseTo(result.simulations[i].headline.portfolio.maxDrawdown, 12);
      expect(g.drawdown.every((p) => p.value <= 0)).toBe(true);
    });
    // Month ends alone would miss the daily low of 2020's March on the long run's monthly grid.
    const early2020 = result.growth[2].drawdown.find((p) => p.date.startsWith("2020-03"))!;
    expect(early2020.value).toBeLessThan(-0.1);
  });

  it("refuses a currency whose rates start after a run does, naming it", async () => {
    const reply = await user.call("compare_simulations", { simulationIds: [early, usd], currency: "EUR" });
    expect(reply.status).toBe(422);
    expect(reply.body.error.details[0]).toMatchObject({
      path: "/currency",
      message: expect.stringContaining("no EUR exchange rate on 1995-"),
    });
  });
});
