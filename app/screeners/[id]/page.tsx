// One screener by id: the address in a screener's openUrl (AI assistants hand it to the person). It
// opens in the builder, prefilled; another account's id is the not-found page.
import { requireRecord } from "@/app/requireRecord";
import { coverage, facetTable } from "@/app/screeners/pageData";
import { ScreenerRecord } from "@/components/screener/ScreenerRecord";

export const metadata = { title: "Screener — Lodestar" };

export default async function ScreenerPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireRecord("screener", id);
  return <ScreenerRecord id={id} facets={facetTable()} coverage={coverage()} />;
}
