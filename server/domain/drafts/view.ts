// The record fields every portfolio and screener shares in results: id, name, description, state,
// folder, openUrl, the draft object (folder + expiry, or null when not a draft) and the version.
import { z } from "zod";
import { env } from "@/server/env";
import { RECORD_STATES } from "@/server/domain/drafts/lifecycle";
import type { RecordKind, RecordRow } from "@/server/domain/drafts/store";
import { versionSchema } from "@/server/domain/drafts/versions";

export const recordStateSchema = z
  .enum(RECORD_STATES)
  .describe(
    "draft (made through the API or an AI client, not yet saved), saved, or public (a record of the service, read-only).",
  );

export const draftInfoSchema = z
  .object({
    folder: z
      .string()
      .min(1)
      .describe(
        "The folder the draft was written in, named after the requesting app (MCP client name, API key name, or Lodestar web).",
      ),
    expiresAt: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/)
      .describe(
        "When the draft is deleted unless used or saved before (UTC, ends in Z); every use moves it to 30 days later.",
      ),
  })
  .nullable()
  .describe("Draft details; null when the record is saved or public.");

export const recordFieldsSchema = (kind: RecordKind) => ({
  id: z
    .string()
    .regex(/^[0-9a-f]{24}$/)
    .describe(`24 lowercase hex characters; passed as ${kind}Id to other operations.`),
  name: z.string().min(1).describe("Name, unique within its folder."),
  description: z.string().nullable().describe("Description, or null."),
  state: recordStateSchema,
  folder: z
    .string()
    .min(1)
    .nullable()
    .describe(
      "The folder of a draft or saved record (a draft's is named after the app that made it); null when public.",
    ),
  openUrl: z
    .string()
    .url()
    .describe(
      "Opens the record in the Lodestar app (sign in as the owner), where saving a draft is one step.",
    ),
  draft: draftInfoSchema,
  version: versionSchema,
});

export const openUrlOf = (kind: RecordKind, id: string) => `${env().appUrl}/${kind}s/${id}`;

export function recordFields(kind: RecordKind, row: RecordRow) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    state: row.state as (typeof RECORD_STATES)[number],
    folder: row.folder,
    openUrl: openUrlOf(kind, row.id),
    draft:
      row.state === "draft" && row.folder && row.expiresAt
        ? { folder: row.folder, expiresAt: row.expiresAt.toISOString() }
        : null,
    version: row.version,
  };
}

/** "draft in folder X, expires ..." for summaries. */
export const whereabouts = (row: RecordRow) =>
  row.state === "draft"
    ? `draft in folder "${row.folder}", expires ${row.expiresAt?.toISOString()}`
    : row.state === "saved"
      ? `saved in folder "${row.folder}"`
      : "public";
