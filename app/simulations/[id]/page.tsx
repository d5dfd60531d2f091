// One simulation by id: the address in a simulation's `link`.
import { requireCaller } from "@/app/requireCaller";
import { SimulationView } from "@/components/simulation/SimulationView";

export const metadata = { title: "Backtest — Lodestar" };

export default async function SimulationPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireCaller(`/simulations/${id}`);
  return <SimulationView id={id} />;
}
