// k-means with k = 2 on 2-d features (Lloyd's algorithm), deterministic start: the points with the
// lowest and highest second feature (volatility). Features are z-scored over the fitted window and the
// return feature is then halved, so volatility leads the split (a volatile month with a large gain
// still counts as turbulent). Returns whether the last point belongs to the cluster whose centre has
// the higher volatility.
const RETURN_WEIGHT = 0.5;

export function lastPointInHighVolatilityCluster(f1: Float64Array, f2: Float64Array): boolean {
  const n = f1.length;
  const z = (f: Float64Array, scale: number) => {
    let m = 0;
    for (let k = 0; k < n; k++) m += f[k];
    m /= n;
    let v = 0;
    for (let k = 0; k < n; k++) v += (f[k] - m) ** 2;
    const sd = Math.sqrt(v / n) || 1;
    return f.map((x) => (scale * (x - m)) / sd);
  };
  const a = z(f1, RETURN_WEIGHT);
  const b = z(f2, 1);
  let lo = 0;
  let hi = 0;
  for (let k = 1; k < n; k++) {
    if (b[k] < b[lo]) lo = k;
    if (b[k] > b[hi]) hi = k;
  }
  const c = [
    [a[lo], b[lo]],
    [a[hi], b[hi]],
  ];
  const label = new Uint8Array(n);
  for (let it = 0; it < 100; it++) {
    let changed = false;
    for (let k = 0; k < n; k++) {
      const d0 = (a[k] - c[0][0]) ** 2 + (b[k] - c[0][1]) ** 2;
      const d1 = (a[k] - c[1][0]) ** 2 + (b[k] - c[1][1]) ** 2;
      const l = d1 < d0 ? 1 : 0;
      if (l !== label[k]) {
        label[k] = l;
        changed = true;
      }
    }
    for (let s = 0; s < 2; s++) {
      let sa = 0;
      let sb = 0;
      let count = 0;
      for (let k = 0; k < n; k++)
        if (label[k] === s) {
          sa += a[k];
          sb += b[k];
          count++;
        }
      if (count > 0) c[s] = [sa / count, sb / count];
    }
    if (!changed && it > 0) break;
  }
  const high = c[1][1] >= c[0][1] ? 1 : 0;
  return label[n - 1] === high;
}
