// The stocks' dividend field after the raw era, from the corporate events (docs/data.md "Corporate
// events"): the cash per share on each ex-date, 0 on a day the events say nothing went ex, NaN where no
// source covers the day (unknown, never 0).
import { dayNumber, type EventReport } from "@/server/engine/data/artifact";
import type { Assembled } from "./assemble";
import type { BuiltInstrument } from "./instruments";
import type { TickerEvents } from "./events";

/** The dividend on each of `days` (ascending day numbers) from `fromDay` on; NaN before it. */
export function dividendRun(
  days: ArrayLike<number>,
  events: TickerEvents | undefined,
  fromDay: number,
): Float64Array {
  const out = new Float64Array(days.length).fill(NaN);
  const known = (events?.dividendKnown ?? []).map((s) => [dayNumber(s.from), dayNumber(s.to)]);
  const at = new Map<number, number>();
  for (let j = 0; j < days.length; j++) {
    const d = days[j];
    if (d < fromDay) continue;
    at.set(d, j);
    if (known.some(([from, to]) => from <= d && d <= to)) out[j] = 0;
  }
  const [first, last] = [Math.max(fromDay, days[0]), days[days.length - 1]];
  for (const e of events?.dividends ?? []) {
    const d = dayNumber(e.date);
    if (d < first || d > last) continue;
    const j = at.get(d);
    if (j === undefined)
      throw new Error(
        `the dividend of ${e.date} (${e.sources.join(", ")}) falls on no session of the calendar`,
      );
    out[j] = e.amount;
  }
  return out;
}

/** The last day with a raw dividend (Alpha Vantage, Yahoo or dieperdev rows), -Infinity when none. */
function lastRawDividendDay(inst: BuiltInstrument): number {
  const { days, values } = inst.bars;
  for (let j = days.length - 1; j >= 0; j--) if (!Number.isNaN(values.dividend[j])) return days[j];
  return -Infinity;
}

/** The build's hook: stocks take their dividends from the events after their raw rows; the manifest keeps
 * the events report within each stock's span. */
export function withEventDividends(
  assembled: Assembled,
  instruments: BuiltInstrument[],
  events: { events: Map<string, TickerEvents>; report: EventReport[] },
): Assembled {
  const { manifest, run } = assembled;
  const days = manifest.dates.map(dayNumber);
  const stocks = new Map(
    manifest.instruments.flatMap((m, i) => (m.assetType === "stocks" ? [[m.ticker, i] as const] : [])),
  );
  const eventReport = events.report.flatMap((r) => {
    const i = stocks.get(r.ticker);
    if (i === undefined) return [];
    const { firstDate, lastDate } = manifest.instruments[i];
    if (r.to < firstDate || r.from > lastDate) return [];
    return [{ ...r, from: r.from < firstDate ? firstDate : r.from, to: r.to > lastDate ? lastDate : r.to }];
  });
  return {
    manifest: { ...manifest, eventReport },
    run: (field, i) => {
      const values = run(field, i);
      const m = manifest.instruments[i];
      if (field !== "dividend" || m.assetType !== "stocks") return values;
      const [start, end] = m.span;
      const fromDay = lastRawDividendDay(instruments[i]) + 1;
      const later = dividendRun(days.slice(start, end + 1), events.events.get(m.ticker), fromDay);
      return values.map((v, j) => (days[start + j] >= fromDay ? later[j] : v));
    },
  };
}
