// Whether a cookie-authenticated request comes from the app's own pages. A browser sends the session
// cookie with a form or link from any site; it names the page's origin (`Origin`, or at least
// `Sec-Fetch-Site`), which another site cannot forge. A request with neither is not from a page of
// ours, and `Origin: null` (sandboxed frames, file: pages) is not either.
import { trustedOriginsFor } from "@/server/auth";
import { env } from "@/server/env";

export function isSameOrigin(headers: Headers): boolean {
  const origin = headers.get("origin");
  if (origin !== null) return trustedOriginsFor(env().appUrl).includes(origin);
  return headers.get("sec-fetch-site") === "same-origin";
}
