// The person's strategies (list_portfolios) and the service's public benchmark portfolios.
import { requireCaller } from "@/components/auth/requireCaller";
import { RecordsOverview } from "@/components/ui/RecordsOverview";
import { operationsById } from "@/server/operations/registry";

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
      listed={operationsById.has("list_portfolios")}
      unlisted="Stored strategies are listed here once strategies can be saved (list_portfolios). The builder already shows the definition it would create."
    />
  );
}
