// Kernels of the technical filters: each instrument's own daily bars up to bar b. Price-level
// comparisons use the adjusted close (splits and dividends), so a split never looks like a crash.
import type { MarketData } from "@/server/engine/data/panel";
import { memoSeries, returnsOnBars, type Bars } from "@/server/engine/indicators/bars";
import { emaSeries, smaAt } from "@/server/engine/indicators/moving";
import { macdSeries, rsiSeries, stochasticAt } from "@/server/engine/indicators/oscillators";
import { atrSeries, bollingerAt } from "@/server/engine/indicators/ranges";
import { monthsBase } from "@/server/engine/indicators/windows";
import {
  downsideDeviation,
  maxDrawdown,
  TRADING_DAYS_PER_YEAR,
  volatility,
} from "@/server/engine/statistics";
import type { Kernel } from "@/server/engine/screening/kernels/kernel";

const ema = (data: MarketData, i: number, n: number) =>
  memoSeries(data.prices, `ema:${n}`, i, (bars) => emaSeries(bars.adjClose, n));

/** The last close as traded (not adjusted). */
export const price: Kernel = (bars, b) => bars.close[b];

/** Total return over `months` calendar months (adjusted close). */
export const totalReturn: Kernel = (bars, b, p) => {
  const base = monthsBase(bars.days, b, p.months);
  return base < 0 ? NaN : bars.adjClose[b] / bars.adjClose[base] - 1;
};

export const returnDays: Kernel = (bars, b, p) =>
  b - p.days < 0 ? NaN : bars.adjClose[b] / bars.adjClose[b - p.days] - 1;

/** Since the last close of the previous calendar year. */
export const returnYtd: Kernel = (bars, b) => {
  const jan1 = Math.round(Date.UTC(new Date(bars.days[b] * 86_400_000).getUTCFullYear(), 0, 1) / 86_400_000);
  let k = b;
  while (k >= 0 && bars.days[k] >= jan1) k--;
  // The previous year's last close must be a real year-end close, not the first bar of a new listing.
  return k < 0 || jan1 - bars.days[k] > 7 ? NaN : bars.adjClose[b] / bars.adjClose[k] - 1;
};

/** Price vs a moving average as a fraction: above the line when > 0. */
export const vsSma =
  (n: number): Kernel =>
  (bars, b) =>
    bars.adjClose[b] / smaAt(bars.adjClose, b, n) - 1;
export const vsEma =
  (n: number): Kernel =>
  (bars, b, _p, data, i) =>
    bars.adjClose[b] / ema(data, i, n)[b] - 1;
export const smaOverSma =
  (fast: number, slow: number): Kernel =>
  (bars, b) =>
    smaAt(bars.adjClose, b, fast) / smaAt(bars.adjClose, b, slow) - 1;
export const emaOverEma =
  (fast: number, slow: number): Kernel =>
  (_bars, b, _p, data, i) =>
    ema(data, i, fast)[b] / ema(data, i, slow)[b] - 1;
/** Price vs its moving average over `days` bars. */
export const vsMovingAverage =
  (kind: "SMA" | "EMA"): Kernel =>
  (bars, b, p, data, i) =>
    (kind === "SMA" ? vsSma(p.days) : vsEma(p.days))(bars, b, p, data, i);

const macd = (data: MarketData, i: number) =>
  memoSeries(data.prices, "macd:line", i, (bars) => macdSeries(bars.adjClose).line);
const macdSignal = (data: MarketData, i: number) =>
  memoSeries(data.prices, "macd:signal", i, (bars) => macdSeries(bars.adjClose).signal);
/** The MACD line over the adjusted close, so instruments of any price compare. */
export const macdLine: Kernel = (bars, b, _p, data, i) => macd(data, i)[b] / bars.adjClose[b];
export const macdHistogram: Kernel = (bars, b, _p, data, i) =>
  (macd(data, i)[b] - macdSignal(data, i)[b]) / bars.adjClose[b];

export const rsi: Kernel = (_bars, b, p, data, i) =>
  memoSeries(data.prices, `rsi:${p.days}`, i, (x) => rsiSeries(x.adjClose, p.days))[b];
export const stochasticK: Kernel = (bars, b, p) =>
  stochasticAt(bars.adjHigh, bars.adjLow, bars.adjClose, b, p.days);

const bollinger = (bars: Bars, b: number, p: Readonly<Record<string, number>>) =>
  bollingerAt(bars.adjClose, b, p.days, p.std_devs);
export const bollingerPercentB: Kernel = (bars, b, p) => {
  const bb = bollinger(bars, b, p);
  return (bars.adjClose[b] - bb.lower) / (bb.upper - bb.lower);
};
export const vsUpperBand: Kernel = (bars, b, p) => bars.adjClose[b] / bollinger(bars, b, p).upper - 1;
export const vsLowerBand: Kernel = (bars, b, p) => bars.adjClose[b] / bollinger(bars, b, p).lower - 1;
export const bollingerBandwidth: Kernel = (bars, b, p) => {
  const bb = bollinger(bars, b, p);
  return (bb.upper - bb.lower) / bb.middle;
};

export const atrPercent: Kernel = (bars, b, p, data, i) =>
  memoSeries(data.prices, `atr:${p.bars}`, i, (x) => atrSeries(x.adjHigh, x.adjLow, x.adjClose, p.bars))[b] /
  bars.adjClose[b];

export const volatilityOverMonths: Kernel = (bars, b, p, data, i) =>
  volatility(returnsOnBars(data.prices, i), monthsBase(bars.days, b, p.months), b, TRADING_DAYS_PER_YEAR);
export const downsideVolatility: Kernel = (bars, b, p, data, i) =>
  downsideDeviation(
    returnsOnBars(data.prices, i),
    monthsBase(bars.days, b, p.months),
    b,
    TRADING_DAYS_PER_YEAR,
  );
export const drawdownOverMonths: Kernel = (bars, b, p) =>
  maxDrawdown(bars.adjClose, monthsBase(bars.days, b, p.months), b);

/** First bar within the last 52 weeks (bars after the same date a year earlier). */
const yearStart = (bars: Bars, b: number) => {
  const base = monthsBase(bars.days, b, 12);
  return base < 0 ? -1 : base + 1;
};

const extreme = (x: Float64Array, from: number, b: number, max: boolean) => {
  let v = x[from];
  for (let k = from + 1; k <= b; k++) v = max ? Math.max(v, x[k]) : Math.min(v, x[k]);
  return v;
};

export const distanceFrom52wHigh: Kernel = (bars, b) => {
  const s = yearStart(bars, b);
  return s < 0 ? NaN : bars.adjClose[b] / extreme(bars.adjHigh, s, b, true) - 1;
};
export const distanceFrom52wLow: Kernel = (bars, b) => {
  const s = yearStart(bars, b);
  return s < 0 ? NaN : bars.adjClose[b] / extreme(bars.adjLow, s, b, false) - 1;
};
export const positionIn52wRange: Kernel = (bars, b) => {
  const s = yearStart(bars, b);
  if (s < 0) return NaN;
  const hi = extreme(bars.adjHigh, s, b, true);
  const lo = extreme(bars.adjLow, s, b, false);
  return hi === lo ? NaN : (bars.adjClose[b] - lo) / (hi - lo);
};

/** Mean volume over bars b-n+1..b. */
function meanVolume(bars: Bars, b: number, n: number): number {
  if (b - n + 1 < 0) return NaN;
  let s = 0;
  for (let k = b - n + 1; k <= b; k++) s += bars.volume[k];
  return s / n;
}

export const averageVolume: Kernel = (bars, b, p) => meanVolume(bars, b, p.days);
export const averageDollarVolume: Kernel = (bars, b, p) => {
  if (b - p.days + 1 < 0) return NaN;
  let s = 0;
  for (let k = b - p.days + 1; k <= b; k++) s += bars.close[k] * bars.volume[k];
  return s / p.days;
};
export const relativeVolume: Kernel = (bars, b, p) =>
  b < 1 ? NaN : bars.volume[b] / meanVolume(bars, b - 1, p.days);

export const upDaysRatio: Kernel = (bars, b, p) => {
  const base = monthsBase(bars.days, b, p.months);
  if (base < 0) return NaN;
  let up = 0;
  for (let k = base + 1; k <= b; k++) if (bars.adjClose[k] > bars.adjClose[k - 1]) up++;
  return up / (b - base);
};

/** Sum of dividends with ex-dates in bars base+1..b. */
function dividends(bars: Bars, base: number, b: number): number {
  let s = 0;
  for (let k = base + 1; k <= b; k++) s += bars.dividend[k];
  return s;
}

export const trailingDividendYield: Kernel = (bars, b) => {
  const base = monthsBase(bars.days, b, 12);
  return base < 0 ? NaN : dividends(bars, base, b) / bars.close[b];
};
export const dividendGrowth: Kernel = (bars, b) => {
  const base = monthsBase(bars.days, b, 12);
  const base2 = base < 0 ? -1 : monthsBase(bars.days, base, 12);
  if (base2 < 0) return NaN;
  const prior = dividends(bars, base2, base);
  return prior > 0 ? dividends(bars, base, b) / prior - 1 : NaN;
};
