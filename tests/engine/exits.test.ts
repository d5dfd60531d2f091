// Position exits on a 45-weekday panel (4 Jan - 5 Mar 2021; month ends at rows 19 = 29 Jan and
// 39 = 26 Feb). Exits are decided on data up to the previous close and sold at that day's close.
import { describe, expect, it } from "vitest";
import { simulateStrategy } from "@/server/engine/simulation/simulate";
import { leg, NO_EXITS, strategy, tinyPanel, variant, weekdays } from "./tinyPanel";

const DATES = weekdays("2021-01-04", 45);
const row = (date: string) => DATES.indexOf(date);

/** A path: 10 until row `from`, then the given prices, then flat at the last one. */
function path(from: number, moves: number[]): number[] {
  return DATES.map((_, t) => (t < from ? 10 : moves[Math.min(t - from, moves.length - 1)]));
}

const EQUAL = leg("equal_weight");

describe("stopLoss and reinvestDelayMonths", () => {
  // A falls to 6.5 on 11 Jan (-35% from the 10 it was bought at on 5 Jan), 6.6 on 12 Jan, then 7.
  const panel = tinyPanel(DATES, { A: path(2, [9, 8, 7.5, 6.5, 6.6, 7]) });

  it("sells at the next close after the loss passes -30%, holds cash to the month-end rebalance, buys back", () => {
    const sim = simulateStrategy({
      panel,
      cashRate: null,
      spec: strategy(["A"], EQUAL, { exits: { ...NO_EXITS, stopLoss: -0.3 } }),
      variant: variant("2021-01-05"),
    });
    const exit = sim.trades.find((t) => t.reason === "stop_loss")!;
    expect(exit.date).toBe("2021-01-12");
    expect(exit.value).toBeCloseTo(-66, 12); // 10 shares at 6.6
    expect(sim.values[row("2021-01-28") - 1]).toBeCloseTo(66, 12);
    expect(sim.exposure[row("2021-01-28") - 1]).toBe(0);
    // 29 Jan: bought back with 66 at 7; the position's entry resets to 7, so no further stop.
    expect(sim.rebalances.map((r) => [r.date, r.holdings.length])).toEqual([
      ["2021-01-05", 1],
      ["2021-01-29", 1],
      ["2021-02-26", 1],
    ]);
    expect(sim.values[sim.values.length - 1]).toBeCloseTo(66, 12);
  });

  it("with reinvestDelayMonths 1 the ticker stays out until 12 Feb, so the 29 Jan rebalance holds cash", () => {
    const exits = { ...NO_EXITS, stopLoss: -0.3, reinvestDelayMonths: 1 };
    const sim = simulateStrategy({
      panel,
      cashRate: null,
      spec: strategy(["A"], EQUAL, { exits }),
      variant: variant("2021-01-05"),
    });
    expect(sim.rebalances.map((r) => [r.date, r.holdings.length])).toEqual([
      ["2021-01-05", 1],
      ["2021-01-29", 0],
      ["2021-02-26", 1],
    ]);
  });
});

describe("takeProfit, maxHoldMonths, maxPositions", () => {
  it("takeProfit 0.5 sells the day after A closes at +55%", () => {
    const panel = tinyPanel(DATES, { A: path(5, [12, 15.5, 16, 16]) });
    const sim = simulateStrategy({
      panel,
      cashRate: null,
      spec: strategy(["A"], EQUAL, { exits: { ...NO_EXITS, takeProfit: 0.5 } }),
      variant: variant("2021-01-05"),
    });
    const exit = sim.trades.find((t) => t.reason === "take_profit")!;
    // 15.5 on row 6 (12 Jan) -> sold at the 13 Jan close of 16: 10 shares.
    expect(exit.date).toBe("2021-01-13");
    expect(exit.value).toBeCloseTo(-160, 12);
  });

  it("maxHoldMonths 1: bought 5 Jan, sold on the first day after 5 Feb (8 Feb), bought again on 26 Feb", () => {
    const panel = tinyPanel(DATES, { A: path(0, [10]) });
    const sim = simulateStrategy({
      panel,
      cashRate: null,
      spec: strategy(["A"], EQUAL, { exits: { ...NO_EXITS, maxHoldMonths: 1 } }),
      variant: variant("2021-01-05"),
    });
    expect(sim.trades.filter((t) => t.reason === "max_hold").map((t) => t.date)).toEqual(["2021-02-08"]);
    // The 29 Jan rebalance keeps the 5 Jan entry date (a top-up, not a new position).
    expect(sim.rebalances.find((r) => r.date === "2021-02-26")!.holdings).toEqual([
      { ticker: "A", weight: 1 },
    ]);
  });

  it("maxPositions keeps the first candidates in selection order", () => {
    const panel = tinyPanel(DATES, { A: path(0, [10]), B: path(0, [20]), C: path(0, [30]) });
    const sim = simulateStrategy({
      panel,
      cashRate: null,
      spec: strategy(["C", "A", "B"], EQUAL, { exits: { ...NO_EXITS, maxPositions: 2 } }),
      variant: variant("2021-01-05"),
    });
    expect(sim.rebalances[0].holdings.map((h) => h.ticker).sort()).toEqual(["A", "C"]);
  });
});

describe("data gaps", () => {
  it("a holding without a bar on a rebalance day is kept as it is; the rest is allocated around it", () => {
    // B has no bar on 29 Jan (row 19): it keeps its 50 and A is set to its target on the remaining 50.
    const b = DATES.map((_, t) => (t === 19 ? NaN : t >= 20 ? 22 : 20));
    const a = DATES.map((_, t) => (t >= 10 ? 11 : 10));
    const panel = tinyPanel(DATES, { A: a, B: b });
    const sim = simulateStrategy({
      panel,
      cashRate: null,
      spec: strategy(["A", "B"], EQUAL),
      variant: variant("2021-01-05"),
    });
    // 5 Jan: 50 / 50. A rises to 55 on 18 Jan. 29 Jan: B frozen at 50; A alone is the only candidate and
    // gets all of V - 50 = 55, so no trade. 1 Feb: B 50 x 22/20 = 55.
    expect(sim.trades.filter((t) => t.date === "2021-01-29")).toEqual([]);
    expect(sim.values[DATES.indexOf("2021-02-01") - 1]).toBeCloseTo(110, 12);
    // 26 Feb: both trade again, 55 each.
    expect(sim.rebalances.find((r) => r.date === "2021-02-26")!.holdings.map((h) => h.weight)).toEqual([
      0.5, 0.5,
    ]);
  });
});

describe("screener selection", () => {
  const panel = tinyPanel(DATES, { A: path(0, [10]), B: path(0, [20]), C: path(0, [30]) });

  it("entry list at each rebalance replaces holdings when there is no exit screener", () => {
    const seen: number[] = [];
    const select = (asOf: number) => {
      seen.push(asOf);
      return { tickers: asOf < row("2021-01-29") ? ["A", "B"] : ["C"], coverage: [] };
    };
    const sim = simulateStrategy({
      panel,
      cashRate: null,
      spec: strategy([], EQUAL, { selection: { select } }),
      variant: variant("2021-01-05"),
    });
    // Called point-in-time with the row before each rebalance.
    expect(seen).toEqual([row("2021-01-05") - 1, row("2021-01-29") - 1, row("2021-02-26") - 1]);
    expect(sim.rebalances.map((r) => r.holdings.map((h) => h.ticker))).toEqual([
      ["A", "B"],
      ["A", "B"],
      ["C"],
    ]);
  });

  it("with an exit screener, holdings stay until it names them; new entries fill the free places", () => {
    const select = () => ["C", "A"];
    const exit = (asOf: number) => (asOf >= row("2021-02-26") - 1 ? ["A"] : []);
    const exits = { ...NO_EXITS, maxPositions: 2 };
    const sim = simulateStrategy({
      panel,
      cashRate: null,
      spec: strategy([], EQUAL, {
        selection: { select: (t) => ({ tickers: t < 10 ? ["A", "B"] : select(), coverage: [] }), exit },
        exits,
      }),
      variant: variant("2021-01-05"),
    });
    // 5 Jan: A, B. 29 Jan: A and B kept (the entry list is C, A but both places are taken). 26 Feb: A
    // named by the exit screener -> B kept, C enters.
    expect(sim.rebalances.map((r) => r.holdings.map((h) => h.ticker).sort())).toEqual([
      ["A", "B"],
      ["A", "B"],
      ["B", "C"],
    ]);
  });
});
