import { z } from "zod";
import { defineOperation } from "@/server/operations/types";
import { revokeShare } from "@/server/domain/sharing/links";
import { linkView, shareLinkSchema, shareTokenInput } from "@/server/domain/sharing/schema";

export const revokeShareOperation = defineOperation({
  id: "revoke_share",
  family: "backtesting",
  title: "Revoke a share link",
  description:
    "Revokes one of your share links by its token (from share_record or list_shares): from then on its address opens nothing, for anyone. Revoking a revoked link changes nothing. " +
    "share_record afterwards makes a new link with a new token.",
  readOnly: false,
  writes: { destructive: true, idempotent: true },
  input: z.strictObject({ token: shareTokenInput }),
  output: z.object({ link: shareLinkSchema }),
  async handler(input, { db, clock, caller }) {
    const link = await revokeShare(db, clock, caller.userId, input.token);
    return {
      result: { link: linkView(link) },
      summary: `Revoked the link ${linkView(link).url}; it no longer opens.`,
      dataVersion: null,
    };
  },
});
