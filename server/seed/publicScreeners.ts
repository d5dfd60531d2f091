// The service's example screeners (state public: no owner, no folder, no expiry; readable by every
// account, editable by none). Stable ids so links keep working; each definition goes through the same
// check as create_screener, and each fits the free plan's filter limit so every account can run it.
import type { Db } from "@/server/db";
import type { SeedStep } from "@/server/seed/step";
import { checkScreener } from "@/server/domain/screeners/check";

interface Example {
  id: string;
  name: string;
  description: string;
  universe: object;
  rows: object[];
}

export const PUBLIC_SCREENERS: Example[] = [
  {
    id: "5c0000000000000000000001",
    name: "Momentum leaders in the S&P 500",
    description:
      "The 20 S&P 500 stocks with the highest 12-month total return, then the 10 least volatile of those.",
    universe: { assetType: "stocks", indexes: ["sp_500"] },
    rows: [
      {
        filter: "total_return",
        relation: "highest",
        target: { kind: "count", value: 20 },
        inputs: { months: 12 },
      },
      {
        filter: "volatility",
        relation: "lowest",
        target: { kind: "count", value: 10 },
        inputs: { months: 12 },
      },
    ],
  },
  {
    id: "5c0000000000000000000002",
    name: "Oversold stocks above their 200-day average",
    description:
      "Stocks in a long-term uptrend (price above the 200-day simple moving average) whose 14-day RSI is below 30.",
    universe: { assetType: "stocks" },
    rows: [
      { filter: "price_vs_sma", relation: "price_above", target: { kind: "none" }, inputs: { days: 200 } },
      { filter: "rsi", relation: "less_than", target: { kind: "value", value: 30 }, inputs: { days: 14 } },
    ],
  },
  {
    id: "5c0000000000000000000003",
    name: "Value stocks with a dividend",
    description:
      "Stocks with a P/E between 5 and 15 and a dividend yield above 2%, from the fundamentals snapshot (run it as of the snapshot's date or later).",
    universe: { assetType: "stocks" },
    rows: [
      { filter: "pe_ratio", relation: "between", target: { kind: "range", min: 5, max: 15 } },
      { filter: "dividend_yield", relation: "greater_than", target: { kind: "value", value: 0.02 } },
    ],
  },
  {
    id: "5c0000000000000000000004",
    name: "Low-volatility ETFs",
    description: "The 10 ETFs with the lowest 12-month volatility.",
    universe: { assetType: "etps", types: ["etf"] },
    rows: [
      {
        filter: "volatility",
        relation: "lowest",
        target: { kind: "count", value: 10 },
        inputs: { months: 12 },
      },
    ],
  },
  {
    id: "5c0000000000000000000005",
    name: "Crypto in an uptrend",
    description:
      "Crypto assets priced above their 50-day simple moving average, strongest 3-month return first.",
    universe: { assetType: "crypto" },
    rows: [
      { filter: "price_vs_sma", relation: "price_above", target: { kind: "none" }, inputs: { days: 50 } },
      {
        filter: "total_return",
        relation: "highest",
        target: { kind: "count", value: 10 },
        inputs: { months: 3 },
      },
    ],
  },
];

export const publicScreenersStep: SeedStep = {
  name: "public screeners",
  async run(db: Db) {
    for (const example of PUBLIC_SCREENERS) {
      // Checked on the free plan: a row over its filter limit would be a too_many_rows error.
      const { definition, warnings } = checkScreener(
        { universe: example.universe, rows: example.rows },
        "free",
      );
      if (!definition || warnings.length)
        throw new Error(`Public screener ${example.id} does not check clean: ${JSON.stringify(warnings)}`);
      const fields = {
        userId: null,
        name: example.name,
        description: example.description,
        state: "public",
        folder: null,
        expiresAt: null,
        definition: definition as object,
      };
      await db.screener.upsert({
        where: { id: example.id },
        create: { id: example.id, ...fields },
        update: fields,
      });
    }
    return `${PUBLIC_SCREENERS.length} public screeners`;
  },
};
