// Point-in-time index membership of the committed build (data/build/membership.json) against the raw
// files read in tests/data/rawMembership.ts: the S&P 500 as fja05680's intervals, then its change list,
// then chinobing's changes; the Nasdaq-100 as jmccarrell's yearly lists and changes; and the flip-flop
// cleaning of chinobing checked against fja05680 where both report changes; the joins of members to
// their series, and on every date from 2020 on a series for every member the raw files price.
import { describe, expect, it } from "vitest";
import { getMarketData } from "@/server/data/load";
import { INDEXES_WITH_MEMBERSHIP } from "@/server/domain/screeners/universe";
import { indexOnDate } from "@/server/engine/screening/membership";
import { cleanChanges, readChinobingChanges } from "@/scripts/data-build/membership";
import type { IndexMembership } from "@/server/engine/data/panel";
import {
  applied,
  chinobingChanges,
  FJA_INTERVALS_LAST,
  fjaChanges,
  fjaMembers,
  nasdaq100Members,
  type RawChange,
} from "./rawMembership";
import { RAW } from "./rawFiles";
import { rawPriceDates } from "./rawPrices";

const data = getMarketData();
const index = (id: string) => data.membership.get(id)!;
const membersOn = (m: IndexMembership, date: string) =>
  new Set(m.intervals.filter((x) => x.start <= date && (x.end === null || date < x.end)).map((x) => x.ticker));
const sorted = (s: Set<string>) => [...s].sort();
const FJA_LAST = fjaChanges().at(-1)!.date;

describe("index membership", () => {
  it("holds the indexes the screener treats as known", () => {
    expect([...data.membership.keys()].sort()).toEqual([...INDEXES_WITH_MEMBERSHIP].sort());
  });

  it("is fja05680's intervals for the S&P 500 up to their last date", () => {
    expect(index("sp_500").firstDate).toBe("1996-01-02");
    for (const d of ["1996-01-02", "2001-09-10", "2008-10-15", "2015-06-30", "2024-06-03", FJA_INTERVALS_LAST]) {
      expect(sorted(membersOn(index("sp_500"), d)), d).toEqual(sorted(fjaMembers(d)));
    }
    expect(fjaMembers("2008-10-15").size).toBe(498); // PROVENANCE, "Checked against each other"
  });

  it("then follows fja05680's change list, then chinobing's changes", () => {
    const atFjaLast = applied(fjaMembers(FJA_INTERVALS_LAST), fjaChanges(), FJA_INTERVALS_LAST, FJA_LAST);
    expect(FJA_LAST).toBe("2025-11-11");
    expect(sorted(membersOn(index("sp_500"), FJA_LAST))).toEqual(sorted(atFjaLast));
    const last = chinobingChanges().at(-1)!.date;
    expect(index("sp_500").lastDate).toBe(last);
    for (const d of ["2026-01-02", "2026-06-04", last]) {
      const expected = applied(atFjaLast, chinobingChanges(), FJA_LAST, d);
      expect(sorted(membersOn(index("sp_500"), d)), d).toEqual(sorted(expected));
      expect(expected.size, d).toBeGreaterThanOrEqual(500);
    }
  });

  it("drops only chinobing events that fja05680 does not report, where both report changes", () => {
    const events = (changes: RawChange[]) =>
      changes
        .filter((c) => c.date >= "2019-01-01" && c.date <= FJA_LAST)
        .flatMap((c) => [
          ...c.added.map((t) => `${c.date} +${t}`),
          ...c.removed.map((t) => `${c.date} -${t}`),
        ]);
    const fja = events(fjaChanges());
    const same = (e: string, f: string) =>
      f.slice(11) === e.slice(11) && Math.abs(Date.parse(f.slice(0, 10)) - Date.parse(e.slice(0, 10))) <= 10 * 864e5;
    const reported = (e: string) => fja.some((f) => same(e, f));
    const raw = events(readChinobingChanges(RAW));
    const clean = events(cleanChanges(readChinobingChanges(RAW)));
    const dropped = raw.filter((e) => !clean.includes(e));
    // The 2025-09 flip-flop (EME, HOOD, APP in, out and in again) leaves the last change only.
    expect(dropped).toEqual(expect.arrayContaining(["2025-09-06 +EME", "2025-09-09 -EME", "2025-09-06 -ENPH"]));
    expect(clean).toEqual(expect.arrayContaining(["2025-09-23 +EME", "2025-09-23 -ENPH"]));
    // Most dropped events are changes fja05680 never reports; the others are the first of a flip-flop
    // whose kept third event reports the same change. Every fja05680 change chinobing had, it keeps.
    expect(dropped.filter((e) => !reported(e)).length).toBeGreaterThan(20);
    for (const e of dropped.filter(reported))
      expect(clean.some((k) => k.slice(11) === e.slice(11) && reported(k)), e).toBe(true);
    expect(fja.filter((f) => clean.some((e) => same(e, f)))).toEqual(fja.filter((f) => raw.some((e) => same(e, f))));
  });

  it("is jmccarrell's lists and changes for the Nasdaq-100", () => {
    expect(index("nasdaq_100").firstDate).toBe("2015-01-01");
    for (const d of ["2015-01-02", "2017-03-20", "2020-06-01", "2024-06-03", "2026-06-30"]) {
      const expected = nasdaq100Members(d);
      expect(sorted(membersOn(index("nasdaq_100"), d)), d).toEqual(sorted(expected));
      expect(expected.size, d).toBeGreaterThanOrEqual(100);
    }
  });

  it("joins a member to its ticker's series where the series is the member's", () => {
    const interval = (id: string, ticker: string, start: string) =>
      index(id).intervals.find((x) => x.ticker === ticker && x.start === start)!;
    // Allegheny Teledyne (ALT) became Allegheny Technologies, ATI from 1999-11-29 (dsturdy's first row).
    expect(interval("sp_500", "ATI", "1996-01-02").pricedFrom).toBe("1999-11-29");
    // Fox Corp's series from 2019-03 is the S&P 500's FOX and FOXA: the Nasdaq-100's on the same days.
    for (const t of ["FOX", "FOXA"]) {
      const sp = index("sp_500").intervals.find((x) => x.ticker === t && x.end === null)!;
      expect(interval("nasdaq_100", t, "2015-01-01")).toMatchObject({ end: "2021-12-20", pricedFrom: sp.pricedFrom });
      expect(sp.pricedFrom! > "2019-03-01" && sp.pricedFrom! < "2019-03-20").toBe(true);
    }
    // dieperdev's files start on 2021-01-04 (rows from 2021 only): Splunk's series is the member's.
    expect(interval("nasdaq_100", "SPLK", "2019-12-23").pricedFrom).toBe("2021-01-04");
    // dsturdy's BBBY is Overstock's history (about $24 in 2015, when Bed Bath & Beyond traded near $76).
    expect(interval("nasdaq_100", "BBBY", "2015-01-01").pricedFrom).toBeNull();
  });

  it("prices, on every date from 2020 on, every member the raw files price", () => {
    const { dates } = data.prices;
    const from = dates.findIndex((d) => d >= "2020-01-01");
    const raw = new Map<string, Map<string, string[]>>();
    const missed: string[] = [];
    let checked = 0;
    // The members of each date (checked against the raw membership files above), the screening
    // engine's priced members, and the raw files' prices read apart from the build (rawPrices.ts).
    for (const id of ["sp_500", "nasdaq_100"]) {
      for (let t = from; t < dates.length; t++) {
        const priced = new Set(indexOnDate(data, id, t)!.priced.map((i) => data.prices.tickers[i]));
        for (const ticker of membersOn(index(id), dates[t])) {
          if (!raw.has(ticker)) raw.set(ticker, rawPriceDates(ticker));
          if (!raw.get(ticker)!.has(dates[t])) continue;
          checked++;
          if (!priced.has(ticker)) missed.push(`${id} ${dates[t]} ${ticker}`);
        }
      }
    }
    expect(missed).toEqual([]);
    expect(checked).toBeGreaterThan(1_600 * 590); // about 500 + 100 members a day
  }, 300_000);

  it("tags each stock with the indexes it is a member of at their last change", () => {
    const aapl = data.prices.meta[data.prices.column.get("AAPL")!];
    expect(aapl.indexes).toEqual(["sp_500", "nasdaq_100"]);
    const tagged = data.prices.meta.filter((m) => m.indexes.includes("sp_500")).map((m) => m.ticker);
    const last = index("sp_500").lastDate;
    expect(tagged.every((t) => membersOn(index("sp_500"), last).has(t))).toBe(true);
  });
});
