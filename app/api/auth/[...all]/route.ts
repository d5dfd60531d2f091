// better-auth's endpoints (sign-up, sign-in, sign-out, session). No logic here: see server/auth.ts and
// server/transport/authRoute.ts (the sign-in limits).
import { handleAuth } from "@/server/transport/authRoute";
import { withRequestId } from "@/server/transport/http";

export const dynamic = "force-dynamic";

const handler = withRequestId(handleAuth);

export const GET = handler;
export const POST = handler;
