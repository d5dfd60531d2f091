// run_monte_carlo: the request (a done simulation, or a portfolio's newest, with horizon, paths, seed and
// cash flows), the answer's shape, and the call: the plan's path limit, the defaults, the run (monteCarlo.ts).
import { z } from "zod";
import { getMarketData } from "@/server/data/load";
import { doneSimulation, monthlyHistory, newestDoneOfPortfolio } from "@/server/domain/analysis/history";
import { monteCarloOf } from "@/server/domain/analysis/monteCarlo";
import { refuseTooManyPaths } from "@/server/domain/analysis/access";
import { horizonCashFlowsInput } from "@/server/domain/analysis/cashFlowsInput";
import { portfolioIdInput } from "@/server/domain/portfolios/requests";
import { requestOf } from "@/server/domain/simulations/stored";
import { permalinkOf } from "@/server/domain/simulations/summary";
import { simulationIdInput } from "@/server/domain/simulations/requests";
import { PLANS } from "@/server/plans";
import { defaultsInto, type AssumedValue } from "@/server/domain/assumed";
import type { RequestContext } from "@/server/domain/context";

const DEFAULT_SEED = 1;
const band = z
  .object(
    Object.fromEntries(
      [5, 10, 25, 50, 75, 90, 95].map((p) => [
        `p${p}`,
        z.number().describe(`${p}th percentile across paths.`),
      ]),
    ),
  )
  .describe("Percentiles of the balance across paths (base currency).");

export const monteCarloInput = z
  .strictObject({
    simulationId: simulationIdInput
      .optional()
      .describe("A done simulation of yours; give this or portfolioId."),
    portfolioId: portfolioIdInput
      .optional()
      .describe("A portfolio: your newest done simulation of it is used."),
    years: z.number().int().min(1).max(50).describe("Years drawn forward, 1 to 50."),
    paths: z
      .number()
      .int()
      .min(1)
      .max(10_000)
      .optional()
      .describe("Paths drawn; left out: your plan's cap, at most 1 000."),
    method: z
      .enum(["bootstrap_months", "block_bootstrap", "normal"])
      .optional()
      .describe("bootstrap_months, block_bootstrap or normal; left out: bootstrap_months."),
    blockMonths: z
      .number()
      .int()
      .min(2)
      .max(60)
      .optional()
      .describe("Block length of block_bootstrap; left out: 12."),
    cashFlows: horizonCashFlowsInput.optional(),
    seed: z.number().int().min(0).max(4_294_967_295).optional().describe("Seed of the draws; left out: 1."),
  })
  .refine((v) => (v.simulationId === undefined) !== (v.portfolioId === undefined), {
    message: "Give either simulationId or portfolioId (one of them).",
  });

export const monteCarloSchema = z.object({
  simulationId: z.string().describe("The simulation whose months were drawn."),
  seed: z.number().int().describe("The seed used: send it again for the same result."),
  method: z.enum(["bootstrap_months", "block_bootstrap", "normal"]).describe("How months were drawn."),
  paths: z.number().int().describe("Paths drawn."),
  startBalance: z.number().describe("Balance at the start: the simulation's starting capital."),
  history: z
    .object({
      from: z.string().describe("First month drawn from (YYYY-MM)."),
      to: z.string().describe("Last month (YYYY-MM)."),
      months: z.number().int().describe("Months in the history."),
    })
    .describe("The monthly returns the paths are drawn from."),
  years: z
    .array(
      z.object({
        year: z.number().int().describe("Years from the start."),
        nominal: band,
        real: band,
        survival: z.number().describe("Share of paths not depleted by the year's end."),
      }),
    )
    .describe("One row per year of the horizon."),
  survival: z.number().describe("Probability of not running out over the horizon."),
  safeWithdrawalRate: z
    .number()
    .describe(
      "Largest first-year withdrawal as a fraction of the start balance, raised with inflation, taken monthly, with no other flows, that 95 % of paths survive.",
    ),
  fitted: z
    .object({
      mean: z.number().describe("Mean monthly log return."),
      std: z.number().describe("Its sample standard deviation."),
    })
    .nullable()
    .describe("The normal model's fit; null for the bootstraps."),
});

export async function monteCarlo(
  { db, clock, caller }: RequestContext,
  input: z.output<typeof monteCarloInput>,
) {
  const assumed: AssumedValue[] = [];
  const pick = defaultsInto(assumed);
  const cap = PLANS[caller.plan].monteCarloPaths;
  const paths = pick(input.paths, "/paths", Math.min(cap, 1_000), "Your plan's cap, at most 1 000.");
  refuseTooManyPaths(caller.plan, paths, "/paths");
  const row = input.simulationId
    ? await doneSimulation(db, caller.userId, input.simulationId, "/simulationId")
    : await newestDoneOfPortfolio({ db, clock, caller }, input.portfolioId!, "/portfolioId");
  const market = getMarketData();
  const r = monteCarloOf(
    monthlyHistory(row),
    market.series.get("cpi")!,
    requestOf(row).recipe.settings.startingCapital,
    {
      years: input.years,
      paths,
      method: pick(input.method, "/method", "bootstrap_months", "Single months drawn with replacement."),
      blockMonths: input.blockMonths ?? 12,
      seed: pick(
        input.seed,
        "/seed",
        DEFAULT_SEED,
        "A fixed seed, so the same request gives the same result.",
      ),
      cashFlows: input.cashFlows ?? null,
    },
  );
  const median = r.years[r.years.length - 1].nominal.p50;
  return {
    result: { simulationId: row.id, ...r },
    summary: `${r.paths} ${r.method} paths of ${input.years} years from ${r.history.months} months of simulation ${row.id} (seed ${r.seed}): median end balance ${median.toFixed(0)}, ${(r.survival * 100).toFixed(1)} % not depleted, safe withdrawal rate ${(r.safeWithdrawalRate * 100).toFixed(2)} %.`,
    assumed,
    dataVersion: row.dataVersion,
    permalink: permalinkOf(row.id),
  };
}
