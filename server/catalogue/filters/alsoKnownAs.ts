// The words people search a filter by when its name and description do not hold them ("12-month
// return" for Total return over N months): part of the catalogue entry, by filter id, in a table of its
// own so the browser's filter picker can read it without the filters' compute functions. The API's
// text search (list_screen_filters' query) and the picker both match these words.
export const ALSO_KNOWN_AS: Readonly<Record<string, readonly string[]>> = {
  total_return: [
    "12-month return",
    "12 month return",
    "1-year return",
    "one-year return",
    "trailing return",
    "price change",
    "performance",
    "momentum",
  ],
  return_days: ["short-term return", "weekly return", "daily return", "short-term momentum"],
  return_ytd: ["ytd return", "return this year"],
  distance_from_52w_high: ["52-week high", "off the high", "near the high"],
  distance_from_52w_low: ["52-week low", "off the low"],
  max_drawdown: ["worst fall", "peak to trough"],
  volatility: ["standard deviation", "price swings"],
  sharpe_ratio: ["risk-adjusted return"],
  rsi: ["overbought", "oversold"],
  beta: ["market sensitivity"],
  trailing_dividend_yield: ["yield", "income", "dividends paid"],
  dividend_yield: ["yield", "income"],
  average_dollar_volume: ["liquidity", "traded value", "turnover"],
};
