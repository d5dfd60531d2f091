// better-auth's browser client, on the same origin as the app (routes in app/api/auth/[...all]).
import { createAuthClient } from "better-auth/react";

export const authClient = createAuthClient();
