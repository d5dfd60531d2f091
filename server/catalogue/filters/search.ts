// list_screen_filters' text search: every word of the query, in any order, found in a filter's id,
// name or description, where a common name of a measure counts as the measure ("price to earnings",
// "p/e" and "pe ratio" all find the P/E filters). A query word matches any word of the filter's text
// that contains it, as the search did before it took words apart ("volat" finds Volatility); a measure's
// term matches only itself. The words people use for a filter (ALSO_KNOWN_AS, part of its entry) count
// as its text.
import type { FilterDef } from "@/server/catalogue/filters/types";
import { ALSO_KNOWN_AS } from "@/server/catalogue/filters/alsoKnownAs";

// Names people use for a measure, each set under one term of its own (the filter id where one exists).
const SYNONYMS: Record<string, string[]> = {
  pe_ratio: [
    "price to earnings",
    "price-to-earnings",
    "price/earnings",
    "price-earnings",
    "p/e",
    "pe ratio",
    "pe",
  ],
  ps_ratio: ["price to sales", "price-to-sales", "price/sales", "p/s", "ps ratio", "ps"],
  pb_ratio: ["price to book", "price-to-book", "price/book", "p/b", "pb ratio", "pb"],
  eps: ["earnings per share", "eps"],
  return_on_equity: ["return on equity", "roe"],
  return_on_assets: ["return on assets", "roa"],
  free_cash_flow: ["free cash flow", "fcf"],
  trailing_twelve_months: ["trailing twelve months", "trailing 12 months", "ttm"],
  market_cap: ["market capitalisation", "market capitalization", "market cap", "mkt cap", "mcap"],
  rsi: ["relative strength index", "rsi"],
  sma: ["simple moving average", "sma"],
  ema: ["exponential moving average", "ema"],
  volatility: ["standard deviation", "std dev", "volatility"],
  drawdown: ["maximum drawdown", "max drawdown", "mdd", "drawdown"],
  dividend_yield: ["dividend yield", "div yield"],
  year_to_date: ["year-to-date", "year to date", "ytd"],
};
// Words that carry no meaning of their own in a query ("return on equity" is matched as a whole above).
const STOP_WORDS = new Set(["a", "an", "the", "of", "to", "for", "in", "on", "and", "with", "by"]);

const PHRASES = Object.entries(SYNONYMS)
  .flatMap(([term, phrases]) => phrases.map((phrase) => ({ term, phrase })))
  .sort((a, b) => b.phrase.length - a.phrase.length)
  .map(({ term, phrase }) => ({
    term,
    pattern: new RegExp(`(?<![a-z0-9])${phrase.replace(/[/.*+?^${}()|[\]\\-]/g, "\\$&")}(?![a-z0-9])`, "g"),
  }));

// Lower case, with the spaces around "/" and "-" taken out ("Price / earnings" reads as "price/earnings").
const normalise = (text: string) => text.toLowerCase().replace(/\s*([/-])\s*/g, "$1");
const wordsOf = (text: string) => text.split(/[^a-z0-9_]+/).filter(Boolean);

/** The query's terms (named measures, matched whole) and its other words (matched as parts of words). */
function queryWords(query: string): { terms: string[]; words: string[] } {
  let text = normalise(query);
  const terms: string[] = [];
  for (const { term, pattern } of PHRASES) {
    text = text.replace(pattern, () => {
      terms.push(term);
      return " ";
    });
  }
  return { terms, words: wordsOf(text).filter((w) => !STOP_WORDS.has(w)) };
}

/** The filter's words, with the term of every measure it names added. */
function filterWords(f: FilterDef): string[] {
  const peoples = (ALSO_KNOWN_AS[f.id] ?? []).join(" ");
  const text = normalise(`${f.id} ${f.name} ${f.description ?? ""} ${peoples}`);
  const terms = PHRASES.filter(({ pattern }) => new RegExp(pattern).test(text)).map(({ term }) => term);
  return [...wordsOf(text), ...terms];
}

const wordsById = new Map<string, string[]>();

/** Whether the filter matches every word of the query. */
export function matchesQuery(f: FilterDef, query: string): boolean {
  let words = wordsById.get(f.id);
  if (!words) wordsById.set(f.id, (words = filterWords(f)));
  const { terms, words: parts } = queryWords(query);
  // A term whole, so pe_ratio does not find sharpe_ratio.
  return terms.every((t) => words.includes(t)) && parts.every((q) => words.some((w) => w.includes(q)));
}
