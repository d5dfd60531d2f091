// save_to_lodestar: the request (a draft portfolio or screener, an optional new name, an expected
// version), the answer's shape, and the call: the save (save.ts) and, for a portfolio, its screeners.
import { z } from "zod";
import { invalid } from "@/server/errors";
import { RECORD_ID } from "@/server/ids";
import { saveRecord } from "@/server/domain/drafts/save";
import { recordFields, recordFieldsSchema } from "@/server/domain/drafts/view";
import { NAME_MAX } from "@/server/domain/drafts/names";
import { expectedVersionInput } from "@/server/domain/drafts/versions";
import { shownText } from "@/server/domain/drafts/shownText";
import type { RecordKind } from "@/server/domain/drafts/store";
import { saveScreenersOf } from "@/server/domain/portfolios/heldScreeners";
import type { RequestContext } from "@/server/domain/context";

export const saveToLodestarInput = z.strictObject({
  portfolioId: z
    .string()
    .regex(RECORD_ID)
    .optional()
    .describe("The draft portfolio to save (24 lowercase hex)."),
  screenerId: z
    .string()
    .regex(RECORD_ID)
    .optional()
    .describe("The draft screener to save (24 lowercase hex)."),
  name: shownText(z.string().trim().min(1).max(NAME_MAX), "name")
    .optional()
    .describe(
      `New name, 1 to ${NAME_MAX} characters; left out, the draft's name. Unique within the folder (a taken name gets " (2)", reported in notes).`,
    ),
  folder: shownText(z.string().trim().min(1).max(100), "name")
    .optional()
    .describe(
      "Folder to save into; left out, the folder the draft is in (named after the app that made it).",
    ),
  expectedVersion: expectedVersionInput,
});

export const savedRecordSchema = z.object({
  kind: z.enum(["portfolio", "screener"]).describe("What was saved."),
  record: z
    .object({
      ...recordFieldsSchema("portfolio"),
      id: z.string().regex(RECORD_ID).describe("The record's id (unchanged by saving)."),
      folder: z.string().describe("The folder it is saved in."),
    })
    .describe("The saved record (draft is null now)."),
  notes: z
    .array(z.string().min(1))
    .describe("Anything changed on the service's own account, such as a renamed duplicate; usually empty."),
});

export async function saveToLodestar(
  { db, clock, caller }: RequestContext,
  input: z.output<typeof saveToLodestarInput>,
) {
  if (Boolean(input.portfolioId) === Boolean(input.screenerId)) {
    throw invalid(
      input.portfolioId ? "/screenerId" : "",
      "Send exactly one of portfolioId or screenerId.",
      "Save one record per call.",
    );
  }
  const kind: RecordKind = input.portfolioId ? "portfolio" : "screener";
  const id = (input.portfolioId ?? input.screenerId)!;
  const target = { id, path: `/${kind}Id`, expectedVersion: input.expectedVersion };
  const { row, notes, wasDraft } = await saveRecord(db, clock, caller, kind, target, {
    name: input.name,
    folder: input.folder,
  });
  if (kind === "portfolio") notes.push(...(await saveScreenersOf(db, row)));
  return {
    result: { kind, record: { ...recordFields(kind, row), folder: row.folder! }, notes },
    summary: `${wasDraft ? "Saved" : "Kept saved"} ${kind} "${row.name}" (${row.id}) in folder "${row.folder}"; it no longer expires.`,
  };
}
