// The result envelope of the spec (status, data: result, summary, assumed, ...) around an operation's
// result: its schema for the OpenAPI document and the MCP tool list, and its type for the transports.
import { z } from "zod";
import { assumedValueSchema, type AssumedValue } from "@/server/domain/assumed";
import { JOB_ID } from "@/server/ids";

/** The result envelope of the spec, around an operation's output schema. */
export function envelopeSchema(output: z.ZodType) {
  return z.object({
    status: z.literal(true).describe("Always true on success."),
    data: z.object({
      result: output,
      summary: z.string().describe("A few lines of text describing the result."),
      assumed: z
        .array(assumedValueSchema)
        .describe("Values the caller left out and the service filled in; empty when none."),
      chart: z
        .record(z.string(), z.unknown())
        .optional()
        .describe("Chart specification, where the result has one."),
      dataVersion: z
        .string()
        .nullable()
        .describe("Data build the result was computed on; null when nothing was computed from market data."),
      recipeId: z
        .string()
        .regex(/^rcp_[0-9a-f]{32}$/)
        .optional()
        .describe("Reproduces the result: rcp_ followed by 32 hex characters."),
      permalink: z.string().url().optional().describe("Permanent address of the result."),
      jobId: z
        .string()
        .regex(JOB_ID)
        .optional()
        .describe("The background job computing the result, when it runs asynchronously: job_ + 32 hex."),
    }),
  });
}
/** The result envelope as a type, around an operation's result (`z.output` of its output schema). */
export type Envelope<Result = unknown> = {
  status: true;
  data: {
    result: Result;
    summary: string;
    assumed: AssumedValue[];
    chart?: Record<string, unknown>;
    dataVersion: string | null;
    recipeId?: string;
    permalink?: string;
    jobId?: string;
  };
};
