// The scheduled job: startJobs registers the hourly draft-expiry schedule with pg-boss on Postgres.
import { afterAll, expect, it } from "vitest";
import { startJobs, type Jobs } from "@/server/jobs/start";
import { DRAFT_EXPIRY_CRON, DRAFT_EXPIRY_QUEUE } from "@/server/jobs/draftExpiry";

let jobs: Jobs | null = null;
afterAll(async () => jobs?.stop());

it("registers the draft-expiry schedule on Postgres", async () => {
  jobs = await startJobs(process.env.DATABASE_URL!, () => {});
  const schedules = await jobs.boss.getSchedules();
  expect(schedules.find((s) => s.name === DRAFT_EXPIRY_QUEUE)).toMatchObject({ name: "delete-expired-drafts", cron: "0 * * * *" });
  expect(DRAFT_EXPIRY_CRON).toBe("0 * * * *");
  // Starting again (another app process) keeps one schedule, not two.
  const second = await startJobs(process.env.DATABASE_URL!, () => {});
  expect((await second.boss.getSchedules()).filter((s) => s.name === DRAFT_EXPIRY_QUEUE)).toHaveLength(1);
  await second.stop();
});
