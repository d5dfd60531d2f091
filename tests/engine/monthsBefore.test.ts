// monthsBefore works on day numbers with integer arithmetic (it runs per instrument and date in every
// month-window kernel); it must give the day JavaScript's own UTC calendar gives, clamping included.
import { describe, expect, it } from "vitest";
import { monthsBefore } from "@/server/engine/indicators/calendar";

/** The same day by the UTC Date calendar: month overflow by Date.UTC, day of month clamped. */
function byDate(day: number, months: number): number {
  const d = new Date(day * 86_400_000);
  const m = d.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), m + 1, 0)).getUTCDate();
  return Math.round(Date.UTC(d.getUTCFullYear(), m, Math.min(d.getUTCDate(), lastDay)) / 86_400_000);
}

describe("monthsBefore", () => {
  it("matches the Date calendar on every day from 1900 to 2100 for the windows filters use", () => {
    const from = Date.UTC(1900, 0, 1) / 86_400_000;
    const to = Date.UTC(2100, 11, 31) / 86_400_000;
    let mismatches = 0;
    for (let day = from; day <= to; day++)
      for (const months of [-1, 0, 1, 3, 6, 12, 24, 36, 60, 120, 240])
        if (monthsBefore(day, months) !== byDate(day, months)) mismatches++;
    expect(mismatches).toBe(0);
  });

  it("clamps the day of month", () => {
    const day = (s: string) => Date.UTC(+s.slice(0, 4), +s.slice(5, 7) - 1, +s.slice(8, 10)) / 86_400_000;
    expect(monthsBefore(day("2024-03-31"), 1)).toBe(day("2024-02-29"));
    expect(monthsBefore(day("2023-03-31"), 1)).toBe(day("2023-02-28"));
    expect(monthsBefore(day("2000-02-29"), 12)).toBe(day("1999-02-28"));
  });
});
