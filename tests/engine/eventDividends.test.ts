// The dividends after the raw era come from the corporate events (docs/data.md "Corporate events"): a
// reinvest-off KO run on the real panel receives KO's dividends as paid, and a dividend filter has no
// value only where its window touches a day whose dividend is unknown.
import { describe, expect, it } from "vitest";
import { getMarketData } from "@/server/data/load";
import { simulateStrategy } from "@/server/engine/simulation/simulate";
import { filterById } from "@/server/catalogue/filters";
import { leg, strategy, variant } from "./tinyPanel";

const KO_PAID: [string, number][] = [
  ...["2024-03-14", "2024-06-14", "2024-09-13", "2024-11-29"].map((d): [string, number] => [d, 0.485]),
  ...["2025-03-14", "2025-06-13", "2025-09-15", "2025-12-01"].map((d): [string, number] => [d, 0.51]),
  ["2026-03-13", 0.53],
  ["2026-06-15", 0.53],
];

describe("dividends from the corporate events", () => {
  it("pays a reinvest-off KO run 0.485 x 4 in 2024, 0.51 x 4 in 2025, 0.53 in March and June 2026, per share", () => {
    const { prices } = getMarketData();
    const sim = simulateStrategy({
      panel: prices,
      cashRate: null,
      spec: strategy(["KO"], leg("fixed_weights", { settings: { weight: { KO: 1 } } })),
      variant: variant("2024-01-02", { reinvest: false, startingCapital: 10_000 }),
    });
    expect(sim.dates.at(-1)).toBe(prices.dates.at(-1));
    const N = prices.tickers.length;
    const ko = prices.column.get("KO")!;
    const row = new Map(prices.dates.map((d, t) => [d, t]));
    // The cash that left the portfolio on each day: what the total return would have made of the value,
    // less the value. Shares are the value over the last known close, as the engine counts them.
    const received: [string, number][] = [];
    let lastClose = NaN;
    for (let k = 1; k < sim.dates.length; k++) {
      const t = row.get(sim.dates[k])!;
      const c = prices.close[(t - 1) * N + ko];
      if (Number.isFinite(c)) lastClose = c;
      const ratio = prices.adjClose[t * N + ko] / prices.adjClose[(t - 1) * N + ko];
      const cash = sim.values[k - 1] * ratio - sim.values[k];
      if (Math.abs(cash) > 1e-9 * sim.values[k])
        received.push([sim.dates[k], cash / (sim.values[k - 1] / lastClose)]);
    }
    expect(received.map(([d]) => d)).toEqual(KO_PAID.map(([d]) => d));
    received.forEach(([, perShare], j) => expect(perShare).toBeCloseTo(KO_PAID[j][1], 6));
  });

  it("gives dividend growth where the 24 months are known (KO, klevera's file) and none where they touch a gap (AAPL)", () => {
    const data = getMarketData();
    const { dates, column } = data.prices;
    const t = dates.indexOf("2025-06-30");
    const growth = filterById("dividend_growth")!.compute(data, { months_ago: 0 }, t, 0);
    // KO: 0.485 x 2 + 0.51 x 2 over the 12 months to 2025-06-30, 0.46 x 2 + 0.485 x 2 before.
    expect(growth[column.get("KO")!]).toBeCloseTo((2 * 0.485 + 2 * 0.51) / (2 * 0.46 + 2 * 0.485) - 1, 4);
    // AAPL's 2025-02-10 dividend is in no source (2024-12-09 to 2025-02-28).
    expect(growth[column.get("AAPL")!]).toBeNaN();
    // Before the gap it has one: 0.24 + 0.25 x 3 over the 12 months to 2024-11-29, 0.23 + 0.24 x 3 before
    // (the raw rows' dividends to 2024-03-08, the events' after).
    const before = filterById("dividend_growth")!.compute(
      data,
      { months_ago: 0 },
      dates.indexOf("2024-11-29"),
      0,
    );
    expect(before[column.get("AAPL")!]).toBeCloseTo((0.24 + 0.25 * 3) / (0.23 + 0.24 * 3) - 1, 4);
  });

  it("takes no dividend from a file whose splice the build refused: dieperdev's BNY is another security", () => {
    const { dates, column, tickers, dividend } = getMarketData().prices;
    const bny = column.get("BNY")!;
    // dieperdev's BNY derives a dividend on 2021-01-14 (0.057, a monthly payer); the build has none there.
    for (const date of ["2021-01-14", "2021-02-12", "2022-06-15"]) {
      expect(dividend[dates.indexOf(date) * tickers.length + bny], date).toBeNaN();
    }
  });
});
