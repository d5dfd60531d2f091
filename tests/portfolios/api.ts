// Shared pieces of the portfolio tests: the research server (tests/screeners/api.ts) and the ETF tickers
// the tests hold, all instruments of the data build (the instrument table is seeded from it).
export { startResearchServer, type Reply, type TestAccount } from "@/tests/screeners/api";

export const TICKERS = [
  "SPY",
  "IEF",
  "TLT",
  "GLD",
  "DBC",
  "QQQ",
  "AGG",
  "VTI",
  "XLB",
  "XLE",
  "XLF",
  "XLI",
  "XLK",
  "XLP",
  "XLU",
  "XLV",
  "XLY",
];
