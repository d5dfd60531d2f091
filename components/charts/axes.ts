// Axis ticks a person reads at a glance: time axes on whole years (or months for short spans), value
// axes on round steps (1, 2 or 5 times a power of ten: drawdown 0/−10/−20/−30 %), and log axes on 1, 2
// and 5 times a power of ten.
import { formatMonth } from "@/components/ui/format";

const YEAR_MS = 365.25 * 24 * 3600 * 1000;

/** Ticks on 1 January (or the 1st of a month under two years), at most `most` of them, in ms. */
export function timeTicks(from: number, to: number, most = 8): number[] {
  const start = new Date(from);
  if (to - from >= 2 * YEAR_MS) {
    const first = start.getUTCFullYear() + 1;
    const last = new Date(to).getUTCFullYear();
    const step = Math.max(1, Math.ceil((last - first + 1) / most));
    const ticks: number[] = [];
    for (let y = first; y <= last; y += step) ticks.push(Date.UTC(y, 0, 1));
    return ticks;
  }
  const months = Math.max(1, Math.round((to - from) / (YEAR_MS / 12)));
  const step = Math.max(1, Math.ceil(months / most));
  const ticks: number[] = [];
  for (let m = 1; ; m += step) {
    const t = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + m, 1);
    if (t > to) return ticks;
    ticks.push(t);
  }
}

/** "2008" on a year tick, "Mar 2020" on a month tick. */
export function timeTick(t: number): string {
  const d = new Date(t);
  const year = String(d.getUTCFullYear());
  return d.getUTCMonth() === 0
    ? year
    : formatMonth(`${year}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`);
}

/** 1, 2 and 5 times each power of ten between min and max (positive), for a log axis. */
export function logTicks(min: number, max: number): number[] {
  const ticks: number[] = [];
  for (let p = Math.floor(Math.log10(min)); p <= Math.ceil(Math.log10(max)); p++) {
    for (const m of [1, 2, 5]) {
      const t = m * 10 ** p;
      if (t >= min && t <= max) ticks.push(t);
    }
  }
  return ticks;
}

/**
 * Multiples of a round step (1, 2 or 5 times a power of ten, at least `minStep`) from at or below `lo`
 * to at or above `hi`, at most `most` intervals: the domain is the first tick to the last. Multiples are
 * rounded to the step's digits, so 0.1 + 0.2 reads 0.3.
 */
export function niceTicks(lo: number, hi: number, { most = 6, minStep = 0 } = {}): number[] {
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) return [0, 1];
  if (hi === lo) [lo, hi] = lo === 0 ? [0, 1] : [Math.min(0, lo), Math.max(0, hi)];
  const rough = (hi - lo) / most;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(minStep, ([1, 2, 5, 10].find((m) => m * power >= rough * (1 - 1e-9)) ?? 10) * power);
  const first = Math.floor(lo / step + 1e-9);
  const last = Math.ceil(hi / step - 1e-9);
  const digits = stepDigits(step);
  return Array.from({ length: last - first + 1 }, (_, k) => Number(((first + k) * step).toFixed(digits)));
}

/** Decimals that tell apart ticks `step` apart (0.05 → 2, 0.1 → 1, 5 → 0). */
export function stepDigits(step: number): number {
  return Math.max(0, -Math.floor(Math.log10(step) + 1e-9));
}

/** The lowest and highest of `keys` over `rows` (nulls skipped), for a value axis. */
export function valueRange<Row>(rows: readonly Row[], keys: readonly string[]): [number, number] {
  let lo = Infinity;
  let hi = -Infinity;
  for (const row of rows) {
    for (const key of keys) {
      const v = (row as Record<string, unknown>)[key];
      if (typeof v === "number" && Number.isFinite(v)) [lo, hi] = [Math.min(lo, v), Math.max(hi, v)];
    }
  }
  return lo === Infinity ? [0, 1] : [lo, hi];
}
