// MCP transport: a Streamable HTTP endpoint (POST /api/mcp) exposing every registry operation as a
// tool with the operation's name, description and input schema. Stateless: each request gets a fresh
// server bound to the caller authenticated by its bearer key; the draft folder (the client's name)
// travels in the session id (mcpSession.ts). Tools run the same `execute` as REST and tRPC.
import { z } from "zod";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import {
  CallToolRequestSchema,
  ListToolsRequestSchema,
  McpError,
  isInitializeRequest,
  type CallToolResult,
  type Tool,
  type ToolAnnotations,
} from "@modelcontextprotocol/sdk/types.js";
import { getDb, type Db } from "@/server/db";
import { systemClock, type Clock } from "@/server/clock";
import { ApiError, ERROR_TABLE, notFound, toApiError } from "@/server/errors";
import { envelopeSchema } from "@/server/operations/envelope";
import type { Operation, OperationContext } from "@/server/operations/types";
import { operations, operationsById } from "@/server/operations/registry";
import { authenticateBearer } from "@/server/domain/accounts/apiKeys";
import { execute } from "@/server/transport/execute";
import {
  checkDeclaredSize,
  countingRefusals,
  json,
  readJsonBody,
  requestIdOf,
} from "@/server/transport/http";
import { clientAddress } from "@/server/transport/clientAddress";
import { checkRefusals } from "@/server/domain/accounts/refusals";
import { malformedRequest, unknownMethod } from "@/server/transport/mcpParams";
import { folderOfClientName, folderOfSessionId, sessionIdFor } from "@/server/transport/mcpSession";
import { portableSchema } from "@/server/transport/portableSchema";

const SERVER_INFO = { name: "lodestar", version: "1.0.0" };
const INSTRUCTIONS =
  "Lodestar: investing research and backtesting. Portfolios and screeners you create are drafts in a folder named after this client; give the person the returned openUrl to continue in the browser. Results are simulated and for education only.";

// Draft-07, declared in $schema: clients validate with it (the SDK's own client uses Ajv's draft-07),
// and 2020-12's tuple keywords (prefixItems) would make them refuse valid results. Written in the
// forms every model provider accepts (portableSchema.ts).
const jsonSchemaOf = (schema: z.ZodType, io: "input" | "output") =>
  portableSchema(
    z.toJSONSchema(schema, { target: "draft-07", io, unrepresentable: "any" }),
  ) as Tool["inputSchema"];

/** MCP's behaviour hints. Every operation works on the service's own records only (a closed world). */
function annotationsOf(op: Operation): ToolAnnotations {
  const hints = { title: op.title, readOnlyHint: op.readOnly, openWorldHint: false };
  if (op.readOnly) return { ...hints, destructiveHint: false, idempotentHint: true };
  if (!op.writes)
    throw new Error(`${op.id} writes, so it must say how (writes: { destructive, idempotent }).`);
  return { ...hints, destructiveHint: op.writes.destructive, idempotentHint: op.writes.idempotent };
}

let toolList: Tool[] | null = null;
/** Built once: the registry does not change while the process runs. */
export const mcpTools = (): Tool[] =>
  (toolList ??= operations.map((op) => ({
    name: op.id,
    title: op.title,
    description: op.description,
    inputSchema: jsonSchemaOf(op.input, "input"),
    outputSchema: jsonSchemaOf(envelopeSchema(op.output), "output"),
    annotations: annotationsOf(op),
  })));

const textResult = (value: unknown, isError = false): CallToolResult => ({
  content: [{ type: "text", text: JSON.stringify(value) }],
  // Errors carry their body as text only: structured content must match the tool's output schema.
  ...(isError ? { isError: true } : { structuredContent: value as Record<string, unknown> }),
});

function serverFor(ctx: OperationContext): McpServer {
  const mcp = new McpServer(SERVER_INFO, {
    capabilities: { tools: { listChanged: false } },
    instructions: INSTRUCTIONS,
  });
  mcp.server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: mcpTools() }));
  mcp.server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const op = operationsById.get(request.params.name);
    if (!op) {
      const e = notFound(`Tool "${request.params.name}"`, "/params/name", "Use a tool name from tools/list.");
      throw new McpError(ERROR_TABLE.not_found.mcp, e.message, e.toBody());
    }
    try {
      return textResult(await execute(op, request.params.arguments, ctx));
    } catch (error) {
      const e = toApiError(error);
      if (e.httpStatus >= 500) console.error(`[${ctx.requestId}]`, error);
      return textResult(e.toBody(), true);
    }
  });
  return mcp;
}

/**
 * A refusal before any MCP handling, as a JSON-RPC error with the table's MCP code and (unless `status`
 * says otherwise) HTTP status.
 */
function protocolError(error: unknown, id: unknown, requestId: string, status?: number): Response {
  const e = toApiError(error);
  if (e.httpStatus >= 500) console.error(`[${requestId}]`, error);
  const extra: Record<string, string> =
    e.code === "unauthenticated" ? { "www-authenticate": 'Bearer realm="lodestar"' } : {};
  if (e.retryAfter !== undefined) extra["retry-after"] = String(e.retryAfter);
  const body = {
    jsonrpc: "2.0",
    id: id ?? null,
    error: { code: ERROR_TABLE[e.code].mcp, message: e.message, data: e.toBody() },
  };
  return json(body, status ?? e.httpStatus, requestId, extra);
}

/** JSON-RPC's "method not found", in a 200 as the SDK answers it. */
const methodNotFound = (id: unknown, method: string, requestId: string) =>
  json(
    { jsonrpc: "2.0", id: id ?? null, error: { code: -32601, message: `Method not found: ${method}` } },
    200,
    requestId,
  );

const requestIdIn = (body: unknown) =>
  body && typeof body === "object" && !Array.isArray(body) && "id" in body
    ? (body as { id: unknown }).id
    : null;

/** The draft folder for this request: the client's name from `initialize`, else from the session id. */
function folderFor(body: unknown, sessionId: string | null): string | undefined {
  // malformedRequest refused a name that is not a folder's.
  if (isInitializeRequest(body)) return folderOfClientName(body.params.clientInfo.name) ?? undefined;
  if (!sessionId) return undefined;
  const folder = folderOfSessionId(sessionId);
  if (folder === null)
    throw new ApiError("not_found", "Unknown MCP session.", [
      {
        path: "",
        message: "The Mcp-Session-Id header is not one this server issued.",
        fix: "Start a new session with an initialize request.",
      },
    ]);
  return folder;
}

export const handleMcp = (req: Request, deps: { db?: Db; clock?: Clock } = {}): Promise<Response> =>
  countingRefusals(req, () => answerMcp(req, deps));

async function answerMcp(req: Request, deps: { db?: Db; clock?: Clock }): Promise<Response> {
  const requestId = requestIdOf(req);
  // No server-to-client stream and no session state to end: only POST is served.
  if (req.method !== "POST") {
    return json(
      {
        jsonrpc: "2.0",
        id: null,
        error: { code: -32000, message: "Method not allowed: this endpoint takes POST only." },
      },
      405,
      requestId,
      { allow: "POST" },
    );
  }
  let body: unknown = null;
  try {
    await checkRefusals(clientAddress(req));
    checkDeclaredSize(req);
    body = await readJsonBody(req);
    // Read but refused, so answered in a 200 as the SDK answers its own JSON-RPC errors (unknown tool).
    const unknown = unknownMethod(body);
    if (unknown) return methodNotFound(unknown.id, unknown.method, requestId);
    const malformed = malformedRequest(body);
    if (malformed) return protocolError(malformed.error, malformed.id, requestId, 200);
    const folder = folderFor(body, req.headers.get("mcp-session-id"));
    const db = deps.db ?? getDb();
    const clock = deps.clock ?? systemClock;
    const caller = await authenticateBearer(db, clock, req.headers.get("authorization"), folder);
    const mcp = serverFor({ db, clock, caller, requestId });
    const initialize = isInitializeRequest(body);
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: initialize ? () => sessionIdFor(folder) : undefined,
      enableJsonResponse: true,
    });
    await mcp.connect(transport);
    const response = await transport.handleRequest(req, { parsedBody: body });
    await mcp.close();
    response.headers.set("x-request-id", requestId);
    return response;
  } catch (error) {
    return protocolError(error, requestIdIn(body), requestId);
  }
}
