// Splicing one instrument's history from several sources (scripts/data-build/splice.ts): a source that
// disagrees with the identity source over their overlap (a reused ticker) is refused and reported; one
// with a vendor glitch is taken, its largest disagreement reported; the build's report names the
// refused splices of the real raw files.
import { describe, expect, it } from "vitest";
import { readManifest } from "@/server/data/load";
import { splice, type SpliceSource } from "@/scripts/data-build/splice";
import type { Bar } from "@/scripts/data-build/bars";
import { weekdays } from "../engine/tinyPanel";

const bar = (date: string, adjClose: number, close = NaN): Bar => ({
  date,
  open: close,
  high: close,
  low: close,
  close,
  adjClose,
  volume: close === close ? 1000 : NaN,
  dividend: close === close ? 0 : NaN,
  split: 1,
});
/** A deterministic walk: price k follows a wave, so two walks with other phases disagree most days. */
const walk = (dates: string[], phase: number, level: number) =>
  dates.map((d, k) => level * (1 + 0.2 * Math.sin(k * 0.9 + phase)) * (1 + k / 1000));

const dates = weekdays("2020-01-01", 300);
const old: SpliceSource = {
  rel: "old/X.csv",
  bars: dates.slice(0, 200).map((d, k) => bar(d, walk(dates, 0, 50)[k], walk(dates, 0, 50)[k] * 1.1)),
  ohlcv: true,
  priority: 1,
};

describe("splice", () => {
  it("refuses a source whose returns disagree over the overlap and ends where the trusted source ends", () => {
    const other: SpliceSource = {
      rel: "new/X.csv",
      bars: dates.slice(100).map((d, k) => bar(d, walk(dates.slice(100), 3.5, 30)[k])),
      ohlcv: false,
      priority: 3,
    };
    const s = splice(old, [other]);
    expect(s.checks).toHaveLength(1);
    expect(s.checks[0]).toMatchObject({ source: "new/X.csv", against: "old/X.csv", overlapDays: 100, accepted: false });
    expect(s.checks[0].disagreeing).toBeGreaterThan(0.5);
    expect(s.sources).toEqual(["old/X.csv"]);
    expect(s.bars.days.length).toBe(200);
    expect(Array.from(s.bars.values.adjClose)).toEqual(old.bars.map((b) => b.adjClose));
  });

  it("takes an agreeing source with a one-day glitch: its adjusted close from its start, the older one chained on before, OHLCV null after the last raw source", () => {
    const base = walk(dates, 0, 50);
    const later: SpliceSource = {
      rel: "new/X.csv",
      bars: dates.slice(100).map((d, k) => bar(d, base[100 + k] * 2 * (d === dates[170] ? 1.1 : 1))),
      ohlcv: false,
      priority: 3,
    };
    const s = splice(old, [later]);
    expect(s.checks[0]).toMatchObject({ overlapDays: 100, accepted: true, at: dates[170] });
    expect(s.checks[0].disagreeing).toBeCloseTo(2 / 99, 12); // the glitch day and the day after
    expect(s.checks[0].maxReturnGap).toBeCloseTo(0.1 * (base[170] / base[169]), 9);
    expect(s.sources).toEqual(["old/X.csv", "new/X.csv"]);
    const v = s.bars.values;
    expect(s.bars.days.length).toBe(300);
    expect(v.adjClose[0]).toBeCloseTo(base[0] * 2, 9); // chained: returns carry over
    expect(v.adjClose[299]).toBe(later.bars[199].adjClose);
    expect(v.close[199]).toBeCloseTo(base[199] * 1.1, 9);
    for (const f of ["close", "open", "high", "low", "volume", "dividend"] as const) expect(v[f][200], f).toBeNaN();
  });

  it("refuses a source that shares too few dates to show it is the same company", () => {
    const gap: SpliceSource = { rel: "new/X.csv", bars: dates.slice(195).map((d) => bar(d, 10)), ohlcv: false, priority: 3 };
    const s = splice(old, [gap]);
    expect(s.checks[0]).toMatchObject({ overlapDays: 5, accepted: false });
    expect(s.bars.days.length).toBe(200);
  });
});

describe("the build's splice report", () => {
  const manifest = readManifest();
  const inst = (t: string) => manifest.instruments.find((i) => i.ticker === t)!;

  it("refuses dsturdy's reused tickers and names them in the note", () => {
    for (const t of ["FB", "DD", "CB"]) {
      const refused = inst(t).splices.filter((c) => !c.accepted).map((c) => c.source);
      expect(refused, t).toContain(`dsturdy__Factor_Attribution/${t}.csv.gz`);
      expect(inst(t).sources.some((s) => s.startsWith("dsturdy")), t).toBe(false);
      expect(inst(t).note, t).toMatch(/^not spliced: dsturdy__Factor_Attribution/);
    }
    expect(inst("FB").lastDate).toBe("2021-04-21");
  });

  it("states the largest daily-return disagreement of every accepted overlap", () => {
    const aapl = inst("AAPL").splices.find((c) => c.source.startsWith("dsturdy"))!;
    expect(aapl.accepted).toBe(true);
    expect(aapl.overlapDays).toBeGreaterThan(5000);
    expect(aapl.maxReturnGap).toBeGreaterThan(0);
    expect(aapl.at).not.toBeNull();
  });
});
