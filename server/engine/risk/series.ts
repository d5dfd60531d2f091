// The series a risk preset reads, built from the data build (ids as in the catalogue's RISK_SERIES):
// vix (series vix), vix_over_vix3m (vix / vix3m on the dates both have), ust_10y_minus_2y (ust_10y -
// ust_2y, percentage points, dates both have), cpi_us (series cpi), spy (SPY adjusted close).
import type { MarketData, Series } from "@/server/engine/data/panel";

export type RiskSeriesId = "vix" | "vix_over_vix3m" | "ust_10y_minus_2y" | "cpi_us" | "spy";

function required(market: MarketData, id: string): Series {
  const s = market.series.get(id);
  if (!s) throw new Error(`series ${id} is not in data build ${market.dataVersion}`);
  return s;
}

function joined(a: Series, b: Series, id: string, unit: string, f: (x: number, y: number) => number): Series {
  const other = new Map(b.dates.map((d, k) => [d, b.values[k]]));
  const dates: string[] = [];
  const values: number[] = [];
  a.dates.forEach((d, k) => {
    const y = other.get(d);
    if (y !== undefined && Number.isFinite(f(a.values[k], y))) {
      dates.push(d);
      values.push(f(a.values[k], y));
    }
  });
  return {
    id,
    name: `${a.name} and ${b.name}`,
    unit,
    frequency: "daily",
    dates,
    values: Float64Array.from(values),
  };
}

export function riskSeries(market: MarketData, id: RiskSeriesId): Series {
  switch (id) {
    case "vix":
      return required(market, "vix");
    case "cpi_us":
      return required(market, "cpi");
    case "vix_over_vix3m":
      return joined(required(market, "vix"), required(market, "vix3m"), id, "ratio", (x, y) =>
        y > 0 ? x / y : NaN,
      );
    case "ust_10y_minus_2y":
      return joined(
        required(market, "ust_10y"),
        required(market, "ust_2y"),
        id,
        "percentage points",
        (x, y) => x - y,
      );
    case "spy": {
      const { prices } = market;
      const col = prices.column.get("SPY");
      if (col === undefined) throw new Error(`SPY is not in data build ${market.dataVersion}`);
      const dates: string[] = [];
      const values: number[] = [];
      for (let t = 0; t < prices.dates.length; t++) {
        const v = prices.adjClose[t * prices.tickers.length + col];
        if (Number.isFinite(v)) {
          dates.push(prices.dates[t]);
          values.push(v);
        }
      }
      return {
        id,
        name: "SPY adjusted close",
        unit: "USD",
        frequency: "daily",
        dates,
        values: Float64Array.from(values),
      };
    }
  }
}
