// The macro and long-run series of the build, with the ids and units of server/engine/data/panel.ts.
// Where a series joins two files, the first file gives every date it has and the second only the
// dates after the first one ends ("extend"); every such join is listed in `sources` and docs/data.md.
import { column, extend, type Points } from "./points";
import { buildFx } from "./fx";

export interface BuiltSeries {
  id: string;
  name: string;
  unit: string;
  frequency: "daily" | "monthly";
  dates: string[];
  values: number[];
  sources: string[];
}

const percentToFraction = (x: number) => x / 100;
const positive = (p: Points): Points => {
  const keep = p.values.map((x) => x > 0);
  return { dates: p.dates.filter((_, j) => keep[j]), values: p.values.filter((_, j) => keep[j]) };
};

const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

/** Daily cash rate: the 3-month T-bill where it has a value, the fed funds rate on other business days. */
function cashRate(tbill: Points, fedFunds: Points): Points {
  const bill = new Map(tbill.dates.map((d, j) => [d, tbill.values[j]]));
  const funds = new Map(fedFunds.dates.map((d, j) => [d, fedFunds.values[j]]));
  const dates = [
    ...new Set([...tbill.dates, ...fedFunds.dates.filter((d) => weekday(d) !== 0 && weekday(d) !== 6)]),
  ].sort();
  return { dates, values: dates.map((d) => bill.get(d) ?? funds.get(d)!) };
}

const F = {
  vix: "datasets__finance-vix/data/vix-daily.csv",
  vix3m: "ManULoreN14__regimen-tilt-nq/INSTITUCIONAL/VIX3M_History.csv",
  dgs3mo: "economics-databases__Interest-rate/DGS3MO.csv",
  irx: "ManULoreN14__regimen-tilt-nq/historico_maestro.csv",
  dgs2Old: "economics-databases__Interest-rate/DGS2.csv",
  dgs2: "sivamsapingali__Codex_Macro-Monitor/data/DGS2.csv",
  dgs10Old: "economics-databases__Interest-rate/DGS10.csv",
  dgs10: "sivamsapingali__Codex_Macro-Monitor/data/DGS10.csv",
  cpi: "datasets__cpi-us/data/cpiai.csv",
  dff: "ManULoreN14__regimen-tilt-nq/fred_DFF_fed_funds_rate.csv",
  shiller: "datasets__s-and-p-500/data/data.csv",
  ff: "evucelic__EQ-Performance-Backtesting/US_stock_backtest/F-F_Research_Data_Factors.CSV",
};

export function buildSeries(raw: string): BuiltSeries[] {
  const s = (
    id: string,
    name: string,
    unit: string,
    frequency: "daily" | "monthly",
    p: Points,
    sources: string[],
  ): BuiltSeries => ({ id, name, unit, frequency, dates: p.dates, values: p.values, sources });
  const tbill = extend(column(raw, F.dgs3mo, "DATE", "DGS3MO"), column(raw, F.irx, "fecha", "IRX_close"));
  const fedFunds = column(raw, F.dff, "date", "value");
  return [
    s(
      "vix",
      "CBOE Volatility Index (VIX) close",
      "index points",
      "daily",
      column(raw, F.vix, "DATE", "CLOSE"),
      [F.vix],
    ),
    s(
      "vix3m",
      "CBOE 3-month Volatility Index (VIX3M) close",
      "index points",
      "daily",
      column(raw, F.vix3m, "DATE", "CLOSE"),
      [F.vix3m],
    ),
    s(
      "ust_3m",
      "3-month Treasury yield (DGS3MO to 2021-01-04, then 13-week T-bill ^IRX)",
      "percent",
      "daily",
      tbill,
      [F.dgs3mo, `${F.irx} (IRX_close)`],
    ),
    s(
      "ust_2y",
      "2-year Treasury constant-maturity yield (FRED DGS2)",
      "percent",
      "daily",
      extend(column(raw, F.dgs2Old, "DATE", "DGS2"), column(raw, F.dgs2, "date", "value")),
      [F.dgs2Old, F.dgs2],
    ),
    s(
      "ust_10y",
      "10-year Treasury constant-maturity yield (FRED DGS10)",
      "percent",
      "daily",
      extend(column(raw, F.dgs10Old, "DATE", "DGS10"), column(raw, F.dgs10, "date", "value")),
      [F.dgs10Old, F.dgs10],
    ),
    s(
      "cpi",
      "US CPI-U all items, not seasonally adjusted (1982-84 = 100), dated the first of its month",
      "index level",
      "monthly",
      column(raw, F.cpi, "Date", "Index"),
      [F.cpi],
    ),
    s(
      "fed_funds",
      "Effective federal funds rate (FRED DFF, every calendar day)",
      "percent",
      "daily",
      fedFunds,
      [F.dff],
    ),
    s(
      "cash_rate",
      "Cash and risk-free rate: 3-month Treasury (ust_3m) where it has a value, else the fed funds rate; business days",
      "percent",
      "daily",
      cashRate(tbill, fedFunds),
      [F.dgs3mo, F.irx, F.dff],
    ),
    s(
      "shiller_sp500",
      "S&P Composite price, monthly average of daily closes (Shiller), dated the first of its month",
      "index points",
      "monthly",
      positive(column(raw, F.shiller, "Date", "SP500")),
      [F.shiller],
    ),
    s(
      "shiller_dividend",
      "S&P Composite dividend per share, annualised (Shiller), dated the first of its month; zeros (missing) left out",
      "index points per year",
      "monthly",
      positive(column(raw, F.shiller, "Date", "Dividend")),
      [F.shiller],
    ),
    s(
      "ff_mkt_rf",
      "Fama-French market excess return (Mkt-RF) of the month, dated the first of its month",
      "fraction",
      "monthly",
      column(raw, F.ff, "Date", "Mkt-RF", percentToFraction),
      [F.ff],
    ),
    s(
      "ff_rf",
      "Fama-French risk-free return (1-month T-bill) of the month, dated the first of its month",
      "fraction",
      "monthly",
      column(raw, F.ff, "Date", "RF", percentToFraction),
      [F.ff],
    ),
    ...buildFx(raw),
  ];
}
