// The screener builder's words and figures: rows read as sentences from the real catalogue entries,
// values in their units, and the results' CSV.
import { describe, expect, it } from "vitest";
import { filterById } from "@/server/catalogue/filters";
import { filterDetail } from "@/server/catalogue/filters/views";
import { rowSentence, rowSubject } from "@/components/screener/sentence";
import { formatInputValue, formatThreshold, formatValue } from "@/components/screener/units";
import { csvFileName, matchesCsv } from "@/components/screener/csv";
import { draftFromStored, screenerBody } from "@/components/screener/draft";

/** "~" marks a no-break space. */
const nb = (s: string) => s.replaceAll("~", "\u00a0");
const detail = (id: string) => filterDetail(filterById(id)!);

describe("row sentences", () => {
  it("puts the window into the name and reads highest N", () => {
    const row = {
      relation: "highest" as const,
      target: { kind: "count" as const, value: 50 },
      inputs: { months: 12, months_ago: 0 },
    };
    expect(rowSentence(detail("total_return"), row)).toBe(
      nb("Total return over 12~months is in the highest 50"),
    );
  });

  it("reads a fraction threshold as a percentage, and a lag", () => {
    const row = {
      relation: "greater_than" as const,
      target: { kind: "value" as const, value: 0.025 },
      inputs: { months: 6, months_ago: 1 },
    };
    expect(rowSentence(detail("total_return"), row)).toBe(
      nb("Total return over 6~months, 1~month ago is above 2.5~%"),
    );
  });

  it("names inputs without a placeholder after the name, and compares with aggregates and the past", () => {
    const rsi = detail("rsi");
    const inputs = { days: 14, months_ago: 0 };
    expect(rowSubject(rsi, inputs)).toBe(nb("Relative strength index (RSI), 14~days"));
    expect(
      rowSentence(rsi, {
        relation: "less_than",
        target: { kind: "market_aggregate", statistic: "p25" },
        inputs,
      }),
    ).toBe(nb("Relative strength index (RSI), 14~days is below the market's 25th percentile"));
    expect(
      rowSentence(rsi, {
        relation: "greater_than",
        target: { kind: "own_past", inputs: { days: 14, months_ago: 12 } },
        inputs,
      }),
    ).toBe(nb("Relative strength index (RSI), 14~days is above its own value 12~months ago"));
  });

  it("reads ranges, dollars, memberships, crossings and valuation words", () => {
    expect(
      rowSentence(detail("price"), {
        relation: "between",
        target: { kind: "range", min: 10, max: 100 },
        inputs: {},
      }),
    ).toBe("Price is between $10.00 and $100.00");
    expect(
      rowSentence(detail("market_cap"), {
        relation: "greater_than",
        target: { kind: "value", value: 1e10 },
        inputs: {},
      }),
    ).toBe("Market capitalisation is above $10B");
    expect(
      rowSentence(detail("sector_technology"), {
        relation: "equal",
        target: { kind: "value", value: 1 },
        inputs: {},
      }),
    ).toBe("Sector: Technology: member");
    expect(
      rowSentence(detail("sma_50_200_crossover"), {
        relation: "fast_over_slow_bull_crossover_within_days",
        target: { kind: "value", value: 5 },
        inputs: {},
      }),
    ).toBe(nb("50/200-day SMA crossover: fast crossed above slow within 5~days"));
    expect(
      rowSentence(detail("fair_value_graham"), {
        relation: "undervalued",
        target: { kind: "none" },
        inputs: {},
      }),
    ).toBe("Fair value (Graham number): undervalued");
  });
});

describe("values in their units", () => {
  it("shows thresholds with the digits they have and table values with fixed digits", () => {
    expect(formatThreshold(0.03, "fraction")).toBe(nb("3~%"));
    expect(formatThreshold(-0.125, "fraction")).toBe(nb("-12.5~%"));
    expect(formatThreshold(30.5, "number")).toBe("30.5");
    expect(formatValue(5.817, "fraction")).toBe(nb("581.70~%"));
    expect(formatValue(0.0581, "fraction")).toBe(nb("5.81~%"));
    expect(formatValue(81234.5, "usd")).toBe("$81,235");
    expect(formatValue(12_345_678.9, "number")).toBe("12,345,679");
    expect(formatValue(null, "number")).toBe("—");
    expect(formatInputValue(1, "months")).toBe(nb("1~month"));
    expect(formatInputValue(2, "sigma")).toBe(nb("2~standard deviations"));
  });
});

describe("CSV of the matches", () => {
  it("writes the shown unit in the header, numbers without symbols, and quotes what needs it", () => {
    const csv = matchesCsv(
      [
        { header: "Total return over 12 months", unit: "fraction" },
        { header: "Price", unit: "usd" },
      ],
      [
        { ticker: "AAPL", name: "Apple, Inc.", rank: 1, values: [0.1234, 101.5] },
        { ticker: "X", name: "=cmd", rank: 2, values: [null, 7] },
      ],
      true,
    );
    expect(csv).toBe(
      "Rank,Ticker,Name,Total return over 12 months (%),Price (USD)\r\n" +
        '1,AAPL,"Apple, Inc.",12.34,101.5\r\n' +
        "2,X,'=cmd,,7\r\n",
    );
    expect(csvFileName("Momentum: leaders!", "2008-10-15")).toBe("momentum-leaders-2008-10-15.csv");
  });
});

describe("a stored screener in the builder", () => {
  it("opens with the stored rows and sends the same definition back", () => {
    const stored = {
      name: "Momentum",
      description: null,
      definition: {
        universe: { assetType: "stocks" as const, sectors: ["technology"], exchanges: [] },
        rows: [
          {
            filter: "total_return",
            relation: "highest" as const,
            target: { kind: "count" as const, value: 50 },
            inputs: { months: 12, months_ago: 0 },
          },
        ],
      },
    };
    const body = screenerBody(draftFromStored(stored));
    expect(body).toEqual({
      name: "Momentum",
      universe: { assetType: "stocks", sectors: ["technology"] },
      rows: stored.definition.rows,
    });
  });
});
