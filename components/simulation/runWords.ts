// The frictions a run applied, in words, for the line under a result's title.
export const frictionsOf = (v: { reinvest: boolean; costs: boolean; taxes: boolean }) =>
  [
    v.reinvest ? "dividends reinvested" : "dividends paid out",
    v.costs ? "trading costs" : "no trading costs",
    v.taxes ? "taxes" : "no taxes",
  ].join(", ");
