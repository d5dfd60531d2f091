// A value the caller left out and the service filled in: the domain reports them as it resolves
// defaults, and every result envelope lists them (server/operations/types.ts).
import { z } from "zod";

export const assumedValueSchema = z
  .object({
    field: z.string().describe("JSON pointer into the request or result, such as /offset."),
    value: z.unknown().describe("The value the service used."),
    reason: z.string().describe("Why this value was used."),
  })
  .describe("A value the caller left out and the service filled in.");
export type AssumedValue = z.infer<typeof assumedValueSchema>;

/**
 * `pick(given, field, fallback, reason)`: the given value, or the fallback, recorded in `assumed` as
 * the value the service filled in.
 */
export function defaultsInto(assumed: AssumedValue[]) {
  return <T>(given: T | undefined, field: string, fallback: T, reason: string): T => {
    if (given !== undefined) return given;
    assumed.push({ field, value: fallback, reason });
    return fallback;
  };
}
