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
import { inputError } from "@/server/transport/inputChecks";
import { shownTextProblem } from "@/server/domain/drafts/shownText";

// A Map, not an object: a method named "constructor" or "__proto__" must find nothing (then the SDK's
// "method not found"), not Object.prototype's members.
const REQUEST_SCHEMAS = new Map<string, z.ZodType>([
  ["initialize", InitializeRequestSchema],
  ["ping", PingRequestSchema],
  ["tools/list", ListToolsRequestSchema],
  ["tools/call", CallToolRequestSchema],
]);

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

/**
 * The first request (of a message or a batch) of a method this server does not serve, with its id. It
 * is answered -32601 before the key is checked, as the methods served are public (tools/list).
 */
export function unknownMethod(body: unknown): { id: unknown; method: string } | null {
  for (const message of Array.isArray(body) ? body : [body]) {
    if (!isRecord(message) || !("id" in message) || typeof message.method !== "string") continue;
    if (!REQUEST_SCHEMAS.has(message.method)) return { id: message.id, method: message.method };
  }
  return null;
}

/** The first request (of a message or a batch) whose params do not have its method's shape, refused. */
export function malformedRequest(body: unknown): { id: unknown; error: ApiError } | null {
  for (const message of Array.isArray(body) ? body : [body]) {
    // Notifications get no answer; unknown methods are unknownMethod's.
    if (!isRecord(message) || !("id" in message) || typeof message.method !== "string") continue;
    const issue = REQUEST_SCHEMAS.get(message.method)?.safeParse(message).error?.issues[0];
    // Tool arguments are checked by execute, like every operation's input; the client's name becomes
    // the draft folder, a database column.
    const error = issue
      ? paramsError(message.method, issue)
      : message.method === "initialize"
        ? (inputError(message.params, "/params") ?? clientNameError(message))
        : null;
    if (error) return { id: message.id, error };
  }
  return null;
}

/** The client's name is the draft folder, shown to people: refused as a record's name would be. */
function clientNameError(message: Record<string, unknown>): ApiError | null {
  const { name } = (message as z.infer<typeof InitializeRequestSchema>).params.clientInfo;
  const problem = shownTextProblem(name, "name");
  if (!problem) return null;
  const path = "/params/clientInfo/name";
  const text = `Invalid params for initialize: ${path}: ${problem.message}`;
  return new ApiError("invalid_arguments", text, [{ path, ...problem }]);
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
