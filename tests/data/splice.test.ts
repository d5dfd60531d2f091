// Splicing one instrument's history from several sources (scripts/data-build/splice.ts): a source that
// disagrees with the identity source over their overlap (a reused ticker) is refused and reported; one
// that disagrees only before some date is taken after it; one with a vendor glitch is taken, its largest
// disagreement reported; a source's last rows after a break are refused; the build's report names the
// refused splices and spans of the real raw files.
import { describe, expect, it } from "vitest";
import { getMarketData, readManifest } from "@/server/data/load";
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
    expect(s.checks[0]).toMatchObject({
      source: "new/X.csv",
      against: "old/X.csv",
      overlapDays: 100,
      accepted: false,
      refused: [[dates[100], dates[299]]],
    });
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
    expect(s.checks[0]).toMatchObject({ overlapDays: 100, accepted: true, at: dates[170], refused: [] });
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

  // Another company's history before dates[60] (returns on another wave), the same company's after:
  // the source is refused before its last disagreeing return in a disagreeing stretch, taken from it on.
  const base = walk(dates, 0, 50);
  const other = walk(dates, 3.5, 30);
  const relisted: SpliceSource = {
    rel: "new/X.csv",
    bars: dates.map((d, k) => bar(d, k < 60 ? other[k] : base[k] * 2)),
    ohlcv: false,
    priority: 3,
  };

  it("takes a source that disagrees before some date only after it, where it agrees", () => {
    const s = splice(old, [relisted]);
    const cut = s.checks[0].refused[0][1];
    expect(s.checks[0]).toMatchObject({ accepted: true, overlapDays: 200 });
    expect(s.checks[0].disagreeing).toBeGreaterThan(0.03); // the whole overlap would refuse the file
    expect(s.checks[0].refused).toEqual([[dates[0], cut]]);
    expect(cut >= dates[55] && cut < dates[60]).toBe(true); // the last disagreeing return is before dates[60]
    const from = dates.indexOf(cut) + 1;
    const v = s.bars.values.adjClose;
    expect(s.bars.days.length).toBe(300);
    for (const k of [from, 150, 299]) expect(v[k], dates[k]).toBe(base[k] * 2); // the trusted source from the cut
    // Before the cut the old source's values, chained on the cut date: the same returns as old's.
    expect(v[10] / v[from]).toBeCloseTo(old.bars[10].adjClose / old.bars[from].adjClose, 12);
    expect(s.sources).toEqual(["old/X.csv", "new/X.csv"]);
  });

  it("refuses whole a source whose disagreeing stretch runs to the end of the overlap", () => {
    // Nothing agrees after the stretch, so no date shows the later rows are the company's.
    const late: SpliceSource = { ...relisted, bars: dates.map((d, k) => bar(d, k < 150 ? base[k] * 2 : other[k])) };
    const s = splice(old, [late]);
    expect(s.checks[0]).toMatchObject({ accepted: false, refused: [[dates[0], dates[299]]] });
    expect(s.sources).toEqual(["old/X.csv"]);
    expect(s.bars.days.length).toBe(200);
  });

  it("refuses a source's last rows after a break when too few follow it (another security's close)", () => {
    // The last 3 rows drop to another security's price level and move with it.
    const tail: SpliceSource = {
      rel: "new/X.csv",
      bars: dates.slice(0, 200).map((d, k) => bar(d, k < 197 ? base[k] * 2 : base[k] * 0.7, k < 197 ? base[k] : base[k] * 0.35)),
      ohlcv: true,
      priority: 0,
    };
    const s = splice({ ...old, priority: 3 }, [tail]);
    expect(s.checks[0]).toMatchObject({ accepted: true, refused: [[dates[197], dates[199]]] });
    expect(s.checks[0].disagreeing).toBeLessThan(0.03);
    for (const k of [197, 198, 199]) expect(s.bars.values.close[k]).toBe(old.bars[k].close); // old's OHLCV kept
  });
});

describe("the build's splice report", () => {
  const manifest = readManifest();
  const inst = (t: string) => manifest.instruments.find((i) => i.ticker === t)!;

  it("refuses dsturdy's reused tickers and names them in the note", () => {
    const refused = inst("FB").splices.filter((c) => !c.accepted).map((c) => c.source);
    expect(refused).toContain("dsturdy__Factor_Attribution/FB.csv.gz");
    expect(inst("FB").sources.some((s) => s.startsWith("dsturdy"))).toBe(false);
    expect(inst("FB").note).toMatch(/^not spliced: dsturdy__Factor_Attribution/);
    expect(inst("FB").lastDate).toBe("2021-04-21");
  });

  it("takes dsturdy's CB and DD after another lineage's history, to the build's end", () => {
    // PROVENANCE: CB's dsturdy history is ACE's before the 2016 merger and disagrees to 2006; DD's is
    // another DuPont lineage's before 2016. After that both agree with Alpha Vantage and dieperdev.
    for (const [t, cut] of [
      ["CB", "2006-12-27"],
      ["DD", "2016-03-09"],
    ]) {
      const checks = inst(t).splices.filter((c) => c.source === `dsturdy__Factor_Attribution/${t}.csv.gz`);
      expect(checks.length, t).toBe(2);
      for (const c of checks) expect(c, t).toMatchObject({ accepted: true, refused: [[expect.any(String), cut]] });
      expect(inst(t).sources, t).toContain(`dsturdy__Factor_Attribution/${t}.csv.gz`);
      expect(inst(t).lastDate, t).toBe(manifest.dates.at(-1));
      expect(inst(t).note, t).toMatch(/^spliced in part: dsturdy__Factor_Attribution/);
    }
  });

  it("refuses dieperdev's CSR on 2024-03-06..08, another security's close", () => {
    const c = inst("CSR").splices.find((x) => x.source.startsWith("dieperdev"))!;
    expect(c).toMatchObject({ accepted: true, refused: [["2024-03-06", "2024-03-08"]] });
    const data = getMarketData();
    const j = data.prices.column.get("CSR")!;
    const t = data.prices.dates.indexOf("2024-03-06");
    const close = data.prices.close[t * data.prices.tickers.length + j];
    // dieperdev's row says 20.25 (another security); dsturdy's adjusted close is about 49.
    expect(Number.isNaN(close) || Math.abs(close / 20.25 - 1) > 0.5).toBe(true);
    expect(data.prices.adjClose[t * data.prices.tickers.length + j]).toBeCloseTo(49.0066, 3);
  });

  it("states the largest daily-return disagreement of every accepted overlap", () => {
    const aapl = inst("AAPL").splices.find((c) => c.source.startsWith("dsturdy"))!;
    expect(aapl.accepted).toBe(true);
    expect(aapl.overlapDays).toBeGreaterThan(5000);
    expect(aapl.maxReturnGap).toBeGreaterThan(0);
    expect(aapl.at).not.toBeNull();
  });
});
