// The research-call counter's own connections. Their commits do not wait for the WAL flush
// (synchronous_commit = off), which takes 4-8 ms a commit on this kind of machine and would hold the
// caller's usage row locked meanwhile. If the database server crashes, the counts of the last fraction
// of a second can be lost, never counted twice; every other write keeps full durability.
// See docs/decisions.md, "Accounts, keys, plans".
import pg from "pg";
import type { Db } from "@/server/db";
import { databaseUrlOf } from "@/server/db";
import { processWide } from "@/server/processWide";

/** The pools by database URL, one set per process (server/processWide.ts). */
const pools = processWide("usagePools", () => new Map<string, pg.Pool>());

/** A small pool on the same database as `db`, made on first use and kept for the process. */
export function usageCounterPool(db: Db): pg.Pool {
  const url = databaseUrlOf(db);
  let pool = pools.get(url);
  if (!pool) {
    pool = new pg.Pool({ connectionString: url, max: 4, options: "-c synchronous_commit=off" });
    // An idle connection that drops (database restart) must not crash the process; the pool reconnects.
    pool.on("error", (e) => console.error("usage counter pool: idle connection lost", e));
    pools.set(url, pool);
  }
  return pool;
}
