// Axis ticks a person reads at a glance: time axes on whole years (or months for short spans), and
// log axes on 1, 2 and 5 times a power of ten.
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
