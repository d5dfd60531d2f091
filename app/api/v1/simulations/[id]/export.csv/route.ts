// GET /api/v1/simulations/<id>/export.csv: the daily series of a finished simulation as CSV
// (server/transport/exportRoute.ts).
import { exportRoute } from "@/server/transport/exportRoute";

export async function GET(req: Request, ctx: { params: Promise<{ id: string }> }): Promise<Response> {
  return exportRoute(req, (await ctx.params).id);
}
