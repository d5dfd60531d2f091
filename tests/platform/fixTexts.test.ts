// Every fix text names operations that exist: each operation-like word (`[a-z]+_[a-z_]+`, a wildcard
// such as list_*, or a name built in a template such as `list_${kind}s`) in a fix the server can
// produce is an operation of the registry.
import { describe, expect, it } from "vitest";
import { operationsById } from "@/server/operations/registry";
import { HOLE, fixTexts } from "@/tests/platform/fixTexts";

// Words of that shape that fix texts use for something other than an operation.
const NOT_OPERATIONS = new Set(["snake_case"]);
const OPERATION_LIKE = new RegExp(`[a-z]+_(?:[a-z_]+|\\*|${HOLE.replace(/[$.{}]/g, "\\$&")})`, "g");

describe("fix texts", () => {
  const texts = fixTexts();

  it("are all found in the source (the scan reads real fixes)", () => {
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.map((t) => t.text)).toContain("Use a tool name from tools/list.");
  });

  it("name only operations that exist", () => {
    const unknown = texts.flatMap(({ where, text }) =>
      [...text.matchAll(OPERATION_LIKE)]
        .map((m) => m[0])
        .filter((word) => !operationsById.has(word) && !NOT_OPERATIONS.has(word))
        .map((word) => `${where}: ${word} in "${text}"`),
    );
    expect(unknown).toEqual([]);
  });
});
