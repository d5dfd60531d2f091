// The instruments that stand for "the index" in aggregate comparisons (statistic `index`) and in beta.
import type { AssetType } from "@/server/engine/screening/vocabulary";

export const SECTORS = [
  "basic_materials",
  "communication_services",
  "consumer_cyclical",
  "consumer_defensive",
  "energy",
  "financial_services",
  "healthcare",
  "industrials",
  "real_estate",
  "technology",
  "utilities",
] as const;
export type Sector = (typeof SECTORS)[number];

/** The market index per asset type: SPY (S&P 500) for stocks and ETPs, Bitcoin for crypto. */
export const MARKET_INDEX: Record<AssetType, string> = { stocks: "SPY", etps: "SPY", crypto: "BTC-USD" };

/** The Select Sector SPDR fund that tracks each sector (XLRE from 2015, XLC from 2018). */
export const SECTOR_INDEX: Record<Sector, string> = {
  basic_materials: "XLB",
  communication_services: "XLC",
  consumer_cyclical: "XLY",
  consumer_defensive: "XLP",
  energy: "XLE",
  financial_services: "XLF",
  healthcare: "XLV",
  industrials: "XLI",
  real_estate: "XLRE",
  technology: "XLK",
  utilities: "XLU",
};
