import { defineOperation } from "@/server/operations/types";
import {
  saveToLodestarInput,
  savedRecordSchema,
  saveToLodestar as run,
} from "@/server/domain/drafts/saveCall";

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
  input: saveToLodestarInput,
  output: savedRecordSchema,
  recordVersion: (result) => result.record.version,
  handler: (input, ctx) => run(ctx, input),
});
