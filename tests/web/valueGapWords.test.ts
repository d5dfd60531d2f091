// The result page's note on cash held for want of screen values, in words: dates as the app writes
// them, filters by name, models named only when more than one has spans, no codes or paths.
import { describe, expect, it } from "vitest";
import { valueGapFindings, type ValueGapWarning } from "@/components/simulation/valueGapWords";

const row = (screenerId: string, filter: string, filterName: string) => ({
  screenerId,
  row: 1,
  filter,
  filterName,
  missing: 480,
  priced: 496,
});

const warning = (model: string, spans: Partial<ValueGapWarning["spans"][number]>[]): ValueGapWarning => ({
  severity: "warning",
  code: "held_cash_no_values",
  path: "/models/0/selection/entryScreeners",
  model,
  message: "(the API's own text)",
  fix: "(the API's own fix)",
  spans: spans.map((s) => ({
    from: "2024-03-28",
    to: "2026-07-31",
    rebalances: 28,
    positions: 0,
    maxPositions: 10,
    rows: [row("s1", "price", "Price")],
    ...s,
  })),
});

describe("valueGapFindings", () => {
  it("one model, one span: held cash, the row by its filter's name", () => {
    expect(valueGapFindings([warning("Momentum", [{}])])).toEqual([
      {
        kind: "note",
        message:
          "Held cash from 28\u00a0Mar 2024 to 31\u00a0Jul 2026: the screen’s “Price” row had no values for these dates.",
        fix: "Over these dates the result is not what the strategy would have held: screen with filters that have values there, or backtest another period.",
      },
    ]);
  });

  it("names the models when more than one has spans, and says how few positions were held", () => {
    const messages = valueGapFindings([
      warning("Momentum", [{ rows: [row("s1", "price", "Price"), row("s2", "volume", "Volume")] }]),
      warning("Value", [{ positions: 3, maxPositions: 10, from: "2025-01-31", to: "2025-03-31" }]),
    ]).map((f) => f.message);
    expect(messages).toEqual([
      "Momentum: held cash from 28\u00a0Mar 2024 to 31\u00a0Jul 2026: the screens’ “Price” and “Volume” rows had no values for these dates.",
      "Value: held only 3 of 10 positions from 31\u00a0Jan 2025 to 31\u00a0Mar 2025: the screen’s “Price” row had no values for these dates.",
    ]);
    expect(messages.join(" ")).not.toMatch(/held_cash|\/models|price\b/);
  });
});
