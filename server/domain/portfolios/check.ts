// The one check every portfolio write and validation goes through: normalise the definition (defaults
// into assumed, bounds, steps, plan rules), then check what it refers to (tickers, screeners,
// benchmark), and take a top-N entry screener's N as the default positions. The definition is usable
// only when no problem is found.
import type { Db } from "@/server/db";
import type { Clock } from "@/server/clock";
import type { Caller } from "@/server/domain/accounts/caller";
import { DEFAULT_BENCHMARK_ID } from "@/server/domain/portfolios/benchmarkIds";
import { normaliseDefinition, type Normalised } from "@/server/domain/portfolios/normalise";
import { checkReferences } from "@/server/domain/portfolios/references";
import { ProblemList } from "@/server/domain/portfolios/problems";
import type { DefinitionRequest } from "@/server/domain/portfolios/schema";
import { withCanonicalNames } from "@/server/domain/portfolios/modelNames";
import { positionsFromScreeners } from "@/server/domain/portfolios/screenerPositions";

export const DEFINITION_POINTER = "/definition";

export async function checkPortfolio(
  db: Db,
  clock: Clock,
  caller: Caller,
  input: DefinitionRequest,
  keep?: { name: string; description: string | null },
): Promise<Normalised> {
  const named = withCanonicalNames(input);
  const options = { plan: caller.plan, base: DEFINITION_POINTER, benchmark: DEFAULT_BENCHMARK_ID, keep };
  const normalised = normaliseDefinition(named.definition, options);
  const problems = new ProblemList();
  problems.items.push(...normalised.problems);
  await checkReferences(db, clock, caller.userId, normalised.definition, DEFINITION_POINTER, problems);
  const { definition, assumed } = normalised;
  await positionsFromScreeners(
    db,
    clock,
    caller.userId,
    caller.plan,
    definition,
    assumed,
    DEFINITION_POINTER,
  );
  return { ...normalised, notes: [...named.notes, ...normalised.notes], problems: problems.items };
}
