// Values of the loaded panels against the raw files, row by row for a few instruments, plus the
// series conversions (units, inversions, joins) and the fundamentals snapshot.
import { beforeAll, describe, expect, it } from "vitest";
import { loadMarketData } from "@/server/data/load";
import type { MarketData } from "@/server/engine/data/panel";
import { rows } from "./rawFiles";

let data: MarketData;
beforeAll(() => {
  data = loadMarketData();
}, 120_000);

const cell = (ticker: string, date: string, field: "open" | "high" | "low" | "close" | "adjClose" | "volume" | "dividend") => {
  const p = data.prices;
  const t = p.dates.indexOf(date);
  return p[field][t * p.tickers.length + p.column.get(ticker)!];
};

const seriesAt = (id: string, date: string) => {
  const s = data.series.get(id)!;
  return s.values[s.dates.indexOf(date)];
};

const f32 = (text: string) => Math.fround(Number(text));
const rawAdjusted = (ticker: string) => new Map(rows(`dsturdy__Factor_Attribution/${ticker}.csv.gz`).map((r) => [r.date, Number(r.cells[1])]));

describe("prices against the raw files", () => {
  it("AAPL: dsturdy's adjusted close on every row; Alpha Vantage OHLCV, then dieperdev's, then the traded files'", () => {
    const adjusted = rawAdjusted("AAPL");
    for (const [date, value] of adjusted) expect(cell("AAPL", date, "adjClose"), date).toBe(value);
    for (const { date, cells } of rows("Pooksoft__PooksoftSP500EquityPriceDataSet/daily_adjusted/DA-AAPL-T-2021-04-21.csv.gz")) {
      expect(cell("AAPL", date, "close")).toBe(Number(cells[4]));
      expect([cell("AAPL", date, "open"), cell("AAPL", date, "high"), cell("AAPL", date, "low")]).toEqual(cells.slice(1, 4).map(f32));
      expect(cell("AAPL", date, "volume")).toBe(f32(cells[6]));
      expect(cell("AAPL", date, "dividend")).toBe(f32(cells[7]));
    }
    const yahoo = rows("dieperdev__yfinance-stock-data/AAPL.csv.gz").filter((r) => r.date > "2021-04-21");
    for (const { date, cells } of yahoo) {
      expect([cell("AAPL", date, "open"), cell("AAPL", date, "high"), cell("AAPL", date, "low")]).toEqual(cells.slice(1, 4).map(f32));
      expect([cell("AAPL", date, "close"), cell("AAPL", date, "volume")]).toEqual([Number(cells[4]), f32(cells[6])]);
    }
    expect(cell("AAPL", "2020-08-07", "dividend")).toBe(f32("0.82")); // pre-split quarterly dividend
    // After the last OHLCV source the traded fields are reconstructed (tests/data/traded.test.ts): AAPL
    // did not split, so 2024-03-11 is DerekL1's close and bar as printed, stored to 1e-6 per share.
    const derek = new Map(rows("DerekL1__StockMarketPredictor/data/AAPL.csv.gz").map((r) => [r.date, r.cells]));
    const bar = derek.get("2024-03-11")!;
    expect(cell("AAPL", "2024-03-11", "close")).toBeCloseTo(Number(bar[4]), 6);
    for (const [field, col] of [["open", 1], ["high", 2], ["low", 3]] as const) expect(cell("AAPL", "2024-03-11", field), field).toBeCloseTo(Number(bar[col]), 4);
    // Dividends go on from the corporate events (docs/data.md "Corporate events"): 0 on a day the sources
    // cover without an ex-date, the amount on one, unknown (NaN) where no source covers the day.
    expect(cell("AAPL", "2024-03-11", "dividend")).toBe(0);
    expect(cell("AAPL", "2024-05-10", "dividend")).toBe(f32("0.25"));
    expect(cell("AAPL", "2025-01-15", "dividend")).toBeNaN();
    expect(cell("AAPL", "2026-08-03", "adjClose")).toBe(adjusted.get("2026-08-03"));
  });

  it("SPY: dsturdy's adjusted close; Yahoo OHLCV to 2025-09-26, dividends derived from the adjustment match Alpha Vantage's", () => {
    for (const [date, value] of rawAdjusted("SPY")) expect(cell("SPY", date, "adjClose")).toBe(value);
    for (const { date, cells } of rows("jmlestevez-source__taa-dashboard/data/SPY.csv", 4)) {
      expect(cell("SPY", date, "close")).toBe(Number(cells[2]));
      expect([cell("SPY", date, "high"), cell("SPY", date, "low"), cell("SPY", date, "open"), cell("SPY", date, "volume")]).toEqual(cells.slice(3, 7).map(f32));
    }
    expect(cell("SPY", "2025-09-29", "close")).toBeNaN();
    const av = rows("tareqalyousef__Backtester/data/SPY.csv.gz").filter((r) => Number(r.cells[7]) > 0);
    expect(av.length).toBe(85);
    for (const { date, cells } of av) expect(Math.abs(cell("SPY", date, "dividend") - Number(cells[7]))).toBeLessThanOrEqual(0.0006);
  });

  it("XLK: dsturdy's adjusted close; Alpha Vantage's raw close to 2020-12-11, none after", () => {
    for (const [date, value] of rawAdjusted("XLK")) expect(cell("XLK", date, "adjClose")).toBe(value);
    expect(cell("XLK", "2020-12-11", "close")).toBe(124.3);
    expect(cell("XLK", "2025-06-02", "close")).toBeNaN();
    expect(data.prices.dates[data.prices.last[data.prices.column.get("XLK")!]]).toBe("2026-08-03");
  });

  it("UNH (no dsturdy series): klevera's adjusted close 1990 → 2026-08-03, with the returns of dieperdev's and Alpha Vantage's", () => {
    // klevera (as of 2026-08-21) is as recent as dsturdy and covers every date the others do, so its
    // values are kept; its rows before 1990 and after dsturdy's last date are not taken (docs/data.md).
    const klevera = rows("klevera-lgtm__stockjeokrib/data/constituents/UNH.csv.gz").filter((r) => r.date >= "1990-01-01" && r.date <= "2026-08-03");
    for (const { date, cells } of klevera) expect(Math.abs(cell("UNH", date, "adjClose") / Number(cells[1]) - 1), date).toBeLessThanOrEqual(1e-9);
    const p = data.prices;
    expect([p.dates[p.first[p.column.get("UNH")!]], p.dates[p.last[p.column.get("UNH")!]]]).toEqual(["1990-01-02", "2026-08-03"]);
    // The same company: dieperdev's and Alpha Vantage's returns agree with the build's (float32 files).
    const yahoo = rows("dieperdev__yfinance-stock-data/UNH.csv.gz");
    const av = rows("Pooksoft__PooksoftSP500EquityPriceDataSet/daily_adjusted/DA-UNH-T-2021-04-21.csv.gz");
    for (const [file, col] of [[yahoo, 5], [av, 5]] as const)
      for (let k = 1; k < file.length; k += 25) {
        const [a, b] = [file[k - 1], file[k]];
        const built = cell("UNH", b.date, "adjClose") / cell("UNH", a.date, "adjClose");
        expect(Math.abs(built - Number(b.cells[col]) / Number(a.cells[col])), b.date).toBeLessThan(2e-3);
      }
  });

  it("FB: dsturdy's FB (another security from 2025) is not spliced on; FB ends with its Alpha Vantage file", () => {
    const i = data.prices.column.get("FB")!;
    expect(data.prices.dates[data.prices.last[i]]).toBe("2021-04-21");
  });

  it("BTC: Bitstamp/Coinbase OHLC and BTC volume; weekends are not on the calendar", () => {
    const byDate = new Map(rows("mathaszip__BTCprice/data/btc/daily/BTCUSD_1d_candles_full.csv").map((r) => [r.date, r.cells]));
    const c = byDate.get("2020-03-12")!; // timestamp,open,close,volume,unix,high,low
    expect([cell("BTC-USD", "2020-03-12", "open"), cell("BTC-USD", "2020-03-12", "close"), cell("BTC-USD", "2020-03-12", "volume")]).toEqual([f32(c[1]), Number(c[2]), f32(c[3])]);
    expect(cell("BTC-USD", "2020-03-12", "adjClose")).toBe(Number(c[2]));
    expect(data.prices.dates).not.toContain("2020-03-14"); // a Saturday
  });

  it("ETH: Yahoo USD volume becomes coin units at the close", () => {
    const r = rows("budydeveloper__crypto-dataset/yfinance/cryptos/eth/ETH-USD_1d.csv").find((x) => x.date === "2021-05-19")!;
    expect(cell("ETH-USD", "2021-05-19", "volume")).toBe(Math.fround(Number(r.cells[5]) / Number(r.cells[4])));
  });

  it("first / last mark the first and last bar", () => {
    const p = data.prices;
    const i = p.column.get("AAPL")!;
    expect([p.dates[p.first[i]], p.dates[p.last[i]]]).toEqual(["1990-01-02", "2026-08-03"]);
    const abnb = p.column.get("ABNB")!; // listed 2020-12-10: nothing before its first bar
    expect(p.dates[p.first[abnb]]).toBe("2020-12-10");
    expect(p.adjClose[(p.first[abnb] - 1) * p.tickers.length + abnb]).toBeNaN();
    expect(p.meta[i]).toEqual({ ticker: "AAPL", name: "Apple Inc.", assetType: "stocks", exchange: "nasdaq", origin: "us_domestic", type: "common", sector: "technology", indexes: ["sp_500", "nasdaq_100"], currency: "usd" });
  });
});

describe("series", () => {
  it("has the contract's series ids", () => {
    expect([...data.series.keys()].sort()).toEqual(["cash_rate", "cpi", "fed_funds", "ff_mkt_rf", "ff_rf", "fx_aud", "fx_cad", "fx_chf", "fx_eur", "fx_gbp", "shiller_dividend", "shiller_sp500", "ust_10y", "ust_2y", "ust_3m", "vix", "vix3m"]);
    for (const s of data.series.values()) {
      expect(s.values.every((x) => Number.isFinite(x)), s.id).toBe(true);
      expect(s.dates.every((d, j) => j === 0 || d > s.dates[j - 1]), s.id).toBe(true);
    }
  });

  it("keeps every VIX close and converts the VIX3M US dates", () => {
    const vix = rows("datasets__finance-vix/data/vix-daily.csv");
    expect(data.series.get("vix")!.dates.length).toBe(vix.length);
    expect(seriesAt("vix", "2008-11-20")).toBe(80.86);
    expect(seriesAt("vix3m", "2009-09-18")).toBe(26.54);
  });

  it("reports rates in percent, Fama-French returns as fractions, CPI as the NSA index", () => {
    expect(seriesAt("ust_10y", "1962-01-02")).toBe(4.06);
    expect(seriesAt("ust_2y", "2025-12-30")).toBe(3.45); // Codex DGS2 after the 2021 file ends
    expect(seriesAt("ust_3m", "2021-01-04")).toBe(0.09); // last DGS3MO row
    expect(seriesAt("ust_3m", "2021-01-05")).toBeCloseTo(0.08, 2); // ^IRX afterwards
    expect(seriesAt("ff_rf", "1926-07-01")).toBeCloseTo(0.0022, 12);
    expect(seriesAt("ff_mkt_rf", "2024-11-01")).toBeCloseTo(0.065, 12);
    expect(seriesAt("cpi", "2024-01-01")).toBe(308.417);
    expect(data.series.get("shiller_dividend")!.dates.at(-1)).toBe("2023-06-01"); // zeros after are missing values
  });

  it("fills the cash rate with fed funds where the T-bill has no value", () => {
    expect(seriesAt("cash_rate", "2019-07-03")).toBe(2.21); // DGS3MO
    expect(data.series.get("ust_3m")!.dates).not.toContain("2019-07-04");
    expect(seriesAt("cash_rate", "2019-07-04")).toBe(2.41); // DFF on the holiday
    expect(data.series.get("cash_rate")!.dates).not.toContain("2019-07-06"); // business days only
    expect(seriesAt("cash_rate", "1960-06-01")).toBe(seriesAt("fed_funds", "1960-06-01")); // before DGS3MO starts
  });

  it("quotes FX as units of the currency per US dollar", () => {
    expect(seriesAt("fx_eur", "2010-06-01")).toBe(1 / 1.2266);
    expect(seriesAt("fx_eur", "1999-01-04")).toBe(1 / 1.1812);
    expect(seriesAt("fx_chf", "1971-01-04")).toBe(4.318);
    expect(seriesAt("fx_cad", "2023-09-15")).toBe(1.3504);
    expect(seriesAt("fx_gbp", "2024-11-29")).toBe(1 / Number(rows("Wfiles__global-tactical-fund-simulator/data/DEXUSUK.csv").at(-1)!.cells[1]));
  });
});

describe("fundamentals", () => {
  it("carries the snapshot with its date; missing values are null", () => {
    expect(data.fundamentals.asOf).toBe("2026-08-22");
    expect(data.fundamentals.byTicker.get("MMM")).toEqual({ price: 178.96, price_earnings: 31.786858, dividend_yield: 0.0175, eps: 5.63, low_52w: 139.34, high_52w: 184.9, market_cap: 92293693440, ebitda: 6488000000, price_sales: 3.665357, price_book: 31.26485 });
    expect(data.fundamentals.byTicker.get("ZTS")!.price_book).toBeNull();
    expect(data.fundamentals.byTicker.size).toBe(503);
  });
});

describe("filings", () => {
  const DIR = "RominGandhi__sp500-long-short-strategy/sec_fundamentals";
  const day = (iso: string) => Date.parse(iso) / 86_400_000;
  it("carries every quarter of every company file as the file states it (BRK-B as BRK.B)", () => {
    expect(data.filings.byTicker.size).toBe(503);
    expect([data.filings.firstFiled, data.filings.lastFiled]).toEqual(["2009-04-15", "2026-04-24"]);
    for (const [ticker, file] of [["AAPL", "AAPL"], ["BRK.B", "BRK-B"], ["PG", "PG"]]) {
      const raw = rows(`${DIR}/${file}.csv`, 1, 1); // sorted by period end
      const h = data.filings.byTicker.get(ticker)!;
      expect(h.periodEnd.length, ticker).toBe(raw.length);
      raw.forEach((r, k) => {
        expect([h.periodEnd[k], h.filed[k]]).toEqual([day(r.cells[1]), day(r.cells[2])]);
        expect(h.values.netIncome[k]).toBe(Number(r.cells[3]));
      });
    }
    // PG's file has no equity column: equity is missing throughout, the other figures are there.
    const pg = data.filings.byTicker.get("PG")!;
    expect(pg.values.equity.every(Number.isNaN)).toBe(true);
    expect(pg.values.totalAssets.some(Number.isFinite)).toBe(true);
    const aapl = data.filings.byTicker.get("AAPL")!;
    expect(aapl.values.freeCashFlow[aapl.periodEnd.indexOf(day("2025-12-27"))]).toBe(51552000000);
    expect(Number.isNaN(aapl.values.operatingCashFlow[0])).toBe(true);
  });
});
