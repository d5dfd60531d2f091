// describe_screen_filter's coverage: the dates and instruments a filter has values for in the data build.
// Filing-dated filters measure it exactly; snapshot filters (measured: readsSnapshot) where the snapshot
// is visible; every other filter is bounded by the prices of its asset types. Worked out once per filter
// and data build.
import { z } from "zod";
import type { FilterDef } from "@/server/catalogue/filters";
import type { MarketData } from "@/server/engine/data/panel";
import { withDefaultInputs } from "@/server/engine/screening/filter";
import { pricedCoverage, snapshotCoverage, type CoverageRows } from "@/server/engine/screening/coverage";
import { readsSnapshot } from "@/server/domain/screeners/asOf";
import { processWide } from "@/server/engine/processWide";

export const COVERAGE_SOURCES = ["filings", "snapshot", "prices"] as const;

export const coverageSchema = z
  .object({
    source: z
      .enum(COVERAGE_SOURCES)
      .describe(
        "What the span is measured on: filings = the filter's own values from the SEC filings (exact); snapshot = the dates the fundamentals snapshot is visible on; prices = the priced span of the asset types the filter applies to (a filter also needs its window of history, and volume or the daily range where it reads them: no stock volume or OHLC after 2024-03-08).",
      ),
    firstDate: z.string().nullable().describe("First date with a value (date); null when none."),
    lastDate: z.string().nullable().describe("Last date with a value (date); null when none."),
    instruments: z.number().int().describe("Instruments with a value on some date (count)."),
  })
  .describe("Where the filter has values in the data build.");
export type FilterCoverage = z.infer<typeof coverageSchema>;

const held = processWide("filterCoverage", () => new WeakMap<MarketData, Map<string, FilterCoverage>>());

export function filterCoverage(data: MarketData, filter: FilterDef): FilterCoverage {
  let known = held.get(data);
  if (!known) held.set(data, (known = new Map()));
  const cached = known.get(filter.id);
  if (cached) return cached;
  const [source, rows]: [FilterCoverage["source"], CoverageRows] = filter.coverage
    ? ["filings", filter.coverage(data)]
    : readsSnapshot(data, filter)
      ? ["snapshot", snapshotCoverage(data, filter.compute, withDefaultInputs(filter))]
      : ["prices", pricedCoverage(data, filter.appliesTo)];
  const date = (row: number) => (row < 0 ? null : data.prices.dates[row]);
  const out = {
    source,
    firstDate: date(rows.first),
    lastDate: date(rows.last),
    instruments: rows.instruments,
  };
  known.set(filter.id, out);
  return out;
}
