// Which price histories the build takes, and the reference fields of each instrument. Choices (one
// history per ticker, the sector-SPDR extension, rows dropped) are listed in docs/data.md.
import fs from "node:fs";
import path from "node:path";
import type { InstrumentMeta } from "@/server/engine/data/panel";
import {
  readAdjustedCloseOnly,
  readAdjustedDateClose,
  readAlphaVantage,
  readCryptoOhlcv,
  readYahooMultiIndex,
  readYahooOhlcv,
  type Bar,
} from "./bars";
import {
  CONSTITUENTS_2021,
  CONSTITUENTS_2026,
  CONSTITUENTS_FJA,
  readConstituents,
  readListings,
} from "./reference";
import { toColumns, type Columns } from "./columns";
import {
  MIN_OVERLAP_DAYS,
  RETURN_GAP,
  splice,
  type SpliceCheck,
  type SpliceSource,
  type Spliced,
} from "./splice";
import { LATER_SETS, laterFiles, readLaterClose } from "./laterSources";

export const STOCK_DIR = "Pooksoft__PooksoftSP500EquityPriceDataSet/daily_adjusted";
export const ETF_DIR = "tareqalyousef__Backtester/data";
export const TAA_DIR = "jmlestevez-source__taa-dashboard/data";
export const SECTOR_DIR = "sivamsapingali__Codex_Macro-Monitor/data/market";
export const DSTURDY_DIR = "dsturdy__Factor_Attribution";
export const DIEPERDEV_DIR = "dieperdev__yfinance-stock-data";
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
  bars: Columns;
  sources: string[];
  note: string | null;
  splices: SpliceCheck[];
}

const tickerOf = (file: string, re: RegExp) => re.exec(file)?.[1];
const sortedFiles = (raw: string, dir: string) => fs.readdirSync(path.join(raw, dir)).sort();
/** dsturdy and dieperdev spell share classes with a dash (BRK-B), the other files with a dot. */
export const dotted = (ticker: string) => ticker.replace("-", ".");
/** The files of a folder named <TICKER><ext>, by the build's spelling of the ticker. */
export const filesByTicker = (raw: string, dir: string, ext: ".csv.gz" | ".csv" = ".csv.gz") =>
  new Map(
    sortedFiles(raw, dir)
      .map((f): [string | undefined, string] => [
        f.endsWith(ext) ? tickerOf(f.slice(0, -ext.length), /^(\^?[A-Z][A-Z0-9-]*)$/) : undefined,
        f,
      ])
      .filter((x): x is [string, string] => !!x[0])
      .map(([t, f]): [string, string] => [dotted(t), `${dir}/${f}`]),
  );

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

// Priorities for the adjusted close (splice.ts): dsturdy is the better adjusted close where it has a
// date (PROVENANCE "Checked against each other"), as are klevera's files of the same month; then the
// later sets by snapshot (adjusted for more of the events after each date), then the first-round
// extensions (dieperdev, the Stooq sector files), then the first-round files.
const FIRST_ROUND = 1;
const EXTENSION = 2;
const LATER = 3; // + the set's place in LATER_SETS
const DSTURDY = LATER + LATER_SETS.length - 1;
/** A ticker only the later sets hold, with rows from this date only, has no history to say which
 * company it is (DerekL1's CA, CPWR, MHS are reused or pink-sheet tickers of long-gone members); one
 * with earlier rows (SBNY's from 2021) is taken. */
const LATER_ONLY_BEFORE = "2024-01-01";

type Reader = (raw: string, rel: string) => Bar[];
const source = (raw: string, rel: string, read: Reader, ohlcv: boolean, priority: number): SpliceSource => ({
  rel,
  bars: read(raw, rel),
  ohlcv,
  priority,
});

/** The instrument's note: how the history was assembled and which sources or spans were refused. */
function noteOf(spliced: Spliced, extra: string | null): string | null {
  const sources = [...new Set(spliced.checks.filter((c) => c.refused.length).map((c) => c.source))];
  const parts = [
    extra,
    ...sources.map((rel) => {
      const checks = spliced.checks.filter((c) => c.source === rel);
      const worst = [...checks].sort(
        (a, b) => b.disagreeing - a.disagreeing || b.overlapDays - a.overlapDays,
      )[0];
      const spans = checks[0].refused.map(([a, b]) => (a === b ? a : `${a} to ${b}`)).join(", ");
      if (checks[0].accepted)
        return `spliced in part: ${rel} refused on ${spans} (daily returns disagree by more than ${RETURN_GAP * 100} % with ${worst.against} there: another security's prices)`;
      return worst.overlapDays < MIN_OVERLAP_DAYS
        ? `not spliced: ${rel} (${worst.overlapDays} common dates; cannot show it is the same company)`
        : `not spliced: ${rel} (daily returns disagree by more than ${RETURN_GAP * 100} % on ${(worst.disagreeing * 100).toFixed(1)} % of ${worst.overlapDays} common dates: another company's prices)`;
    }),
  ].filter((x): x is string => !!x);
  return parts.length ? parts.join("; ") : null;
}

function built(
  meta: InstrumentMeta,
  identity: SpliceSource,
  extensions: SpliceSource[],
  reference: string,
  extra: string | null,
): BuiltInstrument {
  const spliced = splice(identity, extensions);
  return {
    meta,
    bars: spliced.bars,
    sources: [...spliced.sources, reference],
    note: noteOf(spliced, extra),
    splices: spliced.checks,
  };
}

export function buildInstruments(raw: string): BuiltInstrument[] {
  const listings = readListings(raw);
  const current = readConstituents(raw, CONSTITUENTS_2026, "Security", "GICS Sector");
  const fja = readConstituents(raw, CONSTITUENTS_FJA, "Security", "GICS Sector");
  const april2021 = readConstituents(raw, CONSTITUENTS_2021, "Name", "Sector");
  const dsturdy = filesByTicker(raw, DSTURDY_DIR);
  const dieperdev = filesByTicker(raw, DIEPERDEV_DIR);
  const later = laterFiles(raw);
  // The calendar ends with dsturdy's snapshot: a later set's rows after it (klevera's, to 2026-08-21)
  // would add dates on which only a handful of stocks have a price.
  const calendarEnd = readAdjustedDateClose(raw, dsturdy.get("SPY")!).at(-1)!.date;
  const pooksoft = new Map(
    sortedFiles(raw, STOCK_DIR)
      .map((f): [string | undefined, string] => [
        tickerOf(f, /^DA-(.+)-T-\d{4}-\d{2}-\d{2}\.csv\.gz$/),
        `${STOCK_DIR}/${f}`,
      ])
      .filter((x): x is [string, string] => !!x[0]),
  );
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
  const etfFiles = new Set(
    sortedFiles(raw, ETF_DIR)
      .map((f) => tickerOf(f, /^(.+)\.csv\.gz$/))
      .filter((t): t is string => !!t),
  );
  // dsturdy holds the first round's ETFs; its other tickers are stocks (FB is listed as an ETF in
  // 2026, but dsturdy's FB is Meta's old ticker reused, see the splice check).
  const isEtf = (t: string) => etfFiles.has(t) || taa.has(t) || sectorFiles.has(t);
  const out: BuiltInstrument[] = [];

  // Stocks: every ticker of the stock sets that is not an ETF. The later sets are read only where
  // dsturdy has no file (they carry those stocks past dieperdev's end; dsturdy runs to 2026-08-03).
  const stockTickers = [
    ...new Set([
      ...pooksoft.keys(),
      ...[...dsturdy.keys(), ...dieperdev.keys(), ...later.flatMap((m) => [...m.keys()])].filter(
        (t) => !t.startsWith("^") && !isEtf(t),
      ),
    ]),
  ].sort();
  for (const ticker of stockTickers) {
    const [listFile, company] = current.has(ticker)
      ? [CONSTITUENTS_2026, current.get(ticker)]
      : fja.has(ticker)
        ? [CONSTITUENTS_FJA, fja.get(ticker)]
        : [CONSTITUENTS_2021, april2021.get(ticker)];
    const listing = listings.get(ticker);
    const laterClose = (set: (typeof LATER_SETS)[number]) => (r: string, rel: string) =>
      readLaterClose(r, set, rel).filter((b) => b.date <= calendarEnd);
    const laterSources = dsturdy.has(ticker)
      ? []
      : LATER_SETS.flatMap((set, k) =>
          later[k].has(ticker) ? [source(raw, later[k].get(ticker)!, laterClose(set), false, LATER + k)] : [],
        ).filter((x) => x.bars.length > 0);
    const sources = [
      ...(pooksoft.has(ticker)
        ? [source(raw, pooksoft.get(ticker)!, readAlphaVantage, true, FIRST_ROUND)]
        : []),
      ...(dieperdev.has(ticker)
        ? [source(raw, dieperdev.get(ticker)!, readYahooOhlcv, true, EXTENSION)]
        : []),
      ...(dsturdy.has(ticker)
        ? [source(raw, dsturdy.get(ticker)!, readAdjustedDateClose, false, DSTURDY)]
        : []),
      ...laterSources,
    ];
    // Which company the ticker is: the first-round file, else the source with the longest view of it
    // (dsturdy, klevera's 2026 files), else dieperdev, else the oldest later set.
    const identity =
      sources.find((x) => x.priority === FIRST_ROUND) ??
      sources.find((x) => x.priority === DSTURDY) ??
      sources.find((x) => x.priority === EXTENSION) ??
      sources.find((x) => x.bars[0].date < LATER_ONLY_BEFORE);
    if (!identity) continue;
    const extensions = sources.filter((x) => x !== identity);
    const meta: InstrumentMeta = {
      ticker,
      name: company?.name ?? listing?.name ?? ticker,
      assetType: "stocks",
      exchange: listing && !listing.etf ? listing.exchange : null,
      origin: "us_domestic",
      type: "common",
      sector: company?.sector ?? null,
      indexes: [], // today's memberships, set from the index membership (membership.ts)
      currency: "usd",
    };
    out.push(built(meta, identity, extensions, company ? listFile : NASDAQ_OR_OTHER, null));
  }

  const etfTickers = new Set([...etfFiles].filter((t) => !REUSED_TICKERS.includes(t)));
  for (const t of [
    ...taa,
    ...sectorFiles,
    ...[...dsturdy.keys()].filter((t) => !t.startsWith("^") && isEtf(t)),
  ])
    etfTickers.add(t);

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
    const sources = [
      ...(taa.has(ticker)
        ? [source(raw, `${TAA_DIR}/${ticker}.csv`, readYahooMultiIndex, true, FIRST_ROUND)]
        : etfFiles.has(ticker) && !REUSED_TICKERS.includes(ticker)
          ? [source(raw, av, readAlphaVantage, true, FIRST_ROUND)]
          : []),
      ...(sectorFiles.has(ticker)
        ? [source(raw, `${SECTOR_DIR}/${ticker}.csv`, readAdjustedCloseOnly, false, EXTENSION)]
        : []),
      ...(dsturdy.has(ticker)
        ? [source(raw, dsturdy.get(ticker)!, readAdjustedDateClose, false, DSTURDY)]
        : []),
    ];
    const [identity, ...extensions] = sources;
    const yahoo = taa.has(ticker)
      ? "Yahoo OHLC and volume split-adjusted; dividends derived from the adjustment factor"
      : null;
    out.push(built(meta, identity, extensions, NASDAQ_OR_OTHER, yahoo));
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
      bars: toColumns(readCrypto(raw, s)),
      sources: [s.file],
      note:
        s.format === "bitstamp" ? "volume in BTC" : "volume converted from USD to coin units at the close",
      splices: [],
    });
  }
  return out;
}
