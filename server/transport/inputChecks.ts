// What every input must be before its schema sees it, checked once for every operation on every
// transport (execute.ts) by one walk with its own stack:
// - no NUL (U+0000): PostgreSQL cannot store it in text or jsonb, and no field has a use for it;
// - no lone surrogate (invalid UTF-16, e.g. "\ud800"): jsonb refuses its escape, so it was a 500;
// - nesting at most MAX_DEPTH objects or lists deep: zod, the JSON Patch code and the engine's
//   definition readers recurse, and a body of 12,000 "[" (24 KB) overflowed the call stack.
// Each refusal names the path (property names are text too: their pointer names the property).
import { ApiError, type ErrorDetail } from "@/server/errors";
import { MAX_DETAILS, toPointer } from "@/server/zodErrors";

/** The deepest nesting of objects and lists an input may have (docs/decisions.md "Every input has an answer"). */
export const MAX_DEPTH = 64;

const NUL = "\u0000";
// With the u flag a well-formed pair is one code point, so only an unpaired half matches.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

const PROBLEMS = {
  nul: {
    message: "Text may not contain the NUL character (U+0000).",
    fix: "Remove the NUL character (\\u0000) from this text.",
  },
  surrogate: {
    message: "Text is not valid Unicode: it holds a lone surrogate (half of a UTF-16 pair, U+D800–U+DFFF).",
    fix: "Send the whole character, or remove the stray \\uD800–\\uDFFF escape.",
  },
  depth: {
    message: `Nested more than ${MAX_DEPTH} objects or lists deep.`,
    fix: `Flatten the value: no field of any operation nests more than ${MAX_DEPTH} levels.`,
  },
} as const;
type Problem = keyof typeof PROBLEMS;

interface Node {
  value: unknown;
  key: string | null;
  parent: Node | null;
  depth: number;
}

function pointerOf(node: Node, name: string | null = null): string {
  const reversed: string[] = name === null ? [] : [name];
  for (let n: Node | null = node; n && n.key !== null; n = n.parent) reversed.push(n.key);
  return toPointer(reversed.reverse());
}

const textProblem = (text: string): Problem | null =>
  text.includes(NUL) ? "nul" : LONE_SURROGATE.test(text) ? "surrogate" : null;

// Paths are built only for what is found. In document order; the first MAX_DETAILS are enough to act on.
function problemsOf(input: unknown): { path: string; problem: Problem }[] {
  const found: { path: string; problem: Problem }[] = [];
  const stack: Node[] = [{ value: input, key: null, parent: null, depth: 0 }];
  for (let node = stack.pop(); node && found.length < MAX_DETAILS; node = stack.pop()) {
    const { value } = node;
    if (typeof value === "string") {
      const problem = textProblem(value);
      if (problem) found.push({ path: pointerOf(node), problem });
    }
    if (typeof value !== "object" || value === null) continue;
    if (node.depth >= MAX_DEPTH) {
      // Its contents are not walked: the path says where to cut.
      found.push({ path: pointerOf(node), problem: "depth" });
      continue;
    }
    const entries = Object.entries(value);
    if (!Array.isArray(value)) {
      for (const [key] of entries) {
        const problem = textProblem(key);
        if (problem) found.push({ path: pointerOf(node, key), problem });
      }
    }
    for (let i = entries.length - 1; i >= 0; i--) {
      stack.push({ value: entries[i][1], key: entries[i][0], parent: node, depth: node.depth + 1 });
    }
  }
  return found.slice(0, MAX_DETAILS);
}

/** The refusal of `input` when it breaks a rule above (paths are JSON pointers under `base`). */
export function inputError(input: unknown, base = ""): ApiError | null {
  const found = problemsOf(input);
  if (found.length === 0) return null;
  const details: ErrorDetail[] = found.map(({ path, problem }) => ({
    path: base + path,
    ...PROBLEMS[problem],
  }));
  const message = `The request is not valid: ${details[0].path || "(body)"}: ${details[0].message}`;
  return new ApiError("invalid_arguments", message, details);
}

export function refuseBadInput(input: unknown): void {
  const error = inputError(input);
  if (error) throw error;
}
