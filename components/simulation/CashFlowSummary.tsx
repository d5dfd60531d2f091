"use client";
// What the cash flows of a backtest did with the money (get_simulation_metrics' cashFlows): put in,
// taken out, the end balance, the money-weighted return, and the day the money ran out. The charts and
// metrics above stay time-weighted, which this card says.
import { Card } from "@/components/ui/Card";
import { formatDate, formatMoney, formatPercent } from "@/components/ui/format";
import type { MetricsResult } from "@/components/simulation/types";

type Flows = NonNullable<MetricsResult["cashFlows"]>;

export function CashFlowSummary({ flows, currency }: { flows: Flows; currency: string }) {
  const rows: [string, string][] = [
    ["Money-weighted return (a year)", formatPercent(flows.moneyWeightedReturn, 2)],
    ["Put in", formatMoney(flows.contributions, currency)],
    ["Taken out", formatMoney(flows.withdrawals, currency)],
    ["End balance", formatMoney(flows.endBalance, currency)],
    ["Money ran out", flows.depletedOn ? formatDate(flows.depletedOn) : "No"],
  ];
  return (
    <Card
      title="Cash flows"
      description={`${flows.flows} flows. The charts and metrics above are time-weighted: they leave the flows out.`}
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([name, value]) => (
          <div key={name} className="contents">
            <dt className="text-muted">{name}</dt>
            <dd className="text-right tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
