// Real prices from the committed data build: a fixed-weight SPY / TLT / GLD portfolio rebalanced at every
// month end, run on the whole panel and checked against a separate share-count calculation written
// here; plus no look-ahead and bit-identical reruns (on a three-column copy of the panel, for speed).
import { describe, expect, it } from "vitest";
import { loadMarketData } from "@/server/data/load";
import type { PricePanel } from "@/server/engine/data/panel";
import { simulateStrategy } from "@/server/engine/simulation/simulate";
import { headline } from "@/server/engine/metrics/headline";
import { leg, strategy, tinyPanel, variant } from "./tinyPanel";

const TICKERS = ["SPY", "TLT", "GLD"];
const WEIGHTS = { SPY: 0.5, TLT: 0.3, GLD: 0.2 };
const market = loadMarketData();

/** The three columns' adjusted closes on the build's calendar. */
function threeColumns(prices: PricePanel): PricePanel {
  const N = prices.tickers.length;
  const cols = TICKERS.map((t) => prices.column.get(t)!);
  return tinyPanel(
    prices.dates,
    Object.fromEntries(
      TICKERS.map((t, k) => [t, prices.dates.map((_, r) => prices.adjClose[r * N + cols[k]])]),
    ),
  );
}
const panel = threeColumns(market.prices);

/**
 * Independent: hold share counts, reset them to the weights at the start and at each month's last row,
 * up to the last row where all three have a price (the build's calendar runs on past the ETF files).
 */
function shareCountValue(start: string): { final: number; lastDate: string } {
  const { dates, adjClose } = panel;
  const s0 = dates.findIndex((d) => d >= start);
  let end = dates.length - 1;
  while (![0, 1, 2].every((i) => adjClose[end * 3 + i] > 0)) end--;
  let shares = [0, 0, 0];
  let value = 1000;
  const w = TICKERS.map((t) => WEIGHTS[t as keyof typeof WEIGHTS]);
  for (let t = s0; t <= end; t++) {
    const px = [0, 1, 2].map((i) => adjClose[t * 3 + i]);
    if (t > s0) value = shares.reduce((s, n, i) => s + n * px[i], 0);
    const monthEnd = t < dates.length - 1 && dates[t + 1].slice(5, 7) !== dates[t].slice(5, 7);
    if (t === s0 || monthEnd) shares = w.map((wi, i) => (wi * value) / px[i]);
  }
  return { final: value, lastDate: dates[end] };
}

describe("SPY/TLT/GLD 50/30/20, monthly", () => {
  const spec = strategy(TICKERS, leg("fixed_weights", { settings: { weight: WEIGHTS } }));

  it("matches the share-count calculation within 1e-9 relative", () => {
    const sim = simulateStrategy({
      panel: market.prices,
      cashRate: null,
      spec,
      variant: variant("2005-01-03", { startingCapital: 1000 }),
    });
    const independent = shareCountValue("2005-01-03");
    const k = sim.dates.indexOf(independent.lastDate);
    expect(sim.dates[0]).toBe("2005-01-03");
    expect(Math.abs(sim.values[k] / independent.final - 1)).toBeLessThan(1e-9);
    // After the ETFs' last bar the positions turn into cash (no cash rate here): the value stays.
    expect(sim.values[sim.values.length - 1]).toBeCloseTo(sim.values[k], 9);
    const h = headline(sim.dates, sim.values, sim.cashReturns);
    expect(h.totalReturn).toBeGreaterThan(1);
    expect(h.maxDrawdown).toBeLessThan(-0.15);
  });

  it("gives bit-identical results for the same recipe", () => {
    const a = simulateStrategy({
      panel,
      cashRate: null,
      spec,
      variant: variant("2010-01-04", { costs: true }),
    });
    const b = simulateStrategy({
      panel,
      cashRate: null,
      spec,
      variant: variant("2010-01-04", { costs: true }),
    });
    expect(Buffer.from(a.values.buffer).equals(Buffer.from(b.values.buffer))).toBe(true);
    expect(JSON.stringify(a.rebalances)).toBe(JSON.stringify(b.rebalances));
  });

  it("decides nothing differently when every price after a decision date is replaced", () => {
    const invVol = strategy(TICKERS, leg("minimum_variance", { lookbackMonths: 6 }));
    const base = simulateStrategy({ panel, cashRate: null, spec: invVol, variant: variant("2015-01-02") });
    const cut = "2019-06-28";
    const row = panel.dates.indexOf(cut);
    // Prices after the decision row are scrambled (scaled by a day-dependent factor).
    const altered = {
      ...panel,
      adjClose: panel.adjClose.map((v, k) => (Math.floor(k / 3) > row - 1 ? v * (1 + 0.3 * Math.sin(k)) : v)),
    };
    const moved = simulateStrategy({
      panel: altered,
      cashRate: null,
      spec: invVol,
      variant: variant("2015-01-02"),
    });
    const upTo = (r: typeof base.rebalances) =>
      r.filter((x) => x.date <= cut).map((x) => [x.date, x.fallback, x.holdings.map((h) => h.ticker)]);
    const weightsAt = (r: typeof base.rebalances) =>
      r.filter((x) => x.date <= cut).map((x) => x.holdings.map((h) => h.weight.toFixed(15)));
    expect(upTo(moved.rebalances)).toEqual(upTo(base.rebalances));
    expect(moved.rebalances.find((x) => x.date === cut)).toBeDefined();
    // Target weights on the cut day are decided from data before it; holdings after the trades at the
    // cut close are the same fractions, so they match too.
    expect(weightsAt(moved.rebalances)).toEqual(weightsAt(base.rebalances));
    expect(moved.rebalances.filter((x) => x.date > cut)).not.toEqual(
      base.rebalances.filter((x) => x.date > cut),
    );
  });

  it("no look-ahead with exits, a drawdown rule, HRP and a screener-style callback", () => {
    const cut = "2012-03-30";
    const row = panel.dates.indexOf(cut);
    const calls: number[] = [];
    // Point-in-time "screen": the two best 3-month performers as of the row it is given.
    const select = (p: typeof panel) => (asOf: number) => {
      calls.push(asOf);
      const ret = (i: number) => p.adjClose[asOf * 3 + i] / p.adjClose[(asOf - 63) * 3 + i];
      const tickers = [0, 1, 2]
        .sort((a, b) => ret(b) - ret(a) || a - b)
        .slice(0, 2)
        .map((i) => p.tickers[i]);
      return { tickers, coverage: [] };
    };
    const spec = (p: typeof panel) =>
      strategy([], leg("hierarchical_risk_parity", { lookbackMonths: 3, settings: { linkage: "ward" } }), {
        selection: { select: select(p) },
        exits: {
          maxHoldMonths: null,
          reinvestDelayMonths: 1,
          maxPositions: 2,
          takeProfit: 0.2,
          stopLoss: -0.08,
        },
        riskOff: leg("fixed_weights", { settings: { weight: { TLT: 1 } } }),
        riskConditions: [
          {
            type: "strategy_based",
            measure: "drawdown",
            months: 0,
            riskOff: { operator: "below", value: -0.1 },
            riskOn: { operator: "above", value: -0.03 },
            switchRebalances: true,
          },
        ],
      });
    const base = simulateStrategy({
      panel,
      cashRate: null,
      spec: spec(panel),
      variant: variant("2008-01-02", { costs: true }),
    });
    const altered = {
      ...panel,
      adjClose: panel.adjClose.map((v, k) => (Math.floor(k / 3) >= row ? v * (1 + 0.3 * Math.sin(k)) : v)),
    };
    const moved = simulateStrategy({
      panel: altered,
      cashRate: null,
      spec: spec(altered),
      variant: variant("2008-01-02", { costs: true }),
    });
    expect(calls.every((asOf) => asOf < panel.dates.length)).toBe(true);
    const k = base.dates.indexOf(cut);
    // Everything decided up to and including the cut day (trades fill at its close) is unchanged, and
    // values agree up to the day before it.
    const upTo = (r: typeof base) => ({
      trades: r.trades.filter((x) => x.date <= cut),
      rebalances: r.rebalances
        .filter((x) => x.date <= cut)
        .map((x) => [x.date, x.leg, x.fallback, x.holdings.map((h) => h.ticker)]),
      risk: Array.from(r.riskOff.subarray(0, k + 1)),
    });
    expect(upTo(moved).rebalances).toEqual(upTo(base).rebalances);
    expect(upTo(moved).risk).toEqual(upTo(base).risk);
    expect(upTo(moved).trades.map((x) => [x.date, x.ticker, x.reason])).toEqual(
      upTo(base).trades.map((x) => [x.date, x.ticker, x.reason]),
    );
    expect(Array.from(moved.values.subarray(0, k))).toEqual(Array.from(base.values.subarray(0, k)));
    expect(base.trades.some((x) => x.reason === "stop_loss" || x.reason === "take_profit")).toBe(true);
    // The same recipe again: bit-identical values and identical records.
    const again = simulateStrategy({
      panel,
      cashRate: null,
      spec: spec(panel),
      variant: variant("2008-01-02", { costs: true }),
    });
    expect(Buffer.from(again.values.buffer).equals(Buffer.from(base.values.buffer))).toBe(true);
    expect(JSON.stringify(again.trades)).toBe(JSON.stringify(base.trades));
    expect(base.rebalances.some((x) => x.leg === "riskOff")).toBe(true);
  });
});
