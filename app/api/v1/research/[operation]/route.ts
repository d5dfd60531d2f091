// REST endpoint for every registered operation. No logic here: see server/transport/rest.ts.
import { handleRest } from "@/server/transport/rest";

export const dynamic = "force-dynamic";

export async function POST(req: Request, ctx: { params: Promise<{ operation: string }> }) {
  return handleRest(req, (await ctx.params).operation);
}
