// The strategy builder's screener preview (tRPC web.run_screener) is not counted, so it runs only what
// the page asks of it: a stored screener by id, within the plan's row limit, under the per-person limit
// of web reads. An inline screen is refused there (run_screener, counted, runs it).
import { beforeAll, expect, it } from "vitest";
import { TRPCClientError } from "@trpc/client";
import { systemClock } from "@/server/clock";
import { usageOf } from "@/server/domain/accounts/usage";
import { PUBLIC_SCREENERS } from "@/server/seed/publicScreeners";
import { PLANS } from "@/server/plans";
import { testDb } from "@/tests/helpers/accounts";
import { signUpUser, trpcClient, type WebAndKeyUser } from "@/tests/transport/clients";
import { research, testServer } from "@/tests/helpers/server";

const server = testServer();
let free: WebAndKeyUser;
beforeAll(async () => {
  free = await signUpUser(server.url(), "free");
});
const used = () => usageOf(testDb(), systemClock, free.userId);
const INLINE = { universe: { assetType: "stocks" }, rows: [{ filter: "rsi", relation: "less_than" }] };

async function errorOf(call: Promise<unknown>) {
  const error = await call.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(TRPCClientError);
  return (error as TRPCClientError<never>).data as unknown as Record<string, unknown>;
}

it("refuses an inline screen with 422 at the field, spending nothing", async () => {
  const web = trpcClient(server.url(), free.cookie);
  const before = await used();
  for (let i = 0; i < 10; i++) {
    const data = await errorOf(web.query("web.run_screener", INLINE));
    expect(data).toMatchObject({
      httpStatus: 422,
      error: { code: "invalid_arguments", details: [expect.objectContaining({ path: "/universe" })] },
    });
  }
  expect(await used()).toBe(before);
  // The counted operation runs it, and counts it.
  const counted = await web.query("run_screener", INLINE);
  expect(counted).toMatchObject({ status: true });
  expect(await used()).toBe(before + 1);
});

it("previews a stored screener by id without counting it", async () => {
  const web = trpcClient(server.url(), free.cookie);
  const before = await used();
  const preview = await web.query("web.run_screener", { screenerId: PUBLIC_SCREENERS[0].id, limit: 8 });
  expect(preview).toMatchObject({ status: true, data: { result: { screenerId: PUBLIC_SCREENERS[0].id } } });
  expect(await used()).toBe(before);
});

it("holds a stored screener to the caller's plan's row limit", async () => {
  const professional = await signUpUser(server.url(), "professional");
  const rows = Array(PLANS.free.screenerRows + 1).fill({ filter: "rsi" });
  const made = await research(
    server.url(),
    "create_screener",
    { universe: { assetType: "stocks" }, rows },
    professional.key,
  );
  const screenerId = made.body.data.result.screener.id;
  // A screener of the free person's with more rows than the plan allows, as after a plan is lowered.
  await testDb().screener.update({ where: { id: screenerId }, data: { userId: free.userId } });
  const data = await errorOf(trpcClient(server.url(), free.cookie).query("web.run_screener", { screenerId }));
  expect(data).toMatchObject({ httpStatus: 403, error: { code: "plan_required" } });
});
