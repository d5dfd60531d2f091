import { z } from "zod";
import { defineOperation } from "@/server/operations/types";
import { findReadable, touch } from "@/server/domain/drafts/access";
import { whereabouts } from "@/server/domain/drafts/view";
import { screenerDefinitionOf, screenerRecordSchema, screenerView } from "@/server/domain/screeners/record";
import { screenerIdInput } from "@/server/domain/screeners/requests";

export const getScreener = defineOperation({
  id: "get_screener",
  family: "screening",
  title: "Read one screener",
  description:
    "Returns one screener (yours, or a public one of the service) with its complete definition, state, openUrl and, for a draft, its folder and expiry. Reading a draft is a use: its expiry moves to 30 days from now. " +
    "Use list_screeners to find ids, run_screener to see what it matches, edit_screener to change it.",
  readOnly: true,
  input: z.strictObject({ screenerId: screenerIdInput }),
  output: z.object({ screener: screenerRecordSchema }),
  recordVersion: (result) => result.screener.version,
  async handler(input, { db, clock, caller }) {
    const row = await touch(
      db,
      clock,
      "screener",
      await findReadable({ db, clock, caller }, "screener", input.screenerId, "/screenerId"),
    );
    const definition = screenerDefinitionOf(row);
    return {
      result: { screener: screenerView(row) },
      summary: `Screener "${row.name}" (${row.id}) over ${definition.universe.assetType} with ${definition.rows.length} row(s); ${whereabouts(row)}.`,
    };
  },
});
