// No look-ahead in monthly series: the inflation_trend preset (12-month CPI change, off above 4 %, on
// below 3 %, two weeks' delay) switches only once the CPI month has ended and the delay has passed. The
// expected switches are worked out here from the raw CPI file, independently of the engine, and pinned.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stopQueue } from "@/server/jobs/simulationQueue";
import { startResearchServer, type TestAccount } from "@/tests/screeners/api";
import { createPortfolio, ok } from "@/tests/simulations/api";

const RAW_CPI = path.resolve(import.meta.dirname, "../../../shared/data/raw/datasets__cpi-us/data/cpiai.csv");

const { account } = startResearchServer();
let user: TestAccount;
beforeAll(async () => {
  user = await account("professional", "cpi-app");
});
afterAll(async () => stopQueue());

/** Each CPI month's 12-month change in percent (against the same month a year earlier; none when the
 * file skips that month, as it skips 2025-10), with the first day it may be used: the month's end + 14 days. */
function cpiReadings(): { usableFrom: string; change: number }[] {
  const rows = fs
    .readFileSync(RAW_CPI, "utf8")
    .trim()
    .split("\n")
    .slice(1)
    .map((line) => line.split(","));
  const byMonth = new Map(rows.map(([date, index]) => [date.slice(0, 7), Number(index)]));
  return rows.map(([date, index]) => {
    const [y, m] = date.split("-").map(Number);
    const nextMonth = new Date(Date.UTC(y, m, 1)); // month m (1-based) is index m - 1: this is the 1st of the next
    const yearBefore = byMonth.get(`${y - 1}-${date.slice(5, 7)}`);
    return {
      usableFrom: new Date(nextMonth.getTime() + 14 * 86_400_000).toISOString().slice(0, 10),
      change: yearBefore === undefined ? NaN : (Number(index) / yearBefore - 1) * 100,
    };
  });
}

/** Hysteresis over the readings: the dates on which the state flips, as the reading becomes usable. */
function expectedFlips(from: string): { usableFrom: string; off: boolean }[] {
  let off = false;
  const flips: { usableFrom: string; off: boolean }[] = [];
  for (const r of cpiReadings()) {
    const next: boolean = off ? !(r.change < 3) : r.change > 4;
    if (next !== off && r.usableFrom >= from) flips.push({ usableFrom: r.usableFrom, off: next });
    off = next;
  }
  return flips;
}

describe("inflation_trend reads CPI only after it is published", () => {
  it("switches on the day after each reading becomes usable, never earlier", async () => {
    const portfolioId = await createPortfolio(user, {
      name: "SPY unless inflation runs hot",
      models: [
        {
          selection: { instruments: ["SPY", "TLT"] },
          rebalance: { every: 1 },
          allocation: {
            riskOn: { method: "fixed_weights", settings: { weight: { SPY: 1, TLT: 0 } } },
            riskOff: { method: "fixed_weights", settings: { weight: { SPY: 0, TLT: 1 } } },
          },
          riskConditions: { conditions: [{ preset: "inflation_trend" }] },
        },
      ],
    });
    const sim = await ok(user, "simulate_portfolio", {
      portfolioId,
      startYear: 2005,
      variant: { costs: false },
    });
    expect(sim.result.state, sim.result.reason).toBe("done");
    const m = await ok(user, "get_simulation_metrics", { simulationId: sim.result.simulation.id });
    const rebalances = m.result.rebalances as { date: string; leg: string }[];
    const switches = rebalances.filter((r, k) => k > 0 && r.leg !== rebalances[k - 1].leg);

    expect(switches).toEqual(
      [
        { date: "2005-10-18", leg: "riskOff" }, // September 2005's CPI, usable from 15 October
        { date: "2006-10-17", leg: "riskOn" },
        { date: "2007-12-18", leg: "riskOff" },
        { date: "2008-12-16", leg: "riskOn" },
        { date: "2021-05-18", leg: "riskOff" }, // April 2021's CPI, released 12 May
        { date: "2023-07-18", leg: "riskOn" },
        { date: "2026-06-16", leg: "riskOff" }, // May 2026's CPI, 4.25 % over May 2025 (SPY now runs to 2026-08)
      ].map((s) => expect.objectContaining(s)),
    );

    // The same flips from the raw file: each lands on the first trading day after its usable date
    // (the decision reads the previous close), and April 2021's reading not before its 12 May release.
    const lastRebalance = rebalances[rebalances.length - 1].date; // monthly: within a month of the end
    const flips = expectedFlips("2005-01-01").filter((f) => f.usableFrom < lastRebalance);
    expect(switches.map((s) => s.leg === "riskOff")).toEqual(flips.map((f) => f.off));
    switches.forEach((s, k) => {
      expect(s.date > flips[k].usableFrom).toBe(true);
      expect(Date.parse(s.date) - Date.parse(flips[k].usableFrom)).toBeLessThanOrEqual(5 * 86_400_000);
    });
    expect(switches.find((s) => s.date.startsWith("2021"))!.date >= "2021-05-12").toBe(true);
  });
});
