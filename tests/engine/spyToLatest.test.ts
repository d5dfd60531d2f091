// SPY held from 2006-01-03 to the build's last date (2026-08-03) on the whole panel: the engine's CAGR
// against the one computed from the raw file's adjusted closes (dsturdy, the build's SPY source there).
import { describe, expect, it } from "vitest";
import { loadMarketData } from "@/server/data/load";
import { simulateStrategy } from "@/server/engine/simulation/simulate";
import { headline } from "@/server/engine/metrics/headline";
import { rows } from "../data/rawFiles";
import { leg, strategy, variant } from "./tinyPanel";

describe("SPY buy and hold to the latest data", () => {
  it("runs to 2026-08-03 with the raw file's CAGR from 2006-01-03 within 1e-9", () => {
    const market = loadMarketData();
    const sim = simulateStrategy({
      panel: market.prices,
      cashRate: null,
      spec: strategy(["SPY"], leg("fixed_weights", { settings: { weight: { SPY: 1 } } })),
      variant: variant("2006-01-03", { startingCapital: 10_000 }),
    });
    expect(sim.dates[0]).toBe("2006-01-03");
    expect(sim.dates.at(-1)).toBe("2026-08-03");

    const raw = new Map(
      rows("dsturdy__Factor_Attribution/SPY.csv.gz").map((r) => [r.date, Number(r.cells[1])]),
    );
    const years = (Date.parse("2026-08-03") - Date.parse("2006-01-03")) / 86_400_000 / 365.25;
    const expected = (raw.get("2026-08-03")! / raw.get("2006-01-03")!) ** (1 / years) - 1;
    const got = headline(sim.dates, sim.values, sim.cashReturns).cagr!;
    expect(Math.abs(got - expected)).toBeLessThan(1e-9);
    expect(expected).toBeGreaterThan(0.08); // about 10 % a year: a sanity check on the raw file itself
  });
});
