// The hand-kept migrations must build the schema the Prisma client is generated from: every model's
// every scalar column is read through the client on the migrated database (a missing or renamed column
// fails here), and applying the migrations again changes nothing.
import { describe, expect, it } from "vitest";
import { Prisma } from "@/server/generated/prisma/client";
import { applyMigrations } from "@/scripts/migrate";
import { testDb } from "@/tests/helpers/accounts";

type Delegate = { findFirst(args: { select: Record<string, true> }): Promise<unknown> };

describe("migrations", () => {
  it("serve every scalar field of every model", async () => {
    const db = testDb() as unknown as Record<string, Delegate>;
    const namespace = Prisma as unknown as Record<string, Record<string, string>>;
    for (const model of Object.values(Prisma.ModelName)) {
      const fields = Object.values(namespace[`${model}ScalarFieldEnum`]);
      expect(fields.length, model).toBeGreaterThan(0);
      const delegate = db[model.charAt(0).toLowerCase() + model.slice(1)];
      // Throws (and fails the test) when the migrated table lacks any of the client's columns.
      await delegate.findFirst({ select: Object.fromEntries(fields.map((f) => [f, true])) });
    }
  });

  it("are recorded in Prisma's table and not applied twice", async () => {
    expect(await applyMigrations(process.env.DATABASE_URL!)).toEqual([]);
  });
});
