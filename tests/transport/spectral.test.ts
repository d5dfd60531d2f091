// The OpenAPI document passes Spectral's OpenAPI ruleset (spectral:oas, through the repository's
// .spectral.yaml) with no finding at all: no error, warning, info or hint. The ruleset ships with the
// CLI, so this runs offline.
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { expect, it } from "vitest";
import { withDocumentFile } from "@/tests/helpers/documentFile";

const SPECTRAL = path.resolve("node_modules/.bin/spectral");

/** A Spectral result; severity 0 error, 1 warning, 2 info, 3 hint. */
interface Finding {
  code: string;
  message: string;
  severity: number;
  path: string[];
}

it("lints clean with spectral:oas", async () => {
  const findings = await withDocumentFile(async (document, dir) => {
    const results = path.join(dir, "results.json");
    const ruleset = path.resolve(".spectral.yaml");
    const args = ["lint", document, "--ruleset", ruleset, "--format", "json", "--output", results, "--quiet"];
    // Spectral exits 1 when it finds an error; the findings are read from its output either way, and
    // the way it failed is shown only when it wrote none.
    const failure = await promisify(execFile)(SPECTRAL, args).then(
      () => null,
      (e: unknown) => e,
    );
    const text = await readFile(results, "utf8").catch(() => Promise.reject(failure ?? new Error("none")));
    return JSON.parse(text) as Finding[];
  });
  const listed = findings.map((f) => `${f.code} (${f.severity}): ${f.message} at ${f.path.join(".")}`);
  expect(listed).toEqual([]);
});
