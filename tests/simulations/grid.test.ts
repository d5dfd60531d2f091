// The comparison grid on hand-built cards: daily up to five years, month ends beyond, thinned to at most
// 1000 points with the first and last kept, later starts joining the grid from their own first date,
// values read as of each grid date.
import { describe, expect, it } from "vitest";
import { alignGrowth } from "@/server/domain/simulations/grid";
import type { Card } from "@/server/domain/simulations/summary";

const card = (dates: string[], values: number[]): Card => ({
  headline: { totalReturn: null, cagr: null, volatility: null, sharpe: null, maxDrawdown: null },
  benchmarkHeadline: { totalReturn: null, cagr: null, volatility: null, sharpe: null, maxDrawdown: null },
  years: null,
  yearly: [],
  monthlyPeriods: [],
  points: { dates, values },
});
const day = (start: string, k: number) =>
  new Date(Date.parse(`${start}T00:00:00Z`) + k * 86_400_000).toISOString().slice(0, 10);
const monthEnd = (y: number, m: number) => new Date(Date.UTC(y, m + 1, 0)).toISOString().slice(0, 10);

describe("alignGrowth", () => {
  it("keeps every date when the union spans five years or less, each series from its own start", () => {
    const a = card(["2020-01-02", "2020-01-03", "2020-01-06", "2020-01-07"], [0, 0.01, 0.02, 0.03]);
    const b = card(["2020-01-03", "2020-01-07"], [0, -0.05]);
    const [ga, gb] = alignGrowth([a, b]);
    expect(ga.points.map((p) => p.date)).toEqual(["2020-01-02", "2020-01-03", "2020-01-06", "2020-01-07"]);
    // b has no 2020-01-06: it is valued as of its last point before it.
    expect(gb.points).toEqual([
      { date: "2020-01-03", value: 0 },
      { date: "2020-01-06", value: 0 },
      { date: "2020-01-07", value: -0.05 },
    ]);
  });

  it("beyond five years takes the first date and each month's last date of the union", () => {
    const dates = Array.from({ length: 6 * 365 }, (_, k) => day("2010-01-01", k));
    const [g] = alignGrowth([
      card(
        dates,
        dates.map((_, k) => k / 1000),
      ),
    ]);
    expect(g.points[0]).toEqual({ date: "2010-01-01", value: 0 });
    expect(g.points[1].date).toBe("2010-01-31");
    expect(g.points.at(-1)!.date).toBe(dates.at(-1));
    expect(g.points).toHaveLength(1 + 6 * 12);
    expect(g.points[12]).toEqual({ date: "2010-12-31", value: 364 / 1000 });
  });

  it("thins a grid of more than 1000 month ends by an even stride, first and last kept", () => {
    const long = Array.from({ length: 1500 }, (_, k) => monthEnd(1900 + Math.floor(k / 12), k % 12));
    const short = long.slice(1200);
    const [gl, gs] = alignGrowth([
      card(
        long,
        long.map((_, k) => k),
      ),
      card(
        short,
        short.map((_, k) => -k),
      ),
    ]);
    expect(gl.points.length).toBeLessThanOrEqual(1000);
    expect(gl.points[0].date).toBe(long[0]);
    expect(gl.points.at(-1)!.date).toBe(long.at(-1));
    // Stride 2 over 1500 month ends: every other month, plus the last.
    expect(gl.points[1]).toEqual({ date: long[2], value: 2 });
    const grid = gl.points.map((p) => p.date);
    expect(gs.points.map((p) => p.date)).toEqual(grid.filter((d) => d >= short[0]));
    expect(gs.points.at(-1)!.value).toBe(-(short.length - 1));
  });
});
