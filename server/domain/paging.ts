// Paging of every list: `limit`/`offset` are optional in the request so the answer can report the
// defaults it used in `assumed`, the same way in each list operation.
import { z } from "zod";
import type { AssumedValue } from "@/server/domain/assumed";

export const pageFields = (maxLimit: number, defaultLimit: number, what: string) => ({
  limit: z
    .number()
    .int()
    .min(1)
    .max(maxLimit)
    .optional()
    .describe(`${what} per page, 1 to ${maxLimit}; left out, ${defaultLimit} (reported in assumed).`),
  offset: z
    .number()
    .int()
    .min(0)
    .optional()
    .describe(
      `${what} to skip; left out, 0 (reported in assumed). Page with offset rather than a larger limit.`,
    ),
});

export function resolvePage(
  input: { limit?: number; offset?: number },
  defaultLimit: number,
): { limit: number; offset: number; assumed: AssumedValue[] } {
  const assumed: AssumedValue[] = [];
  if (input.limit === undefined)
    assumed.push({ field: "/limit", value: defaultLimit, reason: "Default page size." });
  if (input.offset === undefined) assumed.push({ field: "/offset", value: 0, reason: "First page." });
  return { limit: input.limit ?? defaultLimit, offset: input.offset ?? 0, assumed };
}
