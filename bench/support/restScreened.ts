// REST simulate_portfolio of the two screener-driven strategies of bench/simulation.ts, request to `done`
// (polling get_simulation every 5 ms while it is queued or running), on a fresh API process
// (bench/support/api-server.ts) that works its own queue: the momentum strategy (price over 5, the 50
// stocks with the highest 12-month total return, inverse volatility, monthly from 2006) and the
// project's 10-row screener with the same last row. Each call is a new recipe (the starting capital
// moves by 1 a call), never a stored one. The first call of each strategy computes its screens (cold
// screen cache); the warm p50 is over the calls after it. Prints each beside its target.
import { benchKey, load, ok, percentile, restClient, startApi } from "./client";
import { MOMENTUM_ROWS, TEN_ROWS } from "../strategies";

const STRATEGIES = [
  { label: "momentum strategy (2 rows, top 50 of all stocks)", rows: MOMENTUM_ROWS, target: 150 },
  { label: "10-row bench screener strategy", rows: TEN_ROWS, target: 250 },
];

export async function benchRestScreened(databaseUrl: string, calls: number): Promise<void> {
  const key = await benchKey(databaseUrl);
  const api = await startApi(databaseUrl, { LODESTAR_INPROCESS_WORKER: "on" }, undefined, true);
  const client = restClient(api.url, key);
  const call = async (operation: string, input: unknown) => (await client.call(operation, input)).data.result;
  try {
    console.log(
      `API process up (it works its own queue); start-up warm-up: ${api.warmUp ?? "none reported"}`,
    );
    for (const { label, rows, target } of STRATEGIES) {
      const { screener } = await call("create_screener", {
        name: label,
        universe: { assetType: "stocks" },
        rows,
      });
      const { portfolio } = await call("create_portfolio", {
        definition: {
          name: label,
          models: [
            {
              selection: { instruments: [], entryScreeners: [screener.id] },
              rebalance: { every: 1 },
              allocation: { riskOn: { method: "inverse_volatility" } },
            },
          ],
        },
      });
      const times: number[] = [];
      let queued = 0;
      for (let k = 0; k <= calls; k++) {
        const started = process.hrtime.bigint();
        let status = await call("simulate_portfolio", {
          portfolioId: portfolio.id,
          startYear: 2006,
          startingCapital: 10_000 + k,
        });
        if (status.state !== "done") queued++;
        while (status.state === "queued" || status.state === "running") {
          await new Promise((r) => setTimeout(r, 5));
          status = await call("get_simulation", { simulationId: status.simulation.id });
        }
        if (status.state !== "done")
          throw new Error(`${label}: the simulation ${status.state}: ${status.reason}`);
        times.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
      const warm = times.slice(1).sort((a, b) => a - b);
      const p50 = percentile(warm, 50);
      console.log(
        `REST ${label}, 20 years monthly, request to done: first (cold screens) ${times[0].toFixed(0)} ms, warm p50 ${p50.toFixed(1)} ms, p99 ${percentile(warm, 99).toFixed(1)} ms over ${warm.length} calls, ${queued} of ${times.length} queued (target < ${target} ms: ${ok(p50 < target)}) ${load()}`,
      );
    }
  } finally {
    client.close();
    await api.stop();
  }
}
