// The research operations' shapes as the browser uses them (run_sweep, get_sweep, cancel_sweep,
// open_sweep_variant, run_walk_forward): the registry's inferred tRPC types, in one place.
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
