// One simulation by id: the address in a simulation's `link`. Its status and, once done, the full
// result are read on the server before the page renders (app/prefetch.tsx): the HTML holds its
// figures and tables, and the browser reads nothing more before drawing the charts.
import { requireCaller } from "@/app/requireCaller";
import { prefetch, Prefetched, serverTrpc } from "@/app/prefetch";
import { SimulationView } from "@/components/simulation/SimulationView";
import { metricsQuery } from "@/components/simulation/metricsQuery";

export const metadata = { title: "Backtest — Lodestar" };

export default async function SimulationPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireCaller(`/simulations/${id}`);
  await Promise.all([
    prefetch(serverTrpc.web.get_simulation.queryOptions({ simulationId: id })),
    prefetch(serverTrpc.web.get_simulation_metrics.queryOptions(metricsQuery(id))),
  ]);
  return (
    <Prefetched>
      <SimulationView id={id} />
    </Prefetched>
  );
}
