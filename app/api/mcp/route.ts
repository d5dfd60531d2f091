// MCP (Streamable HTTP) endpoint for AI clients. No logic here: see server/transport/mcp.ts.
import { handleMcp } from "@/server/transport/mcp";

export const dynamic = "force-dynamic";

export const POST = (req: Request) => handleMcp(req);
export const GET = (req: Request) => handleMcp(req);
export const DELETE = (req: Request) => handleMcp(req);
