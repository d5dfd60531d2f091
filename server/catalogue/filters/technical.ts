// Technical filters: computed from each instrument's own daily bars up to the as-of date. Price-level
// comparisons use the adjusted close (splits and dividends), so a split never looks like a crash.
import type { FilterDef } from "@/server/catalogue/filters/types";
import { inputs, lineRelations, numericRelations } from "@/server/catalogue/filters/shared";
import {
  DOLLARS,
  DRAWDOWN,
  OSCILLATOR,
  PRICE,
  RATIO,
  RETURN,
  SHARE,
  SHARES,
  SPREAD,
  VOLATILITY,
} from "@/server/catalogue/filters/scales";
import { perInstrument, type ComputeFn, type Kernel } from "@/server/engine/screening/kernels/kernel";
import * as onPanel from "@/server/engine/screening/kernels/onPanel";
import * as kernels from "@/server/engine/screening/kernels/technical";
import {
  betaKernel,
  correlationKernel,
  sharpeKernel,
  sortinoKernel,
} from "@/server/engine/screening/kernels/marketRelative";

const ALL = ["stocks", "etps", "crypto"] as FilterDef["appliesTo"];
const STATS_WITH_INDEX = ["average", "median", "p75", "p25", "index"] as const;
type Base = Omit<FilterDef, "level" | "category" | "relations" | "compute"> &
  Partial<Pick<FilterDef, "category" | "relations">>;

const computed = (f: Base, compute: ComputeFn, scale = RETURN): FilterDef => ({
  level: "asset",
  category: "technical",
  relations: numericRelations(scale, { aggregates: [...STATS_WITH_INDEX] }),
  compute,
  ...f,
});
const tech = (f: Base, kernel: Kernel, scale = RETURN): FilterDef =>
  computed(f, perInstrument(kernel), scale);

function crossoverFilter(
  id: string,
  name: string,
  kind: "SMA" | "EMA",
  fast: number,
  slow: number,
): FilterDef {
  const line = kind === "SMA" ? kernels.vsSma : kernels.vsEma;
  const fastOverSlow = kind === "SMA" ? kernels.smaOverSma(fast, slow) : kernels.emaOverEma(fast, slow);
  return {
    id,
    name,
    level: "asset",
    category: "technical",
    subcategory: "moving_averages",
    appliesTo: ALL,
    concepts: ["momentum"],
    description: `The fast ${fast}-day ${kind} of the adjusted close relative to the slow ${slow}-day ${kind}, as a fraction (fast / slow - 1). The crossover relations look back the target number of trading days: fast_bull / fast_bear = the price crossed above / below the fast average, slow_bull / slow_bear = the price crossed the slow average, fast_over_slow = the fast average crossed the slow one (a golden or death cross).`,
    inputs: [],
    relations: [
      ...numericRelations(SPREAD, { aggregates: null, ownPast: false }),
      ...lineRelations([
        "fast_bull_crossover_within_days",
        "fast_bear_crossover_within_days",
        "slow_bull_crossover_within_days",
        "slow_bear_crossover_within_days",
        "fast_over_slow_bull_crossover_within_days",
        "fast_over_slow_bear_crossover_within_days",
      ]),
    ],
    defaultRelation: "fast_over_slow_bull_crossover_within_days",
    compute: perInstrument(fastOverSlow),
    lines: {
      fast_bull_crossover_within_days: perInstrument(line(fast)),
      fast_bear_crossover_within_days: perInstrument(line(fast)),
      slow_bull_crossover_within_days: perInstrument(line(slow)),
      slow_bear_crossover_within_days: perInstrument(line(slow)),
      fast_over_slow_bull_crossover_within_days: perInstrument(fastOverSlow),
      fast_over_slow_bear_crossover_within_days: perInstrument(fastOverSlow),
    },
  };
}

function movingAverageFilter(id: string, name: string, kind: "SMA" | "EMA"): FilterDef {
  const compute = perInstrument(kernels.vsMovingAverage(kind));
  const what =
    kind === "SMA"
      ? "simple moving average"
      : "exponential moving average (alpha = 2 / (days + 1), seeded with the simple average of the first days)";
  return {
    id,
    name,
    level: "asset",
    category: "technical",
    subcategory: "moving_averages",
    appliesTo: ALL,
    concepts: ["momentum"],
    description: `The adjusted close relative to its ${what} over the last days trading days, as a fraction (price / average - 1; 0.05 = 5% above). price_above / price_below read the side today; crossing_above / crossing_below look for the price crossing the average within the target number of trading days.`,
    inputs: [inputs.days([5, 10, 20, 50, 100, 150, 200], 50, "the moving average"), inputs.monthsAgo()],
    relations: [
      ...numericRelations(SPREAD, { aggregates: [...STATS_WITH_INDEX] }),
      ...lineRelations([
        "price_above",
        "price_below",
        "crossing_above_within_days",
        "crossing_below_within_days",
      ]),
    ],
    defaultRelation: "price_above",
    compute,
    lines: {
      price_above: compute,
      price_below: compute,
      crossing_above_within_days: compute,
      crossing_below_within_days: compute,
    },
  };
}

const bollingerInputs = () => [
  inputs.days([10, 20, 50], 20, "the middle band (simple moving average)"),
  inputs.stdDevs([1, 1.5, 2, 2.5, 3], 2),
  inputs.monthsAgo(),
];

export const TECHNICAL_FILTERS: FilterDef[] = [
  computed(
    {
      id: "price",
      name: "Price",
      subcategory: "price",
      appliesTo: ALL,
      concepts: ["value"],
      description: "The last close as traded (not adjusted), in US dollars.",
      inputs: [inputs.monthsAgo()],
      defaultRelation: "greater_than",
      relations: numericRelations(PRICE, { aggregates: ["average", "median", "p75", "p25"] }),
    },
    onPanel.price,
    PRICE,
  ),
  computed(
    {
      id: "total_return",
      name: "Total return over N months",
      subcategory: "returns",
      appliesTo: ALL,
      concepts: ["momentum"],
      description:
        "Total return (adjusted close, dividends reinvested) over the last `months` calendar " +
        "months, as a fraction; with months_ago, the return of the window that ended that many months " +
        "earlier (12 months, 1 month ago = the classic 12-1 momentum).",
      inputs: [inputs.months([1, 3, 6, 9, 12, 24, 36, 60], 12), inputs.monthsAgo()],
      defaultRelation: "highest",
    },
    onPanel.totalReturn,
  ),
  tech(
    {
      id: "return_days",
      name: "Return over N days",
      subcategory: "returns",
      appliesTo: ALL,
      concepts: ["momentum"],
      description: "Total return over the last `days` trading days, as a fraction.",
      inputs: [inputs.days([1, 2, 3, 5, 10, 20], 5), inputs.monthsAgo()],
      defaultRelation: "greater_than",
    },
    kernels.returnDays,
  ),
  tech(
    {
      id: "return_ytd",
      name: "Year-to-date return",
      subcategory: "returns",
      appliesTo: ALL,
      concepts: ["momentum"],
      description: "Total return since the last close of the previous calendar year, as a fraction.",
      inputs: [inputs.monthsAgo()],
      defaultRelation: "greater_than",
    },
    kernels.returnYtd,
  ),
  movingAverageFilter("price_vs_sma", "Price vs simple moving average", "SMA"),
  movingAverageFilter("price_vs_ema", "Price vs exponential moving average", "EMA"),
  crossoverFilter("sma_50_200_crossover", "50/200-day SMA crossover", "SMA", 50, 200),
  crossoverFilter("sma_20_50_crossover", "20/50-day SMA crossover", "SMA", 20, 50),
  crossoverFilter("ema_12_26_crossover", "12/26-day EMA crossover", "EMA", 12, 26),
  {
    id: "macd",
    name: "MACD (12, 26, 9)",
    level: "asset",
    category: "technical",
    subcategory: "oscillators",
    appliesTo: ALL,
    concepts: ["momentum"],
    description:
      "The MACD line (12-day EMA minus 26-day EMA of the adjusted close) divided by the adjusted close, as a fraction, so instruments of any price compare. crossing_above / crossing_below: the MACD line crossed zero within the target number of trading days; fast_over_slow_bull / bear: the MACD line crossed its 9-day EMA signal line.",
    inputs: [inputs.monthsAgo()],
    relations: [
      ...numericRelations(SPREAD, { aggregates: [...STATS_WITH_INDEX] }),
      ...lineRelations([
        "crossing_above_within_days",
        "crossing_below_within_days",
        "fast_over_slow_bull_crossover_within_days",
        "fast_over_slow_bear_crossover_within_days",
      ]),
    ],
    defaultRelation: "fast_over_slow_bull_crossover_within_days",
    compute: perInstrument(kernels.macdLine),
    lines: {
      crossing_above_within_days: perInstrument(kernels.macdLine),
      crossing_below_within_days: perInstrument(kernels.macdLine),
      fast_over_slow_bull_crossover_within_days: perInstrument(kernels.macdHistogram),
      fast_over_slow_bear_crossover_within_days: perInstrument(kernels.macdHistogram),
    },
  },
  tech(
    {
      id: "macd_histogram",
      name: "MACD histogram",
      subcategory: "oscillators",
      appliesTo: ALL,
      concepts: ["momentum"],
      description:
        "MACD line minus its 9-day signal line, divided by the adjusted close (a fraction); above " +
        "0 while the MACD is above its signal.",
      inputs: [inputs.monthsAgo()],
      defaultRelation: "greater_than",
    },
    kernels.macdHistogram,
    SPREAD,
  ),
  tech(
    {
      id: "rsi",
      name: "Relative strength index (RSI)",
      subcategory: "oscillators",
      appliesTo: ALL,
      concepts: ["momentum"],
      description:
        "Wilder's RSI of the adjusted close over `days` trading days, 0 to 100 (average gains and " +
        "losses smoothed as (previous * (days - 1) + today) / days, from the first bar of the history). " +
        "Below 30 is read as oversold, above 70 as overbought.",
      inputs: [inputs.days([2, 5, 7, 9, 14, 21, 28], 14), inputs.monthsAgo()],
      defaultRelation: "less_than",
      relations: numericRelations(OSCILLATOR, { aggregates: [...STATS_WITH_INDEX] }),
    },
    kernels.rsi,
    OSCILLATOR,
  ),
  tech(
    {
      id: "stochastic_k",
      name: "Stochastic %K",
      subcategory: "oscillators",
      appliesTo: ALL,
      concepts: ["momentum"],
      description:
        "Where the adjusted close sits in the high-low range of the last `days` trading days, 0 " +
        "(at the low) to 100 (at the high).",
      inputs: [inputs.days([5, 9, 14, 21], 14), inputs.monthsAgo()],
      defaultRelation: "less_than",
      relations: numericRelations({ ...OSCILLATOR, default: 20 }, { aggregates: [...STATS_WITH_INDEX] }),
    },
    kernels.stochasticK,
    OSCILLATOR,
  ),
  (() => {
    const percentB = perInstrument(kernels.bollingerPercentB);
    const upper = perInstrument(kernels.vsUpperBand);
    const lower = perInstrument(kernels.vsLowerBand);
    const f: FilterDef = {
      id: "bollinger_percent_b",
      name: "Bollinger %B",
      level: "asset",
      category: "technical",
      subcategory: "bands",
      appliesTo: ALL,
      concepts: ["volatility", "momentum"],
      description:
        "Where the adjusted close sits between the Bollinger bands (middle = `days`-day simple average, bands = middle +/- std_devs population standard deviations): 0 at the lower band, 1 at the upper band, outside 0..1 beyond them. price_above / crossing_above read the upper band; price_below / crossing_below the lower band.",
      inputs: bollingerInputs(),
      relations: [
        ...numericRelations(
          {
            unit: "number",
            values: { kind: "range", min: -5, max: 5, step: 0.01 },
            default: 1,
            band: [0, 1],
          },
          { aggregates: [...STATS_WITH_INDEX] },
        ),
        ...lineRelations([
          "price_above",
          "price_below",
          "crossing_above_within_days",
          "crossing_below_within_days",
        ]),
      ],
      defaultRelation: "price_below",
      compute: percentB,
      lines: {
        price_above: upper,
        crossing_above_within_days: upper,
        price_below: lower,
        crossing_below_within_days: lower,
      },
    };
    return f;
  })(),
  tech(
    {
      id: "bollinger_bandwidth",
      name: "Bollinger bandwidth",
      subcategory: "bands",
      appliesTo: ALL,
      concepts: ["volatility"],
      description:
        "Distance between the upper and lower Bollinger band divided by the middle band, as a " +
        "fraction; low values mark a squeeze.",
      inputs: bollingerInputs(),
      defaultRelation: "less_than",
    },
    kernels.bollingerBandwidth,
    VOLATILITY,
  ),
  tech(
    {
      id: "atr_percent",
      name: "Average true range (% of price)",
      subcategory: "volatility",
      appliesTo: ALL,
      concepts: ["volatility"],
      description:
        "Wilder's average true range over `bars` daily bars (high, low and close scaled to the " +
        "adjusted close), divided by the adjusted close, as a fraction.",
      inputs: [inputs.bars([5, 10, 14, 20, 50], 14, "the average"), inputs.monthsAgo()],
      defaultRelation: "less_than",
    },
    kernels.atrPercent,
    { ...VOLATILITY, default: 0.03, band: [0.01, 0.03] },
  ),
  tech(
    {
      id: "volatility",
      name: "Volatility",
      subcategory: "volatility",
      appliesTo: ALL,
      concepts: ["volatility"],
      description:
        "Annualised standard deviation (n - 1) of daily total returns over the last `months` " +
        "calendar months, as a fraction (x sqrt(252): the calendar is US trading days, crypto included).",
      inputs: [inputs.months([1, 3, 6, 12, 24, 36, 60], 12), inputs.monthsAgo()],
      defaultRelation: "lowest",
    },
    kernels.volatilityOverMonths,
    VOLATILITY,
  ),
  tech(
    {
      id: "downside_volatility",
      name: "Downside volatility",
      subcategory: "volatility",
      appliesTo: ALL,
      concepts: ["volatility"],
      description:
        "Annualised downside deviation of daily total returns over the last `months` calendar " +
        "months: root mean square of the negative returns (others count as 0), as a fraction.",
      inputs: [inputs.months([1, 3, 6, 12, 24, 36, 60], 12), inputs.monthsAgo()],
      defaultRelation: "lowest",
    },
    kernels.downsideVolatility,
    VOLATILITY,
  ),
  tech(
    {
      id: "beta",
      name: "Beta to the S&P 500",
      subcategory: "risk",
      appliesTo: ["stocks", "etps"],
      concepts: ["volatility", "risk_reward"],
      description:
        "Beta of daily total returns against SPY's over the last `months` calendar months (covariance / SPY variance, on the instrument's trading days).",
      inputs: [inputs.months([3, 6, 12, 24, 36, 60], 12), inputs.monthsAgo()],
      defaultRelation: "less_than",
      relations: numericRelations(RATIO, { aggregates: ["average", "median", "p75", "p25"] }),
    },
    betaKernel,
    RATIO,
  ),
  tech(
    {
      id: "correlation_to_market",
      name: "Correlation to the S&P 500",
      subcategory: "risk",
      appliesTo: ["stocks", "etps"],
      concepts: ["volatility"],
      description:
        "Correlation of daily total returns with SPY's over the last `months` calendar months, -1 to 1.",
      inputs: [inputs.months([3, 6, 12, 24, 36, 60], 12), inputs.monthsAgo()],
      defaultRelation: "less_than",
      relations: numericRelations(
        { ...RATIO, default: 0.5, band: [-0.5, 0.5] },
        { aggregates: ["average", "median", "p75", "p25"] },
      ),
    },
    correlationKernel,
    RATIO,
  ),
  tech(
    {
      id: "max_drawdown",
      name: "Maximum drawdown",
      subcategory: "risk",
      appliesTo: ALL,
      concepts: ["risk_reward", "volatility"],
      description:
        "Largest peak-to-trough fall of the adjusted close over the last `months` calendar " +
        "months, as a negative fraction (0 when it never fell).",
      inputs: [inputs.months([1, 3, 6, 12, 24, 36, 60], 12), inputs.monthsAgo()],
      defaultRelation: "greater_than",
    },
    kernels.drawdownOverMonths,
    DRAWDOWN,
  ),
  tech(
    {
      id: "distance_from_52w_high",
      name: "Distance from 52-week high",
      subcategory: "price_range",
      appliesTo: ALL,
      concepts: ["momentum"],
      description:
        "Adjusted close relative to the highest daily high of the last 52 weeks (high scaled to " +
        "the adjusted close), as a fraction <= 0 (0 = at the high).",
      inputs: [inputs.monthsAgo()],
      defaultRelation: "greater_than",
    },
    kernels.distanceFrom52wHigh,
    { ...DRAWDOWN, default: -0.05 },
  ),
  tech(
    {
      id: "distance_from_52w_low",
      name: "Distance from 52-week low",
      subcategory: "price_range",
      appliesTo: ALL,
      concepts: ["momentum", "value"],
      description:
        "Adjusted close relative to the lowest daily low of the last 52 weeks, as a fraction >= 0 " +
        "(0 = at the low).",
      inputs: [inputs.monthsAgo()],
      defaultRelation: "less_than",
    },
    kernels.distanceFrom52wLow,
    { ...RETURN, default: 0.1, band: [0, 0.2] },
  ),
  tech(
    {
      id: "position_in_52w_range",
      name: "Position in 52-week range",
      subcategory: "price_range",
      appliesTo: ALL,
      concepts: ["momentum"],
      description: "Where the adjusted close sits between the 52-week low (0) and high (1), as a fraction.",
      inputs: [inputs.monthsAgo()],
      defaultRelation: "greater_than",
    },
    kernels.positionIn52wRange,
    SHARE,
  ),
  tech(
    {
      id: "average_volume",
      name: "Average volume",
      subcategory: "volume",
      appliesTo: ALL,
      concepts: ["liquidity"],
      description: "Mean daily traded volume (shares or units) over the last `days` trading days.",
      inputs: [inputs.days([1, 5, 10, 20, 50, 100], 20), inputs.monthsAgo()],
      defaultRelation: "greater_than",
      relations: numericRelations(SHARES, { aggregates: ["average", "median", "p75", "p25"] }),
    },
    kernels.averageVolume,
    SHARES,
  ),
  tech(
    {
      id: "average_dollar_volume",
      name: "Average dollar volume",
      subcategory: "volume",
      appliesTo: ALL,
      concepts: ["liquidity", "size"],
      description:
        "Mean daily traded value (close as traded x volume) over the last `days` trading days, in " +
        "US dollars.",
      inputs: [inputs.days([1, 5, 10, 20, 50, 100], 20), inputs.monthsAgo()],
      defaultRelation: "greater_than",
      relations: numericRelations(DOLLARS, { aggregates: ["average", "median", "p75", "p25"] }),
    },
    kernels.averageDollarVolume,
    DOLLARS,
  ),
  tech(
    {
      id: "relative_volume",
      name: "Relative volume",
      subcategory: "volume",
      appliesTo: ALL,
      concepts: ["liquidity"],
      description:
        "The last bar's volume divided by the mean volume of the `days` bars before it (a plain " +
        "number; 2 = twice the usual volume).",
      inputs: [inputs.days([5, 10, 20, 50], 20, "the comparison average"), inputs.monthsAgo()],
      defaultRelation: "greater_than",
      relations: numericRelations(
        { ...RATIO, values: { kind: "range", min: 0, max: 1000, step: 0.01 }, default: 2, band: [1.5, 3] },
        { aggregates: ["average", "median", "p75", "p25"] },
      ),
    },
    kernels.relativeVolume,
    RATIO,
  ),
  tech(
    {
      id: "sharpe_ratio",
      name: "Sharpe ratio",
      subcategory: "risk_adjusted_return",
      appliesTo: ALL,
      concepts: ["risk_reward"],
      description:
        "Annualised Sharpe ratio of daily total returns over the last `months` calendar months: mean excess return over the cash rate (the data build's cash_rate series, read each day) / its standard deviation x sqrt(252). A plain number.",
      inputs: [inputs.months([3, 6, 12, 24, 36, 60], 12), inputs.monthsAgo()],
      defaultRelation: "highest",
      relations: numericRelations(RATIO, { aggregates: [...STATS_WITH_INDEX] }),
    },
    sharpeKernel,
    RATIO,
  ),
  tech(
    {
      id: "sortino_ratio",
      name: "Sortino ratio",
      subcategory: "risk_adjusted_return",
      appliesTo: ALL,
      concepts: ["risk_reward"],
      description:
        "Annualised Sortino ratio over the last `months` calendar months: mean daily excess return over the cash rate / downside deviation of excess returns x sqrt(252). A plain number.",
      inputs: [inputs.months([3, 6, 12, 24, 36, 60], 12), inputs.monthsAgo()],
      defaultRelation: "highest",
      relations: numericRelations(RATIO, { aggregates: [...STATS_WITH_INDEX] }),
    },
    sortinoKernel,
    RATIO,
  ),
  tech(
    {
      id: "up_days_ratio",
      name: "Share of up days",
      subcategory: "returns",
      appliesTo: ALL,
      concepts: ["momentum"],
      description:
        "Fraction of trading days with a positive total return over the last `months` calendar " + "months.",
      inputs: [inputs.months([1, 3, 6, 12], 3), inputs.monthsAgo()],
      defaultRelation: "greater_than",
    },
    kernels.upDaysRatio,
    SHARE,
  ),
  tech(
    {
      id: "trailing_dividend_yield",
      name: "Trailing dividend yield",
      category: "fundamental",
      subcategory: "dividends",
      appliesTo: ["stocks", "etps"],
      concepts: ["dividends"],
      description:
        "Cash dividends with ex-dates in the last 12 months divided by the close as traded, as a " +
        "fraction; no value where a dividend of those 12 months is unknown (describe_screen_filter's " +
        "coverage lists the spans without dividend data).",
      inputs: [inputs.monthsAgo()],
      defaultRelation: "greater_than",
      readsDividends: true,
    },
    kernels.trailingDividendYield,
    { ...RETURN, default: 0.03, band: [0.02, 0.06] },
  ),
  tech(
    {
      id: "dividend_growth",
      name: "Dividend growth (12 months)",
      category: "fundamental",
      subcategory: "dividends",
      appliesTo: ["stocks", "etps"],
      concepts: ["dividends", "quality"],
      description:
        "Cash dividends per share over the last 12 months relative to the 12 months before, as a " +
        "fraction (0.1 = 10% more); no value when nothing was paid in the earlier 12 months, or where a " +
        "dividend of the 24 months is unknown.",
      inputs: [inputs.monthsAgo()],
      defaultRelation: "greater_than",
      readsDividends: true,
    },
    kernels.dividendGrowth,
  ),
];
