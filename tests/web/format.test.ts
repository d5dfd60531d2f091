// The figures people read: percentages, money, numbers and dates as docs/decisions.md "Web workspace"
// writes them (a no-break space before "%" and inside a date).
import { describe, expect, it } from "vitest";
import { formatDate, formatMoney, formatNumber, formatPercent } from "@/components/ui/format";

const nb = (s: string) => s.replaceAll(" ", "\u00a0");

describe("figures", () => {
  it("reads fractions as percentages, one decimal by default", () => {
    expect(formatPercent(0.072)).toBe(nb("7.2 %"));
    expect(formatPercent(-0.5519)).toBe(nb("-55.2 %"));
    expect(formatPercent(0.0725, 2)).toBe(nb("7.25 %"));
    expect(formatPercent(0.03, 1, { signed: true })).toBe(nb("+3.0 %"));
    expect(formatPercent(null)).toBe("—");
  });

  it("writes money with the currency's symbol, cents only under 1,000", () => {
    expect(formatMoney(80859.4, "USD")).toBe("$80,859");
    expect(formatMoney(950.2, "EUR")).toBe("€950.20");
    expect(formatMoney(12345, "GBP")).toBe("£12,345");
    expect(formatMoney(undefined, "USD")).toBe("—");
  });

  it("writes numbers with separators and fixed digits", () => {
    expect(formatNumber(1234.5)).toBe("1,234.50");
    expect(formatNumber(0.8765, 1)).toBe("0.9");
  });

  it("writes days as 3 Aug 2026, in UTC", () => {
    expect(formatDate("2026-08-03")).toBe(nb("3 Aug") + " 2026");
    expect(formatDate("2025-09-26")).toBe(nb("26 Sep") + " 2025");
    expect(formatDate(new Date("2026-01-01T23:30:00Z"))).toBe(nb("1 Jan") + " 2026");
    expect(formatDate("not a date")).toBe("—");
  });
});
