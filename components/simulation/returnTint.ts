// A cell's background by its return: green up, red down, deeper for larger moves, never so deep that
// the figure written on it is hard to read. `fullAt`: the move that gets the deepest tint.
const DEEPEST_TINT = 45;

export function returnTint(x: number | null, fullAt: number): React.CSSProperties | undefined {
  if (x === null || x === 0) return undefined;
  const strength = Math.round(Math.min(1, Math.abs(x) / fullAt) * DEEPEST_TINT);
  return { background: `color-mix(in srgb, var(${x > 0 ? "--good" : "--bad"}) ${strength}%, transparent)` };
}
