// A small growth line with no axes, on a log scale so equal percentage moves look equal across decades.
// The picture is decoration for the figures beside it; `label` says in words what it shows.
import { cn } from "@/components/ui/cn";

interface Props {
  /** Positive values in time order (growth of 1). */
  values: number[];
  label: string;
  className?: string;
}

const WIDTH = 200;
const HEIGHT = 56;
const PAD = 3;

/** The line's points in the SVG's box, the highest value at the top. */
function pointsOf(values: number[]): [number, number][] {
  const logs = values.map(Math.log);
  const lo = Math.min(...logs);
  const span = Math.max(...logs) - lo || 1;
  const dx = WIDTH / Math.max(1, values.length - 1);
  return logs.map((v, i) => [i * dx, PAD + (1 - (v - lo) / span) * (HEIGHT - 2 * PAD)]);
}

export function Sparkline({ values, label, className }: Props) {
  const points = pointsOf(values);
  const line = points.map(([x, y], i) => `${i ? "L" : "M"}${x.toFixed(1)} ${y.toFixed(1)}`).join("");
  const area = `${line}L${WIDTH} ${HEIGHT}L0 ${HEIGHT}Z`;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      className={cn("h-14 w-full overflow-visible", className)}
    >
      <path d={area} className="fill-chart-1/10" />
      <path
        d={line}
        className="fill-none stroke-chart-1"
        strokeWidth={1.75}
        vectorEffect="non-scaling-stroke"
        strokeLinejoin="round"
      />
    </svg>
  );
}
