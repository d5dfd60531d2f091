// The dates the market data covers, as the screener pages receive them from the server.
import type { AssetType } from "@/components/catalogue/types";

export interface Coverage {
  /** The calendar's first and last trading day. */
  first: string;
  last: string;
  /** Each asset type's first and last priced day; null when the data holds none. */
  prices: Record<AssetType, { first: string; last: string } | null>;
  /** The fundamentals snapshot's date: its filters (price ratios) have values only on the latest day. */
  fundamentals: string;
  /** The first and last SEC filing dates: filing-dated fundamentals have values from the first on. */
  filings: { first: string; last: string };
}
