// The share operations' fields: which record (exactly one of simulationId and portfolioId) and a link.
import { z } from "zod";
import { invalid } from "@/server/errors";
import { SHARE_TOKEN, SIMULATION_ID } from "@/server/ids";
import { portfolioIdInput } from "@/server/domain/portfolios/requests";
import { shareUrlOf, type ShareTarget } from "@/server/domain/sharing/links";
import type { ShareLink } from "@/server/generated/prisma/client";

export const shareTargetInput = {
  simulationId: z
    .string()
    .regex(SIMULATION_ID)
    .optional()
    .describe("The finished simulation (sim_ + 32 hex) to share (or portfolioId)."),
  portfolioId: portfolioIdInput.optional().describe("The saved portfolio to share (or simulationId)."),
};

/** The one record named, or invalid_arguments when none or both are. */
export function targetOf(input: { simulationId?: string; portfolioId?: string }): ShareTarget {
  if (Boolean(input.simulationId) === Boolean(input.portfolioId))
    throw invalid(
      "",
      "Send exactly one of simulationId and portfolioId.",
      "Name the backtest (simulationId) or the saved strategy (portfolioId) to share.",
    );
  return input.simulationId ? { simulationId: input.simulationId } : { portfolioId: input.portfolioId! };
}

export const shareTokenInput = z
  .string()
  .regex(SHARE_TOKEN)
  .describe("The link's token: the 24 characters after /s/ in its url.");

export const shareLinkSchema = z
  .object({
    token: shareTokenInput,
    url: z.string().url().describe("The address anyone can open, signed in or not: <app>/s/<token>."),
    kind: z.enum(["simulation", "portfolio"]).describe("What the link shows."),
    createdAt: z.string().describe("When the link was made (ISO 8601)."),
    revokedAt: z.string().nullable().describe("When it was revoked (ISO 8601); null while it opens."),
  })
  .describe("A read-only link to one record.");

export const linkView = (link: ShareLink): z.infer<typeof shareLinkSchema> => ({
  token: link.token,
  url: shareUrlOf(link.token),
  kind: link.kind as "simulation" | "portfolio",
  createdAt: link.createdAt.toISOString(),
  revokedAt: link.revokedAt?.toISOString() ?? null,
});
