// One screener by id: the address in a screener's openUrl (AI assistants hand it to the person).
import { requireCaller } from "@/app/requireCaller";
import { ScreenerRecord } from "@/components/screener/ScreenerRecord";

export const metadata = { title: "Screener — Lodestar" };

export default async function ScreenerPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireCaller(`/screeners/${id}`);
  return <ScreenerRecord id={id} />;
}
