// Text that people read as a record's name, description or folder. It is kept in Unicode's composed
// form (NFC), so two names that look the same are the same string (and collide in a folder). Characters
// that change how other text displays are refused with the field's path: control characters (C0, DEL,
// C1: an ESC starts a terminal escape sequence) and the bidirectional overrides and isolates
// (U+202A–U+202E, U+2066–U+2069), with which "gpj.exe" can display as "exe.jpg". A description may
// keep its line breaks and tabs. A name also refuses the invisible U+200B, U+2060 and U+FEFF (with them
// "Momentum" and "Mo\u200Bmentum" were two names that look the same in one folder) and the line and
// paragraph separators U+2028 and U+2029 (a name is one line).
import { z } from "zod";

export type ShownTextKind = "name" | "description";

const REFUSED: Record<ShownTextKind, RegExp> = {
  name: /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\u200B\u2060\uFEFF\u2028\u2029]/u,
  description: /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u,
};

const WHAT: [RegExp, string][] = [
  [/[\u202A-\u202E\u2066-\u2069]/u, "a bidirectional override or isolate"],
  [/[\u200B\u2060\uFEFF]/u, "an invisible character"],
  [/[\u2028\u2029]/u, "a line separator"],
];

export const nfc = (text: string) => text.normalize("NFC");

const codePoint = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;

/** Why `text` cannot be shown as a `kind`, with the fix; null when it can. */
export function shownTextProblem(text: string, kind: ShownTextKind): { message: string; fix: string } | null {
  const found = REFUSED[kind].exec(text);
  if (!found) return null;
  const what = WHAT.find(([chars]) => chars.test(found[0]))?.[1] ?? "a control character";
  return {
    message: `The ${kind} holds ${what} (${codePoint(found[0])} at character ${found.index + 1}), which changes how text displays.`,
    fix: `Remove ${codePoint(found[0])} from the ${kind}${kind === "description" ? " (line breaks and tabs may stay)" : ""}.`,
  };
}

/** A string field read as shown text: NFC, and refused (with its path) when shownTextProblem finds one. */
export const shownText = (schema: z.ZodString, kind: ShownTextKind) =>
  schema.overwrite(nfc).superRefine((text, ctx) => {
    const problem = shownTextProblem(text, kind);
    if (problem) ctx.addIssue({ code: "custom", message: problem.message, params: { fix: problem.fix } });
  });
