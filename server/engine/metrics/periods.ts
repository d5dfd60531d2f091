// Calendar-period figures: yearly and monthly returns (each period's last value over the previous
// period's last value, the first period measured from V_0; a first row alone in its period, such as a
// long-run start on the close of the month before, is only that base), yearly max drawdown (peak reset at the
// previous year's last value), and drawdown periods (peak -> trough -> recovery).
import { daysBetween, MONTH_END, periodEnds, YEAR_END } from "@/server/engine/simulation/calendar";

export interface PeriodReturn {
  period: string;
  totalReturn: number;
  maxDrawdown: number;
}
export interface DrawdownPeriod {
  peakDate: string;
  troughDate: string;
  recoveryDate: string | null;
  depth: number;
  days: number;
}

/** Periods keyed by the date prefix of length `keyLength` (4 = year, 7 = month). */
export function periodReturns(dates: string[], values: Float64Array, keyLength: 4 | 7): PeriodReturn[] {
  const out: PeriodReturn[] = [];
  const periodEnd = periodEnds(dates);
  const flag = keyLength === 4 ? YEAR_END : MONTH_END;
  let base = values[0];
  let peak = values[0];
  let worst = 0;
  for (let t = 0; t < values.length; t++) {
    peak = Math.max(peak, values[t]);
    worst = Math.min(worst, values[t] / peak - 1);
    const ends = t === values.length - 1 || (periodEnd[t] & flag) !== 0;
    if (ends && (t > 0 || values.length === 1)) {
      out.push({
        period: dates[t].slice(0, keyLength),
        totalReturn: values[t] / base - 1,
        maxDrawdown: worst,
      });
      base = values[t];
      peak = values[t];
      worst = 0;
    }
  }
  return out;
}

/** Every drawdown below the running peak; days = calendar days peak -> recovery (or -> last date). */
export function drawdownPeriods(dates: string[], values: Float64Array): DrawdownPeriod[] {
  const out: DrawdownPeriod[] = [];
  let peakIndex = 0;
  let trough = 0;
  let inDrawdown = false;
  for (let t = 1; t <= values.length; t++) {
    const ended = t === values.length || values[t] >= values[peakIndex];
    if (t < values.length && values[t] < values[peakIndex]) {
      if (!inDrawdown || values[t] < values[trough]) trough = t;
      inDrawdown = true;
    }
    if (ended) {
      if (inDrawdown) {
        const recovered = t < values.length;
        out.push({
          peakDate: dates[peakIndex],
          troughDate: dates[trough],
          recoveryDate: recovered ? dates[t] : null,
          depth: values[trough] / values[peakIndex] - 1,
          days: daysBetween(dates[peakIndex], recovered ? dates[t] : dates[values.length - 1]),
        });
      }
      inDrawdown = false;
      if (t < values.length) peakIndex = t;
    }
  }
  return out;
}
