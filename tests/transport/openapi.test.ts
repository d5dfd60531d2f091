// GET /api/v1/openapi.json: a valid OpenAPI 3.1 document listing every registered operation, whose
// schemas describe what the REST route really accepts and answers.
import { beforeAll, describe, expect, it } from "vitest";
import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020 } from "ajv/dist/2020.js";
import { operations } from "@/server/operations/registry";
import { env } from "@/server/env";
import { sampleInputs } from "@/tests/transport/sampleInputs";
import { signUpUser, type WebAndKeyUser } from "@/tests/transport/clients";
import { research, testServer } from "@/tests/helpers/server";

type Json = Record<string, unknown>;
const server = testServer();
let doc: Json;
let user: WebAndKeyUser;
let sampleOf: (operation: string) => Record<string, unknown>;

beforeAll(async () => {
  const res = await fetch(`${server.url()}/api/v1/openapi.json`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  doc = (await res.json()) as Json;
  user = await signUpUser(server.url(), "professional");
  sampleOf = await sampleInputs(server.url(), user.key);
});

/** Follows a local "#/a/b" reference inside the document. */
const deref = (node: Json): Json =>
  typeof node.$ref === "string"
    ? deref(
        node.$ref
          .slice(2)
          .split("/")
          .reduce<Json>((n, k) => n[k] as Json, doc),
      )
    : node;

const post = (id: string) => (doc.paths as Json)[`/api/v1/research/${id}`] as { post: Json } | undefined;
const jsonSchema = (holder: Json) =>
  ((deref(holder).content as Json)["application/json"] as Json).schema as Json;

// Schemas are checked with the document's components beside them, so their $refs resolve.
const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
const validatorFor = (schema: Json) => ajv.compile({ ...schema, components: doc.components });

describe("the document", () => {
  it("validates as OpenAPI 3.1", async () => {
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("is version 1.0.0 of the interface, OpenAPI 3.1.0, with the bearer scheme on every call", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect((doc.info as Json).version).toBe("1.0.0");
    expect(doc.security).toEqual([{ bearer: [] }]);
    expect((doc.components as { securitySchemes: Json }).securitySchemes.bearer).toMatchObject({
      type: "http",
      scheme: "bearer",
    });
  });

  it("names its licence, contact and server (APP_URL), and gives every operation an example each way", () => {
    const appUrl = env().appUrl;
    expect(doc.info).toMatchObject({
      license: { name: "Proprietary", url: appUrl },
      contact: { url: appUrl },
    });
    expect(doc.servers).toEqual([{ url: appUrl }]);
    for (const op of operations) {
      const operation = post(op.id)!.post;
      const examplesOf = (holder: Json) =>
        ((deref(holder).content as Json)["application/json"] as Json).examples as Json;
      expect(Object.keys(examplesOf(operation.requestBody as Json)), op.id).toEqual([op.id]);
      expect(Object.keys(examplesOf((operation.responses as Json)["200"] as Json)), op.id).toEqual([op.id]);
    }
  });

  it("lists exactly the registered operations, each as a POST with the spec's statuses", () => {
    expect(Object.keys(doc.paths as Json).sort()).toEqual(
      operations.map((op) => `/api/v1/research/${op.id}`).sort(),
    );
    for (const op of operations) {
      const operation = post(op.id)!.post;
      expect(operation).toMatchObject({
        operationId: op.id,
        summary: op.title,
        description: op.description,
        tags: [op.family],
      });
      // 409 only where an edit may name the version it was made against (expectedVersion, If-Match).
      const versioned = ["edit_portfolio", "edit_screener", "save_to_lodestar"].includes(op.id);
      expect(Object.keys(operation.responses as Json).sort()).toEqual([
        "200",
        "401",
        "403",
        "404",
        ...(versioned ? ["409"] : []),
        "413",
        "422",
        "429",
        "500",
        "502",
        "503",
      ]);
      expect(operation.parameters, op.id).toEqual(
        versioned ? [expect.objectContaining({ name: "If-Match", in: "header" })] : undefined,
      );
    }
  });

  it("documents the ETag of each result that is one record", () => {
    const ok = (id: string) => (post(id)!.post.responses as Record<string, { headers?: Json }>)["200"];
    const withEtag = operations.filter((op) => ok(op.id).headers?.ETag);
    expect(withEtag.map((op) => op.id).sort()).toEqual([
      "create_portfolio",
      "create_screener",
      "edit_portfolio",
      "edit_screener",
      "get_portfolio",
      "get_screener",
      "save_to_lodestar",
    ]);
  });
});

describe.each(operations.filter((op) => op.readOnly))("$id", (op) => {
  it("documents the request and result the REST route really accepts and answers", async () => {
    const operation = post(op.id)!.post;
    const sample = sampleOf(op.id);
    const request = validatorFor(jsonSchema(operation.requestBody as Json));
    expect(request(sample), JSON.stringify(request.errors)).toBe(true);
    expect(request({ ...sample, notAField: 1 })).toBe(false);

    const ok = await research(server.url(), op.id, sample, user.key);
    expect(ok.status).toBe(200);
    const result = validatorFor(jsonSchema((operation.responses as Json)["200"] as Json));
    expect(result(ok.body), JSON.stringify(result.errors)).toBe(true);
    expect(result({ status: true }), "data is required").toBe(false);
  });

  it("documents the error body the REST route really answers with", async () => {
    const refused = await research(server.url(), op.id, { notAField: 1 }, user.key);
    expect(refused.status).toBe(422);
    const error = validatorFor(jsonSchema((post(op.id)!.post.responses as Json)["422"] as Json));
    expect(error(refused.body), JSON.stringify(error.errors)).toBe(true);
    expect(error({ status: false, error: { code: "no_such_code", message: "x", details: [] } })).toBe(false);
  });
});
