// The served app (`npm start`'s scripts/serve.ts, as people run it) does its start-up work: the hourly
// draft-expiry schedule is registered, and a backtest left `running` by a process that died is picked up
// by the recovery sweep and finished, without a restart. Both once ran only where a test harness called
// startNode() itself (docs/decisions.md, "Start-up work under npm start").
import { readFileSync } from "node:fs";
import pg from "pg";
import { test, expect } from "@playwright/test";
import { e2eDatabaseFile } from "./database";
import { personWithKey, research, STOCKS_AND_BONDS } from "./api";
import { DRAFT_EXPIRY_QUEUE } from "@/server/startup/draftExpiry";

const PORT = process.env.E2E_PORT || 3210;

async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: readFileSync(e2eDatabaseFile(PORT), "utf8").trim() });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

test("the served app registers the draft-expiry schedule and finishes a run its dead process left", async ({
  page,
}) => {
  const schedules = await query<{ name: string }>(`SELECT "name" FROM pgboss.schedule`);
  expect(schedules.map((s) => s.name)).toContain(DRAFT_EXPIRY_QUEUE);

  const { key } = await personWithKey(page, "start-up");
  const { portfolio } = (
    await research(page.request, key, "create_portfolio", { definition: STOCKS_AND_BONDS })
  ).result;
  const run = (await research(page.request, key, "simulate_portfolio", { portfolioId: portfolio.id })).result;
  const simulation = run.simulation;
  await expect
    .poll(
      async () =>
        (await research(page.request, key, "get_simulation", { simulationId: simulation.id })).result.state,
    )
    .toBe("done");

  // As a process killed mid-run leaves it: `running`, silent for longer than the lease (60 s).
  await query(
    `UPDATE "simulation" SET "state" = 'running', "progress" = 0.3, "updatedAt" = now() - interval '10 minutes'
     WHERE "id" = $1`,
    [simulation.id],
  );
  // The sweep runs every quarter of the lease; the queue then computes the run again.
  await expect
    .poll(
      async () =>
        (
          await query<{ state: string }>(`SELECT "state" FROM "simulation" WHERE "id" = $1`, [simulation.id])
        )[0].state,
      {
        timeout: 45_000,
        intervals: [1_000],
      },
    )
    .toBe("done");
  const [row] = await query<{ recoveries: number }>(`SELECT "recoveries" FROM "simulation" WHERE "id" = $1`, [
    simulation.id,
  ]);
  expect(row.recoveries).toBe(1);
  const after = (await research(page.request, key, "get_simulation", { simulationId: simulation.id })).result;
  expect(after.state).toBe("done");
});
