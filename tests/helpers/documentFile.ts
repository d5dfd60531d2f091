// The served OpenAPI document written to a throw-away file, for the command-line linters to read.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { openApiJson } from "@/server/transport/openapi";

export async function withDocumentFile<T>(lint: (document: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), "lodestar-openapi-"));
  try {
    const document = path.join(dir, "openapi.json");
    await writeFile(document, openApiJson());
    return await lint(document, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
