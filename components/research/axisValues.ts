// One axis as the person sets it (a range from–to by a step, a list of numbers, or some of a choice's
// values), the values it gives, the request's axis, and the counts shown before a run: runs (the
// product of the axes' value counts) and research calls (one, plus one per 100 variants beyond the
// first 100: product.md "Research at scale").
import type { AxisChoice } from "@/components/research/types";
import type { AxisInput, AxisValue } from "@/components/research/types";
import { formatNumber, formatPercent } from "@/components/ui/format";

export interface AxisDraft {
  path: string;
  mode: "range" | "list";
  min: number | null;
  max: number | null;
  step: number | null;
  /** Numbers typed as a list, in the unit shown ("5, 10, 20" for percent). */
  list: string;
  /** A choice's picked values. */
  picked: string[];
}

/** Fractions are typed and read as percent. */
export const shownScale = (c: AxisChoice) => (c.unit === "fraction" ? 100 : 1);
const clean = (x: number) => Number(x.toPrecision(12));

/**
 * A first axis around the strategy's own value: five steps for a number; for a choice, it and the
 * values either side (a field that takes only listed values, such as a lookback, is a choice of them).
 */
export function firstDraft(c: AxisChoice): AxisDraft {
  const base = { path: c.path, mode: "range" as const, list: "", picked: [] as string[] };
  if (c.kind === "choice") {
    const values = c.options.map((o) => o.value);
    const at = Math.max(0, values.indexOf(String(c.current)));
    const from = Math.max(0, Math.min(at - 1, values.length - 3));
    return { ...base, min: null, max: null, step: null, picked: values.slice(from, from + 3) };
  }
  const current = typeof c.current === "number" ? c.current : (c.min ?? 1);
  const raw = Math.abs(current) / 4 || 1;
  const step = c.integer ? Math.max(1, Math.round(raw)) : clean(Number(raw.toPrecision(1)));
  const lo = Math.max(c.min ?? -Infinity, current - 2 * step);
  const hi = Math.min(c.max ?? Infinity, current + 2 * step);
  return { ...base, min: clean(lo), max: clean(hi), step };
}

/** The values the axis gives, or what is wrong with it in words. */
export function axisValues(c: AxisChoice, d: AxisDraft): { values: AxisValue[] } | { problem: string } {
  if (c.kind === "choice") {
    const picked = c.options.map((o) => o.value).filter((v) => d.picked.includes(v));
    const values = c.steps ? picked.map(Number) : picked;
    return values.length ? { values } : { problem: "Pick at least one value." };
  }
  let values: number[];
  if (d.mode === "range") {
    const { min, max, step } = d;
    if (min === null || max === null || step === null) return { problem: "Fill in from, to and step." };
    if (step <= 0) return { problem: "The step must be above 0." };
    if (max < min) return { problem: "“To” must be at least “from”." };
    const count = Math.floor((max - min) / step + 1e-9) + 1;
    if (count > 10_000) return { problem: "That range gives more than 10,000 values; take a larger step." };
    values = Array.from({ length: count }, (_, i) => clean(min + i * step));
  } else {
    const parts = d.list.split(/[,;\s]+/).filter(Boolean);
    const scale = shownScale(c);
    values = [...new Set(parts.map((p) => clean(Number(p) / scale)))];
    if (!parts.length) return { problem: "Type one or more numbers, separated by commas." };
    if (values.some((v) => !Number.isFinite(v)))
      return { problem: "Only numbers, separated by commas (for example 3, 6, 12)." };
  }
  const outside = values.find((v) => (c.min !== null && v < c.min) || (c.max !== null && v > c.max));
  if (outside !== undefined)
    return {
      problem: `${valueWords(c, outside)} is outside ${valueWords(c, c.min)} to ${valueWords(c, c.max)}.`,
    };
  if (c.integer && values.some((v) => !Number.isInteger(v))) return { problem: "Whole numbers only." };
  return { values };
}

/** The request's axis: a range as a range, anything else as its list of values. */
export function axisInput(c: AxisChoice, d: AxisDraft, values: AxisValue[]): AxisInput {
  if (c.kind === "number" && d.mode === "range")
    return { path: c.path, range: { min: d.min!, max: d.max!, step: d.step! } };
  return { path: c.path, values };
}

/** Research calls a grid of `variants` counts: one, plus one per 100 beyond the first 100. */
export const researchCalls = (variants: number) => 1 + Math.ceil(Math.max(0, variants - 100) / 100);

const UNIT_WORDS: Record<string, [string, string]> = {
  months: ["month", "months"],
  days: ["day", "days"],
  weeks: ["week", "weeks"],
  years: ["year", "years"],
};

/** A value as a person reads it: "12 months", "−30 %", "1.5 ×", a method's name. */
export function valueWords(
  c: { unit: string | null; options?: { value: string; label: string }[] },
  v: AxisValue | null,
): string {
  if (v === null) return "—";
  if (typeof v === "boolean") return v ? "on" : "off";
  if (typeof v === "string") return c.options?.find((o) => o.value === v)?.label ?? humanise(v);
  if (c.unit === "fraction" || c.unit === "percent")
    return formatPercent(v, Number.isInteger(v * 100) ? 0 : 1);
  if (c.unit === "multiple") return `${clean(v)} ×`;
  const words = c.unit ? UNIT_WORDS[c.unit] : undefined;
  if (words) return `${clean(v)} ${v === 1 ? words[0] : words[1]}`;
  return Number.isInteger(v) ? String(v) : formatNumber(v, 2);
}

/** An id as words: "inverse_volatility" → "Inverse volatility". */
export const humanise = (id: string) => {
  const words = id.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** An axis's label without its unit, for beside a value that carries it: "Lookback (months)" → "Lookback". */
export const axisName = (axis: { label: string }) => axis.label.replace(/ \([^)]*\)$/, "");

/** A variant's values in words: "Lookback 6 months, Rebalance every 3 months". */
export const variantWords = (axes: { label: string; unit: string | null }[], values: AxisValue[]) =>
  axes.map((a, i) => `${axisName(a)} ${valueWords(a, values[i])}`).join(", ");
