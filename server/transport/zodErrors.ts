// zod issues -> invalid_arguments details with a JSON pointer path, a message and a fix.
import type { z } from "zod";
import { ApiError, type ErrorDetail } from "@/server/errors";

export const toPointer = (path: readonly PropertyKey[]) =>
  path.length === 0 ? "" : "/" + path.map((p) => String(p).replace(/~/g, "~0").replace(/\//g, "~1")).join("/");

function fixFor(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "unrecognized_keys":
      return `Remove ${issue.keys.map((k) => `"${k}"`).join(", ")}: this object takes no such property.`;
    case "invalid_type":
      return `Send a value of type ${issue.expected}.`;
    case "too_small":
      return issue.origin === "array" ? `Send at least ${issue.minimum} item(s).` : issue.origin === "string" ? `Send at least ${issue.minimum} character(s).` : `Send a value of at least ${issue.minimum}.`;
    case "too_big":
      return issue.origin === "array" ? `Send at most ${issue.maximum} item(s).` : issue.origin === "string" ? `Send at most ${issue.maximum} character(s).` : `Send a value of at most ${issue.maximum}.`;
    case "invalid_value":
      return `Use one of: ${issue.values.map((v) => JSON.stringify(v)).join(", ")}.`;
    case "invalid_format":
      return `Send a value in the ${issue.format} format.`;
    case "invalid_union":
      return "Send a value matching one of the documented shapes.";
    default:
      return "Correct the value as the operation's input schema describes.";
  }
}

export function detailsFromZod(error: z.ZodError): ErrorDetail[] {
  return error.issues.map((issue) => {
    // Unknown properties point at the property itself, not its parent.
    const path = issue.code === "unrecognized_keys" && issue.keys.length === 1 ? [...issue.path, issue.keys[0]] : issue.path;
    return { path: toPointer(path), message: issue.message, fix: fixFor(issue) };
  });
}

export function invalidArguments(error: z.ZodError): ApiError {
  const details = detailsFromZod(error);
  const first = details[0];
  return new ApiError("invalid_arguments", `The request is not valid: ${first ? `${first.path || "(body)"}: ${first.message}` : "schema violation"}.`, details);
}
