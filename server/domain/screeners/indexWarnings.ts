// Run-time warnings of a screen on index members (run_screener): a date before the membership is
// known, and members without a price series on the date (the survivorship note: docs/data.md).
import type { ScreenResult } from "@/server/engine/screening/types";
import type { ScreenerWarning } from "@/server/domain/screeners/warnings";

const warning = (code: ScreenerWarning["code"], message: string, fix: string): ScreenerWarning => ({
  severity: "warning",
  code,
  row: null,
  path: "/universe/indexes",
  message,
  fix,
  lowestPlan: null,
});

export function indexWarnings(indexes: ScreenResult["indexes"], asOf: string): ScreenerWarning[] {
  return indexes.flatMap((x): ScreenerWarning[] => {
    if (asOf < x.firstDate) {
      return [
        warning(
          "index_not_in_data",
          `The data build knows the ${x.name} members from ${x.firstDate} on, so on ${asOf} it selects no stocks.`,
          `Screen the ${x.name} as of ${x.firstDate} or later.`,
        ),
      ];
    }
    if (x.unpriced.length === 0) return [];
    return [
      warning(
        "index_members_without_prices",
        `${x.unpriced.length} of the ${x.members} ${x.name} members on ${asOf} have no price series in the data build on that date and are left out of the universe (survivorship: mostly companies since delisted or merged that the sources do not hold): ${x.unpriced.join(", ")}.`,
        "Read results on past members as picked from the survivors; the gap is small from about 2015 on.",
      ),
    ];
  });
}
