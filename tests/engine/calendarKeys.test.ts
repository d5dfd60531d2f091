// The daily loop's cheaper date tests (calendar.ts) against the rules they stand for: dayKey /
// monthsAfterKey against reachedMonthsAfter (the maximum hold), addDays(date, 1) against Date.
import { describe, expect, it } from "vitest";
import { addDays, dayKey, monthsAfterKey, reachedMonthsAfter } from "@/server/engine/simulation/calendar";

const daysFrom = (from: number, to: number) => {
  const out: string[] = [];
  for (let t = from; t <= to; t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
};

describe("calendar keys", () => {
  it("dayKey(d) >= monthsAfterKey(from, m) exactly when reachedMonthsAfter(d, from, m)", () => {
    const days = daysFrom(Date.UTC(1999, 10, 1), Date.UTC(2001, 3, 30));
    let mismatches = 0;
    let reached = 0;
    for (const from of days.filter((_, i) => i % 5 === 0))
      for (const months of [1, 2, 3, 12]) {
        const until = monthsAfterKey(from, months);
        for (const d of days.filter((_, i) => i % 3 === 0)) {
          const rule = reachedMonthsAfter(d, from, months);
          if (dayKey(d) >= until !== rule) mismatches++;
          if (rule) reached++;
        }
      }
    expect(reached).toBeGreaterThan(0);
    expect(mismatches).toBe(0);
    // A month-end entry: the hold ends on the shorter month's last day (2000 is a leap year).
    expect(dayKey("2000-02-28") >= monthsAfterKey("2000-01-31", 1)).toBe(false);
    expect(dayKey("2000-02-29") >= monthsAfterKey("2000-01-31", 1)).toBe(true);
  });

  it("addDays(date, 1) is the next calendar day, as Date makes it", () => {
    const days = daysFrom(Date.UTC(1899, 11, 25), Date.UTC(2101, 0, 5));
    const viaDate = (d: string) =>
      new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(days.filter((d) => addDays(d, 1) !== viaDate(d))).toEqual([]);
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2023-12-31", 1)).toBe("2024-01-01");
  });
});
