// The trades of a simulation as get_simulation_metrics lists them: the engine's trades and, as rows of
// their own, the taxes it paid (a dividend's tax per instrument, the year-end gains tax with no ticker).
import { z } from "zod";
import type { TaxEvent, Trade } from "@/server/engine/simulation/result";

const REASONS = [
  "rebalance",
  "max_hold",
  "take_profit",
  "stop_loss",
  "delisted",
  "exit_screener",
  "contribution",
  "withdrawal",
  "dividend_tax",
  "gains_tax",
] as const;

export const tradeRowSchema = z
  .object({
    date: z.string().describe("Fill day (at the close), or the day the tax was paid (ISO date)."),
    ticker: z
      .string()
      .nullable()
      .describe(
        "Instrument ticker (model name at the Combined level); null on a gains_tax row (the year's net gains).",
      ),
    value: z
      .number()
      .describe("Traded value, positive bought, negative sold (base_currency); 0 on a tax row."),
    cost: z.number().describe("Trading cost paid (base_currency); 0 on a tax row."),
    tax: z
      .number()
      .describe("Tax paid from cash (base_currency); 0 except on dividend_tax / gains_tax rows."),
    reason: z
      .enum(REASONS)
      .describe(
        "Why it traded (contribution / withdrawal: a cash flow invested or paid out), or which tax: dividend_tax (a reinvested dividend's tax on its ex-date), gains_tax " +
          "(the year's net realised gains after carried losses, on its last trading day).",
      ),
  })
  .describe("A trade or a tax paid.");

type TradeRow = z.infer<typeof tradeRowSchema>;

// On one day the dividend tax is paid as the market moves (before the trades), the gains tax at the year
// end (after them).
const order = (row: TradeRow) => (row.reason === "dividend_tax" ? 0 : row.reason === "gains_tax" ? 2 : 1);

export function tradeRows(trades: Trade[], taxes: TaxEvent[]): TradeRow[] {
  const rows: TradeRow[] = [
    ...trades.map((t) => ({ ...t, tax: 0 })),
    ...taxes.map((x) => ({
      date: x.date,
      ticker: x.ticker,
      value: 0,
      cost: 0,
      tax: x.amount,
      reason: x.kind,
    })),
  ];
  // A stable sort: trades keep their order within a day.
  return rows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : order(a) - order(b)));
}
