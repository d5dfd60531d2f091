// Taxes paid, as the results report them: per calendar year with the dividend tax and the gains tax
// apart, and in total (docs/methodology.md "Trading, costs, dividends, taxes, cash").
import type { TaxEvent } from "@/server/engine/simulation/result";

export interface YearTaxes {
  dividendTax: number;
  gainsTax: number;
}

/** Each calendar year (YYYY) with a tax paid, summed in date order. */
export function taxesByYear(taxes: TaxEvent[]): Map<string, YearTaxes> {
  const out = new Map<string, YearTaxes>();
  for (const tax of taxes) {
    const year = tax.date.slice(0, 4);
    const row = out.get(year) ?? { dividendTax: 0, gainsTax: 0 };
    if (tax.kind === "dividend_tax") row.dividendTax += tax.amount;
    else row.gainsTax += tax.amount;
    out.set(year, row);
  }
  return out;
}

export const taxesPaid = (taxes: TaxEvent[]) => taxes.reduce((sum, tax) => sum + tax.amount, 0);
