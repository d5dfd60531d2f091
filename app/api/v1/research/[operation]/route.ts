// REST endpoint for every registered operation. No logic here: see server/transport/rest.ts.
import { handleRest } from "@/server/transport/rest";
import { methodNotAllowed } from "@/server/transport/http";

export const dynamic = "force-dynamic";

export async function POST(req: Request, ctx: { params: Promise<{ operation: string }> }) {
  return handleRest(req, (await ctx.params).operation);
}

export const GET = methodNotAllowed(["POST"]);
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
