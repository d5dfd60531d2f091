// A screener write stopped by warnings of severity `error`: invalid_arguments (422) whose details carry
// each problem's path, message (with the row) and fix, and whose body also lists every warning in full.
import { ApiError, type ErrorBody } from "@/server/errors";
import type { ScreenerWarning } from "@/server/domain/screeners/warnings";

export class ScreenerRejected extends ApiError {
  constructor(readonly warnings: ScreenerWarning[]) {
    const errors = warnings.filter((w) => w.severity === "error");
    const first = errors[0];
    super(
      "invalid_arguments",
      `The screener was not written: ${errors.length} problem(s). First: ${first.row ? `row ${first.row}: ` : ""}${first.message}`,
      errors.map((w) => ({ path: w.path, message: `${w.row ? `Row ${w.row}: ` : ""}${w.message} [${w.code}]`, fix: w.fix })),
    );
  }

  override toBody(): ErrorBody & { error: { warnings: ScreenerWarning[] } } {
    const body = super.toBody();
    return { ...body, error: { ...body.error, warnings: this.warnings } };
  }
}
