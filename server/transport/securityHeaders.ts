// Security headers, one set for every response we write (pages, API answers, errors). Pages add a
// Content-Security-Policy with a fresh nonce per request (proxy.ts); API answers are JSON that nothing
// should run or frame, so theirs allows nothing at all.
import { env } from "@/server/env";

/** Headers every response carries; HSTS only where the app is served over https. */
export function securityHeaders(): Record<string, string> {
  return {
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    ...(env().appUrl.startsWith("https://")
      ? { "strict-transport-security": "max-age=63072000; includeSubDomains" }
      : {}),
  };
}

/** The policy of a JSON answer: no content of any kind, never framed. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The policy of a page: scripts only with this request's nonce (Next puts it on its own scripts) and
 * what they load ('strict-dynamic'); styles inline as React and Recharts write them; data and images
 * from this origin; never framed. Development adds 'unsafe-eval' for React's debugging tools.
 */
export function pageCsp(nonce: string, development: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(env().appUrl.startsWith("https://") ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}
