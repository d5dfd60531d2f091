// Soak: N clients call every operation with valid inputs, simulations included, for M minutes on
// PostgreSQL, against the API process of bench/support/api-server.ts (no production build needed).
// Prints the error rate (any answer but 200, and 5xx apart), p50 and p99 per operation and overall, and
// the server's RSS at the start and the end (after a 30 s warm-up, so the market data is loaded).
//
//   npx tsx bench/soak.ts [--minutes 10] [--clients 16]
// On BENCH_DATABASE_URL (a database of its own: migrated, seeded, given a bench user) or else a
// throw-away embedded PostgreSQL. The target: 0 5xx and RSS growth under 15 %.
import http from "node:http";
import { parseArgs } from "node:util";
import { startTestPostgres } from "../scripts/embedded-postgres";
import { setupDatabase } from "../scripts/db-setup";
import { benchKey, percentile, post, rssMb, startApi } from "./support/client";

const { values: args } = parseArgs({
  options: { minutes: { type: "string", default: "10" }, clients: { type: "string", default: "16" } },
});
const WARMUP_MS = 30_000;
const SIXTY_FORTY = { SPY: 0.6, IEF: 0.4 };
const definition = (name: string) => ({
  name,
  models: [
    {
      selection: { instruments: ["SPY", "IEF"] },
      rebalance: { every: 3 },
      allocation: { riskOn: { method: "fixed_weights", settings: { weight: SIXTY_FORTY } } },
    },
  ],
});
const SCREENER = { universe: { assetType: "etps" }, rows: [{ filter: "volatility" }] };

type Call = (
  operation: string,
  input: unknown,
) => Promise<{ status: number; data: () => { data: { result: Record<string, unknown> } } }>;

/** One client's round: every operation once, on records it made itself (and the public ones). */
async function round(call: Call, c: number, i: number): Promise<void> {
  const name = `soak-${c}-${i}`;
  await call("list_risk_rule_presets", {});
  await call("list_allocation_methods", {});
  await call("describe_strategy_model", {});
  await call("describe_portfolio_model", {});
  await call("list_screen_filters", { limit: 20 });
  await call("describe_screen_filter", { id: "volatility" });
  await call("validate_screener", SCREENER);
  const screener = (await call("create_screener", { name, ...SCREENER })).data().data.result.screener as {
    id: string;
  };
  await call("get_screener", { screenerId: screener.id });
  await call("edit_screener", { screenerId: screener.id, name: `${name} edited` });
  await call("run_screener", { screenerId: screener.id, limit: 10 });
  await call("list_screeners", { limit: 10 });
  await call("validate_portfolio", { definition: definition(name) });
  const portfolio = (await call("create_portfolio", { definition: definition(name) })).data().data.result
    .portfolio as { id: string };
  await call("get_portfolio", { portfolioId: portfolio.id });
  await call("edit_portfolio", { portfolioId: portfolio.id, name: `${name} edited` });
  await call("list_portfolios", { limit: 10 });
  await call("save_to_lodestar", { portfolioId: portfolio.id });
  // A new start year each round makes a new recipe: a real run, not the stored one.
  const years = [2005 + (i % 15), 2006 + (i % 15)];
  const ids: string[] = [];
  for (const startYear of years) {
    const sim = (await call("simulate_portfolio", { portfolioId: portfolio.id, startYear })).data().data
      .result;
    ids.push((sim.simulation as { id: string }).id);
  }
  await call("get_simulation", { simulationId: ids[0] });
  await call("get_simulation_metrics", { simulationId: ids[0] });
  await call("compare_simulations", { simulationIds: ids });
}

async function main() {
  const minutes = Number(args.minutes);
  const clients = Number(args.clients);
  const embedded = process.env.BENCH_DATABASE_URL ? null : await startTestPostgres();
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? embedded!.url;
  await setupDatabase(databaseUrl, () => {});
  const key = await benchKey(databaseUrl);
  const api = await startApi(databaseUrl);
  const pid = api.child.pid!;
  const samples = new Map<string, number[]>();
  const statuses = new Map<number, number>();
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  let measuring = false;
  const call: Call = async (operation, input) => {
    const started = process.hrtime.bigint();
    const answer = await post(
      agent,
      new URL(`/api/v1/research/${operation}`, api.url),
      key,
      JSON.stringify(input),
    );
    if (measuring) {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      samples.set(operation, [...(samples.get(operation) ?? []), ms]);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }
    if (answer.status !== 200)
      throw new Error(`${operation} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    return { status: answer.status, data: () => JSON.parse(answer.body) };
  };
  try {
    let until = Date.now() + WARMUP_MS;
    const client = async (c: number) => {
      for (let i = 0; Date.now() < until; i++)
        await round(call, c, i).catch((e: Error) => console.error(`client ${c}: ${e.message}`));
    };
    console.log(`${clients} clients, ${WARMUP_MS / 1000} s warm-up, then ${minutes} min on ${api.url}`);
    await Promise.all(Array.from({ length: clients }, (_, c) => client(c)));
    const rssStart = rssMb(pid);
    measuring = true;
    until = Date.now() + minutes * 60_000;
    await Promise.all(Array.from({ length: clients }, (_, c) => client(c + clients)));
    const rssEnd = rssMb(pid);
    const all = [...samples.values()].flat().sort((a, b) => a - b);
    const errors = all.length - (statuses.get(200) ?? 0);
    const fiveXx = [...statuses].filter(([s]) => s >= 500 || s === 0).reduce((n, [, k]) => n + k, 0);
    console.log("\noperation                   calls   p50 ms   p99 ms");
    for (const [operation, ms] of [...samples].sort()) {
      ms.sort((a, b) => a - b);
      console.log(
        `${operation.padEnd(26)} ${String(ms.length).padStart(6)} ${percentile(ms, 50).toFixed(1).padStart(8)} ${percentile(ms, 99).toFixed(1).padStart(8)}`,
      );
    }
    console.log(
      `all${" ".repeat(23)} ${String(all.length).padStart(6)} ${percentile(all, 50).toFixed(1).padStart(8)} ${percentile(all, 99).toFixed(1).padStart(8)}`,
    );
    console.log(
      `status codes: ${[...statuses]
        .sort()
        .map(([s, n]) => `${s}: ${n}`)
        .join(", ")}`,
    );
    console.log(
      `error rate: ${((100 * errors) / all.length).toFixed(3)} % (${errors}); 5xx or no answer: ${fiveXx}`,
    );
    const growth = (100 * (rssEnd - rssStart)) / rssStart;
    console.log(
      `server RSS: ${rssStart.toFixed(0)} MB at the start, ${rssEnd.toFixed(0)} MB at the end (${growth >= 0 ? "+" : ""}${growth.toFixed(1)} %)`,
    );
  } finally {
    agent.destroy();
    await api.stop();
    await embedded?.stop();
  }
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e instanceof Error ? e.stack : e);
    process.exit(1);
  },
);
