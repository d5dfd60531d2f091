// The live check's findings placed where they belong: each problem and each assumed value names a JSON
// pointer into the request (/definition/models/0/positionExits/maxPositions), and each block of the
// builder owns the pointers under its own.
import type { Problem } from "@/server/domain/portfolios/problems";
import type { AssumedValue } from "@/server/domain/assumed";

export type { Problem, AssumedValue };

export interface CheckFindings {
  problems: Problem[];
  assumed: AssumedValue[];
}

export const NO_FINDINGS: CheckFindings = { problems: [], assumed: [] };

export const modelPointer = (i: number) => `/definition/models/${i}`;
export const COMBINED_POINTER = "/definition";

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The problems at or under a pointer. */
export const problemsUnder = (f: CheckFindings, prefix: string) =>
  f.problems.filter((p) => under(p.path, prefix));

/** The value the service filled in at exactly this pointer, if it did. */
export const assumedAt = (f: CheckFindings, pointer: string) => f.assumed.find((a) => a.field === pointer);

/** Problems that no block shows: of the definition as a whole, its name or what the builder does not edit. */
export function problemsOutside(f: CheckFindings, blocks: string[]) {
  return f.problems.filter((p) => !blocks.some((prefix) => under(p.path, prefix)));
}
