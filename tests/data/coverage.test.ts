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

function expectedFromRaw(): Map<string, Expected> {
  const out = new Map<string, Expected>();
  const dateList = (rel: string, header = 1, keep: (cells: string[]) => boolean = () => true) => rows(rel, header).filter((r) => keep(r.cells)).map((r) => r.date);

  for (const f of list("Pooksoft__PooksoftSP500EquityPriceDataSet/daily_adjusted")) {
    out.set(f.replace(/^DA-/, "").replace(/-T-2021-04-21\.csv\.gz$/, ""), { assetType: "stocks", dates: dateList(`Pooksoft__PooksoftSP500EquityPriceDataSet/daily_adjusted/${f}`) });
  }
  const taa = list("jmlestevez-source__taa-dashboard/data").map((f) => f.replace(".csv", ""));
  const sectors = list("sivamsapingali__Codex_Macro-Monitor/data/market").filter((f) => /^XL/.test(f)).map((f) => f.replace(".csv", ""));
  for (const f of list("tareqalyousef__Backtester/data")) {
    const t = f.replace(".csv.gz", "");
    if (!REUSED.includes(t)) out.set(t, { assetType: "etps", dates: dateList(`tareqalyousef__Backtester/data/${f}`) });
  }
  for (const t of taa) out.set(t, { assetType: "etps", dates: dateList(`jmlestevez-source__taa-dashboard/data/${t}.csv`, 4) });
  for (const t of sectors) {
    const stooq = dateList(`sivamsapingali__Codex_Macro-Monitor/data/market/${t}.csv`, 1, (c) => c[1] !== "");
    const av = out.get(t)?.dates ?? [];
    const end = av[av.length - 1] ?? "";
    out.set(t, { assetType: "etps", dates: [...av, ...stooq.filter((d) => d > end)] });
  }

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

describe("data build coverage against the raw files", () => {
  let manifest: Manifest;
  let expected: Map<string, Expected>;
  beforeAll(() => {
    manifest = readManifest();
    expected = expectedFromRaw();
  }, 180_000);

  it("has the instruments per asset type the raw files give", () => {
    const count = (type: string, m: Iterable<{ assetType: string }>) => [...m].filter((x) => x.assetType === type).length;
    for (const type of ["stocks", "etps", "crypto"]) expect(count(type, manifest.instruments), type).toBe(count(type, expected.values()));
    expect(count("stocks", manifest.instruments)).toBe(504);
    expect(count("etps", manifest.instruments)).toBe(577 - 18 + 2); // minus reused tickers, plus XLC and XLRE
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
    expect(range("stocks")).toEqual(["1999-11-01", "2021-04-21"]); // PROVENANCE: Alpha Vantage start, snapshot date
    expect(range("etps")).toEqual(["1993-01-29", "2026-01-02"]); // SPY (Yahoo) to the sector SPDR files
    expect(range("crypto")).toEqual(["2011-08-18", "2025-09-23"]); // Bitstamp BTC; its partial 2025-09-24 dropped
    const calendar = new Set([...expected.values()].filter((e) => e.assetType !== "crypto").flatMap((e) => e.dates));
    expect(manifest.dates).toEqual([...calendar].sort());
  });
});
