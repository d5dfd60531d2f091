// better-auth's endpoints (sign-up, sign-in, sign-out, session). No logic here: see server/auth.ts.
import { getAuth } from "@/server/auth";
import { withRequestId } from "@/server/transport/http";

export const dynamic = "force-dynamic";

const handler = withRequestId((req) => getAuth().handler(req));

export const GET = handler;
export const POST = handler;
