// What a run's context works out from its calendar alone (period ends, rebalance rows, cash returns),
// kept per calendar array so that runs on one panel (a sweep's variants) make each only once. The arrays
// are shared between runs: no step writes them (context.ts says who reads them). A calendar keeps at
// most MAX_KEYS of them (a walk-forward starts on many rows), then starts again.
const MAX_KEYS = 32;
const byCalendar = new WeakMap<readonly string[], Map<string, unknown>>();
const ids = new WeakMap<object, number>();
let nextId = 1;

/** A number for an object (a series), for a memo key: the same object always gets the same one. */
export function idOf(o: object | null | undefined): number {
  if (!o) return 0;
  let id = ids.get(o);
  if (id === undefined) ids.set(o, (id = nextId++));
  return id;
}

/** make(), or what it made before for this calendar and key. */
export function onCalendar<T>(dates: readonly string[], key: string, make: () => T): T {
  let memo = byCalendar.get(dates);
  if (!memo) byCalendar.set(dates, (memo = new Map()));
  if (memo.has(key)) return memo.get(key) as T;
  if (memo.size >= MAX_KEYS) memo.clear();
  const value = make();
  memo.set(key, value);
  return value;
}
