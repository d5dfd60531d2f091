// The live check's findings placed where they belong: each problem and each assumed value names a JSON
// pointer into the request (/definition/models/0/positionExits/maxPositions), and each block of the
// builder owns the pointers under its own.
import type { Problem } from "@/server/domain/portfolios/problems";
import type { AssumedValue } from "@/server/domain/assumed";
import {
  strategyAssumedWords,
  strategyProblemWords,
  type StrategyContext,
} from "@/components/forms/problemWords";
import type { StrategyCatalogue } from "@/components/strategy/useStrategyCatalogue";

export type { Problem, AssumedValue };

/** A problem in words (components/forms/problemWords.ts); `atField`: a box shows it beside itself. */
export type ShownProblem = Problem & { atField?: boolean };

export interface CheckFindings {
  problems: ShownProblem[];
  /** Each with `words`: the field and value as the person reads them. */
  assumed: (AssumedValue & { words?: string })[];
}

export const NO_FINDINGS: CheckFindings = { problems: [], assumed: [] };

export const modelPointer = (i: number) => `/definition/models/${i}`;
export const COMBINED_POINTER = "/definition";

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The problems at or under a pointer. */
export const problemsUnder = (f: CheckFindings, prefix: string) =>
  f.problems.filter((p) => under(p.path, prefix));

/** The message a box shows beside itself: the problem at exactly its pointer, in words. */
export function messageAt(f: CheckFindings, pointer: string): string | undefined {
  const p = f.problems.find((x) => x.path === pointer);
  return p ? `${p.message} ${p.fix}` : undefined;
}

/** The value the service filled in at exactly this pointer, if it did. */
export const assumedAt = (f: CheckFindings, pointer: string) => f.assumed.find((a) => a.field === pointer);

/** Problems that no block shows: of the definition as a whole, its name or what the builder does not edit. */
export function problemsOutside(f: CheckFindings, blocks: string[]) {
  return f.problems.filter((p) => !blocks.some((prefix) => under(p.path, prefix)));
}

/** A field's box as the words mapping reads it: its unit, bounds, accepted steps and whether whole. */
export const box = (f: {
  unit: string;
  min: number | null;
  max: number | null;
  steps: number[] | null;
  type: string;
}) => ({
  unit: f.unit,
  min: f.min,
  max: f.max,
  steps: f.steps,
  integer: f.type === "integer",
});

/** What the words mapping reads of the builder's catalogue: each field's and parameter's name and unit. */
export function wordsContext(
  definition: Record<string, unknown>,
  catalogue: StrategyCatalogue,
): StrategyContext {
  return {
    definition,
    field(path) {
      try {
        const f = catalogue.field(path.replace(/^models(?=\[\]|\.|$)/, "subStrategies"));
        return { name: f.name, ...box(f) };
      } catch {
        return undefined;
      }
    },
    parameter(method, name) {
      const p = catalogue.methods.find((m) => m.id === method)?.parameters.find((x) => x.name === name);
      return p && { name: p.label, ...box(p) };
    },
  };
}

/** The live check's answer in words: every problem and every filled-in value (components/forms/problemWords.ts). */
export function findingsInWords(
  found: { problems: Problem[]; assumed: AssumedValue[] },
  ctx: StrategyContext,
): CheckFindings {
  return {
    problems: found.problems.map((p) => strategyProblemWords(p, ctx)),
    assumed: found.assumed.map((a) => ({ ...a, words: strategyAssumedWords(a, ctx) })),
  };
}

/** The pointers the blocks show problems under: each model's, and a Combined's own three. */
export const blockPointers = (models: number, combined: boolean) => [
  ...Array.from({ length: models }, (_, i) => modelPointer(i)),
  ...(combined
    ? [
        `${COMBINED_POINTER}/allocation`,
        `${COMBINED_POINTER}/riskConditions`,
        `${COMBINED_POINTER}/rebalance`,
      ]
    : []),
];
