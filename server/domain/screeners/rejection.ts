// A screener write stopped by warnings of severity `error`: invalid_arguments (422) with one detail per
// warning (errors first), each with its path, the row, code and severity in the message, and the fix.
// The error body keeps the one documented shape (server/transport/openapi.ts); validate_screener
// returns the same warnings as structured objects.
import { ApiError } from "@/server/errors";
import type { ScreenerWarning } from "@/server/domain/screeners/warnings";

export const detailMessage = (w: ScreenerWarning) => `${w.row ? `Row ${w.row}, ` : ""}${w.code} (${w.severity}): ${w.message}`;

export class ScreenerRejected extends ApiError {
  constructor(readonly warnings: ScreenerWarning[]) {
    const errors = warnings.filter((w) => w.severity === "error");
    const ordered = [...errors, ...warnings.filter((w) => w.severity !== "error")];
    super(
      "invalid_arguments",
      `The screener was not written: ${errors.length} error(s). First: ${detailMessage(errors[0])}`,
      ordered.map((w) => ({ path: w.path, message: detailMessage(w), fix: w.fix })),
    );
  }
}
