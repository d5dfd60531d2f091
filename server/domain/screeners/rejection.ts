// A screener write stopped by warnings of severity `error`: plan_required (403) when every error is a
// plan limit (too_many_rows, naming the lowest plan), else invalid_arguments (422). The details are the
// warnings themselves, errors first (severity, code, row, path, message, fix, lowestPlan): the same
// structured fields validate_screener returns, in the error body's one schema (server/transport/openapi.ts).
import { ApiError } from "@/server/errors";
import type { ScreenerWarning } from "@/server/domain/screeners/warnings";

export class ScreenerRejected extends ApiError {
  constructor(readonly warnings: ScreenerWarning[]) {
    const errors = warnings.filter((w) => w.severity === "error");
    const ordered = [...errors, ...warnings.filter((w) => w.severity !== "error")];
    const code = errors.every((w) => w.lowestPlan !== null) ? "plan_required" : "invalid_arguments";
    const first = errors[0];
    const where = first.row ? `row ${first.row}, ` : "";
    super(
      code,
      `The screener was not written: ${errors.length} error(s). First (${where}${first.code}): ${first.message}`,
      ordered,
    );
  }
}
