import { z } from "zod";
import { defineOperation } from "@/server/operations/types";
import { shareRecord } from "@/server/domain/sharing/links";
import { linkView, shareLinkSchema, shareTargetInput, targetOf } from "@/server/domain/sharing/schema";

export const shareRecordOperation = defineOperation({
  id: "share_record",
  family: "backtesting",
  title: "Make a read-only link anyone can open",
  description:
    "Makes a read-only link (url: <app>/s/<token>) to one of your finished simulations or saved portfolios, which anyone can open without signing in: the result's headline, charts and yearly returns, or the strategy's definition in words with its latest backtest. " +
    "The page shows nothing else of your account. Asking again gives the same live link. Revoke it with revoke_share; list a record's live links with list_shares.",
  readOnly: false,
  // Gives back the live link when there is one.
  writes: { destructive: false, idempotent: true },
  input: z.strictObject(shareTargetInput),
  output: z.object({ link: shareLinkSchema }),
  async handler(input, { db, clock, caller }) {
    const target = targetOf(input);
    const { link, created } = await shareRecord(db, clock, caller.userId, target);
    const what = link.kind === "simulation" ? "simulation" : "portfolio";
    return {
      result: { link: linkView(link) },
      summary: `${created ? "Made" : "The live"} read-only link to your ${what}: ${linkView(link).url}`,
      dataVersion: null,
    };
  },
});
