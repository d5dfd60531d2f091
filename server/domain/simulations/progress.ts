// How often a running simulation writes its progress: the engine reports at every simulated year end,
// which on a long run comes every few milliseconds, while get_simulation only needs a moving bar.
/** At most one write per this many milliseconds (a few a second). */
export const PROGRESS_INTERVAL_MS = 250;

/**
 * Passes a fraction on to `write` only when `intervalMs` have passed since the last write (or since it
 * was made); the others are dropped, the final state is written by whoever marks the run done.
 * `now` is a monotonic timer, not the clock: it measures, it does not date.
 */
export function throttled(
  write: (fraction: number) => Promise<unknown>,
  intervalMs = PROGRESS_INTERVAL_MS,
  now = () => performance.now(),
): (fraction: number) => Promise<void> {
  let last = now();
  return async (fraction) => {
    const at = now();
    if (at - last < intervalMs) return;
    last = at;
    await write(fraction);
  };
}
