// The params of the MCP requests we serve, checked before the SDK sees them. The SDK checks them with
// its own schemas and answers a mismatch as an internal error (-32603) whose message is the validator's
// issue list. A malformed request is the client's mistake: it gets invalid_arguments (-32602) with one
// line naming the path, and the error body in `data`.
import type { z } from "zod";
import {
  CallToolRequestSchema,
  InitializeRequestSchema,
  ListToolsRequestSchema,
  PingRequestSchema,
} from "@modelcontextprotocol/sdk/types.js";
import { ApiError } from "@/server/errors";
import { toPointer } from "@/server/zodErrors";
import { nulBytesError } from "@/server/transport/nulBytes";

const REQUEST_SCHEMAS: Record<string, z.ZodType> = {
  initialize: InitializeRequestSchema,
  ping: PingRequestSchema,
  "tools/list": ListToolsRequestSchema,
  "tools/call": CallToolRequestSchema,
};

const JSON_TYPE_NAMES: Record<string, string> = {
  object: "an object",
  record: "an object",
  array: "an array",
  string: "a string",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
};

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** The first request (of a message or a batch) whose params do not have its method's shape, refused. */
export function malformedRequest(body: unknown): { id: unknown; error: ApiError } | null {
  for (const message of Array.isArray(body) ? body : [body]) {
    // Notifications get no answer, and unknown methods get the SDK's own "method not found".
    if (!isRecord(message) || !("id" in message) || typeof message.method !== "string") continue;
    const issue = REQUEST_SCHEMAS[message.method]?.safeParse(message).error?.issues[0];
    // Tool arguments are checked by execute, like every operation's input; the client's name becomes
    // the draft folder, a database column.
    const error = issue
      ? paramsError(message.method, issue)
      : message.method === "initialize"
        ? nulBytesError(message.params, "/params")
        : null;
    if (error) return { id: message.id, error };
  }
  return null;
}

function paramsError(method: string, issue: z.core.$ZodIssue): ApiError {
  const path = toPointer(issue.path);
  const wanted = issue.code === "invalid_type" ? JSON_TYPE_NAMES[issue.expected] : undefined;
  const problem = wanted ? `Must be ${wanted}.` : "Does not have the shape MCP gives it.";
  const fix =
    `Send ${method} as the MCP specification gives it` + (wanted ? `, with ${path} as ${wanted}.` : ".");
  const message = `Invalid params for ${method}: ${path}: ${problem}`;
  return new ApiError("invalid_arguments", message, [{ path, message: problem, fix }]);
}
