// Look-ahead guard for every monthly series of the data build (CPI, Shiller, Fama-French): a month's
// value may be read only once its month has ended, whatever rule or filter reads it.
import { describe, expect, it } from "vitest";
import { getMarketData } from "@/server/data/load";
import { dayNumber } from "@/server/engine/indicators/calendar";
import { seriesAsOf } from "@/server/engine/indicators/series";

const monthly = [...getMarketData().series.values()].filter((s) => s.frequency === "monthly");
const lastDayOfMonth = (date: string) =>
  new Date(Date.UTC(+date.slice(0, 4), +date.slice(5, 7), 0)).toISOString().slice(0, 10);
const firstOfNextMonth = (date: string) =>
  new Date(Date.UTC(+date.slice(0, 4), +date.slice(5, 7), 1)).toISOString().slice(0, 10);

describe("monthly series are read only after their month", () => {
  it("the build has the monthly series the rules and long-run history read", () => {
    expect(monthly.map((s) => s.id).sort()).toEqual([
      "cpi",
      "ff_mkt_rf",
      "ff_rf",
      "shiller_dividend",
      "shiller_sp500",
    ]);
  });

  for (const s of monthly) {
    it(`${s.id}: on its month's last day the previous month is the latest known; the next day, this one`, () => {
      const step = Math.max(1, Math.floor(s.dates.length / 40));
      for (let k = 1; k < s.dates.length; k += step) {
        const date = s.dates[k];
        expect(seriesAsOf(s, dayNumber(lastDayOfMonth(date)), 62), `${s.id} ${date}`).toBe(s.values[k - 1]);
        expect(seriesAsOf(s, dayNumber(firstOfNextMonth(date)), 62), `${s.id} ${date}`).toBe(s.values[k]);
      }
    });
  }
});
