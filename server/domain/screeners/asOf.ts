// Which calendar row a screen runs at. Left out: the latest date the screen has data for, that is the
// last date with a price for the universe's asset type (stock prices end years before the calendar
// does), or the data build's latest date when a row reads the fundamentals snapshot, which is visible
// only there (docs/filters.md). A date that is not a trading day runs on the last trading day before
// it; dates outside the calendar are refused. A snapshot row cannot run before the snapshot's own
// date: that would be look-ahead.
import { invalid } from "@/server/errors";
import { filterById, type FilterDef } from "@/server/catalogue/filters";
import { withDefaultInputs } from "@/server/engine/screening/filter";
import type { MarketData } from "@/server/engine/data/panel";
import type { AssumedValue } from "@/server/domain/assumed";
import type { ScreenerDefinition } from "@/server/domain/screeners/definition";

/** The last calendar row with a price for any instrument of the asset type. */
function lastRowOf(data: MarketData, assetType: string): number {
  const { meta, last } = data.prices;
  let row = -1;
  meta.forEach((m, i) => {
    if (m.assetType === assetType && last[i] > row) row = last[i];
  });
  return row;
}

export function resolveAsOf(
  data: MarketData,
  definition: ScreenerDefinition,
  asOf: string | undefined,
  assumed: AssumedValue[],
): number {
  const { dates } = data.prices;
  const first = dates[0];
  const latest = dates[dates.length - 1];
  if (asOf === undefined) {
    const snapshotRow = firstSnapshotRow(data, definition);
    const typeLast = lastRowOf(data, definition.universe.assetType);
    const t = snapshotRow >= 0 || typeLast < 0 ? dates.length - 1 : typeLast;
    const reason =
      snapshotRow >= 0
        ? `Left out: the latest date of the data build, where row ${snapshotRow + 1}'s fundamentals snapshot is visible.`
        : `Left out: the latest date with ${definition.universe.assetType} prices in the data build.`;
    assumed.push({ field: "/asOf", value: dates[t], reason });
    return t;
  }
  if (asOf < first || asOf > latest)
    throw invalid(
      "/asOf",
      `${asOf} is outside the data (${first} to ${latest}).`,
      `Send a date from ${first} to ${latest}, or leave asOf out for the latest.`,
    );
  const t = dates.findLastIndex((d) => d <= asOf);
  if (dates[t] !== asOf)
    assumed.push({
      field: "/asOf",
      value: dates[t],
      reason: `${asOf} is not a trading day in the data; the screen runs on the trading day before it.`,
    });
  return t;
}

// Whether a filter's values come from the snapshot: they vanish when the snapshot is emptied. Measured
// on the data itself at the latest date (where the snapshot is visible), once per filter and data build.
const snapshotUse = new WeakMap<MarketData, Map<string, boolean>>();
export function readsSnapshot(data: MarketData, filter: FilterDef): boolean {
  let known = snapshotUse.get(data);
  if (!known) snapshotUse.set(data, (known = new Map()));
  const cached = known.get(filter.id);
  if (cached !== undefined) return cached;
  const t = data.prices.dates.length - 1;
  const inputs = withDefaultInputs(filter);
  const withSnapshot = filter.compute(data, inputs, t, 0);
  const without = filter.compute(
    { ...data, fundamentals: { ...data.fundamentals, byTicker: new Map() } },
    inputs,
    t,
    0,
  );
  const reads = withSnapshot.some((v, i) => Number.isFinite(v) && !Number.isFinite(without[i]));
  known.set(filter.id, reads);
  return reads;
}

/** The first row reading the snapshot, or -1. A row whose filter does not apply to the asset type keeps nothing at any date, so it does not count. */
function firstSnapshotRow(data: MarketData, definition: ScreenerDefinition): number {
  return definition.rows.findIndex((r) => {
    const filter = filterById(r.filter)!;
    return filter.appliesTo.includes(definition.universe.assetType) && readsSnapshot(data, filter);
  });
}

/** Refuses a screen before the snapshot's date when a row reads the snapshot. */
export function checkSnapshotDate(data: MarketData, definition: ScreenerDefinition, t: number): void {
  const { dates } = data.prices;
  const snapshotDate = data.fundamentals.asOf;
  if (t === dates.length - 1 || dates[t] >= snapshotDate) return;
  const row = firstSnapshotRow(data, definition);
  if (row < 0) return;
  const filter = definition.rows[row].filter;
  throw invalid(
    "/asOf",
    `Row ${row + 1} (${filter}) reads the fundamentals snapshot dated ${snapshotDate}, which has no history; a screen as of ${dates[t]} would use data from after that date.`,
    snapshotDate <= dates[dates.length - 1]
      ? `Leave asOf out (the latest date), send a date on or after ${snapshotDate}, or remove row ${row + 1} to screen earlier dates.`
      : `Leave asOf out (the latest date), or remove row ${row + 1} to screen earlier dates.`,
  );
}
