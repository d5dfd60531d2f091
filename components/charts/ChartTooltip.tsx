"use client";
// The tooltip of every chart: the point's label (a date, a year) and each series' value in its unit,
// on the theme's surface.
import type { TooltipContentProps } from "recharts";

interface Props extends Partial<TooltipContentProps<number, string>> {
  formatLabel(label: unknown): string;
  formatValue(value: number): string;
}

/** A value, or a band's two ends (a range area), in the chart's unit. */
const shown = (value: unknown, format: (v: number) => string) =>
  typeof value === "number"
    ? format(value)
    : Array.isArray(value) && value.every((v) => typeof v === "number")
      ? value.map(format).join(" – ")
      : "—";

export function ChartTooltip({ active, payload, label, formatLabel, formatValue }: Props) {
  if (!active || !payload?.length) return null;
  return (
    <div className="rounded-md border border-border bg-surface px-3 py-2 text-xs text-fg shadow-lg">
      <p className="mb-1 font-medium">{formatLabel(label ?? payload[0]?.payload?.t)}</p>
      <ul className="space-y-0.5">
        {payload.map((p) => (
          <li key={String(p.dataKey)} className="flex items-center justify-between gap-4">
            <span className="flex items-center gap-1.5">
              <span aria-hidden className="inline-block size-2 rounded-sm" style={{ background: p.color }} />
              {p.name}
            </span>
            <span className="tabular-nums">{shown(p.value, formatValue)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
