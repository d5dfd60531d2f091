// A cash-flow plan on a monthly grid: a fixed amount (base currency, + in, - out; optionally raised
// with inflation since the start) or a fraction of the value (- out), at the end of every `everyMonths`-th
// month counted from the start, in months firstMonth..lastMonth (0-based, both included).

export interface CashFlowPlan {
  kind: "amount" | "fraction";
  value: number;
  everyMonths: 1 | 3 | 12;
  inflationAdjusted: boolean;
  firstMonth: number;
  lastMonth: number;
}

/** Whether a flow falls at the end of month m (0-based from the start). */
export const flowsAt = (plan: CashFlowPlan, m: number): boolean =>
  (m + 1) % plan.everyMonths === 0 && m >= plan.firstMonth && m <= plan.lastMonth;

/** The flow at the end of a month: value is the balance before it, priceLevel the inflation factor since the start. */
export function flowOf(plan: CashFlowPlan, value: number, priceLevel: number): number {
  if (plan.kind === "fraction") return plan.value * value;
  return plan.inflationAdjusted ? plan.value * priceLevel : plan.value;
}
