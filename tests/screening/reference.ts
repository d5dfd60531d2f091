// Independent hand calculations for the filter tests: plain loops over raw bars up to the as-of date.
import type { RawBar } from "@/tests/screening/rawFiles";

export const upTo = (bars: RawBar[], date: string) => bars.filter((b) => b.date <= date);
export const adj = (bars: RawBar[]) => bars.map((b) => b.adj);
export const mean = (x: number[]) => x.reduce((a, b) => a + b, 0) / x.length;
export const lastN = <T>(x: T[], n: number) => x.slice(x.length - n);

/** The date `m` calendar months before `date`, day clamped to the month's length. */
export function monthsEarlier(date: string, m: number): string {
  const [y, mo, d] = date.split("-").map(Number);
  const total = y * 12 + (mo - 1) - m;
  const ny = Math.floor(total / 12);
  const nm = total - ny * 12;
  const days = new Date(Date.UTC(ny, nm + 1, 0)).getUTCDate();
  return `${ny}-${String(nm + 1).padStart(2, "0")}-${String(Math.min(d, days)).padStart(2, "0")}`;
}

/** Index of the last bar on or before the date `m` months before the last bar's date. */
export function baseIndex(bars: RawBar[], m: number): number {
  const cutoff = monthsEarlier(bars[bars.length - 1].date, m);
  let k = -1;
  bars.forEach((b, i) => {
    if (b.date <= cutoff) k = i;
  });
  return k;
}

/** Daily simple returns of adjusted closes over bars base+1..end. */
export function returns(bars: RawBar[], base: number): number[] {
  const out: number[] = [];
  for (let k = base + 1; k < bars.length; k++) out.push(bars[k].adj / bars[k - 1].adj - 1);
  return out;
}

export const sampleSd = (x: number[]) => {
  const m = mean(x);
  return Math.sqrt(x.reduce((a, v) => a + (v - m) ** 2, 0) / (x.length - 1));
};

export function ema(x: number[], n: number): number[] {
  const out: number[] = new Array(x.length).fill(NaN);
  const start = x.findIndex((v) => !Number.isNaN(v));
  let e = mean(x.slice(start, start + n));
  out[start + n - 1] = e;
  for (let k = start + n; k < x.length; k++) {
    e = (2 / (n + 1)) * x[k] + (1 - 2 / (n + 1)) * e;
    out[k] = e;
  }
  return out;
}

export function wilderRsi(x: number[], n: number): number {
  let g = 0;
  let l = 0;
  for (let k = 1; k <= n; k++) {
    g += Math.max(x[k] - x[k - 1], 0);
    l += Math.max(x[k - 1] - x[k], 0);
  }
  g /= n;
  l /= n;
  for (let k = n + 1; k < x.length; k++) {
    g = (g * (n - 1) + Math.max(x[k] - x[k - 1], 0)) / n;
    l = (l * (n - 1) + Math.max(x[k - 1] - x[k], 0)) / n;
  }
  return 100 - 100 / (1 + g / l);
}

/** High and low on the adjusted-close basis. */
export const adjHigh = (b: RawBar) => Math.max(b.high, b.close) * (b.adj / b.close);
export const adjLow = (b: RawBar) => Math.min(b.low, b.close) * (b.adj / b.close);

export function wilderAtr(all: RawBar[], n: number): number {
  // From the first bar of the last unbroken run of bars with a high and low (docs/data.md: none before
  // or after the OHLC sources).
  const start = all.findLastIndex((b) => Number.isNaN(b.high) || Number.isNaN(b.low)) + 1;
  const bars = all.slice(start);
  const tr = bars.map((b, k) =>
    k === 0 && start === 0
      ? adjHigh(b) - adjLow(b)
      : Math.max(
          adjHigh(b) - adjLow(b),
          Math.abs(adjHigh(b) - all[start + k - 1].adj),
          Math.abs(adjLow(b) - all[start + k - 1].adj),
        ),
  );
  let atr = mean(tr.slice(0, n));
  for (let k = n; k < tr.length; k++) atr = (atr * (n - 1) + tr[k]) / n;
  return atr;
}

export function median(x: number[]): number {
  const v = x.filter(Number.isFinite).sort((a, b) => a - b);
  return v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
}
