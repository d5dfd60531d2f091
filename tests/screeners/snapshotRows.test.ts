// Which filters read the fundamentals snapshot, measured on the real data build, against the list
// docs/filters.md gives: the fundamental filters and the sector P/E read it; the two dividend filters
// come from the price history, the filing-dated ones from the SEC filings, every other filter from
// prices or series.
import { expect, it } from "vitest";
import { FILTERS } from "@/server/catalogue/filters";
import { FILING_FILTERS } from "@/server/catalogue/filters/filings";
import { getMarketData } from "@/server/data/load";
import { readsSnapshot } from "@/server/domain/screeners/asOf";

const FROM_PRICES = new Set(["trailing_dividend_yield", "dividend_growth"]);
const FROM_FILINGS = new Set(FILING_FILTERS.map((f) => f.id));

it("finds exactly the snapshot filters", () => {
  const data = getMarketData();
  const measured = FILTERS.filter((f) => readsSnapshot(data, f))
    .map((f) => f.id)
    .sort();
  const documented = FILTERS.filter(
    (f) =>
      (f.category === "fundamental" && !FROM_PRICES.has(f.id) && !FROM_FILINGS.has(f.id)) ||
      f.id === "sector_pe_ratio",
  )
    .map((f) => f.id)
    .sort();
  expect(measured).toEqual(documented);
  expect(measured).toContain("pe_ratio");
  expect(measured).not.toContain("rsi");
  expect(measured).not.toContain("return_on_equity");
});
