// The web app's own reads (tRPC `web.<id>`) over real HTTP: the same answers and the same input
// validation as the top-level procedures, signed-in callers only, the caller's visibility unchanged,
// and no research call: a builder's page loads plus thirty live checks leave the month's count as it
// was (and pass a free plan's 5 calls per second). Of a person's actions only computations count
// (product.md "What counts in the web app"): saving, editing and comparing leave the count as it was.
import { beforeAll, describe, expect, it } from "vitest";
import { TRPCClientError } from "@trpc/client";
import { usageOf } from "@/server/domain/accounts/usage";
import {
  checkRateLimit,
  checkWebReadRateLimit,
  WEB_READS_PER_SECOND,
} from "@/server/domain/accounts/rateLimit";
import { systemClock } from "@/server/clock";
import { PUBLIC_PORTFOLIOS } from "@/server/seed/publicPortfolios";
import { sectionIds } from "@/server/catalogue/strategyModel";
import { isWebComputation, WEB_COMPUTATIONS, WEB_READS } from "@/server/transport/webReads";
import { CALLS_LEFT_HEADER, PLANS } from "@/server/plans";
import { testDb } from "@/tests/helpers/accounts";
import { sampleInputs } from "@/tests/transport/sampleInputs";
import { appOrigin, signUpUser, trpcClient, type WebAndKeyUser } from "@/tests/transport/clients";
import { research, testServer } from "@/tests/helpers/server";

const server = testServer();
let free: WebAndKeyUser;
let sampleOf: (operation: string) => Record<string, unknown>;
const used = (who: WebAndKeyUser) => usageOf(testDb(), systemClock, who.userId);

beforeAll(async () => {
  free = await signUpUser(server.url(), "free", "web-reads");
  sampleOf = await sampleInputs(server.url(), free.key); // two research calls: the simulations it reads
});

/** The `data` of the TRPCClientError a call fails with (the error formatter's output). */
async function trpcErrorData(call: Promise<unknown>): Promise<Record<string, unknown>> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCClientError);
  return (error as { data: Record<string, unknown> }).data;
}

const SPY_ONLY = { models: [{ selection: { instruments: ["SPY"] } }] };

const BUILDER_READS = [
  ["describe_strategy_model", {}],
  // Every section, as the strategy builder opens them all at once.
  ...sectionIds("strategy").map((section) => ["describe_strategy_model", { section }] as const),
  ["describe_portfolio_model", {}],
  ["list_allocation_methods", { level: "subStrategy" }],
  ["list_risk_rule_presets", { includeRuleTypes: true, includeSeries: true }],
  ["list_instruments", { query: "spy" }],
  ["list_portfolios", { state: "public", limit: 100 }],
] as const;

describe("web.* reads", () => {
  it("are all read-only operations served as queries beside the counted procedures", async () => {
    const { appRouter } = await import("@/server/transport/trpc");
    const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>;
    const web = Object.keys(procedures).filter((path) => path.startsWith("web."));
    expect(web.sort()).toEqual(WEB_READS.map((id) => `web.${id}`).sort());
    for (const path of web) expect(procedures[path]._def.type, path).toBe("query");
    expect(WEB_READS).not.toContain("compare_simulations");
  });

  it("leave the month's research calls unchanged: a builder's page loads and 30 live checks", async () => {
    const web = trpcClient(server.url(), free.cookie);
    const before = await used(free);
    for (const [id, input] of BUILDER_READS) {
      expect(await web.query(`web.${id}`, input), id).toMatchObject({ status: true });
    }
    for (const id of WEB_READS) {
      expect(await web.query(`web.${id}`, sampleOf(id)), id).toMatchObject({ status: true });
    }
    // Typing in the builder: thirty checks at once, six times the free plan's calls per second. In a
    // second of their own, so the reads above do not share the per-person window with them.
    await new Promise((r) => setTimeout(r, 1_100));
    const definition = PUBLIC_PORTFOLIOS[0].definition;
    const check = () => web.query("web.validate_portfolio", { definition });
    const checks = await Promise.all(Array.from({ length: 30 }, check));
    for (const c of checks) expect(c).toMatchObject({ status: true, data: { result: { valid: true } } });
    expect(await used(free)).toBe(before);
  });

  it("answer exactly what the top-level procedures answer, of which only a computation counts", async () => {
    const pro = await signUpUser(server.url(), "professional", "web-reads-pro");
    const samples = await sampleInputs(server.url(), pro.key);
    const web = trpcClient(server.url(), pro.cookie);
    for (const id of WEB_READS) {
      const before = await used(pro);
      const direct = await web.query(id, samples(id));
      const after = before + (isWebComputation(id) ? 1 : 0);
      expect(await used(pro), id).toBe(after);
      expect(await web.query(`web.${id}`, samples(id)), id).toEqual(direct);
      expect(await used(pro), id).toBe(after);
    }
  });

  it("validate input as the counted procedures do (422, the same body)", async () => {
    const web = trpcClient(server.url(), free.cookie);
    const input = { query: "spy", notAField: 1 };
    const viaWeb = await trpcErrorData(web.query("web.list_instruments", input));
    const rest = await research(server.url(), "list_instruments", input, free.key);
    expect(viaWeb).toMatchObject({ code: "UNPROCESSABLE_CONTENT", httpStatus: 422 });
    expect({ status: viaWeb.status, error: viaWeb.error }).toEqual(rest.body);
  });

  it("keep the caller's visibility: another account's portfolio is not_found", async () => {
    const owner = await signUpUser(server.url(), "starter", "web-reads-owner");
    const created = await research(server.url(), "create_portfolio", { definition: SPY_ONLY }, owner.key);
    const { portfolio } = (created.body as { data: { result: { portfolio: { id: string } } } }).data.result;
    const portfolioId = portfolio.id;
    const web = trpcClient(server.url(), free.cookie);
    const data = await trpcErrorData(web.query("web.get_portfolio", { portfolioId }));
    expect(data).toMatchObject({ httpStatus: 404, error: { code: "not_found" } });
    const listed = await web.query("web.list_simulations", { portfolioId });
    expect(listed).toMatchObject({ data: { result: { simulations: [], total: 0 } } });
  });

  it("refuse a call without a browser session, or with a forged one, with 401", async () => {
    for (const cookie of [null, "better-auth.session_token=forged.value"]) {
      const data = await trpcErrorData(trpcClient(server.url(), cookie).query("web.list_instruments", {}));
      const error = { code: "unauthenticated" };
      expect(data).toMatchObject({ code: "UNAUTHORIZED", httpStatus: 401, error });
    }
  });

  it("have no explicit actions: comparing or backtesting is not under web", async () => {
    // run_screener is, for the strategy builder's preview of a picked screener (docs/decisions.md).
    for (const id of ["compare_simulations", "simulate_portfolio"]) {
      const res = await fetch(`${server.url()}/api/trpc/web.${id}`, { headers: { cookie: free.cookie } });
      expect(res.status, id).toBe(404);
    }
  });
});

describe("a person's actions in the web app", () => {
  it("count one research call for each computation, none for saving, editing or comparing", async () => {
    expect([...WEB_COMPUTATIONS].sort()).toEqual(
      [
        "get_correlations",
        "get_efficient_frontier",
        "get_factor_exposures",
        "run_monte_carlo",
        "run_screener",
        "simulate_portfolio",
        "run_sweep",
        "open_sweep_variant",
        "run_walk_forward",
      ].sort(),
    );
    const web = trpcClient(server.url(), free.cookie);
    // A draft made over the API (counted there), then saved, edited, read and compared in the app.
    const drafted = await research(server.url(), "create_portfolio", { definition: SPY_ONLY }, free.key);
    const draftId = (drafted.body as { data: { result: { portfolio: { id: string } } } }).data.result
      .portfolio.id;
    const before = await used(free);
    const unchanged = async (what: string, call: Promise<unknown>) => {
      expect(await call, what).toMatchObject({ status: true });
      expect(await used(free), what).toBe(before);
    };
    await unchanged("save", web.mutation("save_to_lodestar", { portfolioId: draftId }));
    await unchanged("edit", web.mutation("edit_portfolio", { portfolioId: draftId, name: "Renamed" }));
    await unchanged("create", web.mutation("create_portfolio", { definition: SPY_ONLY }));
    await unchanged("read", web.query("get_portfolio", { portfolioId: draftId }));
    await unchanged("compare", web.query("compare_simulations", sampleOf("compare_simulations")));
    const simulated = await web.mutation("simulate_portfolio", { portfolioId: draftId, startYear: 2020 });
    expect(simulated).toMatchObject({ status: true });
    expect(await used(free)).toBe(before + 1);
    // A sweep counts its calls (sweepCalls); polling and cancelling it do not.
    const axes = [{ path: "models[0].rebalance.every", values: [1, 3] }];
    const swept = (await web.mutation("run_sweep", { portfolioId: draftId, axes, startYear: 2020 })) as {
      data: { result: { sweep: { id: string; calls: number } } };
    };
    expect(swept.data.result.sweep.calls).toBe(1);
    expect(await used(free)).toBe(before + 2);
    const sweepId = swept.data.result.sweep.id;
    await web.query("web.get_sweep", { sweepId });
    await web.mutation("cancel_sweep", { sweepId });
    expect(await used(free)).toBe(before + 2);
  });

  it("say the calls left in a counted response (the top bar reads it); the rest say nothing", async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${server.url()}/api/trpc/${path}`, {
        method: "POST",
        headers: { cookie: free.cookie, "content-type": "application/json", ...appOrigin() },
        body: JSON.stringify(body),
      });
    const portfolioId = PUBLIC_PORTFOLIOS[0].id;
    const simulated = await post("simulate_portfolio", { portfolioId, startYear: 2021 });
    expect(simulated.status).toBe(200);
    const left = PLANS.free.researchCallsPerMonth - (await used(free));
    expect(simulated.headers.get(CALLS_LEFT_HEADER)).toBe(String(left));
    // Bad input is refused before it is counted (422): no figure. A refusal that counts says so.
    const refused = await post("simulate_portfolio", { portfolioId, startYear: "soon" });
    expect(refused.status).toBe(422);
    expect(refused.headers.get(CALLS_LEFT_HEADER)).toBeNull();
    const unknown = await post("simulate_portfolio", { portfolioId: "0".repeat(24) });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get(CALLS_LEFT_HEADER)).toBe(String(left - 1));
    // Saving is not counted: no figure either.
    const created = await post("create_portfolio", { definition: SPY_ONLY });
    expect(created.status).toBe(200);
    expect(created.headers.get(CALLS_LEFT_HEADER)).toBeNull();
    const read = await fetch(
      `${server.url()}/api/trpc/web.list_instruments?input=${encodeURIComponent("{}")}`,
      {
        headers: { cookie: free.cookie },
      },
    );
    expect(read.status).toBe(200);
    expect(read.headers.get(CALLS_LEFT_HEADER)).toBeNull();
  });
});

describe("the web reads' per-second limit", () => {
  it("is per person and apart from the plan's: the budget of one leaves the other untouched", async () => {
    const person = `web-limit-${Date.now()}`;
    for (let i = 0; i < WEB_READS_PER_SECOND; i++) await checkWebReadRateLimit(person);
    await expect(checkWebReadRateLimit(person)).rejects.toMatchObject({ code: "rate_limited" });
    await expect(checkWebReadRateLimit(`${person}-other`)).resolves.toBeUndefined();
    await expect(checkRateLimit(person, "free")).resolves.toBeUndefined();
  });
});
