// The catalogue as the two filter operations serve it. Views are built once and held; if building ever
// fails, the held copy is served, and only with no copy held does the caller get engine_failed (spec).
import { ApiError } from "@/server/errors";
import { FILTERS } from "@/server/catalogue/filters/index";
import type { FilterDef } from "@/server/catalogue/filters/types";
import {
  filterDetail,
  filterDetailSchema,
  filterSummary,
  filterSummarySchema,
  type FilterDetail,
  type FilterSummary,
} from "@/server/catalogue/filters/views";

export interface CatalogueView {
  filters: readonly FilterDef[];
  summaries: FilterSummary[];
  details: Map<string, FilterDetail>;
}

let held: CatalogueView | null = null;

/** Builds the views, checking each against the operations' output schemas. */
export function buildCatalogueView(filters: readonly FilterDef[]): CatalogueView {
  return {
    filters,
    summaries: filters.map((f) => filterSummarySchema.parse(filterSummary(f))),
    details: new Map(filters.map((f) => [f.id, filterDetailSchema.parse(filterDetail(f))])),
  };
}

export function readCatalogue(build: () => CatalogueView = () => buildCatalogueView(FILTERS)): CatalogueView {
  if (held) return held;
  try {
    return (held = build());
  } catch {
    throw new ApiError(
      "engine_failed",
      "The screener filter catalogue could not be read and no earlier copy is held.",
      [{ path: "", message: "The filter catalogue is unavailable.", fix: "Retry after a minute." }],
    );
  }
}
