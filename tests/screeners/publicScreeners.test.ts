// The seeded public screeners: listed with state public, readable by a free account, read-only, and
// seeding again changes nothing.
import { beforeAll, expect, it } from "vitest";
import { PUBLIC_SCREENERS, publicScreenersStep } from "@/server/seed/publicScreeners";
import { testDb } from "@/tests/helpers/accounts";
import { startResearchServer, type TestAccount } from "@/tests/screeners/api";

const { account } = startResearchServer();
let free: TestAccount;
let pro: TestAccount;
beforeAll(async () => {
  free = await account("free");
  pro = await account("professional");
});

it("lists the example screeners as public, each with a complete definition that fits the free plan", async () => {
  const listed = (await pro.call("list_screeners", { state: "public", limit: 200 })).body.data.result
    .screeners;
  const ids = PUBLIC_SCREENERS.map((s) => s.id);
  expect(listed.filter((s: { id: string }) => ids.includes(s.id))).toHaveLength(ids.length);
  for (const example of PUBLIC_SCREENERS) {
    const reply = await pro.call("get_screener", { screenerId: example.id });
    expect(reply.status).toBe(200);
    const { screener } = reply.body.data.result;
    expect(screener).toMatchObject({ id: example.id, name: example.name, state: "public", draft: null });
    expect(screener.definition.rows).toHaveLength(example.rows.length);
    for (const row of screener.definition.rows)
      expect(Object.keys(row).sort()).toEqual(["filter", "inputs", "relation", "target"]);
    // Its definition passes create_screener as is, on the free plan (the per-second limit allows one call here).
    expect((await free.call("validate_screener", screener.definition)).body.data.result).toMatchObject({
      valid: true,
      warnings: [],
    });
    await new Promise((r) => setTimeout(r, 250));
  }
});

it("seeds idempotently", async () => {
  const before = await testDb().screener.findMany({
    where: { id: { in: PUBLIC_SCREENERS.map((s) => s.id) } },
    orderBy: { id: "asc" },
  });
  await publicScreenersStep.run(testDb());
  const after = await testDb().screener.findMany({
    where: { id: { in: PUBLIC_SCREENERS.map((s) => s.id) } },
    orderBy: { id: "asc" },
  });
  const stable = (rows: typeof before) => rows.map((r) => ({ ...r, updatedAt: null }));
  expect(stable(after)).toEqual(stable(before));
});
