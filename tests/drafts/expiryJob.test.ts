// The scheduled job: startSchedules registers the hourly draft-expiry schedule with pg-boss on Postgres.
import type PgBoss from "pg-boss";
import { afterAll, expect, it } from "vitest";
import { startBoss } from "@/server/jobs/boss";
import { startSchedules } from "@/server/startup/schedules";
import { DRAFT_EXPIRY_CRON, DRAFT_EXPIRY_QUEUE } from "@/server/startup/draftExpiry";
import { testDb } from "@/tests/helpers/accounts";

const bosses: PgBoss[] = [];
afterAll(async () => Promise.all(bosses.map((b) => b.stop({ graceful: true, wait: true }))));

/** One app process's start-up: its own pg-boss, then startSchedules on it. */
async function appProcess(): Promise<PgBoss> {
  const boss = await startBoss(process.env.DATABASE_URL!, () => {});
  bosses.push(boss);
  await startSchedules(boss, testDb(), () => {});
  return boss;
}

it("registers the draft-expiry schedule on Postgres", async () => {
  const boss = await appProcess();
  const schedules = await boss.getSchedules();
  expect(schedules.find((s) => s.name === DRAFT_EXPIRY_QUEUE)).toMatchObject({
    name: "delete-expired-drafts",
    cron: "0 * * * *",
  });
  expect(DRAFT_EXPIRY_CRON).toBe("0 * * * *");
  // Starting again (another app process) keeps one schedule, not two.
  const second = await appProcess();
  expect((await second.getSchedules()).filter((s) => s.name === DRAFT_EXPIRY_QUEUE)).toHaveLength(1);
});
