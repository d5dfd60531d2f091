// One simulation by id: the address in a simulation's `link`. Its status and, once done, the full
// result are read on the server before the page renders (app/prefetch.tsx): the HTML holds its
// figures and tables, and the browser reads nothing more before drawing the charts. An id the person
// cannot read (malformed, unknown, another account's) is the not-found page, as for records.
import { requireCaller } from "@/app/requireCaller";
import { notFound } from "next/navigation";
import { notFoundIfRefused, prefetch, Prefetched, serverTrpc } from "@/app/prefetch";
import { SIMULATION_ID } from "@/server/ids";
import { SimulationView } from "@/components/simulation/SimulationView";
import { metricsQuery } from "@/components/simulation/metricsQuery";

export const metadata = { title: "Backtest — Lodestar" };

export default async function SimulationPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireCaller(`/simulations/${id}`);
  if (!SIMULATION_ID.test(id)) notFound();
  const summary = serverTrpc.web.get_simulation.queryOptions({ simulationId: id });
  await Promise.all([
    prefetch(summary),
    prefetch(serverTrpc.web.get_simulation_metrics.queryOptions(metricsQuery(id))),
  ]);
  notFoundIfRefused(summary.queryKey);
  return (
    <Prefetched>
      <SimulationView id={id} />
    </Prefetched>
  );
}
