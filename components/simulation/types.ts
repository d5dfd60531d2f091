// The result page's shapes, read by SimulationResult and its children: the run's summary
// (web.get_simulation) and its full result (web.get_simulation_metrics). One home, so the page and
// its parts import types from here rather than from each other.
import type { Outputs } from "@/components/providers/operations";

export type SimulationSummary = Outputs["web"]["get_simulation"]["data"]["result"]["simulation"];
export type MetricsResult = Outputs["web"]["get_simulation_metrics"]["data"]["result"];
