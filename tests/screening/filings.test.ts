// Filing-dated fundamentals on the real data build: ROE of ten companies on two dates against a hand
// calculation on the raw SEC files, a filing dated the day after the screen date left out, the mixed
// screen of issue 10 (ROE > 15 % and 12-month return > 0) and a fundamental + technical screen on a date
// of every year the filings cover.
import { beforeAll, describe, expect, it } from "vitest";
import { loadMarketData } from "@/server/data/load";
import type { MarketData } from "@/server/engine/data/panel";
import { filterById } from "@/server/catalogue/filters";
import { withDefaultInputs } from "@/server/engine/screening/filter";
import { evaluate } from "@/server/engine/screening/evaluate";
import { runScreen } from "@/server/engine/screening/runScreen";
import type { Screen } from "@/server/engine/screening/types";
import { filedBy, handReturnOn, handTtm, rawQuarters } from "@/tests/screening/filingsByHand";

const COMPANIES = ["AAPL", "MSFT", "JPM", "XOM", "KO", "WMT", "HD", "TXN", "MMM", "INTC"];
let data: MarketData;

beforeAll(() => {
  data = loadMarketData();
});

const row = (date: string) => data.prices.dates.findLastIndex((d) => d <= date);
function engine(id: string, ticker: string, date: string): number {
  const f = filterById(id)!;
  return evaluate(f.compute, data, withDefaultInputs(f), row(date))[data.prices.column.get(ticker)!];
}
const close = (a: number, b: number) => Math.abs(a - b) <= 1e-12 * Math.max(1, Math.abs(b));

const MIXED: Screen = {
  universe: { assetType: "stocks" },
  rows: [
    { filter: "return_on_equity", relation: "greater_than", target: { kind: "value", value: 0.15 } },
    {
      filter: "total_return",
      relation: "greater_than",
      target: { kind: "value", value: 0 },
      inputs: { months: 12 },
    },
  ],
};

describe.each(["2015-06-30", "2025-06-30"])("as of %s", (date) => {
  it("ROE of ten companies is TTM net income / equity of the newest quarter filed by then", () => {
    for (const ticker of COMPANIES) {
      const q = rawQuarters(ticker);
      const expected = handReturnOn(q, date, "equity");
      expect(Number.isFinite(expected), `${ticker}: the hand calculation has a value`).toBe(true);
      // The newest quarter read was filed by the date, and ended in the year before it.
      const newest = filedBy(q, date)[0];
      expect(newest.filed <= date).toBe(true);
      const got = engine("return_on_equity", ticker, date);
      expect(close(got, expected), `${ticker}: ${got} vs ${expected}`).toBe(true);
    }
  });

  it("the mixed screen ROE > 15 % and 12-month return > 0 returns matches, each with both values", () => {
    const r = runScreen(data, MIXED, row(date), filterById);
    expect(r.matches.length).toBeGreaterThan(20);
    for (const m of r.matches) {
      expect(m.values[0]).toBeGreaterThan(0.15);
      expect(m.values[1]).toBeGreaterThan(0);
    }
    // Companies of the hand check that pass the ROE row are exactly those the screen's first row keeps.
    const ticked = COMPANIES.filter((x) => handReturnOn(rawQuarters(x), date, "equity") > 0.15);
    const kept = new Set(r.matches.map((m) => m.ticker));
    for (const x of COMPANIES.filter((c) => !ticked.includes(c))) expect(kept.has(x), x).toBe(false);
  });
});

describe("no look-ahead", () => {
  it("a filing dated the day after the screen date is not read; on its own date it is", () => {
    let checked = 0;
    for (const ticker of COMPANIES) {
      const q = rawQuarters(ticker);
      // Each quarter filed on a trading day whose previous calendar day is also a trading day, 2012-2025.
      for (const x of q.filter((r) => r.filed >= "2012-01-01" && r.filed <= "2025-12-31")) {
        const before = new Date(Date.parse(x.filed) - 86_400_000).toISOString().slice(0, 10);
        if (!data.prices.dates.includes(x.filed) || !data.prices.dates.includes(before)) continue;
        const onEve = engine("net_income", ticker, before);
        const onDay = engine("net_income", ticker, x.filed);
        expect(close(onEve, handTtm(q, before, "net_income")) || Number.isNaN(onEve)).toBe(true);
        expect(Number.isNaN(onEve)).toBe(Number.isNaN(handTtm(q, before, "net_income")));
        expect(Number.isNaN(onDay)).toBe(Number.isNaN(handTtm(q, x.filed, "net_income")));
        if (Number.isFinite(onDay)) expect(close(onDay, handTtm(q, x.filed, "net_income"))).toBe(true);
        // The day's filing changes the sum (the check can fail): it counts from that day, not before.
        if (Number.isFinite(onEve) && Number.isFinite(onDay) && onEve !== onDay) checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it("a late-dated first row (a comparative in a later filing) counts only from its own date", () => {
    // AAPL's quarter ended 2009-03-28 is dated 2010-04-21 in the file: before then no four consecutive
    // quarters are filed, so there is no TTM; the quarter ended 2009-06-27 is the newest by 2009-12-31.
    const q = rawQuarters("AAPL");
    expect(q[0]).toMatchObject({ periodEnd: "2009-03-28", filed: "2010-04-21" });
    expect(engine("net_income", "AAPL", "2010-01-20")).toBeNaN();
    expect(engine("net_income_quarter", "AAPL", "2009-12-31")).toBe(q[2].v.net_income);
    expect(engine("net_income", "AAPL", "2010-04-21")).toBe(handTtm(q, "2010-04-21", "net_income"));
  });
});

describe("a fundamental + technical screen on a date of every year", () => {
  it.each(Array.from({ length: 17 }, (_, k) => `${2010 + k}-06-30`))("%s returns matches", (date) => {
    const screen: Screen = {
      universe: { assetType: "stocks" },
      rows: [
        { filter: "return_on_assets", relation: "greater_than", target: { kind: "value", value: 0.05 } },
        { filter: "price_vs_sma", relation: "price_above", inputs: { days: 200 } },
      ],
    };
    const r = runScreen(data, screen, row(date), filterById);
    expect(r.keptPerRow[0]).toBeGreaterThan(20);
    expect(r.matches.length).toBeGreaterThan(0);
  });
});
