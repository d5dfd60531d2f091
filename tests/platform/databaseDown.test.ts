// A database that goes away under a call (restart, shutdown, a dropped connection) is a 503 with
// Retry-After, whichever layer saw it (Prisma's adapter, pg itself), never a 500.
import { describe, expect, it } from "vitest";
import { toApiError } from "@/server/errors";

const adapterError = (code: string) => ({
  code: "P2010",
  message: `Raw query failed. Code: \`${code}\``,
  meta: { driverAdapterError: { cause: { kind: "postgres", code } } },
});

describe("a database that went away", () => {
  it.each([
    ["an administrator shutdown through Prisma", adapterError("57P01")],
    ["a server still starting through Prisma", adapterError("57P03")],
    ["a connection failure through Prisma", adapterError("08006")],
    [
      "an administrator shutdown inside a Prisma transaction (the adapter's own error)",
      Object.assign(new Error("terminating connection due to administrator command"), {
        name: "DriverAdapterError",
        cause: { kind: "postgres", code: "57P01" },
      }),
    ],
    ["an administrator shutdown through pg", { code: "57P01", message: "terminating connection" }],
    ["a connection pg lost", new Error("Connection terminated unexpectedly")],
    [
      "a pg client after its connection failed",
      new Error("Client has encountered a connection error and is not queryable"),
    ],
  ])("%s is 503 with Retry-After", (_case, error) => {
    const e = toApiError(error);
    expect(e.code).toBe("unavailable");
    expect(e.retryAfter).toBeGreaterThan(0);
  });

  it("leaves other database errors internal", () => {
    expect(toApiError(adapterError("23505")).code).toBe("internal");
    expect(toApiError(new Error("Connection refused by policy")).code).toBe("internal");
  });
});
