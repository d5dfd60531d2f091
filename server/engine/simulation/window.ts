// Lookback window for the allocation step: simple returns of the candidate columns over `months` x
// rowsPerMonth rows (21 on daily rows, 1 on long-run monthly rows) ending at `endRow` (the last row a
// decision may read), never before `firstRow` (so daily and monthly returns are not mixed). Rows where
// any candidate lacks a price (on that row or the one before) are dropped, so every method sees the
// same common history; too few rows left triggers the insufficient_history fallback in allocate().

/** returns: L x K row-major, K = cols.length. */
export function lookbackWindow(
  adjClose: Float64Array,
  N: number,
  cols: number[],
  endRow: number,
  months: number,
  rowsPerMonth: number,
  firstRow: number,
): { returns: Float64Array; L: number } {
  const K = cols.length;
  const span = Math.round(months * rowsPerMonth);
  const first = Math.max(1, firstRow, endRow - span + 1);
  const rows = Math.max(0, endRow - first + 1);
  const out = new Float64Array(rows * K);
  let L = 0;
  for (let r = first; r <= endRow; r++) {
    let complete = true;
    for (let k = 0; k < K && complete; k++) {
      const now = adjClose[r * N + cols[k]];
      const before = adjClose[(r - 1) * N + cols[k]];
      if (!(now > 0) || !(before > 0)) complete = false;
      else out[L * K + k] = now / before - 1;
    }
    if (complete) L++;
  }
  return { returns: out.subarray(0, L * K), L };
}
