// What a run's context works out from its calendar alone (period ends, rebalance rows, cash returns),
// kept per calendar array so that runs on one panel (a sweep's variants) make each only once. The arrays
// are shared between runs: no step writes them (context.ts says who reads them). A calendar keeps at
// most MAX_KEYS of them (a walk-forward starts on many rows), then starts again.
// Held with processWide (DEVELOPERS.md: the app loads its modules twice); weak, so a calendar's
// arrays go with it.
import { processWide } from "@/server/processWide";

const MAX_KEYS = 32;
const memo = processWide("calendarMemo", () => ({
  byCalendar: new WeakMap<readonly string[], Map<string, unknown>>(),
  ids: new WeakMap<object, number>(),
  next: 1,
}));

/** A number for an object (a series), for a memo key: the same object always gets the same one. */
export function idOf(o: object | null | undefined): number {
  if (!o) return 0;
  let id = memo.ids.get(o);
  if (id === undefined) memo.ids.set(o, (id = memo.next++));
  return id;
}

/** make(), or what it made before for this calendar and key. */
export function onCalendar<T>(dates: readonly string[], key: string, make: () => T): T {
  let kept = memo.byCalendar.get(dates);
  if (!kept) memo.byCalendar.set(dates, (kept = new Map()));
  if (kept.has(key)) return kept.get(key) as T;
  if (kept.size >= MAX_KEYS) kept.clear();
  const value = make();
  kept.set(key, value);
  return value;
}
