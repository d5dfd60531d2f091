import { z } from "zod";
import { defineOperation } from "@/server/operations/types";
import { invalid } from "@/server/errors";
import { RECORD_ID } from "@/server/ids";
import { saveRecord } from "@/server/domain/drafts/save";
import { recordFields, recordFieldsSchema } from "@/server/domain/drafts/view";
import { NAME_MAX } from "@/server/domain/drafts/names";
import { expectedVersionInput } from "@/server/domain/drafts/versions";
import { shownText } from "@/server/domain/drafts/shownText";
import type { RecordKind } from "@/server/domain/drafts/store";
import { saveScreenersOf } from "@/server/domain/portfolios/heldScreeners";

export const saveToLodestar = defineOperation({
  id: "save_to_lodestar",
  family: "authoring",
  title: "Save a draft portfolio or screener in Lodestar",
  description:
    "Saves one of your drafts (a portfolio or a screener, made by create_portfolio or create_screener) into your Lodestar account: it stops being a draft, never expires, and can take a new name or folder on the way. Saving a portfolio also saves the draft screeners it uses (listed in notes). Send exactly one of portfolioId or screenerId. " +
    "Only do this when the person asked to keep it; otherwise hand them the openUrl, where saving is one step. Public records of the service cannot be saved (forbidden); a saved record only takes the new name or folder. expectedVersion makes the save conditional, as for edits (conflict when the record changed since).",
  readOnly: false,
  // A draft becomes saved; saving again only applies the name and folder.
  writes: { destructive: false, idempotent: true },
  input: z.strictObject({
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
  }),
  output: z.object({
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
  }),
  recordVersion: (result) => result.record.version,
  async handler(input, { db, clock, caller }) {
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
  },
});
