// zod issues -> invalid_arguments details, each with a JSON pointer path, zod's message and a fix that
// says what to send instead.
import type { z } from "zod";
import { ApiError, type ErrorDetail } from "@/server/errors";

/** A long list of problems is cut here: the first ones are enough to act on. */
export const MAX_DETAILS = 20;

export const toPointer = (path: readonly PropertyKey[]) =>
  path.length === 0
    ? ""
    : "/" + path.map((p) => String(p).replace(/~/g, "~0").replace(/\//g, "~1")).join("/");

const listed = (values: readonly unknown[]) => values.map((v) => JSON.stringify(v)).join(", ");
const plural = (n: number | bigint, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

function boundFix(issue: z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig): string {
  const small = issue.code === "too_small";
  const bound = small ? issue.minimum : issue.maximum;
  const word = small
    ? issue.inclusive === false
      ? "more than"
      : "at least"
    : issue.inclusive === false
      ? "fewer than"
      : "at most";
  switch (issue.origin) {
    case "array":
    case "set":
      return `Send ${word} ${plural(bound, "item")}.`;
    case "string":
      return `Send ${word} ${plural(bound, "character")}.`;
    default: {
      const compare = small
        ? issue.inclusive === false
          ? "greater than"
          : "at least"
        : issue.inclusive === false
          ? "less than"
          : "at most";
      return `Send a value ${compare} ${bound}.`;
    }
  }
}

function unionFix(issue: z.core.$ZodIssueInvalidUnion): string {
  if (issue.discriminator && "options" in issue && Array.isArray(issue.options))
    return `Set ${issue.discriminator} to one of: ${listed(issue.options)}.`;
  // When every alternative failed on its type alone, name the accepted types.
  const types = issue.errors.map((branch) =>
    branch.length === 1 && branch[0].code === "invalid_type" && branch[0].path.length === 0
      ? branch[0].expected
      : null,
  );
  if (types.length > 0 && types.every((t) => t !== null))
    return `Send a value of one of the types: ${[...new Set(types)].join(", ")}.`;
  return "Send a value matching one of the documented shapes (see the operation's input schema).";
}

function fixFor(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "invalid_type":
      return issue.expected === "int" ? "Send a whole number." : `Send a value of type ${issue.expected}.`;
    case "too_small":
    case "too_big":
      return boundFix(issue);
    case "invalid_value":
      return `Use one of: ${listed(issue.values)}.`;
    case "invalid_format":
      return issue.format === "regex" && issue.pattern
        ? `Send a value matching the pattern ${issue.pattern}.`
        : `Send a valid ${issue.format}.`;
    case "not_multiple_of":
      return `Send a multiple of ${issue.divisor}.`;
    case "invalid_union":
      return unionFix(issue);
    case "custom":
      // A refinement names its own fix (e.g. server/domain/portfolios/modelNames.ts).
      if (typeof issue.params?.fix === "string") return issue.params.fix;
      return "Correct the value as the operation's input schema describes.";
    case "invalid_key":
      return issue.issues[0]
        ? `Rename the property: ${fixFor(issue.issues[0]).replace(/^Send/, "use")}`
        : "Rename the property.";
    default:
      return "Correct the value as the operation's input schema describes.";
  }
}

export function detailsFromZod(error: z.ZodError): ErrorDetail[] {
  return error.issues.flatMap((issue): ErrorDetail[] => {
    // Each unknown property gets its own detail, pointing at the property itself.
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({
        path: toPointer([...issue.path, key]),
        message: `Unrecognized key: ${JSON.stringify(key)}`,
        fix: `Remove ${JSON.stringify(key)}: this object takes no such property.`,
      }));
    }
    return [{ path: toPointer(issue.path), message: issue.message, fix: fixFor(issue) }];
  });
}

export function invalidArguments(error: z.ZodError): ApiError {
  const all = detailsFromZod(error);
  const details = all.slice(0, MAX_DETAILS);
  const first = details[0];
  const more =
    all.length > MAX_DETAILS
      ? ` (${all.length} problems; the first ${MAX_DETAILS} are listed)`
      : all.length > 1
        ? ` (and ${all.length - 1} more)`
        : "";
  return new ApiError(
    "invalid_arguments",
    `The request is not valid: ${first ? `${first.path || "(body)"}: ${first.message}` : "schema violation"}${more}.`,
    details,
  );
}
