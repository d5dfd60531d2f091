// The free plan reaches back 20 years from the data's last year (product.md "Plans"): a backtest from
// that year runs over REST and from the web app (tRPC, as the Backtest button sends it), and the year
// before is refused with the plan that starts there.
import { beforeAll, describe, expect, it } from "vitest";
import { firstYearOf, LATEST_DATA_YEAR } from "@/server/catalogue/dataYears";
import { PUBLIC_PORTFOLIOS } from "@/server/seed/publicPortfolios";
import { research, testServer } from "@/tests/helpers/server";
import { signUpUser, trpcClient, type WebAndKeyUser } from "@/tests/transport/clients";

const server = testServer();
const SIXTY_FORTY = PUBLIC_PORTFOLIOS.find((p) => p.definition.name?.includes("60/40"))!.id;
let free: WebAndKeyUser;
beforeAll(async () => {
  free = await signUpUser(server.url(), "free", "free-history");
});

interface Status {
  state: string;
  simulation: { startYear: number };
  headline: { years: number } | null;
}

/** Done, from `startYear`, and at least 20 years long (the data ends in August of its last year). */
function expectTwentyYears(status: Status, startYear: number) {
  expect(status.state).toBe("done");
  expect(status.simulation.startYear).toBe(startYear);
  expect(status.headline!.years).toBeGreaterThan(20);
}

describe("the free plan's history", () => {
  it("starts 20 years before the data's last year", () => {
    expect(firstYearOf("free")).toBe(LATEST_DATA_YEAR - 20);
  });

  it("runs a backtest from that year over REST", async () => {
    const startYear = LATEST_DATA_YEAR - 20;
    const res = await research(
      server.url(),
      "simulate_portfolio",
      { portfolioId: SIXTY_FORTY, startYear },
      free.key,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expectTwentyYears(res.body.data.result, startYear);
  });

  it("runs a backtest from that year in the web app", async () => {
    const startYear = LATEST_DATA_YEAR - 20;
    const web = trpcClient(server.url(), free.cookie);
    const reply = (await web.mutation("simulate_portfolio", {
      portfolioId: SIXTY_FORTY,
      startYear,
      startingCapital: 25_000,
    })) as { status: boolean; data: { result: Status } };
    expect(reply.status).toBe(true);
    expectTwentyYears(reply.data.result, startYear);
  });

  it("refuses the year before, naming the starter plan", async () => {
    const startYear = LATEST_DATA_YEAR - 21;
    const res = await research(
      server.url(),
      "simulate_portfolio",
      { portfolioId: SIXTY_FORTY, startYear },
      free.key,
    );
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({
      code: "plan_required",
      details: [{ path: "/startYear", lowestPlan: "starter" }],
    });
  });
});
