// Readers for the raw daily price files. Every reader returns bars in ascending date order, and
// refuses duplicate or unordered dates rather than guessing which row is right.
import path from "node:path";
import { isoDate, num, readCsv } from "./csv";

export interface Bar {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  adjClose: number;
  volume: number;
  dividend: number;
  split: number;
}

/** Bars sorted by date; a repeated date is refused. */
export function ascending(file: string, bars: Bar[]): Bar[] {
  bars.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  for (let j = 1; j < bars.length; j++) {
    if (bars[j].date === bars[j - 1].date) throw new Error(`${file}: duplicate date ${bars[j].date}`);
  }
  return bars;
}

export function columns(header: string[], file: string, names: string[]): number[] {
  return names.map((n) => {
    const i = header.indexOf(n);
    if (i < 0) throw new Error(`${file}: missing column "${n}" (header: ${header.join(",")})`);
    return i;
  });
}

type Field = Exclude<keyof Bar, "date">;

/** A CSV with a named column per field; a field without a column has no dividend (0) or split (1). */
function readNamedColumns(
  raw: string,
  rel: string,
  date: string,
  names: Partial<Record<Field, string>>,
): Bar[] {
  const { header, rows } = readCsv(path.join(raw, rel));
  const fields = Object.keys(names) as Field[];
  const [d, ...at] = columns(header, rel, [date, ...fields.map((f) => names[f]!)]);
  const bars = rows.map((r) => {
    const bar: Bar = {
      date: isoDate(r[d]),
      open: 0,
      high: 0,
      low: 0,
      close: 0,
      adjClose: 0,
      volume: 0,
      dividend: 0,
      split: 1,
    };
    fields.forEach((f, i) => (bar[f] = num(r[at[i]])));
    return bar;
  });
  return ascending(rel, bars);
}

/** Alpha Vantage TIME_SERIES_DAILY_ADJUSTED (Pooksoft, tareqalyousef): raw OHLC, adjusted close, cash dividend, split. */
export function readAlphaVantage(raw: string, rel: string): Bar[] {
  return readNamedColumns(raw, rel, "timestamp", {
    open: "open",
    high: "high",
    low: "low",
    close: "close",
    adjClose: "adjusted_close",
    volume: "volume",
    dividend: "dividend_amount",
    split: "split_coefficient",
  });
}

/** yfinance multi-index CSV (taa-dashboard): four header lines; column 2 is the adjusted close, OHLC split-adjusted. */
export function readYahooMultiIndex(raw: string, rel: string): Bar[] {
  const file = path.join(raw, rel);
  const { header, rows } = readCsv(file, 3);
  if (header[0] !== "Date") throw new Error(`${rel}: expected the yfinance four-line header`);
  const bars = rows.map((r) => ({
    date: isoDate(r[0]),
    adjClose: num(r[1]),
    close: num(r[2]),
    high: num(r[3]),
    low: num(r[4]),
    open: num(r[5]),
    volume: num(r[6]),
    dividend: 0,
    split: 1,
  }));
  return withYahooDividends(ascending(rel, bars));
}

/** Relative step of Yahoo's adjustment factor (adjClose / close) that marks an ex-dividend day; the
 * file's float32 rounding moves the factor by about 1e-7. */
const YAHOO_DIVIDEND_STEP = 1e-5;

/** Yahoo multiplies earlier prices by (1 - D / previous close) at each ex-date, so the dividend is
 * previous close x (1 - f(t-1) / f(t)). Checked against the Alpha Vantage cash dividends of the same
 * funds (SPY, TLT 1999-2020): same dates, within 0.0006 per share. */
function withYahooDividends(bars: Bar[]): Bar[] {
  for (let t = 1; t < bars.length; t++) {
    const ratio = bars[t - 1].adjClose / bars[t - 1].close / (bars[t].adjClose / bars[t].close);
    if (1 - ratio > YAHOO_DIVIDEND_STEP) bars[t].dividend = bars[t - 1].close * (1 - ratio);
  }
  return bars;
}

/** A bar with only an adjusted close: no raw fields, no dividend or split. */
export const closeOnly = (date: string, adjClose: number): Bar => ({
  date,
  open: NaN,
  high: NaN,
  low: NaN,
  close: NaN,
  adjClose,
  volume: NaN,
  dividend: 0,
  split: 1,
});

/** Stooq `date,close` files (Codex sector SPDRs): split- and dividend-adjusted close only. */
export function readAdjustedCloseOnly(raw: string, rel: string): Bar[] {
  const { header, rows } = readCsv(path.join(raw, rel));
  const [d, c] = columns(header, rel, ["date", "close"]);
  const bars = rows.filter((r) => !Number.isNaN(num(r[c]))).map((r) => closeOnly(isoDate(r[d]), num(r[c])));
  return ascending(rel, bars);
}

/** dsturdy `Date,Close` files: the close is yfinance's split- and dividend-adjusted close only. */
export function readAdjustedDateClose(raw: string, rel: string): Bar[] {
  const { header, rows } = readCsv(path.join(raw, rel));
  const [d, c] = columns(header, rel, ["Date", "Close"]);
  return ascending(
    rel,
    rows.filter((r) => num(r[c]) > 0).map((r) => closeOnly(isoDate(r[d]), num(r[c]))),
  );
}

/** yfinance `Date,Open,High,Low,Close,Adj Close,Volume` (dieperdev): OHLC and close split-adjusted,
 * dividends derived from the adjustment factor as for the Yahoo multi-index files. */
export function readYahooOhlcv(raw: string, rel: string): Bar[] {
  const bars = readNamedColumns(raw, rel, "Date", {
    open: "Open",
    high: "High",
    low: "Low",
    close: "Close",
    adjClose: "Adj Close",
    volume: "Volume",
  });
  return withYahooDividends(bars);
}

/** Crypto OHLCV with the close as the adjusted close; `volumeInUsd` converts USD volume to coin units at the close. */
export function readCryptoOhlcv(
  raw: string,
  rel: string,
  names: { date: string; open: string; high: string; low: string; close: string; volume: string },
  volumeInUsd: boolean,
): Bar[] {
  const { header, rows } = readCsv(path.join(raw, rel));
  const [d, o, h, l, c, v] = columns(header, rel, [
    names.date,
    names.open,
    names.high,
    names.low,
    names.close,
    names.volume,
  ]);
  const bars = rows
    .filter((r) => !Number.isNaN(num(r[c])))
    .map((r) => {
      const close = num(r[c]);
      const volume = volumeInUsd ? num(r[v]) / close : num(r[v]);
      return {
        date: isoDate(r[d]),
        open: num(r[o]),
        high: num(r[h]),
        low: num(r[l]),
        close,
        adjClose: close,
        volume,
        dividend: 0,
        split: 1,
      };
    });
  return ascending(rel, bars);
}
