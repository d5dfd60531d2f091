// Long-run history without a hole: a SPY portfolio from 1990 is priced by the S&P 500 total return of
// Shiller's monthly file until SPY's daily bars start (1993-01-29), and holds SPY through the switch.
// The expected yearly returns are worked out here from the raw file, independently of the engine:
// TR_m = TR_{m-1} (P_m + D_m / 12) / P_{m-1}, a year's return TR(December) / TR(previous December) - 1.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stopQueue } from "@/server/jobs/simulationQueue";
import { startResearchServer, type TestAccount } from "@/tests/screeners/api";
import { createPortfolio, ok, waitDone } from "@/tests/simulations/api";

const SHILLER = path.resolve(
  import.meta.dirname,
  "../../../shared/data/raw/datasets__s-and-p-500/data/data.csv",
);

const { account } = startResearchServer();
let user: TestAccount;
beforeAll(async () => {
  user = await account("advanced", "long-run-switch"); // all the daily years: 1990 starts on long-run rows
});
afterAll(async () => stopQueue());

/** Price and annual dividend per month ("YYYY-MM") from the raw file. */
function shiller(): Map<string, { price: number; dividend: number }> {
  const lines = fs.readFileSync(SHILLER, "utf8").trim().split("\n");
  const header = lines[0].split(",");
  const [p, d] = [header.indexOf("SP500"), header.indexOf("Dividend")];
  return new Map(
    lines.slice(1).map((l) => {
      const cells = l.split(",");
      return [cells[0].slice(0, 7), { price: Number(cells[p]), dividend: Number(cells[d]) }];
    }),
  );
}

/** The total return of the months from `from` (exclusive) to `to` (inclusive), "YYYY-MM". */
function totalReturn(rows: Map<string, { price: number; dividend: number }>, from: string, to: string) {
  const months = [...rows.keys()].filter((m) => m >= from && m <= to).sort();
  let growth = 1;
  for (let k = 1; k < months.length; k++) {
    const [before, now] = [rows.get(months[k - 1])!, rows.get(months[k])!];
    growth *= (now.price + now.dividend / 12) / before.price;
  }
  return growth - 1;
}

describe("a SPY portfolio from 1990", () => {
  let metrics: {
    yearly: { year: number; totalReturn: number }[];
    trades: { date: string }[];
    rebalances: { date: string; holdings: { ticker: string; weight: number }[]; fallback: string | null }[];
    daily: { date: string; value: number }[];
  };

  let assumed: { field: string; value: unknown; reason: string }[];

  beforeAll(async () => {
    const portfolioId = await createPortfolio(user, {
      name: "S&P 500 from 1990",
      models: [{ selection: { instruments: ["SPY"] } }],
    });
    const sim = await ok(user, "simulate_portfolio", {
      portfolioId,
      startYear: 1990,
      variant: { costs: false },
    });
    assumed = sim.assumed;
    const simulationId = sim.result.simulation.id;
    if (sim.result.state !== "done") await waitDone(user, { simulationId }, 120_000);
    metrics = (await ok(user, "get_simulation_metrics", { simulationId, series: "daily" })).result;
  }, 180_000);

  it("has the long-run file's total return in 1990, 1991 and 1992", () => {
    const rows = shiller();
    for (const year of [1990, 1991, 1992]) {
      const got = metrics.yearly.find((y) => y.year === year)!.totalReturn;
      expect(got, String(year)).toBeCloseTo(totalReturn(rows, `${year - 1}-12`, `${year}-12`), 12);
    }
    // Not flat: the daily rows of 1990-1992 move every month.
    expect(metrics.yearly.slice(0, 3).every((y) => y.totalReturn !== 0)).toBe(true);
  });

  it("says where SPY's own prices start and what prices it before", () => {
    const note = assumed.find((a) => a.field === "/startYear" && a.value === "1993-01-29");
    expect(note?.reason).toContain("SPY has daily prices from 1993-01-29; before that");
    expect(note?.reason).toContain("Shiller");
  });

  it("holds SPY through 1993-01-29: no trade, no cash, the value carried over the switch", () => {
    const first = metrics.trades[0].date;
    expect(metrics.trades.filter((t) => t.date <= "1993-12-31").map((t) => t.date)).toEqual([first]);
    const switchDay = metrics.rebalances.find((r) => r.date === "1993-01-29")!;
    expect(switchDay.holdings).toEqual([{ ticker: "SPY", weight: 1 }]);
    expect(switchDay.fallback).not.toBe("no_candidates");
    expect(metrics.rebalances.every((r) => r.holdings.length === 1)).toBe(true);
    // 28 January is December 1992's level, 29 January (SPY's first bar) January 1993's: one month's
    // return of the long-run file, not three years' at once.
    const value = (date: string) => metrics.daily.find((d) => d.date === date)!.value;
    expect(value("1993-01-29") / value("1993-01-28") - 1).toBeCloseTo(
      totalReturn(shiller(), "1992-12", "1993-01"),
      12,
    );
  });
});
