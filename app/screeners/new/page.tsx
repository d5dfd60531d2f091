// The screener builder for a new screener. The universe facets and the data's dates come from the
// server; the filter catalogue is read in the browser (list_screen_filters / describe_screen_filter).
import { requireCaller } from "@/app/requireCaller";
import { coverage, facetTable } from "@/app/screeners/pageData";
import { ScreenerBuilder } from "@/components/screener/ScreenerBuilder";

export const metadata = { title: "New screener — Lodestar" };

export default async function NewScreenerPage() {
  await requireCaller("/screeners/new");
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl sm:text-3xl">New screener</h1>
        <p className="mt-1 text-muted">
          Pick the stocks or funds to look at, add rows that keep what passes them, and run it as of any day
          in the data.
        </p>
      </div>
      <ScreenerBuilder facets={facetTable()} coverage={coverage()} record={null} />
    </div>
  );
}
