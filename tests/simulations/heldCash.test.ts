// A momentum strategy with a price row (S&P 500, `price > 5`, the 10 best 12-month total returns) is
// told when it held cash because the screen had no values (held_cash_no_values), and a screen that
// keeps nothing on real values is not. The committed build has no traded close for stocks after
// 2024-03-08; a later build will. So the exact span is checked on a copy of the loaded market data with
// the traded fields (close, open, high, low, volume, dividend; not the adjusted close) blanked after
// 2024-03-08, run through the engine as a simulation runs it; over REST on the real build the test
// asserts what holds either way, reading from the build where its traded closes stop.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getMarketData } from "@/server/data/load";
import type { MarketData } from "@/server/engine/data/panel";
import type { Screen } from "@/server/engine/screening/types";
import { stopQueue } from "@/server/jobs/simulationQueue";
import { checkScreener } from "@/server/domain/screeners/check";
import { normaliseDefinition } from "@/server/domain/portfolios/normalise";
import { DEFAULT_BENCHMARK_ID } from "@/server/domain/portfolios/benchmarkIds";
import { engineRunOf, simulateDefinition } from "@/server/domain/simulations/compute";
import { simulationWarnings } from "@/server/domain/simulations/warnings";
import { PUBLIC_PORTFOLIOS, publicDefinition } from "@/server/seed/publicPortfolios";
import { setEnv } from "@/tests/helpers/env";
import { startResearchServer, type TestAccount } from "@/tests/screeners/api";
import { createPortfolio, ok, waitDone } from "@/tests/simulations/api";

setEnv({ LODESTAR_SIMULATION_QUEUE: `simulations-held-cash-${process.pid}` });
const { account } = startResearchServer();
let user: TestAccount;
beforeAll(async () => {
  user = await account("professional", "held-cash-app");
});
afterAll(async () => {
  await stopQueue();
  setEnv({ LODESTAR_SIMULATION_QUEUE: undefined });
});

const CUT = "2024-03-08";
const START_YEAR = 2023;
const screenOf = (price: number) => ({
  universe: { assetType: "stocks", indexes: ["sp_500"] },
  rows: [
    { filter: "price", relation: "greater_than", target: { kind: "value", value: price } },
    {
      filter: "total_return",
      relation: "highest",
      target: { kind: "count", value: 10 },
      inputs: { months: 12 },
    },
  ],
});
const modelOf = (screenerId: string) => ({
  name: "Momentum",
  selection: { instruments: [], entryScreeners: [screenerId] },
  positionExits: { maxPositions: 10 },
  rebalance: { every: 1 },
  allocation: { riskOn: { method: "equal_weight" } },
});

type Span = { from: string; to: string; rows: { row: number; filter: string; filterName: string }[] };
type Warning = { code: string; path: string; model: string; message: string; spans: Span[] };
type Rebalance = { date: string; holdings: unknown[] };

/** The last date on which most stocks priced there have a traded close (the build's end when all do). */
function lastTradedClose(m: MarketData): string {
  const { prices } = m;
  const N = prices.tickers.length;
  const stocks = prices.meta.flatMap((x, i) => (x.assetType === "stocks" ? [i] : []));
  for (let t = prices.dates.length - 1; t >= 0; t--) {
    let priced = 0;
    let traded = 0;
    for (const i of stocks)
      if (prices.adjClose[t * N + i] > 0) {
        priced++;
        if (prices.close[t * N + i] > 0) traded++;
      }
    if (priced > 0 && traded * 2 > priced) return prices.dates[t];
  }
  throw new Error("no traded close in the build");
}

/** The first rebalance decided on a close after `date` (its previous trading day is after it). */
function firstDecidedAfter(date: string, rebalances: Rebalance[], days: string[]): string {
  const r = rebalances.find((x) => days[days.indexOf(x.date) - 1] > date);
  if (!r) throw new Error(`no rebalance after ${date}`);
  return r.date;
}

/** A copy of the market data with the traded fields blanked after `cut`; the adjusted close kept. */
function withoutTradedFieldsAfter(m: MarketData, cut: string): MarketData {
  const p = m.prices;
  const from = p.dates.findIndex((d) => d > cut) * p.tickers.length;
  const blank = <A extends Float64Array | Float32Array>(a: A): A => {
    const copy = a.slice() as A;
    copy.fill(NaN, from);
    return copy;
  };
  return {
    ...m,
    dataVersion: `${m.dataVersion}-blanked`,
    prices: {
      ...p,
      close: blank(p.close),
      open: blank(p.open),
      high: blank(p.high),
      low: blank(p.low),
      volume: blank(p.volume),
      dividend: blank(p.dividend),
    },
  };
}

/** The simulation over REST: asked, polled until done, asked again (the stored run), and its metrics. */
async function simulated(screenerId: string) {
  const portfolioId = await createPortfolio(user, {
    name: "Momentum with a price row",
    models: [modelOf(screenerId)],
  });
  const first = await ok(user, "simulate_portfolio", { portfolioId, startYear: START_YEAR });
  const simulationId: string = first.result.simulation.id;
  if (first.result.state !== "done") {
    expect(first.result.warnings).toBeNull();
    const { data } = await waitDone(user, { simulationId }, 240_000);
    expect(data.result.state, data.result.reason).toBe("done");
  }
  const status = await ok(user, "simulate_portfolio", { portfolioId, startYear: START_YEAR });
  const metrics = await ok(user, "get_simulation_metrics", { simulationId, series: "daily" });
  const days: string[] = metrics.result.daily.map((d: { date: string }) => d.date);
  return {
    warnings: status.result.warnings as Warning[],
    metricsWarnings: metrics.result.warnings as Warning[],
    rebalances: metrics.result.rebalances as Rebalance[],
    days,
  };
}

describe("held_cash_no_values", () => {
  it("names the span of cash after the traded closes stop, over REST; none where they do not", async () => {
    const screener = await ok(user, "create_screener", { name: "Momentum over $5", ...screenOf(5) });
    const run = await simulated(screener.result.screener.id);
    expect(run.metricsWarnings).toEqual(run.warnings);
    const cut = lastTradedClose(getMarketData());
    const end = run.days.at(-1)!;
    if (cut >= end) {
      // A build with traded closes to its end: stocks held through it, nothing to say.
      expect(run.warnings).toEqual([]);
      expect(run.rebalances.at(-1)!.holdings).toHaveLength(10);
      return;
    }
    const from = firstDecidedAfter(cut, run.rebalances, run.days);
    expect(run.warnings).toHaveLength(1);
    const [w] = run.warnings;
    expect(w).toMatchObject({
      code: "held_cash_no_values",
      path: "/models/0/selection/entryScreeners",
      model: "Momentum",
      spans: [
        {
          from,
          to: end,
          positions: 0,
          maxPositions: 10,
          rows: [{ screenerId: screener.result.screener.id, row: 1, filter: "price", filterName: "Price" }],
        },
      ],
    });
    expect(w.message).toContain(`Held cash from ${from} to ${end}`);
    // Cash from that rebalance on, stocks before it.
    for (const r of run.rebalances) expect(r.holdings.length === 0, r.date).toBe(r.date >= from);
  }, 300_000);

  it("on a build without traded fields after 2024-03-08: cash from the first rebalance after it to the end", () => {
    const market = withoutTradedFieldsAfter(getMarketData(), CUT);
    const id = "5c00000000000000000000aa";
    const options = { plan: "professional" as const, base: "", benchmark: DEFAULT_BENCHMARK_ID };
    const normalised = normaliseDefinition({ name: "Momentum", models: [modelOf(id)] }, options);
    expect(normalised.problems).toEqual([]);
    const definition = normalised.definition;
    const screens = new Map([[id, checkScreener(screenOf(5), "professional").definition as Screen]]);
    const settings = {
      startYear: START_YEAR,
      variant: { reinvest: true, costs: true, taxes: false },
      startingCapital: 10_000,
      baseCurrency: "USD",
      benchmarkId: DEFAULT_BENCHMARK_ID,
    };
    const benchmark = publicDefinition(PUBLIC_PORTFOLIOS[0]);
    const engine = engineRunOf({ market, definition, benchmark, screens, settings });
    const { result, valueGaps } = simulateDefinition(definition, engine);
    const from = firstDecidedAfter(CUT, result.rebalances, result.dates);
    expect(from).toBe("2024-03-28");
    const end = result.dates.at(-1)!;
    expect(valueGaps).toHaveLength(1);
    expect(valueGaps[0]).toMatchObject({ model: 0, name: "Momentum" });
    const [span] = valueGaps[0].spans;
    expect(valueGaps[0].spans).toHaveLength(1);
    expect(span).toMatchObject({ from, to: end, positions: 0, maxPositions: 10 });
    expect(span.rows).toHaveLength(1);
    expect(span.rows[0]).toMatchObject({ screen: id, row: 1, filter: "price" });
    // Every S&P 500 member priced on the decision's date lacks the traded close, so the row is blind.
    expect(span.rows[0].missing).toBe(span.rows[0].priced);
    expect(span.rows[0].priced).toBeGreaterThan(450);
    expect(span.rebalances).toBe(result.rebalances.filter((r) => r.date >= from).length);
    // Before it, the strategy held its ten stocks.
    for (const r of result.rebalances) expect(r.holdings.length, r.date).toBe(r.date < from ? 10 : 0);
    const [w] = simulationWarnings(valueGaps);
    expect(w.message).toMatch(
      new RegExp(
        `^Model “Momentum”: Held cash from ${from} to ${end} \\(\\d+ rebalances\\): row 1 \\(“Price”\\)`,
      ),
    );
  }, 300_000);

  it("a screen that keeps nothing on real values is not reported: no span before the traded closes stop", async () => {
    const screener = await ok(user, "create_screener", { name: "Over a million", ...screenOf(1_000_000) });
    const run = await simulated(screener.result.screener.id);
    const cut = lastTradedClose(getMarketData());
    // Cash at every rebalance: nothing is priced over a million dollars.
    expect(run.rebalances.every((r) => r.holdings.length === 0)).toBe(true);
    const spans = run.warnings.flatMap((w) => w.spans);
    if (cut >= run.days.at(-1)!) expect(spans).toEqual([]);
    else expect(spans.map((s) => s.from)).toEqual([firstDecidedAfter(cut, run.rebalances, run.days)]);
  }, 300_000);
});
