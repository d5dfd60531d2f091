// The research operations' shapes as the browser uses them (run_sweep, get_sweep, cancel_sweep,
// open_sweep_variant, run_walk_forward), written from the operations' contract until the registry
// holds them; then they become the registry's inferred tRPC types, here and nowhere else.
export type AxisValue = number | string | boolean;
export type RankBy = "cagr" | "sharpe" | "sortino" | "calmar" | "maxDrawdown" | "volatility";
export type AxisUnit = "percent" | "months" | "count" | "days" | null;

export interface SweepAxis {
  path: string;
  label: string;
  unit: AxisUnit;
  values: AxisValue[];
}

export interface CellMetrics {
  cagr: number;
  totalReturn: number;
  volatility: number;
  sharpe: number;
  sortino: number;
  calmar: number;
  maxDrawdown: number;
  endValue: number;
}

export interface Sweep {
  id: string;
  kind: "sweep" | "walkForward";
  portfolioId: string;
  portfolioName: string;
  axes: SweepAxis[];
  rankBy: RankBy;
  settings: {
    startYear: number;
    variant: { reinvest: boolean; costs: boolean; taxes: boolean };
    baseCurrency: string;
    startingCapital: number;
  };
  variantCount: number;
  calls: number;
  state: "queued" | "running" | "done" | "failed" | "cancelled";
  progress: number;
  createdAt: string;
  finishedAt: string | null;
}

export interface SweepCell {
  index: number;
  values: AxisValue[];
  state: "done" | "failed";
  reason?: string;
  metrics?: CellMetrics;
}

export interface SweepResult {
  variants: SweepCell[];
  best: number | null;
  overfitting: {
    trials: number;
    deflatedSharpe: number;
    probabilityOfOverfitting: number | null;
    sentence: string;
  };
}

export interface WalkWindow {
  trainStart: string;
  trainEnd: string;
  testStart: string;
  testEnd: string;
  chosen: number;
  values: AxisValue[];
  inSample: CellMetrics;
  outOfSample: CellMetrics;
}

export interface WalkForwardResult {
  windows: WalkWindow[];
  growth: { dates: string[]; outOfSample: number[]; inSample: number[] };
  outOfSample: CellMetrics;
  inSample: CellMetrics;
  efficiency: number;
  variants: { index: number; values: AxisValue[] }[];
}

export interface SweepStatus {
  sweep: Sweep;
  result?: SweepResult | WalkForwardResult;
}

export interface AxisInput {
  path: string;
  values?: AxisValue[];
  range?: { min: number; max: number; step: number };
}

export interface SweepSettings {
  startYear?: number | null;
  baseCurrency?: string;
  startingCapital?: number;
  variant?: { reinvest: boolean; costs: boolean; taxes: boolean };
}

export interface RunSweepInput extends SweepSettings {
  portfolioId: string;
  axes: AxisInput[];
  rankBy?: RankBy;
}

export interface RunWalkForwardInput extends RunSweepInput {
  trainMonths: number;
  testMonths: number;
  anchored?: boolean;
}

export const isWalkForward = (r: SweepResult | WalkForwardResult): r is WalkForwardResult => "windows" in r;
