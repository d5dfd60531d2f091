// The builder's paste box: the ways people write a list of holdings, read into tickers and percent.
import { describe, expect, it } from "vitest";
import { parseHoldings } from "@/components/strategy/holdingsList";

const threeFunds = [
  { ticker: "SPY", percent: 50 },
  { ticker: "TLT", percent: 30 },
  { ticker: "GLD", percent: 20 },
];

describe("parseHoldings", () => {
  it("reads one line, one holding a line, CSV with a header, and percent signs alike", () => {
    for (const text of [
      "SPY 50 TLT 30 GLD 20",
      "SPY 50\nTLT 30\nGLD 20\n",
      "Ticker,Weight\nSPY,50\nTLT,30\nGLD,20",
      "spy 50%; tlt 30%; gld: 20%",
      "SPY\t50\r\nTLT\t30\r\nGLD\t20",
    ]) {
      expect(parseHoldings(text), text).toEqual({ holdings: threeFunds, notes: [] });
    }
  });

  it("keeps decimals and crypto tickers, and leaves weights out when none are given", () => {
    expect(parseHoldings("BTC-USD 12.5 BRK.B 87.5").holdings).toEqual([
      { ticker: "BTC-USD", percent: 12.5 },
      { ticker: "BRK.B", percent: 87.5 },
    ]);
    expect(parseHoldings("SPY TLT").holdings).toEqual([
      { ticker: "SPY", percent: null },
      { ticker: "TLT", percent: null },
    ]);
  });

  it("reads weights that add up to 1 as fractions, and says so", () => {
    const { holdings, notes } = parseHoldings("SPY 0.6 TLT 0.4");
    expect(holdings).toEqual([
      { ticker: "SPY", percent: 60 },
      { ticker: "TLT", percent: 40 },
    ]);
    expect(notes).toEqual(["The weights add up to 1, so they were read as fractions (0.5 = 50 %)."]);
  });

  it("names in words what it leaves out or adds up", () => {
    const { holdings, notes } = parseHoldings("40 SPY 50 60 TLT -5 SPY 10 $$$");
    expect(holdings).toEqual([
      { ticker: "SPY", percent: 60 },
      { ticker: "TLT", percent: null },
    ]);
    expect(notes).toEqual([
      "“40” has no ticker before it and was left out.",
      "“60” has no ticker before it and was left out.",
      "TLT: -5 % is below 0 %; its weight is left empty.",
      "“$$$” is not a ticker or a weight and was left out.",
      "SPY was listed twice; its weights were added up.",
    ]);
  });
});
