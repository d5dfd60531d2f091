// The pure screening engine: a screen (universe + ordered rows) over the market data as of one calendar
// row. No database, no clock: create/run_screener call it for "today", the simulation engine at each
// rebalance date. Rows are applied in order, each to what the earlier rows kept (so highest / lowest
// rank only those); a filter that does not apply to the universe's asset type keeps nothing.
//
// Exports: runScreen(data, screen, asOfIndex, filters, source?) -> { matches: [{ ticker, values, rank }],
// keptPerRow, universeSize, indexes }; `source` says where filter values come from (values.ts: computed
// for this date and dropped by default; kept rows for a backtest's screens). resolveRow(row, filters)
// -> the filter, relation, target and inputs the engine uses (defaults filled in from the filter's
// entry). `filters` looks a filter up by id: the catalogue's filterById. Matches are in the order of
// the last highest / lowest row, otherwise in the panel's column order (alphabetical by ticker within
// an asset type).
import type { MarketData } from "@/server/engine/data/panel";
import {
  targetDefaults,
  withDefaultInputs,
  type FilterLookup,
  type ScreenFilter,
  type TargetDefault,
} from "@/server/engine/screening/filter";
import type { Relation } from "@/server/engine/screening/vocabulary";
import type { Screen, ScreenResult, ScreenRow, ScreenTarget } from "@/server/engine/screening/types";
import { universeMembers } from "@/server/engine/screening/universe";
import { applyRow, type RowContext } from "@/server/engine/screening/relations";
import { aggregatePopulation } from "@/server/engine/screening/aggregates";
import { pointValues, type FilterValues } from "@/server/engine/screening/values";

export interface ResolvedRow {
  filter: ScreenFilter;
  relation: Relation;
  target: ScreenTarget;
  inputs: Record<string, number>;
}

/** A target with the catalogue's defaults for whatever the row left out (targetDefaults). */
function withDefaults(def: TargetDefault | undefined, given: ScreenTarget | undefined): ScreenTarget {
  const kind = given?.kind ?? def?.kind ?? "none";
  const d = targetDefaults(def?.kind === kind ? def : undefined);
  const t: ScreenTarget = { kind, ...given };
  if ((kind === "value" || kind === "count") && t.value === undefined && d.value !== null) t.value = d.value;
  if (kind === "range" && d.range) {
    t.min ??= d.range[0];
    t.max ??= d.range[1];
  }
  if ((kind === "market_aggregate" || kind === "sector_aggregate") && !t.statistic)
    t.statistic = d.statistic ?? "median";
  return t;
}

export function resolveRow(row: ScreenRow, filters: FilterLookup): ResolvedRow {
  const filter = filters(row.filter);
  if (!filter) throw new Error(`Unknown filter "${row.filter}".`);
  const relation = row.relation ?? filter.defaultRelation;
  const def = filter.relations.find((r) => r.id === relation);
  if (!relation || !def) throw new Error(`Filter "${filter.id}" does not offer relation "${relation}".`);
  const targetDef = row.target ? def.targets.find((t) => t.kind === row.target!.kind) : def.targets[0];
  return {
    filter,
    relation,
    target: withDefaults(targetDef, row.target),
    inputs: withDefaultInputs(filter, row.inputs),
  };
}

export function runScreen(
  data: MarketData,
  screen: Screen,
  asOfIndex: number,
  filters: FilterLookup,
  source: FilterValues = pointValues,
): ScreenResult {
  const { prices } = data;
  if (!(asOfIndex >= 0 && asOfIndex < prices.dates.length))
    throw new Error(`asOfIndex ${asOfIndex} is outside the calendar (0..${prices.dates.length - 1}).`);
  const assetType = screen.universe.assetType;
  const universe = universeMembers(data, screen.universe, asOfIndex);
  let kept = universe.columns;
  const universeSize = kept.length;
  const keptPerRow: number[] = [];
  const noValuePerRow: number[] = [];
  const pricedPerRow: number[] = [];
  const rowValues: Float64Array[] = [];
  const N = prices.tickers.length;
  const pricedAt = (i: number) => prices.adjClose[asOfIndex * N + i] > 0;
  for (const row of screen.rows) {
    const r = resolveRow(row, filters);
    const read: RowContext["read"] = (reading, columns) =>
      source(data, { filter: r.filter, ...reading }, asOfIndex, columns);
    const values = read(
      { inputs: r.inputs, lag: 0 },
      r.target.kind === "market_aggregate" || r.target.kind === "sector_aggregate"
        ? aggregatePopulation(data, assetType)
        : kept,
    );
    rowValues.push(values);
    const applies = r.filter.appliesTo.includes(assetType);
    let priced = 0;
    let noValue = 0;
    for (const i of kept)
      if (pricedAt(i)) {
        priced++;
        if (values[i] !== values[i]) noValue++;
      }
    noValuePerRow.push(applies ? noValue : 0);
    pricedPerRow.push(priced);
    kept = applies ? applyRow({ data, ...r, assetType, t: asOfIndex, values, read }, kept) : [];
    keptPerRow.push(kept.length);
  }
  return {
    matches: kept.map((i, k) => ({
      ticker: prices.tickers[i],
      values: rowValues.map((v) => (v[i] === v[i] ? v[i] : null)),
      rank: k + 1,
    })),
    keptPerRow,
    noValuePerRow,
    pricedPerRow,
    universeSize,
    indexes: universe.indexes,
  };
}
