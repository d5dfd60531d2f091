"use client";
// One simulation (get_simulation): what was run, its progress while queued or running (read again every
// second), and once done the headline metrics beside the benchmark's over the same dates.
import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/TRPCProvider";
import { ErrorNote } from "@/components/ui/ErrorNote";
import { HEADLINE_METRICS, number } from "@/components/simulation/format";

const UNFINISHED = new Set(["queued", "running"]);

export function SimulationView({ id }: { id: string }) {
  const trpc = useTRPC();
  const status = useQuery({
    ...trpc.get_simulation.queryOptions({ simulationId: id }),
    // Read again every second until the run has finished; never from the cache meanwhile.
    refetchInterval: ({ state }) => (state.data && UNFINISHED.has(state.data.data.result.state) ? 1_000 : false),
    staleTime: 0,
  });
  if (status.error) return <ErrorNote error={status.error} />;
  if (!status.data) return <p className="muted">Loading…</p>;
  const r = status.data.data.result;
  const s = r.simulation;
  const variant = [s.variant.reinvest ? "dividends reinvested" : "dividends paid out", s.variant.costs ? "trading costs" : "no trading costs", s.variant.taxes ? "taxes" : "no taxes"].join(", ");
  return (
    <>
      <section className="card">
        <h1>Backtest of <Link href={`/portfolios/${s.portfolioId}`}>{s.portfolioName}</Link></h1>
        <p className="muted">
          From {s.startYear} to the latest data · {s.startingCapital.toLocaleString("en-US")} {s.baseCurrency} · {variant}
          {s.benchmark ? ` · benchmark ${s.benchmark.name}` : ""}
        </p>
        <p aria-live="polite">
          State: <strong>{r.state}</strong>
          {(r.state === "queued" || r.state === "running") && ` (${Math.round(r.progress * 100)}% done)`}
          {r.reason && <span className="error"> — {r.reason}</span>}
        </p>
        <p className="muted">{status.data.data.summary}</p>
      </section>
      {r.headline && (
        <section className="card">
          <h2>Headline metrics</h2>
          <p className="muted">Over {number(r.headline.years, 1)} years. Simulated results on historical data; they do not predict future results.</p>
          <table className="data" aria-label="Headline metrics">
            <thead><tr><th>metric</th><th>{s.portfolioName}</th>{r.headline.benchmark && <th>{s.benchmark?.name ?? "Benchmark"}</th>}</tr></thead>
            <tbody>
              {HEADLINE_METRICS.map((m) => (
                <tr key={m.key}>
                  <td>{m.label}</td>
                  <td>{m.show(r.headline!.portfolio[m.key])}</td>
                  {r.headline!.benchmark && <td>{m.show(r.headline!.benchmark[m.key])}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </>
  );
}
