// What a shared page may show, read for a live link: the record itself and nothing else of the account
// (no email, no ids of other records, no folder). A simulation: its figures and series. A portfolio: its
// definition in words and the headline of its owner's latest finished backtest, if any.
import type { Db } from "@/server/db";
import type { ShareLink } from "@/server/generated/prisma/client";
import { methodById } from "@/server/catalogue/allocationMethods";
import type { PortfolioDefinition } from "@/server/domain/portfolios/schema";
import { definitionOf } from "@/server/domain/portfolios/record";
import { metricsView } from "@/server/domain/simulations/metrics";
import { requestOf, resultOf, storedCardOf } from "@/server/domain/simulations/stored";
import type { Card } from "@/server/domain/simulations/summary";

/** The setting of a run a visitor reads above its figures. */
function runOf(row: { id: string; request: unknown }) {
  const request = requestOf(row as Parameters<typeof requestOf>[0]);
  const s = request.recipe.settings;
  return {
    name: request.portfolioName,
    startYear: s.startYear,
    startingCapital: s.startingCapital,
    baseCurrency: s.baseCurrency,
    variant: s.variant,
    benchmarkName: request.benchmark?.name ?? null,
    cashFlows: s.cashFlows,
  };
}

/** A shared simulation in full (the daily series included, for the page to draw). */
export async function sharedSimulation(db: Db, link: ShareLink) {
  const row = await db.simulation.findUnique({ where: { id: link.simulationId ?? "" } });
  if (!row || row.state !== "done" || row.userId !== link.userId) return null;
  const run = runOf(row);
  const view = metricsView(resultOf(row), true, run.cashFlows);
  const card = storedCardOf(row);
  return {
    run,
    headline: { portfolio: card.headline, benchmark: card.benchmarkHeadline },
    monthlyPeriods: view.monthlyPeriods ?? [],
    yearly: view.yearly ?? [],
    rebalances: view.rebalances ?? [],
    cashFlows: view.cashFlows,
    daily: view.daily ?? [],
  };
}

export type SharedSimulation = NonNullable<Awaited<ReturnType<typeof sharedSimulation>>>;

/** One model in words: what it holds, how it weighs them, how often it rebalances. */
function modelWords(m: PortfolioDefinition["models"][number]) {
  const method = methodById(m.allocation.riskOn.method)?.name ?? m.allocation.riskOn.method;
  const screeners = m.selection.entryScreeners.length;
  return {
    name: m.name,
    holds: [
      ...m.selection.instruments,
      ...(screeners ? [`the matches of ${screeners === 1 ? "a screener" : `${screeners} screeners`}`] : []),
    ],
    allocation: method,
    riskOff: m.allocation.riskOff ? (methodById(m.allocation.riskOff.method)?.name ?? "another mix") : null,
    rebalance: m.rebalance.every === 1 ? "every month" : `every ${m.rebalance.every} months`,
    riskConditions: m.riskConditions.conditions.length,
    weights: fixedWeights(m.allocation.riskOn.settings.weight),
  };
}

const fixedWeights = (w: unknown): Record<string, number> | null =>
  w && typeof w === "object" && !Array.isArray(w) ? (w as Record<string, number>) : null;

/** A shared saved portfolio, and its owner's latest finished backtest of it. */
export async function sharedPortfolio(db: Db, link: ShareLink) {
  const row = await db.portfolio.findUnique({ where: { id: link.portfolioId ?? "" } });
  if (!row || row.userId !== link.userId || row.state !== "saved") return null;
  const definition = definitionOf(row);
  const latest = await db.simulation.findFirst({
    where: { portfolioId: row.id, userId: link.userId, state: "done" },
    orderBy: { createdAt: "desc" },
    select: { id: true, request: true, summary: true },
  });
  return {
    name: row.name,
    description: row.description,
    kind: definition.kind,
    startingYear: definition.startingYear,
    models: definition.models.map(modelWords),
    latest: latest ? { run: runOf(latest), card: storedCardOf(latest) } : null,
  };
}

/** What the preview card shows: a title, CAGR, max drawdown and the growth points. */
export async function sharedCard(db: Db, link: ShareLink): Promise<ShareCard | null> {
  if (link.kind === "simulation") {
    const row = await db.simulation.findUnique({
      where: { id: link.simulationId ?? "" },
      select: { id: true, userId: true, state: true, request: true, summary: true },
    });
    if (!row || row.state !== "done" || row.userId !== link.userId) return null;
    return cardView(runOf(row), storedCardOf(row));
  }
  const portfolio = await sharedPortfolio(db, link);
  if (!portfolio) return null;
  if (portfolio.latest) return cardView(portfolio.latest.run, portfolio.latest.card, portfolio.name);
  return {
    title: portfolio.name,
    subtitle: "A strategy on Lodestar",
    cagr: null,
    maxDrawdown: null,
    points: [],
  };
}

export interface ShareCard {
  title: string;
  subtitle: string;
  cagr: number | null;
  maxDrawdown: number | null;
  /** Cumulative growth, 1 at the start. */
  points: number[];
}

function cardView(run: ReturnType<typeof runOf>, card: Card, title = run.name): ShareCard {
  const dates = card.points.dates;
  const span = dates.length ? `${dates[0].slice(0, 4)} to ${dates[dates.length - 1].slice(0, 4)}` : "";
  return {
    title,
    subtitle: `Backtest ${span} in ${run.baseCurrency}`,
    cagr: card.headline.cagr,
    maxDrawdown: card.headline.maxDrawdown,
    points: card.points.values.map((v) => 1 + v),
  };
}

export type SharedPortfolio = NonNullable<Awaited<ReturnType<typeof sharedPortfolio>>>;
