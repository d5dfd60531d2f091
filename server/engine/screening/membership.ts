// An index's members on one date row (MarketData.membership): those whose ticker's price series is
// theirs and has a bar span over the date, and those the data build has no price series for there.
import type { MarketData } from "@/server/engine/data/panel";

export interface IndexOnDate {
  index: string;
  name: string;
  /** The membership is known from firstDate (none before it) to its last change, lastDate. */
  firstDate: string;
  lastDate: string;
  /** Members on the date (count). */
  members: number;
  /** Panel columns of the members priced on the date. */
  priced: number[];
  /** Members with no price series on the date, by ticker. */
  unpriced: string[];
}

/** The index's members as of row t, or null when the data build holds no membership for it. */
export function indexOnDate(data: MarketData, index: string, t: number): IndexOnDate | null {
  const m = data.membership.get(index);
  if (!m) return null;
  const { prices } = data;
  const date = prices.dates[t];
  const priced = new Set<number>();
  const unpriced = new Set<string>();
  for (const x of m.intervals) {
    if (x.start > date || (x.end !== null && x.end <= date)) continue;
    const i = prices.column.get(x.ticker);
    const hasBar = i !== undefined && prices.first[i] >= 0 && prices.first[i] <= t && t <= prices.last[i];
    if (hasBar && x.pricedFrom !== null && x.pricedFrom <= date) priced.add(i);
    else unpriced.add(x.ticker);
  }
  return {
    index,
    name: m.name,
    firstDate: m.firstDate,
    lastDate: m.lastDate,
    members: priced.size + unpriced.size,
    priced: [...priced].sort((a, b) => a - b),
    unpriced: [...unpriced].sort(),
  };
}
