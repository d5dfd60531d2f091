// The person's strategies (list_portfolios) and the service's public benchmark portfolios.
import { requireCaller } from "@/app/requireCaller";
import { RecordsOverview } from "@/components/ui/RecordsOverview";

export const metadata = { title: "Strategies — Lodestar" };

export default async function PortfoliosPage() {
  await requireCaller("/portfolios");
  return (
    <RecordsOverview
      kind="portfolios"
      title="Strategies"
      intro="Strategies select instruments, weight them and switch on risk conditions. Drafts made by AI assistants or the API appear here too, in a folder named after the app."
      newLabel="New strategy"
      yours="Your strategies"
      publicOnes="Benchmarks"
    />
  );
}
