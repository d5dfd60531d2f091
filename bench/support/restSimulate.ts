// REST simulate_portfolio of a 5-ETF portfolio (SPY/TLT/GLD/EFA/VNQ, near-equal weights, monthly,
// 20 years) against the public 60/40 benchmark, request to `done`, on a fresh API process
// (bench/support/api-server.ts). Each call simulates a portfolio of its own (weights moved by 1e-5 per
// portfolio), so every call is a new recipe computed in the request, never a stored one. Prints, each
// beside its target: the warm p50, the server's RSS after 10 and after `total` simulations, catalogue
// calls at 4 clients on the same process afterwards, and the first simulation of a fresh process (the
// median over `fresh` processes) against the warm p50.
import { benchKey, load, loadCalls, ok, percentile, restClient, rssMb, startApi } from "./client";
import { benchmarkId } from "@/server/domain/portfolios/benchmarkIds";

const ETFS = ["SPY", "TLT", "GLD", "EFA", "VNQ"];
const SIXTY_FORTY = benchmarkId(2);
const CATALOGUE: [string, unknown][] = [
  ["list_risk_rule_presets", {}],
  ["list_allocation_methods", {}],
  ["describe_strategy_model", {}],
  ["describe_portfolio_model", {}],
];

const definition = (k: number) => {
  const shift = k * 1e-5;
  const weight = { SPY: 0.2 + shift, TLT: 0.2 - shift, GLD: 0.2, EFA: 0.2, VNQ: 0.2 };
  return {
    name: `bench 5-ETF ${k}`,
    benchmark: SIXTY_FORTY,
    models: [
      {
        selection: { instruments: ETFS },
        rebalance: { every: 1 },
        allocation: { riskOn: { method: "fixed_weights", settings: { weight } } },
      },
    ],
  };
};

/** One API process on `databaseUrl` with a client for it: `call` times one REST call to the last byte. */
async function apiWithClient(databaseUrl: string, key: string) {
  const api = await startApi(databaseUrl, { LODESTAR_INPROCESS_WORKER: "off" }, undefined, true);
  const { call, close } = restClient(api.url, key);
  const simulate = async (portfolioId: string) => {
    const { ms, data } = await call("simulate_portfolio", { portfolioId, startYear: 2006 });
    if (data.result.state !== "done") throw new Error(`simulation of ${portfolioId} is ${data.result.state}`);
    return ms;
  };
  const stop = async () => {
    close();
    await api.stop();
  };
  return { api, call, simulate, stop };
}

/**
 * `total` simulations on one process, then the first simulation of each of `fresh` new processes: each
 * is started, warmed up, and its first call is simulate_portfolio (of a portfolio made beforehand).
 */
export async function benchRestSimulate(databaseUrl: string, total: number, fresh: number): Promise<void> {
  const key = await benchKey(databaseUrl);
  const { api, call, simulate, stop } = await apiWithClient(databaseUrl, key);
  const ids: string[] = [];
  let p50 = 0;
  try {
    console.log(`API process up; start-up warm-up: ${api.warmUp ?? "none reported"}`);
    for (let k = 0; k < total + fresh; k++)
      ids.push((await call("create_portfolio", { definition: definition(k) })).data.result.portfolio.id);
    const times: number[] = [];
    let rss10 = 0;
    for (let k = 0; k < total; k++) {
      times.push(await simulate(ids[k]));
      if (k === 9) rss10 = rssMb(api.child.pid!);
    }
    const rssEnd = rssMb(api.child.pid!);
    const warm = times.slice(10, 110).sort((a, b) => a - b);
    p50 = percentile(warm, 50);
    console.log(
      `REST simulate_portfolio, 5 ETFs vs 60/40, 20 years monthly, request to done: warm p50 ${p50.toFixed(1)} ms, p99 ${percentile(warm, 99).toFixed(1)} ms over ${warm.length} calls (target p50 < 25 ms: ${ok(p50 < 25)}) ${load()}`,
    );
    const growth = rssEnd / rss10 - 1;
    console.log(
      `server RSS after 10 simulations ${rss10.toFixed(0)} MB, after ${total} ${rssEnd.toFixed(0)} MB: ${(growth * 100).toFixed(1)} % (target within 10 %: ${ok(Math.abs(growth) <= 0.1)}) ${load()}`,
    );
    await loadCalls(api.url, key, CATALOGUE, 4, Date.now() + 2000);
    const samples = await loadCalls(api.url, key, CATALOGUE, 4, Date.now() + 8000);
    const cat = percentile(
      samples.sort((a, b) => a - b),
      50,
    );
    console.log(
      `catalogue calls, 4 clients, 8 s after 2 s warm-up, same process: p50 ${cat.toFixed(2)} ms, ${(samples.length / 8).toFixed(0)} calls/s (target p50 < 5 ms: ${ok(cat < 5)}) ${load()}`,
    );
  } finally {
    await stop();
  }
  const firsts: number[] = [];
  for (let f = 0; f < fresh; f++) {
    const one = await apiWithClient(databaseUrl, key);
    try {
      console.log(`fresh API process ${f + 1}: start-up warm-up ${one.api.warmUp ?? "not reported"}`);
      firsts.push(await one.simulate(ids[total + f]));
    } finally {
      await one.stop();
    }
  }
  if (fresh === 0) return;
  const first = [...firsts].sort((a, b) => a - b)[Math.floor(fresh / 2)];
  console.log(
    `first simulation of a fresh process (its first call), median of ${fresh} (${firsts.map((x) => x.toFixed(1)).join(", ")} ms): ${first.toFixed(1)} ms = ${(first / p50).toFixed(2)}x the warm p50 (target < 1.5x: ${ok(first < 1.5 * p50)}) ${load()}`,
  );
}
