// tRPC endpoint for the web app. No logic here: see server/transport/trpc.ts.
import { handleTrpc } from "@/server/transport/trpc";

export const dynamic = "force-dynamic";

export const GET = (req: Request) => handleTrpc(req);
export const POST = (req: Request) => handleTrpc(req);
