// One value per process, however many copies of a module the process loads. `npm start`
// (scripts/serve.ts) serves the API from the source modules beside Next's bundled copy of the same
// modules: a cache held in a module variable would be built, and held in memory, once per copy.
export function processWide<T>(name: string, make: () => T): T {
  const store = globalThis as unknown as Record<symbol, T | undefined>;
  const key = Symbol.for(`lodestar.${name}`);
  return (store[key] ??= make());
}
