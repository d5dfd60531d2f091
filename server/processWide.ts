// Every value the process keeps for its lifetime: the database client, the market data, pg-boss and the
// queue's handle, the usage counter's pools, the rate limiters and every cache held at module level.
// One value per process, however many copies of a module the process loads: `npm start`
// (scripts/serve.ts) serves the API from the source modules beside Next's bundled copy of the same
// modules, and a value held in a module variable would be built, and held in memory, once per copy.
// A value that is reset (pg-boss, stopped in tests) is a slot object here whose field is cleared.
// This file imports nothing and does no I/O, so the engine may import it (its one import outside
// server/engine, eslint.config.mjs): its caches are process-wide like the rest, through this one holder.

/** The process's one value under `name`, made by `make` on first use. */
export function processWide<T>(name: string, make: () => T): T {
  // The global object as a symbol-keyed store: the one holder of process-wide values in the server.
  const store = globalThis as typeof globalThis & Record<symbol, T | undefined>;
  const key = Symbol.for(`lodestar.${name}`);
  return (store[key] ??= make());
}
