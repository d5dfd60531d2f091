// The one check every portfolio write and validation goes through: normalise the definition (defaults
// into assumed, bounds, steps, plan rules), then check what it refers to (tickers, screeners,
// benchmark), and take a top-N entry screener's N as the default positions. The definition is usable
// only when no problem is found.
import type { Clock } from "@/server/clock";
import type { Caller } from "@/server/domain/accounts/caller";
import type { DbClient } from "@/server/domain/drafts/store";
import { DEFAULT_BENCHMARK_ID } from "@/server/domain/portfolios/benchmarkIds";
import { normaliseDefinition, type Normalised } from "@/server/domain/portfolios/normalise";
import { checkReferences } from "@/server/domain/portfolios/references";
import { ProblemList } from "@/server/domain/portfolios/problems";
import type { DefinitionRequest, PortfolioDefinition } from "@/server/domain/portfolios/schema";
import { nfc, shownTextProblem, type ShownTextKind } from "@/server/domain/drafts/shownText";
import { withCanonicalNames } from "@/server/domain/portfolios/canonicalNames";
import { positionsFromScreeners } from "@/server/domain/portfolios/screenerPositions";

export const DEFINITION_POINTER = "/definition";

export async function checkPortfolio(
  db: DbClient,
  clock: Clock,
  caller: Caller,
  input: DefinitionRequest,
  keep?: { name: string; description: string | null },
  /** On an edit, the stored definition: screeners it named that are gone do not stop the edit. */
  stored?: PortfolioDefinition,
): Promise<Normalised> {
  const named = withCanonicalNames(input);
  const options = { plan: caller.plan, base: DEFINITION_POINTER, benchmark: DEFAULT_BENCHMARK_ID, keep };
  const normalised = normaliseDefinition(named.definition, options);
  const problems = new ProblemList();
  problems.items.push(...normalised.problems);
  const definition = withShownTexts(normalised.definition, problems);
  const base = DEFINITION_POINTER;
  const missing = await checkReferences(db, clock, caller.userId, definition, base, problems, stored);
  await positionsFromScreeners(db, clock, caller.userId, caller.plan, definition, normalised.assumed, base);
  return {
    ...normalised,
    definition,
    notes: [...named.notes, ...normalised.notes, ...missing],
    problems: problems.items,
  };
}

/** The definition's names and descriptions in NFC, each refused where it cannot be shown (shownText.ts). */
function withShownTexts(d: PortfolioDefinition, problems: ProblemList): PortfolioDefinition {
  const shown = <T extends string | null>(text: T, kind: ShownTextKind, path: string): T => {
    if (text === null) return text;
    const problem = shownTextProblem(text, kind);
    if (problem) problems.invalid(`${DEFINITION_POINTER}${path}`, problem.message, problem.fix);
    return nfc(text) as T;
  };
  return {
    ...d,
    name: shown(d.name, "name", "/name"),
    description: shown(d.description, "description", "/description"),
    models: d.models.map((m, i) => ({
      ...m,
      name: shown(m.name, "name", `/models/${i}/name`),
      description: shown(m.description, "description", `/models/${i}/description`),
    })),
  };
}
