// The corporate events (scripts/data-build/events.ts, docs/data.md "Corporate events") on the real raw
// files: KO's dividends to 2026, the 2024 splits and spin-offs, a split-adjusted dividend restated as
// paid, what a cutoff keeps, and a dividend gap.
import { beforeAll, describe, expect, it } from "vitest";
import { eventsOf, type TickerEvents } from "@/scripts/data-build/events";
import { readRawEvents, type RawEvents } from "@/scripts/data-build/eventSources";
import { RAW, rows } from "./rawFiles";

let raw: RawEvents;
let events: Map<string, TickerEvents>;
let report: ReturnType<typeof eventsOf>["report"];

beforeAll(() => {
  raw = readRawEvents(RAW);
  ({ events, report } = eventsOf(raw));
}, 600_000);

const paid = (ticker: string, from: string, to: string) =>
  events
    .get(ticker)!
    .dividends.filter((d) => d.date >= from && d.date <= to)
    .map((d) => [d.date, d.amount]);

describe("corporate events from the raw files", () => {
  it("gives KO 0.485 x 4 in 2024, 0.51 x 4 in 2025, 0.53 on 2026-03-13 and 2026-06-15 (klevera's dates, not wudn9922's 06-09)", () => {
    expect(paid("KO", "2024-01-01", "2024-12-31")).toEqual(
      ["2024-03-14", "2024-06-14", "2024-09-13", "2024-11-29"].map((d) => [d, 0.485]),
    );
    expect(paid("KO", "2025-01-01", "2025-12-31")).toEqual(
      ["2025-03-14", "2025-06-13", "2025-09-15", "2025-12-01"].map((d) => [d, 0.51]),
    );
    expect(paid("KO", "2026-01-01", "2026-12-31")).toEqual([
      ["2026-03-13", 0.53],
      ["2026-06-15", 0.53],
    ]);
    // Where sources overlap they agree and are named: 2024-03-14 is in klevera, Alexshch09 and DerekL1.
    const march = events.get("KO")!.dividends.find((d) => d.date === "2024-03-14")!;
    expect(march.sources.map((s) => s.split("/")[0]).sort()).toEqual([
      "Alexshch09__Stocks-prices",
      "DerekL1__StockMarketPredictor",
      "klevera-lgtm__stockjeokrib",
    ]);
  });

  it("finds NVDA's 10:1 split, GE's and MMM's spin-off factors and the December 2024 splits of ETR, PANW and TSCO", () => {
    const split = (t: string, date: string) => events.get(t)!.splits.find((s) => s.date === date);
    expect(split("NVDA", "2024-06-10")).toMatchObject({ ratio: 10, kind: "split" });
    expect(split("NVDA", "2024-06-10")!.sources.length).toBe(3); // Alexshch09, hgao62, coffee-cpu
    expect(split("GE", "2024-04-02")).toMatchObject({ ratio: 1.253, kind: "spinoff" });
    expect(split("MMM", "2024-04-01")).toMatchObject({ ratio: 1.196, kind: "spinoff" });
    expect(split("WRB", "2024-07-11")).toMatchObject({ ratio: 1.5, kind: "split" }); // 3:2
    expect(split("ETR", "2024-12-13")).toMatchObject({ ratio: 2, kind: "split" });
    expect(split("PANW", "2024-12-16")).toMatchObject({ ratio: 2, kind: "split" });
    expect(split("TSCO", "2024-12-20")).toMatchObject({ ratio: 5, kind: "split" });
    // coffee-cpu's NVDA record is dated 2024-06-07, the last session before the split.
    expect(raw.splits.get("NVDA")!.some((r) => r.splits.some((s) => s.date === "2024-06-07"))).toBe(false);
  });

  it("restates Alexshch09's split-adjusted dividend as paid (NVDA 0.004 on 2024-03-05 was 0.04) and takes no printed amount across a spin-off", () => {
    const alex = (t: string, date: string) =>
      rows(`Alexshch09__Stocks-prices/data/${t}.csv.gz`).find((r) => r.date === date)!.cells[6];
    expect(alex("NVDA", "2024-03-05")).toBe("0.004");
    const nvda = events.get("NVDA")!.dividends.find((d) => d.date === "2024-03-05")!;
    expect(nvda.amount).toBeCloseTo(0.04, 12);
    expect(nvda.sources).toContain("Alexshch09__Stocks-prices/data/NVDA.csv.gz");
    // After the split NVDA pays 0.01 a share, as Alexshch09 prints it (its basis is its last row).
    expect(paid("NVDA", "2024-06-11", "2024-06-11")).toEqual([["2024-06-11", 0.01]]);
    // Yahoo's printed amounts before a spin-off are divided by its factor for some dates (MMM 1.262542 for
    // 1.51, J 0.242272 for 0.29) and not for others (J 0.29 on 2024-05-23): the derived ones are taken.
    expect(alex("MMM", "2024-02-15")).toBe("1.262542");
    expect(alex("J", "2024-05-23")).toBe("0.29");
    const mmm = events.get("MMM")!.dividends.find((d) => d.date === "2024-02-15")!;
    expect(mmm.amount).toBeCloseTo(1.51, 5);
    expect(mmm.sources.map((s) => s.split("/")[0]).sort()).toEqual([
      "DerekL1__StockMarketPredictor",
      "dieperdev__yfinance-stock-data",
    ]);
    expect(paid("J", "2024-05-23", "2024-05-23")[0][1]).toBeCloseTo(0.29, 4); // derived: 0.290008
    expect(paid("MMM", "2024-05-23", "2024-05-23")).toEqual([["2024-05-23", 0.7]]);
  });

  it("keeps, with a cutoff, exactly the events dated up to it, for every ticker", () => {
    for (const cutoff of ["2021-04-21", "2024-03-08", "2024-06-10", "2024-12-13", "2025-06-30", "2026-03-13"]) {
      const cut = eventsOf(raw, cutoff).events;
      for (const [ticker, full] of events) {
        const expected = {
          splits: full.splits.filter((s) => s.date <= cutoff),
          dividends: full.dividends.filter((d) => d.date <= cutoff),
          dividendKnown: full.dividendKnown
            .filter((s) => s.from <= cutoff)
            .map((s) => ({ ...s, to: s.to < cutoff ? s.to : cutoff })),
        };
        const got = cut.get(ticker) ?? { splits: [], dividends: [], dividendKnown: [] };
        expect(got, `${ticker} cut on ${cutoff}`).toEqual(expected);
      }
    }
  });

  it("reports a dividend gap where no source covers a payer: AAPL 2024-12-09 to 2025-02-28 (no klevera file)", () => {
    const known = events.get("AAPL")!.dividendKnown;
    expect(known.some((s) => s.from <= "2025-01-15" && "2025-01-15" <= s.to)).toBe(false);
    expect(report).toContainEqual(expect.objectContaining({ ticker: "AAPL", from: "2024-12-09", to: "2025-02-28" }));
    // KO has klevera's file there: no gap, its 2025-03-14 dividend is known.
    expect(report.filter((r) => r.ticker === "KO" && r.from >= "2024-12-01")).toEqual([]);
  });
});
