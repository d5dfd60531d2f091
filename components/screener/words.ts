// Catalogue words as people read them: ids become sentence-case words, and the universe's facet values
// their usual names (an exchange's, an index's), with the plain words as the fallback.
export const sentenceCase = (id: string) => {
  const words = id.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const FACET_NAMES: Record<string, string> = {
  origins: "Origin",
  exchanges: "Exchange",
  types: "Type",
  indexes: "Index",
  sectors: "Sector",
  currencies: "Currency",
};

const VALUE_NAMES: Record<string, string> = {
  us_domestic: "US companies",
  adr: "ADRs",
  eu: "Europe",
  usa: "US",
  nyse: "NYSE",
  nasdaq: "Nasdaq",
  nyse_mkt: "NYSE American",
  nyse_arca: "NYSE Arca",
  eu_listed: "European exchanges",
  otc: "Over the counter",
  bats: "Cboe BZX",
  common_secondary: "Common (secondary class)",
  nasdaq_100: "Nasdaq-100",
  dow_30: "Dow 30",
  sp_100: "S&P 100",
  sp_400: "S&P 400",
  sp_500: "S&P 500",
  sp_600: "S&P 600",
  russell_2000: "Russell 2000",
  stoxx_600: "STOXX Europe 600",
  etf: "ETF",
  etn: "ETN",
  etc: "ETC",
  cef: "Closed-end fund",
  etd: "ETD",
  etmf: "Exchange-traded managed fund",
  unit: "Unit investment trust",
  usd: "US dollar",
  eur: "Euro",
  gbp: "British pound",
};

export const facetName = (facet: string) => FACET_NAMES[facet] ?? sentenceCase(facet);
export const facetValueName = (value: string) => VALUE_NAMES[value] ?? sentenceCase(value);

export const ASSET_TYPE_NAMES = { stocks: "Stocks", etps: "ETFs and other ETPs", crypto: "Crypto" } as const;
