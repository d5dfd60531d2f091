// A screen's answer as an entry selection (spec.ts Screened): its matches, best first, and each row's
// coverage on the date, labelled with `screen` (such as the screener's id) and the row's filter.
import type { Screen, ScreenResult } from "@/server/engine/screening/types";
import type { Screened } from "@/server/engine/simulation/spec";

export const screenedOf = (screen: string, definition: Screen, result: ScreenResult): Screened => ({
  tickers: result.matches.map((m) => m.ticker),
  coverage: definition.rows.map((r, i) => ({
    screen,
    row: i + 1,
    filter: r.filter,
    missing: result.noValuePerRow[i],
    priced: result.pricedPerRow[i],
  })),
});
