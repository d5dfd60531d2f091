"use client";
// The date a screen runs as of (point in time: only data up to it is read). Empty runs on the latest
// day the universe's prices reach; the bounds and the hint come from the data's coverage.
import type { AssetType } from "@/components/catalogue/types";
import type { Coverage } from "@/components/screener/coverage";
import { Field } from "@/components/ui/Field";
import { Input } from "@/components/ui/Input";
import { formatDate } from "@/components/ui/format";
import { screenerChecks } from "@/components/forms/problemWords";

/** Whether a typed as-of date lies outside the data (Run waits until it does not). */
export const asOfOutside = (coverage: Coverage, value: string) =>
  value !== "" && (value < coverage.first || value > coverage.last);

/** The word before "prices": "stock prices", "ETP prices". */
const PRICED = { stocks: "stock", etps: "ETP", crypto: "crypto" } as const;

interface Props {
  coverage: Coverage;
  assetType: AssetType;
  value: string;
  onChange(value: string): void;
}

export function AsOfField({ coverage, assetType, value, onChange }: Props) {
  const span = coverage.prices[assetType];
  const kind = PRICED[assetType];
  const hint = span
    ? `Empty: the latest day with data (${kind} prices end ${formatDate(span.last)}). Prices start ` +
      `${formatDate(span.first)}. Fundamentals from SEC filings (net income, ROE, cash flows) count from ` +
      `their filing dates, ${formatDate(coverage.filings.first)} to ${formatDate(coverage.filings.last)}; ` +
      `price ratios (P/E, market cap) are a snapshot of ${formatDate(coverage.fundamentals)}, with values ` +
      "only on the latest day."
    : `The data holds no ${kind} prices.`;
  const outside = asOfOutside(coverage, value);
  return (
    <Field
      label="As of"
      hint={hint}
      error={outside ? screenerChecks.asOf(formatDate(coverage.first), formatDate(coverage.last)) : undefined}
    >
      {(control) => (
        <Input
          {...control}
          type="date"
          min={coverage.first}
          max={coverage.last}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
