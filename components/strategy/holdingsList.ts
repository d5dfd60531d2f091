// Reads a pasted list of holdings the way people write them: "SPY 50 TLT 30 GLD 20", one "SPY 50" a
// line, or CSV ("SPY,50", a "Ticker,Weight" header allowed). Weights are percent, as the weight boxes
// show; a list whose weights add up to 1 is read as fractions (0.6 = 60 %) and says so. Pure: which
// tickers exist is the caller's question.

export interface PastedHolding {
  ticker: string;
  /** Percent; null when the list gave no weight for it. */
  percent: number | null;
}

export interface PastedList {
  holdings: PastedHolding[];
  /** Sentences about what was read differently or left out. */
  notes: string[];
}

const HEADER = /^(tickers?|symbols?|weights?|allocations?|percent|%)$/i;
const TICKER = /^[A-Za-z][A-Za-z0-9.^-]{0,11}$/;
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)%?$/;

const round = (x: number) => Math.round(x * 100) / 100;

export function parseHoldings(text: string): PastedList {
  const tokens = text.split(/[\s,;:\t]+/).filter(Boolean);
  const holdings: PastedHolding[] = [];
  const notes: string[] = [];
  for (const token of tokens) {
    const last = holdings.at(-1);
    if (NUMBER.test(token)) {
      const value = Number(token.replace("%", ""));
      if (!last || last.percent !== null) notes.push(`“${token}” has no ticker before it and was left out.`);
      else if (value < 0) notes.push(`${last.ticker}: ${token} % is below 0 %; its weight is left empty.`);
      else last.percent = value;
    } else if (HEADER.test(token)) {
      continue;
    } else if (TICKER.test(token)) {
      holdings.push({ ticker: token.toUpperCase(), percent: null });
    } else {
      notes.push(`“${token}” is not a ticker or a weight and was left out.`);
    }
  }
  const merged: PastedHolding[] = [];
  for (const h of holdings) {
    const same = merged.find((m) => m.ticker === h.ticker);
    if (!same) merged.push({ ...h });
    else {
      same.percent =
        same.percent === null && h.percent === null ? null : (same.percent ?? 0) + (h.percent ?? 0);
      notes.push(`${h.ticker} was listed twice; its weights were added up.`);
    }
  }
  const given = merged.filter((h) => h.percent !== null);
  const sum = given.reduce((a, h) => a + h.percent!, 0);
  if (given.length > 1 && Math.abs(sum - 1) < 1e-6) {
    for (const h of given) h.percent = round(h.percent! * 100);
    notes.push("The weights add up to 1, so they were read as fractions (0.5 = 50 %).");
  }
  return { holdings: merged, notes };
}
