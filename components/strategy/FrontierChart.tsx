"use client";
// The efficient frontier as a picture: volatility across, return up (both a year, in %), the frontier
// as a line of points to click, each instrument alone, the current mix and the point picked. "Show data"
// lists every point; the keyboard picks points with the slider beside the chart (FrontierPicker).
import type { ColumnDef } from "@tanstack/react-table";
import {
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { ChartCard } from "@/components/charts/ChartCard";
import { AXIS, GRID, NO_ANIMATION } from "@/components/charts/chartStyle";
import { niceTicks } from "@/components/charts/axes";
import { pointInWords, type Frontier, type FrontierChoice } from "@/components/strategy/frontierChoices";
import { DataTable } from "@/components/ui/DataTable";
import { formatNumber, formatPercent } from "@/components/ui/format";

export const FRONTIER_COLOURS = {
  frontier: "var(--chart-1)",
  instrument: "var(--chart-2)",
  mix: "var(--chart-5)",
  picked: "var(--fg)",
};

interface Datum {
  label: string;
  volatility: number;
  return: number;
  sharpe: number;
}

interface Props {
  frontier: Frontier;
  choices: FrontierChoice[];
  picked: number;
  onPick(index: number): void;
  /** Instrument names by ticker, where known. */
  names: Map<string, string>;
}

/** A point's shape: the visible dot and a wider transparent target, so a finger can hit it. */
function dot(r: number, fill: string, target = 0) {
  function Dot(props: { cx?: number; cy?: number }) {
    if (props.cx === undefined || props.cy === undefined) return <g />;
    return (
      <g>
        {target > 0 && <circle cx={props.cx} cy={props.cy} r={target} fill="transparent" />}
        <circle cx={props.cx} cy={props.cy} r={r} fill={fill} />
      </g>
    );
  }
  return Dot;
}

function Diamond({ cx, cy }: { cx?: number; cy?: number }) {
  if (cx === undefined || cy === undefined) return <g />;
  const s = 7;
  return (
    <path
      d={`M${cx},${cy - s}L${cx + s},${cy}L${cx},${cy + s}L${cx - s},${cy}Z`}
      fill={FRONTIER_COLOURS.mix}
      stroke="var(--surface)"
    />
  );
}

function Ring({ cx, cy }: { cx?: number; cy?: number }) {
  if (cx === undefined || cy === undefined) return <g />;
  return (
    <circle
      cx={cx}
      cy={cy}
      r={8}
      fill="none"
      stroke={FRONTIER_COLOURS.picked}
      strokeWidth={2}
      pointerEvents="none"
    />
  );
}

function PointTooltip({ active, payload }: { active?: boolean; payload?: { payload?: Datum }[] }) {
  const d = payload?.[0]?.payload;
  if (!active || !d) return null;
  return (
    <div className="rounded-md border border-border bg-surface px-3 py-2 text-xs text-fg shadow-lg">
      <p className="mb-0.5 font-medium">{d.label}</p>
      <p className="tabular-nums">{pointInWords(d)}</p>
      <p className="tabular-nums">Sharpe {formatNumber(d.sharpe)}</p>
    </div>
  );
}

const columns: ColumnDef<Datum, unknown>[] = [
  { accessorKey: "label", header: "Point", enableSorting: false },
  ...(["volatility", "return"] as const).map((k): ColumnDef<Datum, unknown> => ({
    accessorKey: k,
    header: k === "volatility" ? "Volatility" : "Return",
    cell: (c) => formatPercent(c.getValue() as number),
    meta: { numeric: true },
  })),
  {
    accessorKey: "sharpe",
    header: "Sharpe",
    cell: (c) => formatNumber(c.getValue() as number),
    meta: { numeric: true },
  },
];

/** Round percent ticks (whole percents, at most 5 steps) spanning the values: a phone fits them. */
const percentTicks = (values: number[]) =>
  niceTicks(Math.min(...values), Math.max(...values), { most: 5, minStep: 0.01 });

export function FrontierChart({ frontier, choices, picked, onPick, names }: Props) {
  const line: Datum[] = choices.map((c) => ({ ...c, label: c.name }));
  const alone: (Datum & { ticker: string })[] = frontier.instruments.map((i) => ({
    ...i,
    label: names.has(i.ticker) ? `${i.ticker} · ${names.get(i.ticker)}` : i.ticker,
  }));
  const mix: Datum[] = frontier.portfolio ? [{ ...frontier.portfolio, label: "Your weights" }] : [];
  const all = [...line, ...alone, ...mix];
  const xTicks = percentTicks(all.map((d) => d.volatility));
  const yTicks = percentTicks(all.map((d) => d.return));
  const percentTick = (v: number) => formatPercent(v, 0);
  return (
    <ChartCard
      title="Risk and return"
      level={3}
      className="border-0 p-0 sm:p-0"
      height="h-64 sm:h-80"
      description="Volatility (across) and return (up), both a year. Click a point of the line to see its weights."
      legend={[
        { name: "Efficient frontier", colour: FRONTIER_COLOURS.frontier },
        { name: "Each instrument alone", colour: FRONTIER_COLOURS.instrument },
        ...(mix.length ? [{ name: "Your weights", colour: FRONTIER_COLOURS.mix }] : []),
        { name: "Picked point", colour: FRONTIER_COLOURS.picked },
      ]}
      table={() => <DataTable label="Risk and return: data" columns={columns} data={all} />}
    >
      <ResponsiveContainer>
        <ScatterChart title="Risk and return" margin={{ top: 12, right: 40, bottom: 4, left: 0 }}>
          <CartesianGrid {...GRID} vertical />
          <XAxis
            {...AXIS}
            type="number"
            dataKey="volatility"
            name="Volatility"
            domain={[xTicks[0], xTicks.at(-1)!]}
            ticks={xTicks}
            tickFormatter={percentTick}
          />
          <YAxis
            {...AXIS}
            type="number"
            dataKey="return"
            name="Return"
            width={48}
            domain={[yTicks[0], yTicks.at(-1)!]}
            ticks={yTicks}
            tickFormatter={percentTick}
          />
          <Tooltip cursor={false} content={<PointTooltip />} />
          <Scatter
            name="Each instrument alone"
            data={alone}
            shape={dot(5, FRONTIER_COLOURS.instrument)}
            {...NO_ANIMATION}
          >
            <LabelList dataKey="ticker" position="right" fill="var(--fg)" fontSize={12} />
          </Scatter>
          {mix.length > 0 && <Scatter name="Your weights" data={mix} shape={Diamond} {...NO_ANIMATION} />}
          {/* Drawn last but the ring, so an instrument alone at the frontier's end does not hide its point. */}
          <Scatter
            name="Efficient frontier"
            data={line}
            line={{ stroke: FRONTIER_COLOURS.frontier, strokeWidth: 2 }}
            shape={dot(3, FRONTIER_COLOURS.frontier, 10)}
            onClick={(_, index) => onPick(index)}
            className="frontier-points cursor-pointer"
            {...NO_ANIMATION}
          />
          <Scatter name="Picked point" data={[line[picked]]} shape={Ring} {...NO_ANIMATION} />
        </ScatterChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
