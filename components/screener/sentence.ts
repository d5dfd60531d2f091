// A screener row read as a sentence ("Total return over 12 months is in the highest 50"), from the
// filter's catalogue entry and the row's relation, target and inputs. The same subject heads the row's
// column in the results.
import type { FilterDetail } from "@/components/catalogue/types";
import type { RowDraft, TargetDraft } from "@/components/screener/draft";
import { formatInputValue, formatThreshold, type ValueUnit } from "@/components/screener/units";

type Row = Pick<RowDraft, "relation" | "target" | "inputs">;
type Filter = Pick<FilterDetail, "name" | "inputs" | "relations">;

/** The filter's name with the inputs put in: "Total return over 12 months, 1 month ago". */
export function rowSubject(filter: Pick<Filter, "name" | "inputs">, inputs: Record<string, number>): string {
  let name = filter.name;
  const rest: string[] = [];
  for (const input of filter.inputs) {
    const v = inputs[input.id] ?? input.default;
    if (input.id === "months_ago") continue;
    // Names that count their window ("over N months") take the number in place.
    const placeholder = `N ${input.unit}`;
    if (name.includes(placeholder)) name = name.replace(placeholder, formatInputValue(v, input.unit));
    else rest.push(formatInputValue(v, input.unit));
  }
  const ago = inputs.months_ago ?? 0;
  if (ago > 0) rest.push(`${formatInputValue(ago, "months")} ago`);
  return [name, ...rest].join(", ");
}

const COMPARE_WORDS: Record<string, string> = {
  greater_than: "is above",
  less_than: "is below",
  greater_or_equal: "is at least",
  less_or_equal: "is at most",
};

const RELATION_WORDS: Record<string, string> = {
  ...COMPARE_WORDS,
  between: "is between",
  highest: "is in the highest",
  lowest: "is in the lowest",
  equal: "equals",
};

/** A relation as the row's picker offers it: "is above", "is in the highest", "undervalued". */
export const relationWords = (relation: { id: string; label: string }) =>
  RELATION_WORDS[relation.id] ?? relation.label;

export const STATISTIC_WORDS: Record<string, string> = {
  average: "average",
  median: "median",
  p75: "75th percentile",
  p25: "25th percentile",
  index: "index fund",
};

/** What a comparison compares with: a number, an aggregate, or the instrument's own earlier value. */
function comparedWith(target: TargetDraft, unit: ValueUnit | null | undefined, row: Row): string {
  switch (target.kind) {
    case "market_aggregate":
      return target.statistic === "index"
        ? "the market index's value"
        : `the market's ${STATISTIC_WORDS[target.statistic ?? "median"]}`;
    case "sector_aggregate":
      return target.statistic === "index"
        ? "its sector fund's value"
        : `its sector's ${STATISTIC_WORDS[target.statistic ?? "median"]}`;
    case "own_past": {
      const ago = target.inputs?.months_ago ?? (row.inputs.months_ago ?? 0) + 12;
      return `its own value ${formatInputValue(ago, "months")} ago`;
    }
    default:
      return target.value === undefined ? "…" : formatThreshold(target.value, unit);
  }
}

/** The row as one sentence; "…" stands for what is not chosen yet. */
export function rowSentence(filter: Filter, row: Row): string {
  const subject = rowSubject(filter, row.inputs);
  const relation = filter.relations.find((r) => r.id === row.relation);
  const target = row.target;
  if (!relation || !target) return `${subject} …`;
  const spec = relation.targets.find((t) => t.kind === target.kind);
  const unit = spec?.unit;
  const n = (x: number | undefined) => (x === undefined ? "…" : formatThreshold(x, unit));
  const compare = COMPARE_WORDS[relation.id];
  if (compare) return `${subject} ${compare} ${comparedWith(target, unit, row)}`;
  switch (relation.id) {
    case "between":
      return `${subject} is between ${n(target.min)} and ${n(target.max)}`;
    case "highest":
    case "lowest":
      return `${subject} is in the ${relation.id} ${n(target.value)}`;
    case "equal": {
      // Memberships are 0/1 values: 1 keeps the members, 0 the others.
      const yesNo = spec?.values?.kind === "list" && spec.values.values.join() === "0,1";
      if (yesNo) return `${subject}: ${target.value === 0 ? "not a member" : "member"}`;
      return `${subject} equals ${n(target.value)}`;
    }
  }
  if (relation.label.endsWith("within days")) {
    const days = target.value === undefined ? "… days" : formatInputValue(target.value, "days");
    return `${subject}: ${relation.label.replace(/within days$/, `within ${days}`)}`;
  }
  // Words of their own: "price above", "undervalued".
  return `${subject}: ${relation.label}`;
}
