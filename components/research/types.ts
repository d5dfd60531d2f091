// The research operations' shapes as the browser uses them (run_sweep, get_sweep, cancel_sweep,
// open_sweep_variant, run_walk_forward): the registry's inferred tRPC types, in one place.
import type { SettingValue } from "@/components/catalogue/types";
import type { Unit } from "@/server/catalogue/units";
import type { Inputs, Outputs } from "@/components/providers/operations";

export type SweepStatus = Outputs["web"]["get_sweep"]["data"]["result"];
export type Sweep = SweepStatus["sweep"];
export type SweepAxis = Sweep["axes"][number];
export type RankBy = Sweep["rankBy"];
export type AxisValue = SweepAxis["values"][number];
type AnyResult = NonNullable<SweepStatus["result"]>;
export type WalkForwardResult = Extract<AnyResult, { windows: unknown }>;
export type SweepResult = Exclude<AnyResult, WalkForwardResult>;
export type SweepCell = SweepResult["variants"][number];
export type CellMetrics = NonNullable<SweepCell["metrics"]>;
export type WalkWindow = WalkForwardResult["windows"][number];

export type RunSweepInput = Inputs["run_sweep"];
export type AxisInput = RunSweepInput["axes"][number];
export type RunWalkForwardInput = Inputs["run_walk_forward"];
/** The run settings a sweep can start from (a result's). */
export type SweepSettings = Pick<RunSweepInput, "startYear" | "variant" | "baseCurrency" | "startingCapital">;

export const isWalkForward = (r: AnyResult): r is WalkForwardResult => "windows" in r;

/** A setting the Try variants dialog offers as an axis, in words (built by axisChoices.ts). */
export interface AxisChoice {
  path: string;
  /** The setting's name ("Lookback"), and where it sits ("Momentum, risk-on allocation"; "" for a Single's own). */
  name: string;
  group: string;
  kind: "number" | "choice";
  unit: Unit;
  integer: boolean;
  min: number | null;
  max: number | null;
  /** The strategy's own value, or the default it takes. */
  current: SettingValue;
  /** A choice's values and their names (a number field's accepted values, as text). */
  options: { value: string; label: string }[];
  /** The only values a number field accepts (a lookback's 1, 2, 3, 6 … months); null: any in bounds. */
  steps: number[] | null;
}
