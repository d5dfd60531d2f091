// The OpenAPI document, as a production server with a public APP_URL serves it, passes Redocly's
// recommended ruleset with no error and no warning. (With the development default the server is
// http://localhost:3000, which the rule no-server-example.com rightly flags for a published document.)
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { setEnv } from "@/tests/helpers/env";
import { withDocumentFile } from "@/tests/helpers/documentFile";

const REDOCLY = path.resolve("node_modules/.bin/redocly");

interface Report {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; message: string }[];
}

const before = process.env.APP_URL;
beforeAll(() => setEnv({ APP_URL: "https://lodestar.example" }));
afterAll(() => setEnv({ APP_URL: before }));

it("lints clean with Redocly's recommended rules", async () => {
  const report = await withDocumentFile(async (document) => {
    // Redocly exits 1 on an error; its report is on stdout either way.
    const run = promisify(execFile)(REDOCLY, ["lint", document, "--format", "json"], {
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
    });
    const { stdout } = await run.catch((e: { stdout?: string }) => ({ stdout: e.stdout ?? "" }));
    return JSON.parse(stdout) as Report;
  });
  expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
  expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
}, 60_000);
