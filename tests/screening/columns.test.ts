// The column path of a backtest's screens (screening/values.ts columnValues: each reading computed once
// per date over the asset type's whole population and kept) against the per-date path run_screener
// uses (pointValues: computed for the kept instruments only, nothing kept): on the real data build,
// every catalogue filter with its default inputs, on 50 dates, gives the same matches and values.
import { beforeAll, describe, expect, it } from "vitest";
import { loadMarketData } from "@/server/data/load";
import type { MarketData } from "@/server/engine/data/panel";
import { FILTERS, filterById } from "@/server/catalogue/filters";
import { runScreen } from "@/server/engine/screening/runScreen";
import { columnValues, pointValues } from "@/server/engine/screening/values";
import { withDefaultInputs } from "@/server/engine/screening/filter";
import { universeMembers } from "@/server/engine/screening/universe";
import type { Screen, ScreenRow } from "@/server/engine/screening/types";
import { CROSSING_RELATIONS, type AssetType } from "@/server/engine/screening/vocabulary";

let data: MarketData;
let dates: number[];

beforeAll(() => {
  data = loadMarketData();
  // 50 dates spread over the last 20 years of the calendar, the latest (the snapshot's) among them.
  const T = data.prices.dates.length;
  dates = Array.from({ length: 50 }, (_, k) => T - 1 - Math.round((k * 5000) / 49));
});

/**
 * The rows compared for a filter: its default relation and target; and where it offers them, a rank, a
 * line crossing (readings lagged 0..N bars), a comparison with its own value 12 months earlier, and one
 * with the market and sector medians (readings over the aggregate population).
 */
function rowsOf(id: string): ScreenRow[] {
  const f = filterById(id)!;
  const rows: ScreenRow[] = [{ filter: id }];
  const offers = (relation: string) => f.relations.find((r) => r.id === relation);
  if (offers("highest")) rows.push({ filter: id, relation: "highest", target: { kind: "count", value: 25 } });
  const crossing = f.relations.find((r) => (CROSSING_RELATIONS as readonly string[]).includes(r.id));
  if (crossing) rows.push({ filter: id, relation: crossing.id });
  const greater = offers("greater_than");
  for (const kind of ["own_past", "market_aggregate", "sector_aggregate"] as const)
    if (greater?.targets.some((t) => t.kind === kind))
      rows.push({
        filter: id,
        relation: "greater_than",
        target: kind === "own_past" ? { kind, inputs: { months_ago: 12 } } : { kind, statistic: "median" },
      });
  return rows;
}

describe("column screens match per-date screens", () => {
  it.each(FILTERS.map((f) => f.id))("%s on 50 dates", (id) => {
    const f = filterById(id)!;
    const assetType: AssetType = f.appliesTo[0];
    const screens: Screen[] = rowsOf(id).map((row) => ({ universe: { assetType }, rows: [row] }));
    // Run first on each date: its second row asks for the instruments priced over 10 only, so the kept
    // row is filled in part, and the whole-universe reads after it fill in the rest.
    const afterPrice: Screen = {
      universe: { assetType },
      rows: [
        { filter: "price", relation: "greater_than", target: { kind: "value", value: 10 } },
        { filter: id },
      ],
    };
    const reading = { filter: f, inputs: withDefaultInputs(f), lag: 0 };
    for (const t of dates) {
      const partial = runScreen(data, afterPrice, t, filterById, columnValues);
      expect(partial).toEqual(runScreen(data, afterPrice, t, filterById, pointValues));
      // Every instrument of the universe, not only those a relation keeps.
      const members = universeMembers(data, { assetType }, t).columns;
      const point = pointValues(data, reading, t, members);
      const column = columnValues(data, reading, t, members);
      expect(members.map((i) => column[i])).toEqual(members.map((i) => point[i]));
      // The rank row against a plain sort of every member with a value: highest first, column order on ties.
      if (screens.length > 1 && screens[1].rows[0].relation === "highest") {
        const sorted = members
          .filter((i) => point[i] === point[i])
          .sort((a, b) => point[b] - point[a] || a - b)
          .slice(0, 25);
        const ranked = runScreen(data, screens[1], t, filterById, columnValues).matches;
        expect(ranked.map((m) => m.ticker)).toEqual(sorted.map((i) => data.prices.tickers[i]));
      }
      for (const screen of screens) {
        const point = runScreen(data, screen, t, filterById, pointValues);
        const columns = runScreen(data, screen, t, filterById, columnValues);
        expect(columns).toEqual(point);
        // Read again: the kept row gives the same result.
        expect(runScreen(data, screen, t, filterById, columnValues)).toEqual(point);
      }
    }
  });
});
