// The OpenAPI 3.1.0 description of the REST API, generated from the registry: one POST path per
// operation with its request schema, its result envelope and the common error responses.
import { z } from "zod";
import { createDocument, type ZodOpenApiResponseObject } from "zod-openapi";
import { env } from "@/server/env";
import { MAX_BODY_BYTES } from "@/server/transport/http";
import { ERROR_CODES, ERROR_TABLE, type ErrorCode } from "@/server/errors";
import { envelopeSchema } from "@/server/operations/envelope";
import type { Operation } from "@/server/operations/types";
import { operations } from "@/server/operations/registry";
import { WARNING_CODES } from "@/server/domain/screeners/warnings";
import { planIdSchema } from "@/server/catalogue/planView";
import { takesExpectedVersion } from "@/server/transport/versionHeaders";
import examples from "@/server/transport/openapiExamples.json";

export const OPENAPI_VERSION = "3.1.0";
export const API_VERSION = "1.0.0";

// One detail of a refusal (server/errors.ts ErrorDetail): path, message and fix always; a refusal
// that checked a whole definition adds its problems' structured fields.
const errorDetailSchema = z
  .object({
    path: z.string().describe("JSON pointer into the request, or empty for the whole request."),
    message: z.string().describe("What is wrong at this path."),
    fix: z.string().optional().describe("What the caller can do about it."),
    code: z
      .enum([...new Set([...ERROR_CODES, ...WARNING_CODES])])
      .optional()
      .describe("The problem's own code: a screener warning code, or invalid_arguments / plan_required."),
    severity: z
      .enum(["error", "warning"])
      .optional()
      .describe("For a screener problem: error stops the write, warning does not."),
    row: z
      .number()
      .int()
      .min(1)
      .nullable()
      .optional()
      .describe("For a screener problem: the row it concerns, from 1; null for the whole screener."),
    lowestPlan: planIdSchema
      .nullable()
      .optional()
      .describe("For a plan limit (plan_required): the lowest plan that accepts the value; null otherwise."),
    currentVersion: z
      .number()
      .int()
      .min(1)
      .optional()
      .describe(
        "For a conflict: the record's version now (its ETag); read the record again at this version.",
      ),
  })
  .describe("One problem: where, what, and what to do about it.");

export const errorBodySchema = z
  .object({
    status: z.literal(false).describe("Always false on failure."),
    error: z
      .object({
        code: z.enum(ERROR_CODES).describe("Stable machine-readable error code."),
        message: z.string().describe("What went wrong, in one sentence."),
        details: z.array(errorDetailSchema).describe("One entry per problem found; may be empty."),
      })
      .describe("What was refused and why."),
  })
  .describe("The body of every error response.");

const retryAfter = {
  "Retry-After": { description: "Seconds to wait before retrying.", schema: { type: "integer", minimum: 1 } },
} as const;

function errorResponse(
  id: string,
  description: string,
  codes: [ErrorCode, ...ErrorCode[]],
): [string, ZodOpenApiResponseObject] {
  const withRetry = codes.some(
    (c) => c === "rate_limited" || c === "allowance_exhausted" || c === "unavailable",
  );
  const response: ZodOpenApiResponseObject = {
    id,
    description: `${description} Error codes: ${codes.join(", ")}.`,
    ...(withRetry ? { headers: retryAfter } : {}),
    content: { "application/json": { schema: errorBodySchema } },
  };
  // Codes sharing a response share an HTTP status (errors.ts).
  return [String(ERROR_TABLE[codes[0]].http), response];
}

// Every status the spec lists for every operation, with the codes that produce it.
const ERROR_RESPONSES = Object.fromEntries([
  errorResponse("Unauthenticated", "Missing, invalid or revoked bearer key.", ["unauthenticated"]),
  errorResponse("Forbidden", "The key may not do this, or the caller's plan does not include it.", [
    "forbidden",
    "plan_required",
  ]),
  errorResponse("NotFound", "No such record visible to the caller, or no such operation.", ["not_found"]),
  errorResponse("PayloadTooLarge", `The body is over ${MAX_BODY_BYTES / 1024} KiB.`, ["payload_too_large"]),
  errorResponse("InvalidArguments", "The request does not match the operation's input schema.", [
    "invalid_arguments",
  ]),
  errorResponse("TooManyRequests", "Per-key rate limit or monthly research-call allowance reached.", [
    "rate_limited",
    "allowance_exhausted",
  ]),
  errorResponse("Internal", "Unexpected failure; logged with the request id.", ["internal"]),
  errorResponse("EngineFailed", "The engine could not produce the result.", ["engine_failed"]),
  errorResponse("Unavailable", "The database or worker pool is down.", ["unavailable"]),
]);

// Only the operations that take expectedVersion can answer conflict.
const [CONFLICT_STATUS, CONFLICT_RESPONSE] = errorResponse(
  "Conflict",
  "expectedVersion (or If-Match) is older than the record's version; nothing was written. details[0].currentVersion gives the version now.",
  ["conflict"],
);

const ETAG_HEADER = {
  ETag: {
    description: 'The record\'s version as a strong entity tag ("3"); send it back as If-Match to edit.',
    schema: { type: "string", pattern: '^"[0-9]+"$' },
  },
} as const;

const IF_MATCH_PARAMETER = {
  name: "If-Match",
  in: "header",
  required: false,
  description:
    'The ETag of the record as you read it ("3"): the same as expectedVersion in the body; * checks nothing.',
  schema: { type: "string" },
} as const;

// One recorded request and answer per operation (scripts/openapi-examples.ts).
const EXAMPLES = examples as Record<string, { request: unknown; response: unknown } | undefined>;

// An operation without one (not recorded yet) is still documented; tests/transport/openapiExamples
// fails until it has one.
function examplesOf(op: Operation) {
  const example = EXAMPLES[op.id];
  if (!example) return { request: undefined, response: undefined };
  return {
    request: { [op.id]: { summary: `A ${op.id} request.`, value: example.request } },
    response: { [op.id]: { summary: "Its answer (lists cut to three items).", value: example.response } },
  };
}

function pathItemFor(op: Operation) {
  const example = examplesOf(op);
  const versioned = takesExpectedVersion(op);
  return {
    post: {
      operationId: op.id,
      summary: op.title,
      description: op.description,
      tags: [op.family],
      ...(versioned ? { parameters: [IF_MATCH_PARAMETER] } : {}),
      // Not required: the route reads an empty body as {}.
      requestBody: { content: { "application/json": { schema: op.input, examples: example.request } } },
      responses: {
        "200": {
          description: "The operation's result in the result envelope.",
          ...(op.recordVersion ? { headers: ETAG_HEADER } : {}),
          content: { "application/json": { schema: envelopeSchema(op.output), examples: example.response } },
        },
        ...ERROR_RESPONSES,
        ...(versioned ? { [CONFLICT_STATUS]: CONFLICT_RESPONSE } : {}),
      },
    },
  };
}

let serialized: string | null = null;

function openApiDocument() {
  return createDocument({
    openapi: OPENAPI_VERSION,
    info: {
      title: "Lodestar research API",
      version: API_VERSION,
      // The service itself: the web app, where the account and its API keys are.
      contact: { name: "Lodestar", url: env().appUrl },
      // The service's own terms (docs/decisions.md "Transports"): not an open-source licence.
      license: { name: "Proprietary", url: env().appUrl },
      description:
        "Investing research and backtesting operations. Every operation is also an MCP tool of the same name at /api/mcp. Results are simulated, for education and illustration.",
    },
    servers: [{ url: env().appUrl }],
    security: [{ bearer: [] }],
    tags: [
      { name: "authoring", description: "Strategy authoring." },
      { name: "screening", description: "Screeners and their filters." },
      { name: "backtesting", description: "Simulations and their comparison." },
    ],
    components: {
      schemas: { ErrorBody: errorBodySchema },
      securitySchemes: {
        bearer: {
          type: "http",
          scheme: "bearer",
          description: "An API key from the account page: Authorization: Bearer <API_KEY>.",
        },
      },
    },
    paths: Object.fromEntries(operations.map((op) => [`/api/v1/research/${op.id}`, pathItemFor(op)])),
  });
}

/** The document as JSON text, built and serialised once (a few hundred KiB; the registry is fixed while the process runs). */
export const openApiJson = () => (serialized ??= JSON.stringify(openApiDocument()));
