// Coverage of the committed data build against the raw files: instruments per asset type, every
// instrument's first and last date and number of bars, counted here straight from the raw files
// with the documented rules (docs/data.md: which file per ticker, rows dropped, the calendar).
import { beforeAll, describe, expect, it } from "vitest";
import { readManifest } from "@/server/data/load";
import type { Manifest } from "@/server/engine/data/artifact";
import { list, rows } from "./rawFiles";

const REUSED = ["BCOR", "BRKL", "CIR", "CPST", "CRY", "EGLE", "ETH", "GOGL", "INT", "LMNX", "MAGS", "MIC", "ONTX", "SHLD", "TOT", "VOLT", "TPZ", "RECS"];

interface Expected {
  dates: string[]; // bar dates, ascending
  assetType: "stocks" | "etps" | "crypto";
}

/** Dates with an adjusted close in one raw price file, read here apart from the build's readers. */
function priceDates(rel: string): string[] {
  if (rel.startsWith("jmlestevez-source__taa-dashboard/")) return rows(rel, 4).map((r) => r.date);
  if (rel.startsWith("sivamsapingali__Codex_Macro-Monitor/")) return rows(rel).filter((r) => r.cells[1] !== "").map((r) => r.date);
  if (rel.startsWith("dsturdy__Factor_Attribution/")) return rows(rel).filter((r) => Number(r.cells[1]) > 0).map((r) => r.date);
  if (rel.startsWith("dieperdev__yfinance-stock-data/")) return rows(rel).filter((r) => Number(r.cells[5]) > 0).map((r) => r.date);
  const later = LATER.find((l) => rel.startsWith(l.dir));
  if (later) {
    const kept = (d: string) => d !== later.partial && d >= "1990-01-01" && d <= CALENDAR_END; // dsturdy's span
    return rows(rel).filter((r) => Number(r.cells[later.col]) > 0 && kept(r.date)).map((r) => r.date);
  }
  return rows(rel).map((r) => r.date); // Alpha Vantage files
}

/** The third round's adjusted-close sets (docs/data.md "Splicing"), by trust, and their close column. */
const LATER: { dir: string; col: number; partial?: string }[] = [
  { dir: "DerekL1__StockMarketPredictor/", col: 5, partial: "2024-06-10" }, // an intraday partial day
  { dir: "Alexshch09__Stocks-prices/", col: 4 },
  { dir: "hgao62__stock_analytics/", col: 1 },
  { dir: "CarlosGBerreteaga__trading-ai/", col: 4 },
  { dir: "Krzysztof-Smykla__Stock-Price-Dashboard/", col: 4 },
  { dir: "danyoko-bugover__GPT5.0-pureprice-stockpicking/", col: 5 },
  { dir: "klevera-lgtm__stockjeokrib/", col: 1 },
];
/** dsturdy's snapshot: the later sets' rows after it are not taken. */
const CALENDAR_END = "2026-08-03";

/** Folders of the stock and ETF price files (an instrument's sources also name reference lists). */
const PRICE_DIRS = [
  "Pooksoft__PooksoftSP500EquityPriceDataSet/daily_adjusted/",
  "tareqalyousef__Backtester/",
  "jmlestevez-source__taa-dashboard/",
  "sivamsapingali__Codex_Macro-Monitor/data/market/",
  "dieperdev__yfinance-stock-data/",
  "dsturdy__Factor_Attribution/",
  ...LATER.map((l) => l.dir),
];

/** docs/data.md "Splicing": the adjusted close of the most trusted source on every date it has, each
 * less trusted one only before it starts and after it ends; a source's spans the splice check refused
 * (the manifest's `refused`) give no date. */
const TRUST = (rel: string) => {
  const later = LATER.findIndex((l) => rel.startsWith(l.dir));
  if (rel.startsWith("dsturdy") || later === LATER.length - 1) return 3 + LATER.length;
  if (later >= 0) return 3 + later;
  return rel.startsWith("dieperdev") || rel.startsWith("sivamsapingali") ? 2 : 1;
};
function splicedDates(sources: string[], refused: Map<string, [string, string][]>): string[] {
  const files = sources.filter((s) => PRICE_DIRS.some((d) => s.startsWith(d))).sort((a, b) => TRUST(b) - TRUST(a));
  let dates: string[] = [];
  for (const f of files) {
    const own = priceDates(f).filter((d) => !(refused.get(f) ?? []).some(([a, b]) => a <= d && d <= b));
    dates = dates.length === 0 ? own : [...own.filter((d) => d < dates[0]), ...dates, ...own.filter((d) => d > dates[dates.length - 1])];
  }
  return dates;
}

function expectedFromRaw(manifest: Manifest): Map<string, Expected> {
  const out = new Map<string, Expected>();
  const dateList = (rel: string, header = 1, keep: (cells: string[]) => boolean = () => true) => rows(rel, header).filter((r) => keep(r.cells)).map((r) => r.date);
  const sourcesOf = new Map(manifest.instruments.map((i) => [i.ticker, i.sources]));
  const refusedOf = new Map(manifest.instruments.map((i) => [i.ticker, new Map(i.splices.map((c) => [c.source, c.refused]))]));
  const dotted = (f: string) => f.replace(".csv.gz", "").replace("-", ".");

  // Stocks: the April-2021 members (Alpha Vantage) and every non-ETF dsturdy ticker; ETFs: the first
  // round's files (less the reused tickers) and dsturdy's copies of them.
  const taa = list("jmlestevez-source__taa-dashboard/data").map((f) => f.replace(".csv", ""));
  const sectors = list("sivamsapingali__Codex_Macro-Monitor/data/market").filter((f) => /^XL/.test(f)).map((f) => f.replace(".csv", ""));
  const tareq = list("tareqalyousef__Backtester/data").map((f) => f.replace(".csv.gz", ""));
  const etfs = new Set([...tareq, ...taa, ...sectors]);
  const stocks = new Set(list("Pooksoft__PooksoftSP500EquityPriceDataSet/daily_adjusted").map((f) => f.replace(/^DA-/, "").replace(/-T-2021-04-21\.csv\.gz$/, "")));
  for (const f of list("dsturdy__Factor_Attribution").map(dotted).filter((t) => !t.startsWith("^"))) {
    if (!etfs.has(f)) stocks.add(f);
  }
  // dieperdev's tickers (39 only it holds: LULU, SPLK, CTRA, PARA, FI, DAY, ...), and the one ticker
  // only the later sets hold with rows before 2024 (SBNY, DerekL1 from 2021; the others there have
  // 2024 rows only: reused or pink-sheet tickers, not taken).
  for (const f of list("dieperdev__yfinance-stock-data").filter((f) => f.endsWith(".csv.gz")).map(dotted)) stocks.add(f);
  stocks.add("SBNY");
  const etfTickers = new Set([...tareq.filter((t) => !REUSED.includes(t)), ...taa, ...sectors]);
  for (const f of list("dsturdy__Factor_Attribution").map(dotted)) if (etfs.has(f)) etfTickers.add(f);
  const spliced = (t: string) => splicedDates(sourcesOf.get(t) ?? [], refusedOf.get(t) ?? new Map());
  for (const t of stocks) out.set(t, { assetType: "stocks", dates: spliced(t) });
  for (const t of etfTickers) out.set(t, { assetType: "etps", dates: spliced(t) });

  // Crypto: documented drops (leading bad rows, the partial last day); stablecoins from their first price.
  const drop: Record<string, number> = { aave: 1, avax: 2, hbar: 1 };
  for (const coin of list("budydeveloper__crypto-dataset/yfinance/cryptos")) {
    if (coin === "btc") continue; // BTC comes from the longer Bitstamp/Coinbase file
    const d = dateList(`budydeveloper__crypto-dataset/yfinance/cryptos/${coin}/${coin.toUpperCase()}-USD_1d.csv`);
    out.set(`${coin.toUpperCase()}-USD`, { assetType: "crypto", dates: d.slice(drop[coin] ?? 0, -1) });
  }
  out.set("BTC-USD", { assetType: "crypto", dates: dateList("mathaszip__BTCprice/data/btc/daily/BTCUSD_1d_candles_full.csv").slice(0, -1) });
  for (const coin of ["USDT", "USDC", "TUSD"]) {
    out.set(`${coin}-USD`, { assetType: "crypto", dates: dateList(`benjaminpo__crypto-price/data/crypto/1d/${coin}-USD-1d.csv`, 1, (c) => c[2] !== "") });
  }

  // The calendar is the union of stock and ETF dates; crypto keeps only bars on it.
  const calendar = new Set([...out.values()].filter((e) => e.assetType !== "crypto").flatMap((e) => e.dates));
  for (const e of out.values()) if (e.assetType === "crypto") e.dates = e.dates.filter((d) => calendar.has(d));
  return out;
}

// Stocks: 504 April-2021 members, the non-ETF dsturdy tickers, the 39 tickers only dieperdev holds and
// SBNY (828 before the third data round); ETFs: 559 first-round files, XLC and XLRE, and the reused
// tickers' ETFs from dsturdy (PROVENANCE). Counted once by hand, kept as a tripwire.
const STOCKS = 828 + 39 + 1;
const ETPS = 559 + 2 + 18;

describe("data build coverage against the raw files", () => {
  let manifest: Manifest;
  let expected: Map<string, Expected>;
  beforeAll(() => {
    manifest = readManifest();
    expected = expectedFromRaw(manifest);
  }, 180_000);

  it("has the instruments per asset type the raw files give", () => {
    const count = (type: string, m: Iterable<{ assetType: string }>) => [...m].filter((x) => x.assetType === type).length;
    for (const type of ["stocks", "etps", "crypto"]) expect(count(type, manifest.instruments), type).toBe(count(type, expected.values()));
    expect(count("stocks", manifest.instruments)).toBe(STOCKS);
    expect(count("etps", manifest.instruments)).toBe(ETPS);
    expect(count("crypto", manifest.instruments)).toBe(25);
    expect(manifest.instruments.map((i) => i.ticker).sort()).toEqual([...expected.keys()].sort());
  });

  it("gives every instrument the raw first date, last date and number of bars", () => {
    const wrong = manifest.instruments.filter((inst) => {
      const e = expected.get(inst.ticker)!;
      return inst.firstDate !== e.dates[0] || inst.lastDate !== e.dates[e.dates.length - 1] || inst.bars !== e.dates.length;
    });
    expect(wrong.map((w) => w.ticker)).toEqual([]);
  });

  it("spans the raw date ranges per asset type", () => {
    const range = (type: string) => {
      const firsts = manifest.instruments.filter((i) => i.assetType === type).map((i) => i.firstDate).sort();
      const lasts = manifest.instruments.filter((i) => i.assetType === type).map((i) => i.lastDate).sort();
      return [firsts[0], lasts[lasts.length - 1]];
    };
    expect(range("stocks")).toEqual(["1990-01-02", "2026-08-03"]); // PROVENANCE: dsturdy's cut-off and snapshot date
    expect(range("etps")).toEqual(["1990-01-02", "2026-08-03"]); // CEF (a trust listed before 1990) to dsturdy's snapshot
    expect(range("crypto")).toEqual(["2011-08-18", "2025-09-23"]); // Bitstamp BTC; its partial 2025-09-24 dropped
    const calendar = new Set([...expected.values()].filter((e) => e.assetType !== "crypto").flatMap((e) => e.dates));
    expect(manifest.dates).toEqual([...calendar].sort());
  });
});
