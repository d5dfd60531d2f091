// get_correlations' numbers on real data: the matrix of three ETFs' month-end returns equals a two-pass
// Pearson computed here from the adjusted closes; it is symmetric with a unit diagonal; a rolling
// window equals the same hand computation over its months.
import { describe, expect, it } from "vitest";
import { getMarketData } from "@/server/data/load";
import { correlations } from "@/server/domain/analysis/correlations";
import type { Db } from "@/server/db";
import { monthEndReturns, pearson } from "@/tests/analysis/realData";

const TICKERS = ["SPY", "IEF", "GLD"];
// Instruments only: the database is never read.
const noDb = null as unknown as Db;

describe("correlations of instruments", () => {
  it("equal a hand computation on three ETFs, symmetric with a unit diagonal", async () => {
    const r = await correlations(noDb, "nobody", getMarketData().prices, {
      instruments: TICKERS,
      startYear: 2010,
      endYear: 2019,
      frequency: "month",
      window: 24,
    });
    // The first month-end of the window is the base: 119 returns, Feb 2010 to Dec 2019.
    const hand = TICKERS.map((t) => monthEndReturns(t, "2010-01-01", "2019-12-31"));
    expect(r.returnsUsed).toBe(119);
    expect(hand[0].months.length).toBe(119);
    for (let i = 0; i < 3; i++) {
      expect(r.matrix[i][i]).toBe(1);
      for (let j = 0; j < 3; j++) {
        expect(r.matrix[i][j]).toBe(r.matrix[j][i]);
        if (i !== j) expect(r.matrix[i][j]).toBeCloseTo(pearson(hand[i].returns, hand[j].returns), 12);
      }
    }
    const spyIef = r.rolling!.find((p) => p.pair.join() === "SPY,IEF")!;
    expect(spyIef.values.length).toBe(119 - 24 + 1);
    const last = spyIef.values.length - 1;
    expect(spyIef.values[last]).toBeCloseTo(
      pearson(hand[0].returns.slice(-24), hand[1].returns.slice(-24)),
      10,
    );
    expect(spyIef.dates[last]).toBe(r.to);
  });

  it("daily returns count only days where every instrument trades", async () => {
    const r = await correlations(noDb, "nobody", getMarketData().prices, {
      instruments: ["SPY", "BTC-USD"],
      startYear: 2015,
      endYear: 2016,
      frequency: "day",
    });
    expect(r.returnsUsed).toBeGreaterThan(450);
    expect(Math.abs(r.matrix[0][1])).toBeLessThan(0.3);
  });

  it("refuses an unknown ticker at its index", async () => {
    await expect(
      correlations(noDb, "nobody", getMarketData().prices, {
        instruments: ["SPY", "NOPE_X"],
        startYear: 2010,
        endYear: null,
        frequency: "month",
      }),
    ).rejects.toMatchObject({ code: "invalid_arguments", details: [{ path: "/instruments/1" }] });
  });
});
