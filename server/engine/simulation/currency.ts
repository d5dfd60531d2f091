// Base currency: the loop runs in USD; every money figure of the result is multiplied by that day's
// rate (units of base currency per 1 USD, as-of joined to the calendar, last known rate carried over
// holidays). Cash and borrowing keep the USD cash rate; docs/methodology.md states this limitation.
import type { SimulationResult } from "@/server/engine/simulation/result";

/** fx: one rate per simulated row (same length as result.dates). */
export function toBaseCurrency(result: SimulationResult, fx: Float64Array): SimulationResult {
  const row = new Map(result.dates.map((d, k) => [d, k]));
  return {
    ...result,
    values: result.values.map((v, k) => v * fx[k]),
    trades: result.trades.map((tr) => {
      const rate = fx[row.get(tr.date)!];
      return { ...tr, value: tr.value * rate, cost: tr.cost * rate };
    }),
    taxes: result.taxes.map((tax) => ({ ...tax, amount: tax.amount * fx[row.get(tax.date)!] })),
    lossCarriedForward: result.lossCarriedForward * fx[fx.length - 1],
  };
}
