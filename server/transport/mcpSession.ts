// MCP session ids that carry the client's name, so the stateless MCP endpoint knows the draft folder
// (clientInfo.name, sent only in `initialize`) on every later request without server-side state: any
// process can serve any request, and a restart loses nothing. The id grants nothing: the bearer key is
// checked on every request, and the name is what the client chose to send anyway.
import { randomUUID } from "node:crypto";
import { nfc, shownTextProblem } from "@/server/domain/drafts/shownText";

/** Folder names longer than this are cut; the spec only asks for at least one character. */
const MAX_FOLDER = 100;

/**
 * The folder named by a client: trimmed, NFC, cut to MAX_FOLDER code points (cutting UTF-16 units could
 * split a surrogate pair, which jsonb refuses). Null when it holds what a shown name may not (initialize
 * refuses it, so a session id carrying one was not issued here).
 */
export function folderOfClientName(name: unknown): string | undefined | null {
  if (typeof name !== "string" || name.trim() === "") return undefined;
  if (shownTextProblem(name, "name")) return null;
  return Array.from(nfc(name.trim())).slice(0, MAX_FOLDER).join("");
}

export const sessionIdFor = (folder: string | undefined) =>
  `${randomUUID()}.${Buffer.from(folder ?? "", "utf8").toString("base64url")}`;

/** The folder carried by a session id: undefined when it carries none, null when it is not one of ours. */
export function folderOfSessionId(sessionId: string): string | undefined | null {
  const m = /^[0-9a-f-]{36}\.([A-Za-z0-9_-]*)$/.exec(sessionId);
  const name = m && Buffer.from(m[1], "base64url").toString("utf8");
  return name === null ? null : folderOfClientName(name);
}
