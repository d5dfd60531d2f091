// PostgreSQL cannot store U+0000 in text or jsonb, so a NUL that reached a query or a stored definition
// was a 500. No field of any operation has a use for it: every input is checked here, once, before
// its schema, and every string (property names included) holding one is refused with its path.
import { ApiError, type ErrorDetail } from "@/server/errors";
import { MAX_DETAILS, toPointer } from "@/server/zodErrors";

const NUL = "\u0000";
const MESSAGE = "Text may not contain the NUL character (U+0000).";
const FIX = "Remove the NUL character (\\u0000) from this text.";

interface Node {
  value: unknown;
  key: string | null;
  parent: Node | null;
}

function pointerOf(node: Node, name: string | null = null): string {
  const reversed: string[] = name === null ? [] : [name];
  for (let n: Node | null = node; n && n.key !== null; n = n.parent) reversed.push(n.key);
  return toPointer(reversed.reverse());
}

// A walk with its own stack, and paths built only for what is found: a body may nest deeper than the
// call stack goes (256 KiB of "["). In document order; the first MAX_DETAILS are enough to act on.
function nulPaths(input: unknown): string[] {
  const found: string[] = [];
  const stack: Node[] = [{ value: input, key: null, parent: null }];
  for (let node = stack.pop(); node && found.length < MAX_DETAILS; node = stack.pop()) {
    const { value } = node;
    if (typeof value === "string" && value.includes(NUL)) found.push(pointerOf(node));
    if (typeof value !== "object" || value === null) continue;
    const entries = Object.entries(value);
    // A property name is text too; its pointer names the property.
    if (!Array.isArray(value)) {
      for (const [key] of entries) if (key.includes(NUL)) found.push(pointerOf(node, key));
    }
    for (let i = entries.length - 1; i >= 0; i--) {
      stack.push({ value: entries[i][1], key: entries[i][0], parent: node });
    }
  }
  return found.slice(0, MAX_DETAILS);
}

/** The refusal of `input` when any string in it holds a NUL (paths are JSON pointers under `base`). */
export function nulBytesError(input: unknown, base = ""): ApiError | null {
  const paths = nulPaths(input);
  if (paths.length === 0) return null;
  const details: ErrorDetail[] = paths.map((p) => ({ path: base + p, message: MESSAGE, fix: FIX }));
  const message = `The request is not valid: ${details[0].path || "(body)"}: ${MESSAGE}`;
  return new ApiError("invalid_arguments", message, details);
}

export function refuseNulBytes(input: unknown): void {
  const error = nulBytesError(input);
  if (error) throw error;
}
