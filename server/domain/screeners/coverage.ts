// describe_screen_filter's coverage: the dates and instruments a filter has values for in the data build.
// Filing-dated filters measure it exactly; snapshot filters (measured: readsSnapshot) where the snapshot
// is visible; every other filter is bounded by the prices of its asset types. Worked out once per filter
// and data build; the dividend filters add the spans without dividend data, worked out once per build.
import { z } from "zod";
import type { FilterDef } from "@/server/catalogue/filters";
import type { MarketData } from "@/server/engine/data/panel";
import { withDefaultInputs } from "@/server/engine/screening/filter";
import { pricedCoverage, snapshotCoverage, type CoverageRows } from "@/server/engine/screening/coverage";
import { readsSnapshot } from "@/server/domain/screeners/asOf";
import { processWide } from "@/server/processWide";
import { dividendGaps } from "@/server/engine/data/dividendGaps";
import type { AssetType } from "@/server/engine/screening/vocabulary";

export const COVERAGE_SOURCES = ["filings", "snapshot", "prices"] as const;
/** A dividend gap is listed when at least this many instruments share it exactly. */
const MIN_GAP_INSTRUMENTS = 10;

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
    dividendGaps: z
      .array(
        z.object({
          from: z.string().describe("First date of the span (date)."),
          to: z.string().describe("Last date of the span (date)."),
          instruments: z
            .number()
            .int()
            .describe(
              "Instruments (of the filter's asset types) with no dividend data on some date of the span (count).",
            ),
        }),
      )
      .optional()
      .describe(
        'Only for the filters that sum cash dividends: the spans where the build has prices but no source gives the dividends, so the filter has no value for the instruments concerned while its 12-month window touches them (docs/data.md "Corporate events"). Each span is a gap that at least ' +
          `${MIN_GAP_INSTRUMENTS} instruments share exactly; an instrument's own shorter or longer gaps count where they touch it.`,
      ),
  })
  .describe("Where the filter has values in the data build.");
export type FilterCoverage = z.infer<typeof coverageSchema>;

const held = processWide("filterCoverage", () => new WeakMap<MarketData, Map<string, FilterCoverage>>());
// One reading of the dividend column per process and asset types, whichever dividend filter asks first.
const gapsHeld = processWide("dividendGaps", () => new WeakMap<MarketData, Map<string, DividendGapSpan[]>>());
type DividendGapSpan = NonNullable<FilterCoverage["dividendGaps"]>[number];

function gapsOf(data: MarketData, appliesTo: readonly AssetType[]): DividendGapSpan[] {
  let known = gapsHeld.get(data);
  if (!known) gapsHeld.set(data, (known = new Map()));
  const key = [...appliesTo].sort().join();
  let gaps = known.get(key);
  if (!gaps) {
    const { dates } = data.prices;
    gaps = dividendGaps(data.prices, appliesTo, MIN_GAP_INSTRUMENTS).map((g) => ({
      from: dates[g.first],
      to: dates[g.last],
      instruments: g.instruments,
    }));
    known.set(key, gaps);
  }
  return gaps;
}

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
  const out: FilterCoverage = {
    source,
    firstDate: date(rows.first),
    lastDate: date(rows.last),
    instruments: rows.instruments,
    ...(filter.readsDividends ? { dividendGaps: gapsOf(data, filter.appliesTo) } : {}),
  };
  known.set(filter.id, out);
  return out;
}
