// A run ends on the last date all of its instruments have prices, and says so in assumed: SPLK's data
// ends on 2024-03-08 (dieperdev's only; Splunk was bought by Cisco that month), SPY's on 2026-08-03.
// (UNH ended there too before klevera's file carried it to 2026-08-03.)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stopQueue } from "@/server/jobs/simulationQueue";
import { startResearchServer, type TestAccount } from "@/tests/screeners/api";
import { createPortfolio, ok } from "@/tests/simulations/api";

const { account } = startResearchServer();
let user: TestAccount;
beforeAll(async () => {
  user = await account("professional", "run-end-app");
});
afterAll(async () => stopQueue());

describe("the end of a run", () => {
  it("is the last date every instrument is priced, named in assumed", async () => {
    const portfolioId = await createPortfolio(user, {
      name: "SPY and SPLK",
      models: [
        {
          selection: { instruments: ["SPY", "SPLK"] },
          rebalance: { every: 3 },
          allocation: { riskOn: { method: "fixed_weights", settings: { weight: { SPY: 0.5, SPLK: 0.5 } } } },
        },
      ],
    });
    const sim = await ok(user, "simulate_portfolio", { portfolioId, startYear: 2020 });
    expect(sim.result.state, sim.result.reason).toBe("done");
    expect(sim.assumed).toContainEqual({
      field: "/portfolioId",
      value: "2024-03-08",
      reason:
        "The run ends on 2024-03-08, the last date on which all of its instruments have prices (SPLK ends there; the data build runs to 2026-08-03).",
    });
    const m = await ok(user, "get_simulation_metrics", {
      simulationId: sim.result.simulation.id,
      series: "daily",
    });
    expect(m.result.daily.at(-1).date).toBe("2024-03-08");
  });

  it("runs to the build's last date when every instrument is priced there", async () => {
    const portfolioId = await createPortfolio(user, {
      name: "SPY only",
      models: [
        {
          selection: { instruments: ["SPY"] },
          rebalance: { every: 12 },
          allocation: { riskOn: { method: "fixed_weights", settings: { weight: { SPY: 1 } } } },
        },
      ],
    });
    const sim = await ok(user, "simulate_portfolio", { portfolioId, startYear: 2023 });
    expect(sim.assumed.some((a: { field: string }) => a.field === "/portfolioId")).toBe(false);
    const m = await ok(user, "get_simulation_metrics", {
      simulationId: sim.result.simulation.id,
      series: "daily",
    });
    expect(m.result.daily.at(-1).date).toBe("2026-08-03");
  });
});
