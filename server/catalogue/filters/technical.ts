// Technical filters: computed from each instrument's own daily bars up to the as-of date. Price-level
// comparisons use the adjusted close (splits and dividends), so a split never looks like a crash.
import type { FilterDef } from "@/server/catalogue/filters/types";
import {
  inputs, lineRelations, numericRelations, perInstrument, type Kernel,
} from "@/server/catalogue/filters/shared";
import { DOLLARS, DRAWDOWN, OSCILLATOR, PRICE, RATIO, RETURN, SHARE, SHARES, SPREAD, VOLATILITY } from "@/server/catalogue/filters/scales";
import { memoSeries, type Bars } from "@/server/engine/indicators/bars";
import { emaSeries, smaAt } from "@/server/engine/indicators/moving";
import { macdSeries, rsiSeries, stochasticAt } from "@/server/engine/indicators/oscillators";
import { atrSeries, bollingerAt } from "@/server/engine/indicators/ranges";
import {
  downsideDeviation, maxDrawdown, TRADING_DAYS_PER_YEAR, volatility,
} from "@/server/engine/statistics";
import { monthsBase } from "@/server/engine/indicators/windows";
import { betaKernel, correlationKernel, sharpeKernel, sortinoKernel } from "@/server/catalogue/filters/marketRelative";

const ALL = ["stocks", "etps", "crypto"] as FilterDef["appliesTo"];
const STATS_WITH_INDEX = ["average", "median", "p75", "p25", "index"] as const;
type Base = Omit<FilterDef, "level" | "category" | "relations" | "compute"> & Partial<Pick<FilterDef, "category" | "relations">>;

const tech = (f: Base, kernel: Kernel, scale = RETURN): FilterDef => ({
  level: "asset",
  category: "technical",
  relations: numericRelations(scale, { aggregates: [...STATS_WITH_INDEX] }),
  compute: perInstrument(kernel),
  ...f,
});

const ema = (data: Parameters<Kernel>[3], i: number, n: number) => memoSeries(data.prices, `ema:${n}`, i, (bars) => emaSeries(bars.adjClose, n));
/** Total return over `months` calendar months (adjusted close). */
export const totalReturn: Kernel = (bars, b, p) => {
  const base = monthsBase(bars.days, b, p.months);
  return base < 0 ? NaN : bars.adjClose[b] / bars.adjClose[base] - 1;
};

/** Price vs a moving average as a fraction: above the line when > 0. */
export const vsSma = (n: number): Kernel => (bars, b) => bars.adjClose[b] / smaAt(bars.adjClose, b, n) - 1;
const vsEma = (n: number): Kernel => (bars, b, _p, data, i) => bars.adjClose[b] / ema(data, i, n)[b] - 1;
const smaOverSma = (fast: number, slow: number): Kernel => (bars, b) => smaAt(bars.adjClose, b, fast) / smaAt(bars.adjClose, b, slow) - 1;
const emaOverEma = (fast: number, slow: number): Kernel => (bars, b, _p, data, i) => ema(data, i, fast)[b] / ema(data, i, slow)[b] - 1;

function crossoverFilter(id: string, name: string, kind: "SMA" | "EMA", fast: number, slow: number): FilterDef {
  const line = kind === "SMA" ? vsSma : vsEma;
  const fastOverSlow = kind === "SMA" ? smaOverSma(fast, slow) : emaOverEma(fast, slow);
  return {
    id, name, level: "asset", category: "technical", subcategory: "moving_averages", appliesTo: ALL, concepts: ["momentum"],
    description: `The fast ${fast}-day ${kind} of the adjusted close relative to the slow ${slow}-day ${kind}, as a fraction (fast / slow - 1). The crossover relations look back the target number of trading days: fast_bull / fast_bear = the price crossed above / below the fast average, slow_bull / slow_bear = the price crossed the slow average, fast_over_slow = the fast average crossed the slow one (a golden or death cross).`,
    inputs: [],
    relations: [
      ...numericRelations(SPREAD, { aggregates: null, ownPast: false }),
      ...lineRelations(["fast_bull_crossover_within_days", "fast_bear_crossover_within_days", "slow_bull_crossover_within_days", "slow_bear_crossover_within_days", "fast_over_slow_bull_crossover_within_days", "fast_over_slow_bear_crossover_within_days"]),
    ],
    defaultRelation: "fast_over_slow_bull_crossover_within_days",
    compute: perInstrument(fastOverSlow),
    lines: {
      fast_bull_crossover_within_days: perInstrument(line(fast)), fast_bear_crossover_within_days: perInstrument(line(fast)),
      slow_bull_crossover_within_days: perInstrument(line(slow)), slow_bear_crossover_within_days: perInstrument(line(slow)),
      fast_over_slow_bull_crossover_within_days: perInstrument(fastOverSlow), fast_over_slow_bear_crossover_within_days: perInstrument(fastOverSlow),
    },
  };
}

function movingAverageFilter(id: string, name: string, kind: "SMA" | "EMA"): FilterDef {
  const kernel: Kernel = (bars, b, p, data, i) => (kind === "SMA" ? vsSma(p.days) : vsEma(p.days))(bars, b, p, data, i);
  const compute = perInstrument(kernel);
  const what = kind === "SMA" ? "simple moving average" : "exponential moving average (alpha = 2 / (days + 1), seeded with the simple average of the first days)";
  return {
    id, name, level: "asset", category: "technical", subcategory: "moving_averages", appliesTo: ALL, concepts: ["momentum"],
    description: `The adjusted close relative to its ${what} over the last days trading days, as a fraction (price / average - 1; 0.05 = 5% above). price_above / price_below read the side today; crossing_above / crossing_below look for the price crossing the average within the target number of trading days.`,
    inputs: [inputs.days([5, 10, 20, 50, 100, 150, 200], 50, "the moving average"), inputs.monthsAgo()],
    relations: [...numericRelations(SPREAD, { aggregates: [...STATS_WITH_INDEX] }), ...lineRelations(["price_above", "price_below", "crossing_above_within_days", "crossing_below_within_days"])],
    defaultRelation: "price_above",
    compute,
    lines: { price_above: compute, price_below: compute, crossing_above_within_days: compute, crossing_below_within_days: compute },
  };
}

const macd = (data: Parameters<Kernel>[3], i: number) => memoSeries(data.prices, "macd:line", i, (bars) => macdSeries(bars.adjClose).line);
const macdSignal = (data: Parameters<Kernel>[3], i: number) => memoSeries(data.prices, "macd:signal", i, (bars) => macdSeries(bars.adjClose).signal);
const macdLine: Kernel = (bars, b, _p, data, i) => macd(data, i)[b] / bars.adjClose[b];
const macdHist: Kernel = (bars, b, _p, data, i) => (macd(data, i)[b] - macdSignal(data, i)[b]) / bars.adjClose[b];

const bollinger = (bars: Bars, b: number, p: Readonly<Record<string, number>>) => bollingerAt(bars.adjClose, b, p.days, p.std_devs);
const bollingerInputs = () => [inputs.days([10, 20, 50], 20, "the middle band (simple moving average)"), inputs.stdDevs([1, 1.5, 2, 2.5, 3], 2), inputs.monthsAgo()];

/** Sum of dividends with ex-dates in bars base+1..b. */
function dividends(bars: Bars, base: number, b: number): number {
  let s = 0;
  for (let k = base + 1; k <= b; k++) s += bars.dividend[k];
  return s;
}

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

/** Mean volume over bars b-n+1..b. */
function meanVolume(bars: Bars, b: number, n: number): number {
  if (b - n + 1 < 0) return NaN;
  let s = 0;
  for (let k = b - n + 1; k <= b; k++) s += bars.volume[k];
  return s / n;
}

export const TECHNICAL_FILTERS: FilterDef[] = [
  tech({ id: "price", name: "Price", subcategory: "price", appliesTo: ALL, concepts: ["value"], description: "The last close as traded (not adjusted), in US dollars.", inputs: [inputs.monthsAgo()], defaultRelation: "greater_than", relations: numericRelations(PRICE, { aggregates: ["average", "median", "p75", "p25"] }) }, (bars, b) => bars.close[b], PRICE),
  tech({ id: "total_return", name: "Total return over N months", subcategory: "returns", appliesTo: ALL, concepts: ["momentum"], description: "Total return (adjusted close, dividends reinvested) over the last `months` calendar months, as a fraction; with months_ago, the return of the window that ended that many months earlier (12 months, 1 month ago = the classic 12-1 momentum).", inputs: [inputs.months([1, 3, 6, 9, 12, 24, 36, 60], 12), inputs.monthsAgo()], defaultRelation: "highest" }, totalReturn),
  tech({ id: "return_days", name: "Return over N days", subcategory: "returns", appliesTo: ALL, concepts: ["momentum"], description: "Total return over the last `days` trading days, as a fraction.", inputs: [inputs.days([1, 2, 3, 5, 10, 20], 5), inputs.monthsAgo()], defaultRelation: "greater_than" }, (bars, b, p) => (b - p.days < 0 ? NaN : bars.adjClose[b] / bars.adjClose[b - p.days] - 1)),
  tech({ id: "return_ytd", name: "Year-to-date return", subcategory: "returns", appliesTo: ALL, concepts: ["momentum"], description: "Total return since the last close of the previous calendar year, as a fraction.", inputs: [inputs.monthsAgo()], defaultRelation: "greater_than" }, (bars, b) => {
    const jan1 = Math.round(Date.UTC(new Date(bars.days[b] * 86_400_000).getUTCFullYear(), 0, 1) / 86_400_000);
    let k = b;
    while (k >= 0 && bars.days[k] >= jan1) k--;
    // The previous year's last close must be a real year-end close, not the first bar of a new listing.
    return k < 0 || jan1 - bars.days[k] > 7 ? NaN : bars.adjClose[b] / bars.adjClose[k] - 1;
  }),
  movingAverageFilter("price_vs_sma", "Price vs simple moving average", "SMA"),
  movingAverageFilter("price_vs_ema", "Price vs exponential moving average", "EMA"),
  crossoverFilter("sma_50_200_crossover", "50/200-day SMA crossover", "SMA", 50, 200),
  crossoverFilter("sma_20_50_crossover", "20/50-day SMA crossover", "SMA", 20, 50),
  crossoverFilter("ema_12_26_crossover", "12/26-day EMA crossover", "EMA", 12, 26),
  {
    id: "macd", name: "MACD (12, 26, 9)", level: "asset", category: "technical", subcategory: "oscillators", appliesTo: ALL, concepts: ["momentum"],
    description: "The MACD line (12-day EMA minus 26-day EMA of the adjusted close) divided by the adjusted close, as a fraction, so instruments of any price compare. crossing_above / crossing_below: the MACD line crossed zero within the target number of trading days; fast_over_slow_bull / bear: the MACD line crossed its 9-day EMA signal line.",
    inputs: [inputs.monthsAgo()],
    relations: [...numericRelations(SPREAD, { aggregates: [...STATS_WITH_INDEX] }), ...lineRelations(["crossing_above_within_days", "crossing_below_within_days", "fast_over_slow_bull_crossover_within_days", "fast_over_slow_bear_crossover_within_days"])],
    defaultRelation: "fast_over_slow_bull_crossover_within_days",
    compute: perInstrument(macdLine),
    lines: { crossing_above_within_days: perInstrument(macdLine), crossing_below_within_days: perInstrument(macdLine), fast_over_slow_bull_crossover_within_days: perInstrument(macdHist), fast_over_slow_bear_crossover_within_days: perInstrument(macdHist) },
  },
  tech({ id: "macd_histogram", name: "MACD histogram", subcategory: "oscillators", appliesTo: ALL, concepts: ["momentum"], description: "MACD line minus its 9-day signal line, divided by the adjusted close (a fraction); above 0 while the MACD is above its signal.", inputs: [inputs.monthsAgo()], defaultRelation: "greater_than" }, macdHist, SPREAD),
  tech({ id: "rsi", name: "Relative strength index (RSI)", subcategory: "oscillators", appliesTo: ALL, concepts: ["momentum"], description: "Wilder's RSI of the adjusted close over `days` trading days, 0 to 100 (average gains and losses smoothed as (previous * (days - 1) + today) / days, from the first bar of the history). Below 30 is read as oversold, above 70 as overbought.", inputs: [inputs.days([2, 5, 7, 9, 14, 21, 28], 14), inputs.monthsAgo()], defaultRelation: "less_than", relations: numericRelations(OSCILLATOR, { aggregates: [...STATS_WITH_INDEX] }) }, (bars, b, p, data, i) => memoSeries(data.prices, `rsi:${p.days}`, i, (x) => rsiSeries(x.adjClose, p.days))[b], OSCILLATOR),
  tech({ id: "stochastic_k", name: "Stochastic %K", subcategory: "oscillators", appliesTo: ALL, concepts: ["momentum"], description: "Where the adjusted close sits in the high-low range of the last `days` trading days, 0 (at the low) to 100 (at the high).", inputs: [inputs.days([5, 9, 14, 21], 14), inputs.monthsAgo()], defaultRelation: "less_than", relations: numericRelations({ ...OSCILLATOR, default: 20 }, { aggregates: [...STATS_WITH_INDEX] }) }, (bars, b, p) => stochasticAt(bars.adjHigh, bars.adjLow, bars.adjClose, b, p.days), OSCILLATOR),
  (() => {
    const percentB = perInstrument((bars, b, p) => {
      const bb = bollinger(bars, b, p);
      return (bars.adjClose[b] - bb.lower) / (bb.upper - bb.lower);
    });
    const upper = perInstrument((bars, b, p) => bars.adjClose[b] / bollinger(bars, b, p).upper - 1);
    const lower = perInstrument((bars, b, p) => bars.adjClose[b] / bollinger(bars, b, p).lower - 1);
    const f: FilterDef = {
      id: "bollinger_percent_b", name: "Bollinger %B", level: "asset", category: "technical", subcategory: "bands", appliesTo: ALL, concepts: ["volatility", "momentum"],
      description: "Where the adjusted close sits between the Bollinger bands (middle = `days`-day simple average, bands = middle +/- std_devs population standard deviations): 0 at the lower band, 1 at the upper band, outside 0..1 beyond them. price_above / crossing_above read the upper band; price_below / crossing_below the lower band.",
      inputs: bollingerInputs(),
      relations: [...numericRelations({ unit: "number", values: { kind: "range", min: -5, max: 5, step: 0.01 }, default: 1, band: [0, 1] }, { aggregates: [...STATS_WITH_INDEX] }), ...lineRelations(["price_above", "price_below", "crossing_above_within_days", "crossing_below_within_days"])],
      defaultRelation: "price_below",
      compute: percentB,
      lines: { price_above: upper, crossing_above_within_days: upper, price_below: lower, crossing_below_within_days: lower },
    };
    return f;
  })(),
  tech({ id: "bollinger_bandwidth", name: "Bollinger bandwidth", subcategory: "bands", appliesTo: ALL, concepts: ["volatility"], description: "Distance between the upper and lower Bollinger band divided by the middle band, as a fraction; low values mark a squeeze.", inputs: bollingerInputs(), defaultRelation: "less_than" }, (bars, b, p) => {
    const bb = bollinger(bars, b, p);
    return (bb.upper - bb.lower) / bb.middle;
  }, VOLATILITY),
  tech({ id: "atr_percent", name: "Average true range (% of price)", subcategory: "volatility", appliesTo: ALL, concepts: ["volatility"], description: "Wilder's average true range over `bars` daily bars (high, low and close scaled to the adjusted close), divided by the adjusted close, as a fraction.", inputs: [inputs.bars([5, 10, 14, 20, 50], 14, "the average"), inputs.monthsAgo()], defaultRelation: "less_than" }, (bars, b, p, data, i) => memoSeries(data.prices, `atr:${p.bars}`, i, (x) => atrSeries(x.adjHigh, x.adjLow, x.adjClose, p.bars))[b] / bars.adjClose[b], { ...VOLATILITY, default: 0.03, band: [0.01, 0.03] }),
  tech({ id: "volatility", name: "Volatility", subcategory: "volatility", appliesTo: ALL, concepts: ["volatility"], description: "Annualised standard deviation (n - 1) of daily total returns over the last `months` calendar months, as a fraction (x sqrt(252): the calendar is US trading days, crypto included).", inputs: [inputs.months([1, 3, 6, 12, 24, 36, 60], 12), inputs.monthsAgo()], defaultRelation: "lowest" }, (bars, b, p) => volatility(bars.adjClose, monthsBase(bars.days, b, p.months), b, TRADING_DAYS_PER_YEAR), VOLATILITY),
  tech({ id: "downside_volatility", name: "Downside volatility", subcategory: "volatility", appliesTo: ALL, concepts: ["volatility"], description: "Annualised downside deviation of daily total returns over the last `months` calendar months: root mean square of the negative returns (others count as 0), as a fraction.", inputs: [inputs.months([1, 3, 6, 12, 24, 36, 60], 12), inputs.monthsAgo()], defaultRelation: "lowest" }, (bars, b, p) => downsideDeviation(bars.adjClose, monthsBase(bars.days, b, p.months), b, TRADING_DAYS_PER_YEAR), VOLATILITY),
  tech({ id: "beta", name: "Beta to the S&P 500", subcategory: "risk", appliesTo: ["stocks", "etps"], concepts: ["volatility", "risk_reward"], description: "Beta of daily total returns against SPY's over the last `months` calendar months (covariance / SPY variance, on the instrument's trading days).", inputs: [inputs.months([3, 6, 12, 24, 36, 60], 12), inputs.monthsAgo()], defaultRelation: "less_than", relations: numericRelations(RATIO, { aggregates: ["average", "median", "p75", "p25"] }) }, betaKernel, RATIO),
  tech({ id: "correlation_to_market", name: "Correlation to the S&P 500", subcategory: "risk", appliesTo: ["stocks", "etps"], concepts: ["volatility"], description: "Correlation of daily total returns with SPY's over the last `months` calendar months, -1 to 1.", inputs: [inputs.months([3, 6, 12, 24, 36, 60], 12), inputs.monthsAgo()], defaultRelation: "less_than", relations: numericRelations({ ...RATIO, default: 0.5, band: [-0.5, 0.5] }, { aggregates: ["average", "median", "p75", "p25"] }) }, correlationKernel, RATIO),
  tech({ id: "max_drawdown", name: "Maximum drawdown", subcategory: "risk", appliesTo: ALL, concepts: ["risk_reward", "volatility"], description: "Largest peak-to-trough fall of the adjusted close over the last `months` calendar months, as a negative fraction (0 when it never fell).", inputs: [inputs.months([1, 3, 6, 12, 24, 36, 60], 12), inputs.monthsAgo()], defaultRelation: "greater_than" }, (bars, b, p) => maxDrawdown(bars.adjClose, monthsBase(bars.days, b, p.months), b), DRAWDOWN),
  tech({ id: "distance_from_52w_high", name: "Distance from 52-week high", subcategory: "price_range", appliesTo: ALL, concepts: ["momentum"], description: "Adjusted close relative to the highest daily high of the last 52 weeks (high scaled to the adjusted close), as a fraction <= 0 (0 = at the high).", inputs: [inputs.monthsAgo()], defaultRelation: "greater_than" }, (bars, b) => {
    const s = yearStart(bars, b);
    return s < 0 ? NaN : bars.adjClose[b] / extreme(bars.adjHigh, s, b, true) - 1;
  }, { ...DRAWDOWN, default: -0.05 }),
  tech({ id: "distance_from_52w_low", name: "Distance from 52-week low", subcategory: "price_range", appliesTo: ALL, concepts: ["momentum", "value"], description: "Adjusted close relative to the lowest daily low of the last 52 weeks, as a fraction >= 0 (0 = at the low).", inputs: [inputs.monthsAgo()], defaultRelation: "less_than" }, (bars, b) => {
    const s = yearStart(bars, b);
    return s < 0 ? NaN : bars.adjClose[b] / extreme(bars.adjLow, s, b, false) - 1;
  }, { ...RETURN, default: 0.1, band: [0, 0.2] }),
  tech({ id: "position_in_52w_range", name: "Position in 52-week range", subcategory: "price_range", appliesTo: ALL, concepts: ["momentum"], description: "Where the adjusted close sits between the 52-week low (0) and high (1), as a fraction.", inputs: [inputs.monthsAgo()], defaultRelation: "greater_than" }, (bars, b) => {
    const s = yearStart(bars, b);
    if (s < 0) return NaN;
    const hi = extreme(bars.adjHigh, s, b, true);
    const lo = extreme(bars.adjLow, s, b, false);
    return hi === lo ? NaN : (bars.adjClose[b] - lo) / (hi - lo);
  }, SHARE),
  tech({ id: "average_volume", name: "Average volume", subcategory: "volume", appliesTo: ALL, concepts: ["liquidity"], description: "Mean daily traded volume (shares or units) over the last `days` trading days.", inputs: [inputs.days([1, 5, 10, 20, 50, 100], 20), inputs.monthsAgo()], defaultRelation: "greater_than", relations: numericRelations(SHARES, { aggregates: ["average", "median", "p75", "p25"] }) }, (bars, b, p) => meanVolume(bars, b, p.days), SHARES),
  tech({ id: "average_dollar_volume", name: "Average dollar volume", subcategory: "volume", appliesTo: ALL, concepts: ["liquidity", "size"], description: "Mean daily traded value (close as traded x volume) over the last `days` trading days, in US dollars.", inputs: [inputs.days([1, 5, 10, 20, 50, 100], 20), inputs.monthsAgo()], defaultRelation: "greater_than", relations: numericRelations(DOLLARS, { aggregates: ["average", "median", "p75", "p25"] }) }, (bars, b, p) => {
    if (b - p.days + 1 < 0) return NaN;
    let s = 0;
    for (let k = b - p.days + 1; k <= b; k++) s += bars.close[k] * bars.volume[k];
    return s / p.days;
  }, DOLLARS),
  tech({ id: "relative_volume", name: "Relative volume", subcategory: "volume", appliesTo: ALL, concepts: ["liquidity"], description: "The last bar's volume divided by the mean volume of the `days` bars before it (a plain number; 2 = twice the usual volume).", inputs: [inputs.days([5, 10, 20, 50], 20, "the comparison average"), inputs.monthsAgo()], defaultRelation: "greater_than", relations: numericRelations({ ...RATIO, values: { kind: "range", min: 0, max: 1000, step: 0.01 }, default: 2, band: [1.5, 3] }, { aggregates: ["average", "median", "p75", "p25"] }) }, (bars, b, p) => (b < 1 ? NaN : bars.volume[b] / meanVolume(bars, b - 1, p.days)), RATIO),
  tech({ id: "sharpe_ratio", name: "Sharpe ratio", subcategory: "risk_adjusted_return", appliesTo: ALL, concepts: ["risk_reward"], description: "Annualised Sharpe ratio of daily total returns over the last `months` calendar months: mean excess return over the cash rate (the data build's cash_rate series, read each day) / its standard deviation x sqrt(252). A plain number.", inputs: [inputs.months([3, 6, 12, 24, 36, 60], 12), inputs.monthsAgo()], defaultRelation: "highest", relations: numericRelations(RATIO, { aggregates: [...STATS_WITH_INDEX] }) }, sharpeKernel, RATIO),
  tech({ id: "sortino_ratio", name: "Sortino ratio", subcategory: "risk_adjusted_return", appliesTo: ALL, concepts: ["risk_reward"], description: "Annualised Sortino ratio over the last `months` calendar months: mean daily excess return over the cash rate / downside deviation of excess returns x sqrt(252). A plain number.", inputs: [inputs.months([3, 6, 12, 24, 36, 60], 12), inputs.monthsAgo()], defaultRelation: "highest", relations: numericRelations(RATIO, { aggregates: [...STATS_WITH_INDEX] }) }, sortinoKernel, RATIO),
  tech({ id: "up_days_ratio", name: "Share of up days", subcategory: "returns", appliesTo: ALL, concepts: ["momentum"], description: "Fraction of trading days with a positive total return over the last `months` calendar months.", inputs: [inputs.months([1, 3, 6, 12], 3), inputs.monthsAgo()], defaultRelation: "greater_than" }, (bars, b, p) => {
    const base = monthsBase(bars.days, b, p.months);
    if (base < 0) return NaN;
    let up = 0;
    for (let k = base + 1; k <= b; k++) if (bars.adjClose[k] > bars.adjClose[k - 1]) up++;
    return up / (b - base);
  }, SHARE),
  tech({ id: "trailing_dividend_yield", name: "Trailing dividend yield", category: "fundamental", subcategory: "dividends", appliesTo: ["stocks", "etps"], concepts: ["dividends"], description: "Cash dividends with ex-dates in the last 12 months divided by the close as traded, as a fraction; from the price history, so it exists at every date.", inputs: [inputs.monthsAgo()], defaultRelation: "greater_than" }, (bars, b) => {
    const base = monthsBase(bars.days, b, 12);
    return base < 0 ? NaN : dividends(bars, base, b) / bars.close[b];
  }, { ...RETURN, default: 0.03, band: [0.02, 0.06] }),
  tech({ id: "dividend_growth", name: "Dividend growth (12 months)", category: "fundamental", subcategory: "dividends", appliesTo: ["stocks", "etps"], concepts: ["dividends", "quality"], description: "Cash dividends per share over the last 12 months relative to the 12 months before, as a fraction (0.1 = 10% more); no value when nothing was paid in the earlier 12 months.", inputs: [inputs.monthsAgo()], defaultRelation: "greater_than" }, (bars, b) => {
    const base = monthsBase(bars.days, b, 12);
    const base2 = base < 0 ? -1 : monthsBase(bars.days, base, 12);
    if (base2 < 0) return NaN;
    const prior = dividends(bars, base2, base);
    return prior > 0 ? dividends(bars, base, b) / prior - 1 : NaN;
  }),
];
