// list_screen_filters' query: all words in any order, and the names people use for a measure.
import { describe, expect, it } from "vitest";
import { FILTERS } from "@/server/catalogue/filters";
import { matchesQuery } from "@/server/catalogue/filters/search";

const find = (query: string) => FILTERS.filter((f) => matchesQuery(f, query)).map((f) => f.id);

describe("filter search", () => {
  it("finds the P/E filters by each of their names", () => {
    for (const query of [
      "price to earnings",
      "Price-to-earnings",
      "P/E",
      "p / e",
      "PE ratio",
      "pe",
      "price/earnings",
    ]) {
      expect(find(query), query).toEqual(expect.arrayContaining(["pe_ratio", "sector_pe_ratio"]));
      expect(find(query), query).not.toContain("ps_ratio");
      expect(find(query), query).not.toContain("sharpe_ratio");
    }
  });

  it("matches all words in any order, and nothing when one word is missing", () => {
    expect(find("earnings price")).toContain("pe_ratio");
    expect(find("sector p/e median")).toContain("sector_pe_ratio");
    expect(find("sector p/e median")).not.toContain("pe_ratio");
    expect(find("earnings price zebra")).toEqual([]);
  });

  it("knows the common abbreviations", () => {
    expect(find("eps")).toContain("eps");
    expect(find("earnings per share")).toContain("eps");
    expect(find("ROE")).toContain("return_on_equity");
    expect(find("market cap")).toContain("market_cap");
    expect(find("price to book")).toContain("pb_ratio");
    expect(find("ytd")).toContain("return_ytd");
  });

  it("still finds parts of words, as a plain text search does", () => {
    expect(find("volat")).toContain("volatility");
    expect(find("SIMPLE MOVING")).toContain("price_vs_sma");
    expect(find("Relative strength")).toContain("rsi");
  });
});
