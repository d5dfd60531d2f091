// The benchmark's engine run, kept per process: most simulations are compared with one of a few public
// benchmarks on the same dates and settings, so its run is computed once and read by the next ones. The
// key is everything the run depends on: the benchmark's definition and the screeners it reads, the
// settings (without the cash flows, which the benchmark never runs with), the calendar the run covers
// (its first and last date), the data build and the engine version. Bounded by bytes, least recently
// used first out (docs/decisions.md "Request path").
import { LRUCache } from "lru-cache";
import type { SimulationResult } from "@/server/engine/simulation/result";
import { headline, monthlyRowCount, type Headline } from "@/server/engine/metrics/headline";
import type { PortfolioDefinition } from "@/server/domain/portfolios/schema";
import type { Screen } from "@/server/engine/screening/types";
import type { SimulationSettings } from "@/server/domain/simulations/settings";
import { canonicalJson, ENGINE_VERSION } from "@/server/domain/simulations/recipe";
import { screenerIdsOf } from "@/server/domain/simulations/engineSpec";
import { processWide } from "@/server/processWide";

export interface BenchmarkRun {
  result: SimulationResult;
  /** Its headline figures on every row (what a simulation stores as benchmarkHeadline). */
  headline: Headline;
}

export const BENCHMARK_RUNS_BYTES = 64 * 1024 * 1024;

/** Bytes a run holds: its typed arrays, a pointer per date, and a rough 200 bytes per record. */
function bytesOf(run: BenchmarkRun): number {
  const r = run.result;
  const arrays =
    r.values.byteLength + r.cashReturns.byteLength + r.exposure.byteLength + r.riskOff.byteLength;
  const records =
    r.trades.length + r.taxes.length + r.rebalances.reduce((n, x) => n + 1 + x.holdings.length, 0);
  return arrays + 8 * r.dates.length + 200 * records + (r.cashFlows ? 8 * r.dates.length : 0);
}

const runs = processWide(
  "benchmarkRuns",
  () => new LRUCache<string, BenchmarkRun>({ maxSize: BENCHMARK_RUNS_BYTES, sizeCalculation: bytesOf }),
);

export function benchmarkRunKey(
  benchmark: PortfolioDefinition,
  screens: Map<string, Screen>,
  settings: SimulationSettings,
  calendar: { first: string; last: string },
  dataVersion: string,
): string {
  const rest: Partial<SimulationSettings> = { ...settings };
  delete rest.cashFlows;
  const screeners = Object.fromEntries(screenerIdsOf(benchmark).map((id) => [id, screens.get(id)]));
  return canonicalJson({ benchmark, screeners, settings: rest, calendar, dataVersion, ENGINE_VERSION });
}

/** The kept run of `key`, or `compute`'s (then kept). */
export async function benchmarkRunOf(
  key: string,
  compute: () => Promise<SimulationResult>,
): Promise<BenchmarkRun> {
  const kept = runs.get(key);
  if (kept) return kept;
  const result = await compute();
  const run = { result, headline: headlineOfRun(result) };
  runs.set(key, run);
  return run;
}

export const headlineOfRun = (r: SimulationResult): Headline =>
  headline(r.dates, r.values, r.cashReturns, monthlyRowCount(r.dates, r.monthlyPeriods));
