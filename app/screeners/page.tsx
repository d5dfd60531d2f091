// The person's screeners and the service's example screeners (list_screeners, as page reads).
import { requireCaller } from "@/app/requireCaller";
import { ScreenerList } from "@/components/screener/ScreenerList";

export const metadata = { title: "Screeners — Lodestar" };

export default async function ScreenersPage() {
  await requireCaller("/screeners");
  return <ScreenerList />;
}
