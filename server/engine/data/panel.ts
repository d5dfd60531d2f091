// server/engine/data/panel.ts — pure types; dense T x N row-major Float64Arrays, value at [t * N + i].
export interface InstrumentMeta { ticker: string; name: string; assetType: "stocks" | "etps" | "crypto"; exchange: string | null; origin: string | null; type: string | null; sector: string | null; indexes: string[]; currency: string; }
export interface PricePanel {
  dates: string[];            // T trading days, ascending "YYYY-MM-DD" (union calendar of all instruments)
  tickers: string[];          // N instruments (columns)
  column: Map<string, number>;// ticker -> column index
  meta: InstrumentMeta[];     // per column
  open: Float64Array; high: Float64Array; low: Float64Array; close: Float64Array; // raw prices, NaN where no bar
  adjClose: Float64Array;     // total-return adjusted close (splits and dividends), NaN where no bar
  volume: Float64Array;       // shares, NaN where no bar
  dividend: Float64Array;     // cash dividend per share with ex-date on row t, 0 otherwise
  first: Int32Array; last: Int32Array; // first / last row with a bar (an adjClose; close is NaN on adjusted-close-only spans, docs/data.md), per column (-1 if none)
}
export interface Series { id: string; name: string; unit: string; frequency: "daily" | "monthly"; dates: string[]; values: Float64Array; } // own dates, ascending, no NaN
export interface Fundamentals { asOf: string; fields: string[]; byTicker: Map<string, Record<string, number | null>>; }
export interface MarketData { dataVersion: string; prices: PricePanel; series: Map<string, Series>; fundamentals: Fundamentals; }
