"use client";
// A risk preset's series drawn small, with the thresholds it switches at (risk off in red, back to risk
// on in green) or, for a crossing rule, the line it crosses. Plain SVG: a picture beside the numbers the
// person edits, which `label` says in words. The series are read when the first chart shows.
import { usePresetSeries, type PresetPoint } from "@/components/strategy/useStrategyCatalogue";
import { Skeleton } from "@/components/ui/Skeleton";

interface Props {
  presetId: string;
  riskOff: number | null;
  riskOn: number | null;
  label: string;
}

const W = 320;
const H = 96;
const PAD = 4;

export function PresetChart({ presetId, riskOff, riskOn, label }: Props) {
  const series = usePresetSeries();
  if (!series) return <Skeleton className="h-28 w-full" />;
  return <Drawing points={series[presetId] ?? []} riskOff={riskOff} riskOn={riskOn} label={label} />;
}

function Drawing({ points, riskOff, riskOn, label }: Omit<Props, "presetId"> & { points: PresetPoint[] }) {
  if (points.length < 2) return null;
  const all = points.flatMap((p) => [p.value, ...(p.line === null ? [] : [p.line])]);
  const levels = [riskOff, riskOn].filter((x): x is number => x !== null);
  const lo = Math.min(...all, ...levels);
  const hi = Math.max(...all, ...levels);
  const span = hi - lo || 1;
  const x = (i: number) => (i / (points.length - 1)) * W;
  const y = (v: number) => PAD + (1 - (v - lo) / span) * (H - 2 * PAD);
  const path = (pick: (p: PresetPoint) => number | null) =>
    points
      .map((p, i) => [i, pick(p)] as const)
      .filter(([, v]) => v !== null)
      .map(([i, v], k) => `${k ? "L" : "M"}${x(i).toFixed(1)} ${y(v!).toFixed(1)}`)
      .join("");
  const hasLine = points.some((p) => p.line !== null);
  return (
    <figure className="flex flex-col gap-1">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${W} ${H}`}
        preserveAspectRatio="none"
        className="h-24 w-full"
      >
        <path
          d={path((p) => p.value)}
          className="fill-none stroke-chart-1"
          strokeWidth={1.25}
          vectorEffect="non-scaling-stroke"
        />
        {hasLine && (
          <path
            d={path((p) => p.line)}
            className="fill-none stroke-chart-2"
            strokeWidth={1.25}
            vectorEffect="non-scaling-stroke"
          />
        )}
        {riskOff !== null && (
          <line
            x1={0}
            x2={W}
            y1={y(riskOff)}
            y2={y(riskOff)}
            className="stroke-bad"
            strokeDasharray="4 3"
            vectorEffect="non-scaling-stroke"
          />
        )}
        {riskOn !== null && (
          <line
            x1={0}
            x2={W}
            y1={y(riskOn)}
            y2={y(riskOn)}
            className="stroke-good"
            strokeDasharray="4 3"
            vectorEffect="non-scaling-stroke"
          />
        )}
      </svg>
      <figcaption className="flex justify-between text-xs text-muted tabular-nums">
        <span>{points[0].date.slice(0, 4)}</span>
        <span>
          {riskOff !== null && <span className="text-bad">— risk off {riskOff}</span>}
          {riskOn !== null && <span className="ml-2 text-good">— risk on {riskOn}</span>}
          {hasLine && <span className="text-chart-2">— crossed line</span>}
        </span>
        <span>{points[points.length - 1].date.slice(0, 4)}</span>
      </figcaption>
    </figure>
  );
}
