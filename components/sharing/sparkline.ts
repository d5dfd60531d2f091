// A small growth picture as one SVG path: the series cut to at most `maxPoints` (each a bucket's last
// value, the first and last points kept), scaled into width x height with the top at the highest value.
export function sparklinePath(values: readonly number[], width: number, height: number, maxPoints = 120) {
  const finite = values.filter((v) => Number.isFinite(v));
  if (finite.length < 2) return "";
  const step = Math.max(1, Math.ceil((finite.length - 1) / (maxPoints - 1)));
  const picked: number[] = [];
  for (let i = 0; i < finite.length - 1; i += step) picked.push(finite[i]);
  picked.push(finite[finite.length - 1]);
  const low = Math.min(...picked);
  const high = Math.max(...picked);
  const span = high - low || 1;
  const x = (i: number) => (i / (picked.length - 1)) * width;
  const y = (v: number) => height - ((v - low) / span) * height;
  return picked.map((v, i) => `${i ? "L" : "M"}${x(i).toFixed(1)} ${y(v).toFixed(1)}`).join(" ");
}
