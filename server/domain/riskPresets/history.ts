// A risk preset's series as the builder draws it: the value the condition compares (the series after
// the preset's indicator), one point per calendar month (the month's last observation), and for a
// crossing rule the line it crosses (its own moving average). Thresholds are constants of the preset,
// drawn by the page from the preset itself.
import type { MarketData } from "@/server/engine/data/panel";
import { riskSeries } from "@/server/engine/risk/series";
import { applyIndicator } from "@/server/engine/risk/indicators";
import type { RiskPreset } from "@/server/catalogue/riskPresets";

export interface PresetPoint {
  /** The month's last observation date (ISO). */
  date: string;
  value: number;
  /** The crossed line on that date; null for a threshold rule or before the line is defined. */
  line: number | null;
}

/** Three decimals are finer than any threshold a person sets, and keep the answer small. */
const rounded = (x: number) => Math.round(x * 1000) / 1000;

export function presetHistory(market: MarketData, preset: RiskPreset): PresetPoint[] {
  const series = riskSeries(market, preset.series);
  const values = applyIndicator(series, preset.indicator);
  const line = preset.crossing ? applyIndicator(series, preset.crossing.against) : null;
  const points: PresetPoint[] = [];
  series.dates.forEach((date, k) => {
    const monthEnds = k === series.dates.length - 1 || series.dates[k + 1].slice(0, 7) !== date.slice(0, 7);
    if (!monthEnds || !Number.isFinite(values[k])) return;
    const crossed = line && Number.isFinite(line[k]) ? rounded(line[k]) : null;
    points.push({ date, value: rounded(values[k]), line: crossed });
  });
  return points;
}
