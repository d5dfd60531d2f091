// open_sweep_variant: one cell of a sweep as a normal simulation. The cell's definition is rebuilt from
// the sweep's stored request (the same variantOf the workers ran), written as a draft portfolio in the
// caller's folder through the same check as create_portfolio (and, for a screener-row axis, the changed
// screener as a draft screener of its own), then simulated as simulate_portfolio does with the sweep's
// settings: the same recipe, so the same numbers as the cell (docs/decisions.md "Sweeps").
import type { Db } from "@/server/db";
import type { Clock } from "@/server/clock";
import type { Caller } from "@/server/domain/accounts/caller";
import type { MarketData } from "@/server/engine/data/panel";
import { invalid } from "@/server/errors";
import { createRecord } from "@/server/domain/drafts/write";
import { checkPortfolio } from "@/server/domain/portfolios/check";
import { PortfolioRejected } from "@/server/domain/portfolios/problems";
import type { PortfolioDefinition } from "@/server/domain/portfolios/schema";
import { requestSimulation, type Enqueue } from "@/server/domain/simulations/service";
import { combinationOf, variantOf } from "@/server/domain/research/axes";
import type { AxisValue } from "@/server/domain/research/axisValues";
import { readSweep, requestOfSweep } from "@/server/domain/research/sweepStatus";

const NAME_MAX = 100;
const shown = (value: AxisValue, unit: string | null) =>
  unit === "percent" && typeof value === "number" ? `${Number((value * 100).toFixed(10))} %` : String(value);

/** "<portfolio name> · <axis label> <value>, ...", cut to a record name's length. */
export function variantName(
  portfolioName: string,
  axes: { label: string; unit: string | null }[],
  values: AxisValue[],
) {
  const name = `${portfolioName} · ${axes.map((a, i) => `${a.label} ${shown(values[i], a.unit)}`).join(", ")}`;
  return name.length <= NAME_MAX ? name : `${name.slice(0, NAME_MAX - 1)}…`;
}

export async function openVariant(
  db: Db,
  clock: Clock,
  caller: Caller,
  sweepId: string,
  index: number,
  market: MarketData,
  enqueue: Enqueue,
  reference: string,
) {
  const row = await readSweep(db, caller, sweepId);
  const request = requestOfSweep(row);
  if (index >= request.variantCount)
    throw invalid(
      "/variant",
      `The sweep has variants 0 to ${request.variantCount - 1}.`,
      "Send the index of one of its variants (result.variants[].index).",
    );
  const cell = variantOf(request.base, request.axes, index, request.plan);
  if (!cell.ok)
    throw invalid(
      "/variant",
      `Variant ${index} cannot run: ${cell.reason}`,
      "Open a variant whose state is done.",
    );
  const name = variantName(request.portfolioName, request.axes, combinationOf(request.axes, index));
  const ids = new Map<string, string>();
  for (const [id, screener] of Object.entries(cell.screeners))
    if (screener !== request.base.screeners[id]) {
      const written = await createRecord(db, clock, caller, "screener", {
        name: `${name} · screener`,
        description: null,
        definition: screener as object,
      });
      ids.set(id, written.row.id);
    }
  const renamed = (list: string[]) => list.map((id) => ids.get(id) ?? id);
  const definition: PortfolioDefinition = {
    ...cell.definition,
    name,
    models: cell.definition.models.map((m) => ({
      ...m,
      selection: {
        ...m.selection,
        entryScreeners: renamed(m.selection.entryScreeners),
        exitScreeners: renamed(m.selection.exitScreeners),
      },
    })),
  };
  const checked = await checkPortfolio(db, clock, caller, definition);
  if (checked.problems.length) throw new PortfolioRejected(checked.problems);
  const { row: portfolio } = await createRecord(db, clock, caller, "portfolio", {
    name,
    description: checked.definition.description,
    definition: checked.definition as object,
  });
  const { startYear, variant, baseCurrency, startingCapital, benchmarkId } = request.settings;
  const settings = { startYear, variant, baseCurrency, startingCapital, benchmarkId };
  const simulation = await requestSimulation(
    db,
    clock,
    caller,
    portfolio.id,
    settings,
    market,
    enqueue,
    reference,
  );
  return { ...simulation, portfolioId: portfolio.id };
}
