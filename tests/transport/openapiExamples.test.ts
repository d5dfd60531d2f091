// The OpenAPI examples (server/transport/openapiExamples.json, recorded by npm run openapi:examples):
// one per operation, each request accepted by the operation's input schema and each answer a valid
// envelope of its output schema, so a change of either shows here until the examples are recorded again.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { operations } from "@/server/operations/registry";
import { envelopeSchema } from "@/server/operations/envelope";
import examples from "@/server/transport/openapiExamples.json";

const byId = examples as Record<string, { request: unknown; response: unknown }>;

describe("OpenAPI examples", () => {
  it("exist for exactly the registered operations", () => {
    expect(Object.keys(byId).sort()).toEqual(operations.map((op) => op.id).sort());
  });

  it.each(operations.map((op) => [op.id, op] as const))(
    "%s: the request and answer fit the schemas",
    (_id, op) => {
      const request = op.input.safeParse(byId[op.id].request);
      expect(request.success, request.success ? "" : z.prettifyError(request.error)).toBe(true);
      const response = envelopeSchema(op.output).safeParse(byId[op.id].response);
      expect(response.success, response.success ? "" : z.prettifyError(response.error)).toBe(true);
    },
  );
});
