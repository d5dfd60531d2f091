// npx tsx bench/walkForward.ts — a walk-forward test of 20 years with 50 variants (issue 24, target < 3 s).
// The grid: the 5-ETF portfolio (SPY, TLT, GLD, EFA, VNQ) by minimum variance, 5 lookbacks x 10 maximum
// weights, from 2006 to the latest data, 36 months of training and 12 of testing, rolling, ranked by
// Sharpe ratio. Prints, after one cold run, the warm median and worst of BENCH_RUNS runs (default 5):
//   domain   computeWalkForward in this process (the 50 runs as simulate_portfolio computes them, the
//            windows, the picks, the stitched series);
//   REST     run_walk_forward request to done over loopback HTTP to the API process
//            (bench/support/api-server.ts, its in-process worker on) on BENCH_DATABASE_URL or a
//            throw-away embedded PostgreSQL; past the inline limit the answer is queued and get_sweep
//            is polled every 100 ms until done (the web app: every second);
//   momentum (BENCH_PARTS=rest,momentum) the same over REST for the momentum strategy of
//            bench/strategies.ts, 5 lookbacks of its top-50 row x 10 position counts (5 to 50).
import http from "node:http";
import { startTestPostgres } from "../scripts/embedded-postgres";
import { setupDatabase } from "../scripts/db-setup";
import { benchKey, post, startApi } from "./support/client";
import { MOMENTUM_ROWS } from "./strategies";

const RUNS = Number(process.env.BENCH_RUNS || 5);
const TARGET_MS = 3_000;
const FIVE = ["SPY", "TLT", "GLD", "EFA", "VNQ"];
const DEFINITION = {
  name: "Bench 5-ETF minimum variance",
  models: [{ selection: { instruments: FIVE }, allocation: { riskOn: { method: "minimum_variance" } } }],
};
const AXES = [
  { path: "models[0].allocation.riskOn.lookbackMonths", values: [3, 6, 9, 12, 18] },
  { path: "models[0].allocation.riskOn.settings.maxWeight", range: { min: 0.3, max: 0.75, step: 0.05 } },
];
const WINDOWS = { trainMonths: 36, testMonths: 12, anchored: false, rankBy: "sharpe" as const };
const START_YEAR = 2006;

function report(name: string, times: number[], cold: number) {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  console.log(
    `${name}: warm median ${median.toFixed(0)} ms, worst ${sorted[sorted.length - 1].toFixed(0)} ms, cold ${cold.toFixed(0)} ms (target < ${TARGET_MS} ms: ${median < TARGET_MS ? "met" : "NOT met"})`,
  );
}

async function domain() {
  const { getMarketData } = await import("@/server/data/load");
  const { normaliseDefinition } = await import("@/server/domain/portfolios/normalise");
  const { DEFAULT_BENCHMARK_ID } = await import("@/server/domain/portfolios/benchmarkIds");
  const { parseAxes, variantCountOf } = await import("@/server/domain/research/axes");
  const { computeWalkForward } = await import("@/server/domain/research/walkForward");
  const options = { plan: "professional" as const, base: "", benchmark: DEFAULT_BENCHMARK_ID };
  const definition = normaliseDefinition(DEFINITION as never, options).definition;
  const spy = {
    name: "SPY",
    models: [{ selection: { instruments: ["SPY"] }, allocation: { riskOn: { method: "equal_weight" } } }],
  };
  const benchmark = normaliseDefinition(spy as never, options).definition;
  const base = { definition, screeners: {} };
  const axes = parseAxes(AXES, base, "professional");
  const market = getMarketData();
  const settings = {
    startYear: START_YEAR,
    variant: { reinvest: true, costs: true, taxes: false },
    startingCapital: 10_000,
    baseCurrency: "USD",
    benchmarkId: "",
  };
  const p = {
    portfolioId: "",
    portfolioName: DEFINITION.name,
    base,
    benchmark,
    settings,
    axes,
    variantCount: variantCountOf(axes),
    assumed: [],
  };
  const once = () => {
    const s = performance.now();
    const r = computeWalkForward(p, "professional", market, WINDOWS);
    if (r.variants.length !== 50 || r.variants.some((v) => v.state !== "done"))
      throw new Error("a variant failed");
    return { ms: performance.now() - s, windows: r.windows.length, from: r.growth.dates[0] };
  };
  const cold = once();
  const times = Array.from({ length: RUNS }, () => once().ms);
  console.log(`50 variants, ${cold.windows} windows, out of sample from ${cold.from}`);
  report("computeWalkForward in process", times, cold.ms);
}

/** The fields of the answers the bench reads. */
interface Answer {
  sweep: { id: string; state: string };
  screener: { id: string };
  portfolio: { id: string };
}
type Call = (op: string, input: unknown) => Promise<Answer>;

/** Request to done: polls get_sweep every 100 ms while the answer is queued or running. */
async function requestToDone(call: Call, input: unknown) {
  const s = performance.now();
  let r = await call("run_walk_forward", input);
  const answered = r.sweep.state;
  while (r.sweep.state === "queued" || r.sweep.state === "running") {
    await new Promise((resolve) => setTimeout(resolve, 100));
    r = await call("get_sweep", { sweepId: r.sweep.id });
  }
  if (r.sweep.state !== "done") throw new Error(`walk-forward is ${r.sweep.state}`);
  return { ms: performance.now() - s, answered };
}

/** The momentum strategy (bench/strategies.ts) with 5 lookbacks of its top-50 row x 10 position counts. */
async function momentum(call: Call) {
  const { screener } = await call("create_screener", {
    name: "Bench momentum",
    universe: { assetType: "stocks" },
    rows: MOMENTUM_ROWS,
  });
  const { portfolio } = await call("create_portfolio", {
    definition: {
      name: "Bench momentum",
      models: [
        {
          selection: { instruments: [], entryScreeners: [screener.id] },
          rebalance: { every: 1 },
          allocation: { riskOn: { method: "inverse_volatility" } },
        },
      ],
    },
  });
  const input = {
    portfolioId: portfolio.id,
    axes: [
      { path: "models[0].selection.entryScreeners[0].rows[1].inputs.months", values: [1, 3, 6, 9, 12] },
      { path: "models[0].positionExits.maxPositions", range: { min: 5, max: 50, step: 5 } },
    ],
    startYear: START_YEAR,
    ...WINDOWS,
  };
  const cold = await requestToDone(call, input);
  const times: number[] = [];
  for (let k = 0; k < RUNS; k++) times.push((await requestToDone(call, input)).ms);
  report(`momentum strategy over REST, request (answered ${cold.answered}) to done`, times, cold.ms);
}

async function rest() {
  const embedded = process.env.BENCH_DATABASE_URL ? null : await startTestPostgres();
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? embedded!.url;
  await setupDatabase(databaseUrl, () => {});
  const key = await benchKey(databaseUrl);
  const api = await startApi(databaseUrl, {}, undefined, true);
  const agent = new http.Agent({ keepAlive: true });
  const call = async (op: string, input: unknown) => {
    const a = await post(agent, new URL(`${api.url}/api/v1/research/${op}`), key, JSON.stringify(input));
    if (a.status !== 200) throw new Error(`${op} answered ${a.status}: ${a.body.slice(0, 300)}`);
    return JSON.parse(a.body).data.result;
  };
  try {
    const portfolioId = (await call("create_portfolio", { definition: DEFINITION })).portfolio.id;
    const input = { portfolioId, axes: AXES, startYear: START_YEAR, ...WINDOWS };
    const cold = await requestToDone(call, input);
    const times: number[] = [];
    for (let k = 0; k < RUNS; k++) times.push((await requestToDone(call, input)).ms);
    report(`run_walk_forward over REST, request (answered ${cold.answered}) to done`, times, cold.ms);
    if (parts.includes("momentum")) await momentum(call);
  } finally {
    agent.destroy();
    await api.stop();
    await embedded?.stop();
  }
}

const parts = (process.env.BENCH_PARTS ?? "domain,rest").split(",");
(async () => {
  if (parts.includes("domain")) await domain();
  if (parts.includes("rest")) await rest();
})()
  .then(() => process.exit(0))
  .catch((e) => {
    console.error(e);
    process.exit(1);
  });
