"use client";
// Two to five simulations side by side (compare_simulations): headline metrics, calendar-year returns
// and the growth of each on one grid of dates. Figures are the service's; fractions shown as percentages.
import Link from "next/link";
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/TRPCProvider";
import type { Outputs } from "@/components/providers/operations";
import { ErrorNote } from "@/components/ui/ErrorNote";
import { HEADLINE_METRICS, percent } from "@/components/simulation/format";

type Comparison = Outputs["compare_simulations"]["data"]["result"];

const COLOURS = ["#1f5eff", "#c0362c", "#0f8a4b", "#8a4bd6", "#d68a1f"];

/** The growth series on their shared grid of dates, as chart rows: { date, <simulationId>: value }. */
function growthRows(growth: Comparison["growth"]) {
  const rows = new Map<string, Record<string, number | string>>();
  for (const series of growth) for (const p of series.points) rows.set(p.date, { ...(rows.get(p.date) ?? { date: p.date }), [series.simulationId]: p.value });
  return [...rows.values()].sort((a, b) => String(a.date).localeCompare(String(b.date)));
}

export function CompareView({ ids }: { ids: string[] }) {
  const trpc = useTRPC();
  const comparison = useQuery(trpc.compare_simulations.queryOptions({ simulationIds: ids }));
  if (comparison.error) return <ErrorNote error={comparison.error} />;
  if (!comparison.data) return <p className="muted">Loading…</p>;
  const { simulations, growth } = comparison.data.data.result;
  const title = (i: number) => `${simulations[i].simulation.portfolioName} (${simulations[i].simulation.startYear})`;
  const years = [...new Set(simulations.flatMap((s) => s.years.map((y) => y.year)))].sort((a, b) => a - b);
  const monthly = simulations.flatMap((s, i) => s.monthlyPeriods.map((p) => `${title(i)}: ${p.from} to ${p.to}`));
  return (
    <>
      <section className="card">
        <h1>Compare backtests</h1>
        <p className="muted">{comparison.data.data.summary}</p>
        {monthly.length > 0 && <p className="muted">Monthly data (long-run history) in: {monthly.join("; ")}.</p>}
      </section>
      <section className="card">
        <h2>Headline metrics</h2>
        <table className="data" aria-label="Compared metrics">
          <thead>
            <tr><th>metric</th>{simulations.map((s, i) => <th key={s.simulation.id}><Link href={`/simulations/${s.simulation.id}`}>{title(i)}</Link></th>)}</tr>
          </thead>
          <tbody>
            {HEADLINE_METRICS.map((m) => (
              <tr key={m.key}>
                <td>{m.label}</td>
                {simulations.map((s) => <td key={s.simulation.id}>{s.headline ? m.show(s.headline.portfolio[m.key]) : "not available yet"}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {growth.length > 0 && (
        <section className="card" aria-label="Growth">
          <h2>Growth since the start</h2>
          <div style={{ width: "100%", height: 320 }}>
            <ResponsiveContainer>
              <LineChart data={growthRows(growth)}>
                <CartesianGrid stroke="#e3e6ec" />
                <XAxis dataKey="date" minTickGap={40} />
                <YAxis tickFormatter={(v: number) => percent(v)} width={80} />
                <Tooltip formatter={(v) => percent(Number(v))} />
                <Legend />
                {growth.map((g, i) => (
                  <Line key={g.simulationId} dataKey={g.simulationId} name={title(simulations.findIndex((s) => s.simulation.id === g.simulationId))} stroke={COLOURS[i]} dot={false} isAnimationActive={false} />
                ))}
              </LineChart>
            </ResponsiveContainer>
          </div>
        </section>
      )}
      {years.length > 0 && (
        <section className="card">
          <h2>Calendar years</h2>
          <table className="data" aria-label="Returns by year">
            <thead><tr><th>year</th>{simulations.map((s, i) => <th key={s.simulation.id}>{title(i)}: return / max drawdown</th>)}</tr></thead>
            <tbody>
              {years.map((y) => (
                <tr key={y}>
                  <td>{y}</td>
                  {simulations.map((s) => {
                    const row = s.years.find((r) => r.year === y);
                    return <td key={s.simulation.id}>{row ? `${percent(row.totalReturn)} / ${percent(row.maxDrawdown)}` : "—"}</td>;
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </>
  );
}
