// MCP session ids that carry the client's name, so the stateless MCP endpoint knows the draft folder
// (clientInfo.name, sent only in `initialize`) on every later request without server-side state: any
// process can serve any request, and a restart loses nothing. The id grants nothing: the bearer key is
// checked on every request, and the name is what the client chose to send anyway.
import { randomUUID } from "node:crypto";

/** Folder names longer than this are cut; the spec only asks for at least one character. */
const MAX_FOLDER = 100;

export const folderOfClientName = (name: unknown): string | undefined =>
  typeof name === "string" && name.trim() !== "" ? name.trim().slice(0, MAX_FOLDER) : undefined;

export const sessionIdFor = (folder: string | undefined) =>
  `${randomUUID()}.${Buffer.from(folder ?? "", "utf8").toString("base64url")}`;

/** The folder carried by a session id: undefined when it carries none, null when it is not one of ours. */
export function folderOfSessionId(sessionId: string): string | undefined | null {
  const m = /^[0-9a-f-]{36}\.([A-Za-z0-9_-]*)$/.exec(sessionId);
  const name = m && Buffer.from(m[1], "base64url").toString("utf8");
  // initialize refuses a name with NUL (mcpParams.ts), so an id carrying one was not issued here.
  if (name === null || name.includes("\u0000")) return null;
  return folderOfClientName(name);
}
