// server/engine/data/panel.ts — pure types; dense T x N row-major Float64Arrays, value at [t * N + i].
import type { Filings } from "./filings";
export interface InstrumentMeta { ticker: string; name: string; assetType: "stocks" | "etps" | "crypto"; exchange: string | null; origin: string | null; type: string | null; sector: string | null; indexes: string[]; currency: string; }
/** The build's open/high/low/volume/dividend are float32 (docs/data.md "Precision"); panels made in code may use float64. */
export type Column = Float64Array | Float32Array;
export interface PricePanel {
  dates: string[];            // T trading days, ascending "YYYY-MM-DD" (union calendar of all instruments)
  tickers: string[];          // N instruments (columns)
  column: Map<string, number>;// ticker -> column index
  meta: InstrumentMeta[];     // per column
  close: Float64Array;        // raw close, NaN where no bar or no source has it
  open: Column; high: Column; low: Column; // raw prices (float32 from the build), NaN where no bar or no source has them
  adjClose: Float64Array;     // total-return adjusted close (splits and dividends), NaN where no bar
  volume: Column;             // shares, NaN where no bar or no source has it
  dividend: Column;           // cash dividend per share with ex-date on row t; 0 outside a history, NaN where no source has dividends
  first: Int32Array; last: Int32Array; // first / last row with a bar (an adjClose; close is NaN on adjusted-close-only spans, docs/data.md), per column (-1 if none)
}
export interface Series { id: string; name: string; unit: string; frequency: "daily" | "monthly"; dates: string[]; values: Float64Array; } // own dates, ascending, no NaN
export interface Fundamentals { asOf: string; fields: string[]; byTicker: Map<string, Record<string, number | null>>; }
/** One membership of an index, [start, end) (end null: still a member); pricedFrom: the first date the ticker's price series is this member's, null when it never is (docs/data.md "Index membership"). */
export interface MemberInterval { ticker: string; start: string; end: string | null; pricedFrom: string | null; }
/** An index's point-in-time membership, known from firstDate; after lastDate (its last change) it is taken as unchanged. */
export interface IndexMembership { id: string; name: string; firstDate: string; lastDate: string; sources: string[]; intervals: MemberInterval[]; }
/** `filings`: the filing-dated quarterly fundamentals (server/engine/data/filings.ts), read on first use. */
export interface MarketData { dataVersion: string; prices: PricePanel; series: Map<string, Series>; fundamentals: Fundamentals; membership: Map<string, IndexMembership>; filings: Filings; }
