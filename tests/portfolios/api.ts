// Shared pieces of the portfolio tests: the research server (tests/screeners/api.ts, with calls that
// wait out the per-key rate limit: real PostgreSQL answers faster than 10 calls a second) and the ETF
// tickers the tests hold. The instrument table is seeded from the data build; where a test database
// was set up before that seed step existed, the tickers used here are added from the same raw files
// (first and last date read from them), never invented.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { testDb } from "@/tests/helpers/accounts";

import type { Clock } from "@/server/clock";
import type { PlanId } from "@/server/plans";
import { startResearchServer as startServer, type TestAccount } from "@/tests/screeners/api";

export type { Reply, TestAccount } from "@/tests/screeners/api";

const RATE_LIMIT_WAIT_MS = 1_000;

/** Like a polite client, waits out the per-key rate limit (429 rate_limited) instead of failing on it. */
function paced(a: TestAccount): TestAccount {
  return {
    ...a,
    async call(operation, input) {
      for (let attempt = 0; ; attempt++) {
        const reply = await a.call(operation, input);
        if (reply.status !== 429 || reply.body.error?.code !== "rate_limited" || attempt === 3) return reply;
        await new Promise((r) => setTimeout(r, RATE_LIMIT_WAIT_MS));
      }
    },
    withKey: async (name) => paced(await a.withKey(name)),
  };
}

export function startResearchServer(clock?: Clock) {
  const { account } = startServer(clock);
  return { account: async (plan?: PlanId, keyName?: string) => paced(await account(plan, keyName)) };
}

export const TICKERS = ["SPY", "IEF", "TLT", "GLD", "DBC", "QQQ", "AGG", "VTI", "XLB", "XLE", "XLF", "XLI", "XLK", "XLP", "XLU", "XLV", "XLY"];

const RAW_ETFS = path.resolve(import.meta.dirname, "../../../shared/data/raw/tareqalyousef__Backtester/data");

function datesOf(ticker: string): { firstDate: string; lastDate: string } {
  const lines = zlib.gunzipSync(fs.readFileSync(path.join(RAW_ETFS, `${ticker}.csv.gz`))).toString("utf8").trim().split("\n").slice(1);
  const dates = lines.map((l) => l.slice(0, 10)).sort();
  return { firstDate: dates[0], lastDate: dates[dates.length - 1] };
}

export async function ensureInstruments(): Promise<void> {
  const db = testDb();
  const have = new Set((await db.instrument.findMany({ where: { ticker: { in: TICKERS } }, select: { ticker: true } })).map((r) => r.ticker));
  const missing = TICKERS.filter((t) => !have.has(t));
  if (!missing.length) return;
  await db.instrument.createMany({
    data: missing.map((ticker) => ({ ticker, name: ticker, assetType: "etps", exchange: "nyse_arca", origin: "usa", type: "etf", indexes: [], currency: "usd", ...datesOf(ticker) })),
    skipDuplicates: true,
  });
}
