// The checks of a definition that read stored records: tickers must be instruments of the data build
// (the instrument table, seeded from it), screener ids must be the caller's live screeners or public
// ones (anything else reads as unknown, so an id never reveals another account's screener), and the
// benchmark must be a public portfolio.
import type { Clock } from "@/server/clock";
import type { DbClient } from "@/server/domain/drafts/store";
import type { PortfolioDefinition } from "@/server/domain/portfolios/schema";
import type { ProblemList } from "@/server/domain/portfolios/problems";
import { visibleWhere } from "@/server/domain/drafts/visibility";

/** A riskOff leg's fixed weights may name instruments outside the selection; they must exist too. */
const riskOffWeightTickers = (m: PortfolioDefinition["models"][number]): string[] => {
  const weight =
    m.allocation.riskOff?.method === "fixed_weights" ? m.allocation.riskOff.settings.weight : null;
  return weight && typeof weight === "object" && !Array.isArray(weight) ? Object.keys(weight) : [];
};

const UNKNOWN_TICKER_FIX =
  "Use a ticker the data build holds, in upper case (such as SPY); list_instruments finds them by ticker or name.";

/** The screeners a definition uses (entry and exit, every model), each once. */
export const screenerIdsOf = (d: PortfolioDefinition): string[] => [
  ...new Set(d.models.flatMap((m) => [...m.selection.entryScreeners, ...m.selection.exitScreeners])),
];

/**
 * Checks what the definition refers to. A screener in `stored` (the definition an edit starts from)
 * that is gone does not stop the edit: a note says it is missing, so the record stays editable (and
 * the missing screener can be replaced). Returns those notes.
 */
export async function checkReferences(
  db: DbClient,
  clock: Clock,
  userId: string,
  d: PortfolioDefinition,
  base: string,
  problems: ProblemList,
  stored?: PortfolioDefinition,
): Promise<string[]> {
  const tickers = [
    ...new Set(d.models.flatMap((m) => [...m.selection.instruments, ...riskOffWeightTickers(m)])),
  ];
  const screenerIds = screenerIdsOf(d);
  const storedScreeners = new Set(stored ? screenerIdsOf(stored) : []);
  const notes: string[] = [];
  const [instruments, screeners, benchmark] = await Promise.all([
    tickers.length
      ? db.instrument.findMany({ where: { ticker: { in: tickers } }, select: { ticker: true } })
      : [],
    screenerIds.length
      ? db.screener.findMany({
          where: { AND: [{ id: { in: screenerIds } }, visibleWhere(userId, clock.now())] },
          select: { id: true },
        })
      : [],
    db.portfolio.findFirst({ where: { id: d.benchmark, state: "public" }, select: { id: true } }),
  ]);
  const knownTickers = new Set(instruments.map((i) => i.ticker));
  const knownScreeners = new Set(screeners.map((s) => s.id));
  d.models.forEach((m, i) => {
    m.selection.instruments.forEach((t, j) => {
      if (!knownTickers.has(t))
        problems.invalid(
          `${base}/models/${i}/selection/instruments/${j}`,
          `${t} is not an instrument of the data build.`,
          UNKNOWN_TICKER_FIX,
        );
    });
    riskOffWeightTickers(m).forEach((t) => {
      if (!knownTickers.has(t))
        problems.invalid(
          `${base}/models/${i}/allocation/riskOff/settings/weight/${t}`,
          `${t} is not an instrument of the data build.`,
          UNKNOWN_TICKER_FIX,
        );
    });
    for (const list of ["entryScreeners", "exitScreeners"] as const) {
      m.selection[list].forEach((id, j) => {
        const path = `${base}/models/${i}/selection/${list}/${j}`;
        if (knownScreeners.has(id)) return;
        if (storedScreeners.has(id)) notes.push(missingScreenerNote({ path, screenerId: id }));
        else
          problems.invalid(
            path,
            `No screener ${id} is visible to you.`,
            "Use the id of one of your screeners (list_screeners) or of a public one (list_screeners with state public).",
          );
      });
    }
  });
  if (!benchmark)
    problems.invalid(
      `${base}/benchmark`,
      `${d.benchmark} is not a benchmark portfolio.`,
      "Use the id of a public portfolio (list_portfolios with state public), or leave benchmark out for the default.",
    );
  return notes;
}

export interface MissingScreener {
  /** Where the definition names it, such as /definition/models/0/selection/entryScreeners/0. */
  path: string;
  screenerId: string;
}

export const missingScreenerNote = ({ path, screenerId }: MissingScreener) =>
  `The screener ${screenerId} at ${path} no longer exists: the portfolio cannot be simulated until it is replaced or removed (edit_portfolio).`;

/** The screeners a stored definition names that the owner can no longer see (deleted, or another's). */
export async function missingScreeners(
  db: DbClient,
  clock: Clock,
  userId: string,
  d: PortfolioDefinition,
  base: string,
): Promise<MissingScreener[]> {
  const ids = screenerIdsOf(d);
  if (ids.length === 0) return [];
  const found = await db.screener.findMany({
    where: { AND: [{ id: { in: ids } }, visibleWhere(userId, clock.now())] },
    select: { id: true },
  });
  const known = new Set(found.map((s) => s.id));
  return d.models.flatMap((m, i) =>
    (["entryScreeners", "exitScreeners"] as const).flatMap((list) =>
      m.selection[list].flatMap((screenerId, j) =>
        known.has(screenerId) ? [] : [{ path: `${base}/models/${i}/selection/${list}/${j}`, screenerId }],
      ),
    ),
  );
}
