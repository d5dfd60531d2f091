// The screener builder. The universe facets come from the server's universe model, the rows from the
// filter catalogue (list_screen_filters / describe_screen_filter) in the browser.
import { requireCaller } from "@/app/requireCaller";
import { ScreenerBuilder } from "@/components/screener/ScreenerBuilder";
import type { FacetTable } from "@/components/screener/UniverseEditor";
import { ASSET_TYPES } from "@/server/catalogue/filters/types";
import { UNIVERSE_FACETS, facetValuesFor, facetsFor } from "@/server/domain/screeners/universe";

export const metadata = { title: "New screener — Lodestar" };

const facetTable = (): FacetTable =>
  Object.fromEntries(
    ASSET_TYPES.map((t) => [t, facetsFor(t).map((facet) => ({ facet, max: UNIVERSE_FACETS[facet].max, values: [...(facetValuesFor(facet, t) ?? [])] }))]),
  ) as FacetTable;

export default async function NewScreenerPage() {
  await requireCaller("/screeners/new");
  return <ScreenerBuilder facets={facetTable()} />;
}
