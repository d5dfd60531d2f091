// A record's version over REST (product.md "Records: versions and sharing"): the result's version as a
// strong ETag ("3"), and If-Match as the operation's expectedVersion, for the operations that take one.
// Only the header mapping lives here; the check is the domain's (server/domain/drafts/versions.ts).
import { z } from "zod";
import { invalid } from "@/server/errors";
import type { Operation } from "@/server/operations/types";

export const etagOf = (version: number) => `"${version}"`;

/** Whether the operation takes expectedVersion (so If-Match means something to it). */
export const takesExpectedVersion = (op: Operation) =>
  op.input instanceof z.ZodObject && "expectedVersion" in op.input.shape;

const ETAG = /^"(\d{1,9})"$/;

/**
 * The request body with If-Match as expectedVersion. `*` (any version) checks nothing; a body that
 * names another version, a weak or listed tag, or an operation without versions is refused.
 */
export function withIfMatch(op: Operation, body: unknown, ifMatch: string | null): unknown {
  if (ifMatch === null || ifMatch.trim() === "*") return body;
  const fix = 'Send the ETag of the record\'s last read as it came, such as If-Match: "3".';
  if (!takesExpectedVersion(op))
    throw invalid("", `${op.id} does not take If-Match: it changes no record.`, "Leave If-Match out.");
  const match = ETAG.exec(ifMatch.trim());
  if (!match)
    throw invalid("/expectedVersion", `If-Match ${ifMatch} is not one strong ETag of a record.`, fix);
  const version = Number(match[1]);
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  const sent = (body as { expectedVersion?: unknown }).expectedVersion;
  if (sent !== undefined && sent !== version)
    throw invalid(
      "/expectedVersion",
      `If-Match says version ${version} and expectedVersion says ${String(sent)}.`,
      "Send one of them, or the same version in both.",
    );
  return { ...body, expectedVersion: version };
}
