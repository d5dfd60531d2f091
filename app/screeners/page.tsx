// The person's screeners (list_screeners) and the service's public example screeners.
import { requireCaller } from "@/app/requireCaller";
import { RecordsOverview } from "@/components/ui/RecordsOverview";

export const metadata = { title: "Screeners — Lodestar" };

export default async function ScreenersPage() {
  await requireCaller("/screeners");
  return (
    <RecordsOverview
      kind="screeners"
      title="Screeners"
      intro="Filter stocks and ETPs by fundamentals, price action and more, row by row."
      newLabel="New screener"
      yours="Your screeners"
      publicOnes="Examples"
    />
  );
}
