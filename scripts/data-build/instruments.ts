// Which price histories the build takes, and the reference fields of each instrument. Choices (one
// history per ticker, the sector-SPDR extension, rows dropped) are listed in docs/data.md.
import fs from "node:fs";
import path from "node:path";
import type { InstrumentMeta } from "@/server/engine/data/panel";
import {
  readAdjustedCloseOnly,
  readAlphaVantage,
  readCryptoOhlcv,
  readYahooMultiIndex,
  type Bar,
} from "./bars";
import { CONSTITUENTS_2021, CONSTITUENTS_2026, readConstituents, readListings } from "./reference";

export const STOCK_DIR = "Pooksoft__PooksoftSP500EquityPriceDataSet/daily_adjusted";
export const ETF_DIR = "tareqalyousef__Backtester/data";
export const TAA_DIR = "jmlestevez-source__taa-dashboard/data";
export const SECTOR_DIR = "sivamsapingali__Codex_Macro-Monitor/data/market";
const NASDAQ_OR_OTHER = "datasets__nasdaq-listings + datasets__nyse-other-listings";

/** Files in the ETF set that hold an older, different security's history (PROVENANCE note 1, plus
 * TPZ: the closed-end fund before the ETF; RECS: rows from 2001, fund launched 2019). */
export const REUSED_TICKERS = [
  "BCOR",
  "BRKL",
  "CIR",
  "CPST",
  "CRY",
  "EGLE",
  "ETH",
  "GOGL",
  "INT",
  "LMNX",
  "MAGS",
  "MIC",
  "ONTX",
  "SHLD",
  "TOT",
  "VOLT",
  "TPZ",
  "RECS",
];

/** A crypto history: raw file and layout, leading bad rows to drop, and whether the last row is a partial day. */
interface CryptoSource {
  ticker: string;
  name: string;
  file: string;
  dropLeading: number;
  dropLastPartial: boolean;
  format: "yahoo" | "bitstamp" | "yahoo_wide";
}

const YAHOO_CRYPTO = "budydeveloper__crypto-dataset/yfinance/cryptos";
const yahooCoin = (coin: string, name: string, dropLeading = 0): CryptoSource => ({
  ticker: `${coin}-USD`,
  name,
  file: `${YAHOO_CRYPTO}/${coin.toLowerCase()}/${coin}-USD_1d.csv`,
  dropLeading,
  dropLastPartial: true,
  format: "yahoo",
});
const stablecoin = (coin: string, name: string): CryptoSource => ({
  ticker: `${coin}-USD`,
  name,
  file: `benjaminpo__crypto-price/data/crypto/1d/${coin}-USD-1d.csv`,
  dropLeading: 0,
  dropLastPartial: false,
  format: "yahoo_wide",
});

export const CRYPTO_SOURCES: CryptoSource[] = [
  {
    ticker: "BTC-USD",
    name: "Bitcoin",
    file: "mathaszip__BTCprice/data/btc/daily/BTCUSD_1d_candles_full.csv",
    dropLeading: 0,
    dropLastPartial: true,
    format: "bitstamp",
  },
  yahooCoin("AAVE", "Aave", 1),
  yahooCoin("ADA", "Cardano"),
  yahooCoin("AVAX", "Avalanche", 2),
  yahooCoin("BCH", "Bitcoin Cash"),
  yahooCoin("BGB", "Bitget Token"),
  yahooCoin("BNB", "BNB"),
  yahooCoin("DOGE", "Dogecoin"),
  yahooCoin("DOT", "Polkadot"),
  yahooCoin("ETC", "Ethereum Classic"),
  yahooCoin("ETH", "Ethereum"),
  yahooCoin("HBAR", "Hedera", 1),
  yahooCoin("LEO", "UNUS SED LEO"),
  yahooCoin("LINK", "Chainlink"),
  yahooCoin("LTC", "Litecoin"),
  yahooCoin("NEAR", "NEAR Protocol"),
  yahooCoin("OM", "MANTRA"),
  yahooCoin("SOL", "Solana"),
  yahooCoin("TRX", "TRON"),
  yahooCoin("XLM", "Stellar"),
  yahooCoin("XMR", "Monero"),
  yahooCoin("XRP", "XRP"),
  stablecoin("USDT", "Tether"),
  stablecoin("USDC", "USD Coin"),
  stablecoin("TUSD", "TrueUSD"),
];

export interface BuiltInstrument {
  meta: InstrumentMeta;
  bars: Bar[];
  sources: string[];
  note: string | null;
}

const tickerOf = (file: string, re: RegExp) => re.exec(file)?.[1];
const sortedFiles = (raw: string, dir: string) => fs.readdirSync(path.join(raw, dir)).sort();

function readCrypto(raw: string, s: CryptoSource): Bar[] {
  const bars =
    s.format === "bitstamp"
      ? readCryptoOhlcv(
          raw,
          s.file,
          { date: "timestamp", open: "open", high: "high", low: "low", close: "close", volume: "volume" },
          false,
        )
      : s.format === "yahoo"
        ? readCryptoOhlcv(
            raw,
            s.file,
            { date: "datetime", open: "open", high: "high", low: "low", close: "close", volume: "volume" },
            true,
          )
        : readCryptoOhlcv(
            raw,
            s.file,
            { date: "Date", open: "Open", high: "High", low: "Low", close: "Close", volume: "Volume" },
            true,
          );
  return bars.slice(s.dropLeading, s.dropLastPartial ? bars.length - 1 : bars.length);
}

/** Appends the Stooq adjusted-close returns after the last Alpha Vantage bar, chained on that day. */
function extendWithAdjustedClose(bars: Bar[], extension: Bar[], ticker: string): Bar[] {
  const last = bars[bars.length - 1];
  const anchor = extension.find((b) => b.date === last.date);
  if (!anchor) throw new Error(`${ticker}: the sector file has no row on ${last.date} to chain from`);
  const scale = last.adjClose / anchor.adjClose;
  const tail = extension
    .filter((b) => b.date > last.date)
    .map((b) => ({ ...b, adjClose: b.adjClose * scale }));
  return [...bars, ...tail];
}

export function buildInstruments(raw: string): BuiltInstrument[] {
  const listings = readListings(raw);
  const current = readConstituents(raw, CONSTITUENTS_2026, "Security", "GICS Sector");
  const april2021 = readConstituents(raw, CONSTITUENTS_2021, "Name", "Sector");
  const out: BuiltInstrument[] = [];

  for (const file of sortedFiles(raw, STOCK_DIR)) {
    const ticker = tickerOf(file, /^DA-(.+)-T-\d{4}-\d{2}-\d{2}\.csv\.gz$/);
    if (!ticker) continue;
    const company = current.get(ticker) ?? april2021.get(ticker);
    if (!company) throw new Error(`${STOCK_DIR}/${file}: ${ticker} is in neither constituents list`);
    const listing = listings.get(ticker);
    const rel = `${STOCK_DIR}/${file}`;
    out.push({
      meta: {
        ticker,
        name: company.name,
        assetType: "stocks",
        exchange: listing && !listing.etf ? listing.exchange : null,
        origin: "us_domestic",
        type: "common",
        sector: company.sector,
        indexes: ["sp_500"],
        currency: "usd",
      },
      bars: readAlphaVantage(raw, rel),
      sources: [rel, current.has(ticker) ? CONSTITUENTS_2026 : CONSTITUENTS_2021],
      note: null,
    });
  }

  const taa = new Set(
    sortedFiles(raw, TAA_DIR)
      .map((f) => tickerOf(f, /^(.+)\.csv$/))
      .filter((t): t is string => !!t),
  );
  const sectorFiles = new Set(
    sortedFiles(raw, SECTOR_DIR)
      .map((f) => tickerOf(f, /^(XL[A-Z]+)\.csv$/))
      .filter((t): t is string => !!t),
  );
  const etfTickers = new Set(
    sortedFiles(raw, ETF_DIR)
      .map((f) => tickerOf(f, /^(.+)\.csv\.gz$/))
      .filter((t): t is string => !!t && !REUSED_TICKERS.includes(t)),
  );
  for (const t of [...taa, ...sectorFiles]) etfTickers.add(t);

  for (const ticker of [...etfTickers].sort()) {
    const listing = listings.get(ticker);
    if (!listing?.etf) throw new Error(`${ticker}: not flagged as an ETF in the listings`);
    const meta: InstrumentMeta = {
      ticker,
      name: listing.name,
      assetType: "etps",
      exchange: listing.exchange,
      origin: "usa",
      type: "etf",
      sector: null,
      indexes: [],
      currency: "usd",
    };
    const av = `${ETF_DIR}/${ticker}.csv.gz`;
    const stooq = `${SECTOR_DIR}/${ticker}.csv`;
    if (taa.has(ticker)) {
      const rel = `${TAA_DIR}/${ticker}.csv`;
      out.push({
        meta,
        bars: readYahooMultiIndex(raw, rel),
        sources: [rel, NASDAQ_OR_OTHER],
        note: "Yahoo history (longest, most recent with OHLCV); OHLC and volume split-adjusted; dividends derived from the adjustment factor",
      });
    } else if (sectorFiles.has(ticker) && fs.existsSync(path.join(raw, av))) {
      const bars = extendWithAdjustedClose(
        readAlphaVantage(raw, av),
        readAdjustedCloseOnly(raw, stooq),
        ticker,
      );
      out.push({
        meta,
        bars,
        sources: [av, stooq, NASDAQ_OR_OTHER],
        note: "Alpha Vantage OHLCV to 2020-12-11, then adjusted close only from the Stooq sector file, chained on 2020-12-11",
      });
    } else if (sectorFiles.has(ticker)) {
      out.push({
        meta,
        bars: readAdjustedCloseOnly(raw, stooq),
        sources: [stooq, NASDAQ_OR_OTHER],
        note: "adjusted close only (Stooq)",
      });
    } else {
      out.push({ meta, bars: readAlphaVantage(raw, av), sources: [av, NASDAQ_OR_OTHER], note: null });
    }
  }

  for (const s of [...CRYPTO_SOURCES].sort((a, b) => (a.ticker < b.ticker ? -1 : 1))) {
    out.push({
      meta: {
        ticker: s.ticker,
        name: s.name,
        assetType: "crypto",
        exchange: null,
        origin: null,
        type: null,
        sector: null,
        indexes: [],
        currency: "usd",
      },
      bars: readCrypto(raw, s),
      sources: [s.file],
      note:
        s.format === "bitstamp" ? "volume in BTC" : "volume converted from USD to coin units at the close",
    });
  }
  return out;
}
