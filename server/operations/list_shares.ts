import { z } from "zod";
import { defineOperation } from "@/server/operations/types";
import { listShares } from "@/server/domain/sharing/links";
import { linkView, shareLinkSchema, shareTargetInput, targetOf } from "@/server/domain/sharing/schema";

export const listSharesOperation = defineOperation({
  id: "list_shares",
  family: "backtesting",
  title: "List a record's live share links",
  description:
    "Lists the live (not revoked) share links of one of your simulations or portfolios, oldest first: usually one, as share_record gives the live link again. " +
    "To make one use share_record; to stop one opening, revoke_share.",
  readOnly: true,
  input: z.strictObject(shareTargetInput),
  output: z.object({ links: z.array(shareLinkSchema).describe("The live links, oldest first.") }),
  async handler(input, { db, clock, caller }) {
    const links = await listShares(db, clock, caller.userId, targetOf(input));
    return {
      result: { links: links.map(linkView) },
      summary: links.length
        ? `${links.length} live link(s): ${links.map((l) => linkView(l).url).join(", ")}`
        : "No live link.",
      dataVersion: null,
    };
  },
});
