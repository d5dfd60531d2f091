// Shared pieces of the portfolio tests: the research server (tests/screeners/api.ts) and the ETF
// tickers the tests hold. The instrument table is seeded from the data build; where a test database
// was set up before that seed step existed, the tickers used here are added from the same raw files
// (first and last date read from them), never invented.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { testDb } from "@/tests/helpers/accounts";

export { startResearchServer, type Reply, type TestAccount } from "@/tests/screeners/api";

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
