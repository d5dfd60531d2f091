// Two to five simulations side by side: /simulations/compare?ids=sim_a,sim_b
import { requireCaller } from "@/app/requireCaller";
import { CompareView } from "@/components/simulation/CompareView";

export const metadata = { title: "Compare backtests — Lodestar" };

export default async function ComparePage({ searchParams }: { searchParams: Promise<{ ids?: string }> }) {
  const { ids = "" } = await searchParams;
  await requireCaller(`/simulations/compare?ids=${ids}`);
  return <CompareView ids={ids.split(",").filter(Boolean)} />;
}
