// The state a new portfolio or screener starts in, by who made it (docs/decisions.md "Records made in
// the browser are saved"): what a person builds in the web app is saved in one step; what an API key
// or an MCP client makes is a draft in the key's or client's folder, expiring 30 days after its last
// use, until the person saves it (the spec's state table).
import type { Caller } from "@/server/domain/accounts/caller";

/** How the request was authenticated: a signed-in browser, or an API key (REST or MCP). */
export type CallerKind = "web_session" | "api_key";

export const callerKindOf = (caller: Caller): CallerKind =>
  caller.apiKeyId === null ? "web_session" : "api_key";

export const newRecordState = (kind: CallerKind): "draft" | "saved" =>
  kind === "web_session" ? "saved" : "draft";
