// The raw records of splits and dividends, source by source (docs/data.md "Corporate events"). Each
// reader gives, per ticker, what its file says and the span its file covers; events.ts restates and
// compares them. Records come in order of preference for a dividend's amount: printed as paid (Alpha
// Vantage), printed split-adjusted (klevera, Alexshch09), derived from an adjustment factor (DerekL1,
// dieperdev, danyoko).
import fs from "node:fs";
import path from "node:path";
import { lastIndexOnOrBefore } from "@/server/engine/simulation/calendar";
import { isoDate, num, readCsv } from "./csv";
import { columns, readAlphaVantage, readYahooOhlcv, type Bar } from "./bars";
import { DIEPERDEV_DIR, DSTURDY_DIR, STOCK_DIR, dotted, filesByTicker } from "./instruments";

export const DEREKL1_DIR = "DerekL1__StockMarketPredictor/data";
export const ALEXSHCH09_DIR = "Alexshch09__Stocks-prices/data";
export const HGAO62_DIR = "hgao62__stock_analytics/data/archive";
export const DANYOKO_DIR = "danyoko-bugover__GPT5.0-pureprice-stockpicking/data";
export const KLEVERA_DIVIDENDS_DIR = "klevera-lgtm__stockjeokrib/data/dividends";
export const KLEVERA_PRICES_DIR = "klevera-lgtm__stockjeokrib/data/prices_raw";
export const COFFEE_DIR = "coffee-cpu__stock-splits-data/data";
/** DerekL1's last row (2024-06-10) is an intraday partial; its closes are split-adjusted as of that day. */
const DEREKL1_PARTIAL = "2024-06-10";

export interface Span {
  from: string;
  to: string;
}

/** One file's splits for one ticker: `factor` is new shares per old (Yahoo's split factor). */
export interface SplitRecords {
  source: string;
  span: Span;
  /** Whether the file lists every split in its span (a price file's split column), or only some (a curated list). */
  complete: boolean;
  splits: { date: string; factor: number }[];
}

/** One file's dividends for one ticker, as the file gives them. */
export interface DividendRecords {
  source: string;
  /** Dates on which the file says which dividends went ex (complete there). */
  span: Span;
  /** Amounts are split-adjusted as of this date (the file's last row); null: as paid. */
  basis: string | null;
  /** Derived from Yahoo's adjustment factor rather than printed: see events.ts, `restated`. */
  derived: boolean;
  dividends: { date: string; amount: number }[];
}

export interface RawEvents {
  splits: Map<string, SplitRecords[]>;
  dividends: Map<string, DividendRecords[]>;
  /** US sessions (dsturdy's SPY calendar): a gap in the dividend spans counts only if it holds one. */
  sessions: string[];
}

const add = <T>(map: Map<string, T[]>, ticker: string, value: T) => {
  const list = map.get(ticker);
  if (list) list.push(value);
  else map.set(ticker, [value]);
};

function readAlphaVantageEvents(raw: string, out: RawEvents) {
  for (const f of fs.readdirSync(path.join(raw, STOCK_DIR)).sort()) {
    const ticker = /^DA-(.+)-T-\d{4}-\d{2}-\d{2}\.csv\.gz$/.exec(f)?.[1];
    if (!ticker) continue;
    const source = `${STOCK_DIR}/${f}`;
    const bars = readAlphaVantage(raw, source);
    const span = { from: bars[0].date, to: bars[bars.length - 1].date };
    const splits = bars.filter((b) => b.split !== 1).map((b) => ({ date: b.date, factor: b.split }));
    add(out.splits, ticker, { source, span, complete: true, splits });
    const dividends = bars.filter((b) => b.dividend > 0).map((b) => ({ date: b.date, amount: b.dividend }));
    add(out.dividends, ticker, { source, span, basis: null, derived: false, dividends });
  }
}

/** Dividends derived from a yfinance file's adjustment factor (readYahooOhlcv); the first row has no
 * previous close, so the file says nothing of its own first day. Its closes are split-adjusted as of
 * its last row. */
function readYahooDerived(raw: string, dir: string, out: RawEvents, partial?: string) {
  for (const [ticker, source] of filesByTicker(raw, dir)) {
    let bars: Bar[] = readYahooOhlcv(raw, source);
    if (!bars.length) continue;
    const basis = bars[bars.length - 1].date;
    if (basis === partial) bars = bars.slice(0, -1);
    if (bars.length < 2) continue;
    add(out.dividends, ticker, {
      source,
      span: { from: bars[1].date, to: bars[bars.length - 1].date },
      basis,
      derived: true,
      dividends: bars.filter((b) => b.dividend > 0).map((b) => ({ date: b.date, amount: b.dividend })),
    });
  }
}

/** Alexshch09: `Dividends` (split-adjusted as of its last row) and `Stock Splits` columns. */
function readAlexshch09(raw: string, out: RawEvents) {
  for (const [ticker, source] of filesByTicker(raw, ALEXSHCH09_DIR)) {
    const { header, rows } = readCsv(path.join(raw, source));
    const [d, dv, sp] = columns(header, source, ["Date", "Dividends", "Stock Splits"]);
    const all = rows.map((r) => ({ date: isoDate(r[d]), dividend: num(r[dv]), split: num(r[sp]) }));
    if (!all.length) continue;
    const span = { from: all[0].date, to: all[all.length - 1].date };
    const splits = all.filter((r) => r.split > 0).map((r) => ({ date: r.date, factor: r.split }));
    add(out.splits, ticker, { source, span, complete: true, splits });
    const dividends = all.filter((r) => r.dividend > 0).map((r) => ({ date: r.date, amount: r.dividend }));
    add(out.dividends, ticker, { source, span, basis: span.to, derived: false, dividends });
  }
}

/** hgao62: a `StockSplits` column only. */
function readHgao62(raw: string, out: RawEvents) {
  for (const [ticker, source] of filesByTicker(raw, HGAO62_DIR)) {
    const { header, rows } = readCsv(path.join(raw, source));
    const [d, sp] = columns(header, source, ["Date", "StockSplits"]);
    const all = rows.map((r) => ({ date: isoDate(r[d]), split: num(r[sp]) }));
    if (!all.length) continue;
    const span = { from: all[0].date, to: all[all.length - 1].date };
    const splits = all.filter((r) => r.split > 0).map((r) => ({ date: r.date, factor: r.split }));
    add(out.splits, ticker, { source, span, complete: true, splits });
  }
}

/** klevera: `date,amount` per ticker, split-adjusted as of its download; the dividends are complete over
 * the span of the same download's price file (prices_raw), else between its first and last dividend. */
function readKlevera(raw: string, out: RawEvents) {
  const prices = filesByTicker(raw, KLEVERA_PRICES_DIR, ".csv");
  for (const [ticker, source] of filesByTicker(raw, KLEVERA_DIVIDENDS_DIR, ".csv")) {
    const { header, rows } = readCsv(path.join(raw, source));
    const [d, a] = columns(header, source, ["date", "amount"]);
    const dividends = rows.map((r) => ({ date: isoDate(r[d]), amount: num(r[a]) }));
    const days = prices.has(ticker)
      ? readCsv(path.join(raw, prices.get(ticker)!)).rows.map((r) => isoDate(r[0]))
      : dividends.map((r) => r.date);
    const span = { from: days[0], to: days[days.length - 1] };
    add(out.dividends, ticker, { source, span, basis: span.to, derived: false, dividends });
  }
}

/** The next session after `date` on the sessions' calendar. */
function nextSession(sessions: string[], date: string): string {
  const next = sessions[lastIndexOnOrBefore(sessions, date) + 1];
  if (!next) throw new Error(`no session after ${date} on the calendar (${DSTURDY_DIR}/SPY)`);
  return next;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** The first session on the new basis, where the notes state it ("Split-adjusted trading began Jun 10,
 * 2024", "Ex-date: June 29, 2021"). */
function statedExDate(notes: string | undefined): string | null {
  const m = /(?:trading began|ex-date:?)\s+([A-Za-z]{3})[a-z]*\.?\s+(\d{1,2}),\s+(\d{4})/i.exec(notes ?? "");
  const month = m ? MONTHS.indexOf(m[1].toLowerCase()) : -1;
  if (!m || month < 0) return null;
  return `${m[3]}-${String(month + 1).padStart(2, "0")}-${m[2].padStart(2, "0")}`;
}

/** coffee-cpu's yearly lists. `date` is mostly the last session before the split (from 2024 always),
 * but before 2024 often the ex-date itself (KR 2015, ISRG 2017, NVDA 2021): the ex-date is the one its
 * notes state, else the next session after `date`. A curated list: it names some splits, not every one. */
function readCoffee(raw: string, out: RawEvents) {
  const files = fs
    .readdirSync(path.join(raw, COFFEE_DIR))
    .filter((f) => /^\d{4}\.json$/.test(f))
    .sort();
  for (const f of files) {
    const source = `${COFFEE_DIR}/${f}`;
    const list = JSON.parse(fs.readFileSync(path.join(raw, source), "utf8")) as {
      splits: { symbol: string; date: string; ratioNew: number; ratioOld: number; notes?: string }[];
    };
    for (const s of list.splits) {
      if (!(s.ratioNew > 0 && s.ratioOld > 0))
        throw new Error(`${source}: ${s.symbol} on ${s.date} has no ratio (ratioNew, ratioOld)`);
      const date = statedExDate(s.notes) ?? nextSession(out.sessions, isoDate(s.date));
      add(out.splits, dotted(s.symbol), {
        source,
        span: { from: date, to: date },
        complete: false,
        splits: [{ date, factor: s.ratioNew / s.ratioOld }],
      });
    }
  }
}

/** Every split and dividend record the raw folder holds. */
export function readRawEvents(raw: string): RawEvents {
  const sessions = readCsv(path.join(raw, DSTURDY_DIR, "SPY.csv.gz")).rows.map((r) => isoDate(r[0]));
  const out: RawEvents = { splits: new Map(), dividends: new Map(), sessions };
  readAlphaVantageEvents(raw, out);
  readKlevera(raw, out);
  readAlexshch09(raw, out);
  readYahooDerived(raw, DEREKL1_DIR, out, DEREKL1_PARTIAL);
  readYahooDerived(raw, DIEPERDEV_DIR, out);
  readHgao62(raw, out);
  readYahooDerived(raw, DANYOKO_DIR, out);
  readCoffee(raw, out);
  return out;
}

const clip = (span: Span, cutoff: string): Span | null =>
  span.from > cutoff ? null : { from: span.from, to: span.to < cutoff ? span.to : cutoff };

/** The records as known on `cutoff`: rows and records dated after it left out, spans ending there. The
 * basis of a kept amount stays its file's (a fact about how the file was written, not an event). */
export function cutRawEvents(all: RawEvents, cutoff: string): RawEvents {
  const cut = <T extends { span: Span }>(
    map: Map<string, T[]>,
    rows: (r: T) => Partial<T>,
  ): Map<string, T[]> => {
    const out = new Map<string, T[]>();
    for (const [ticker, list] of map) {
      const kept = list.flatMap((r) => {
        const span = clip(r.span, cutoff);
        return span ? [{ ...r, ...rows(r), span }] : [];
      });
      if (kept.length) out.set(ticker, kept);
    }
    return out;
  };
  return {
    splits: cut(all.splits, (r) => ({ splits: r.splits.filter((s) => s.date <= cutoff) })),
    dividends: cut(all.dividends, (r) => ({ dividends: r.dividends.filter((s) => s.date <= cutoff) })),
    sessions: all.sessions.filter((d) => d <= cutoff),
  };
}
