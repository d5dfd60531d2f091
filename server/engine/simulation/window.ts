// Lookback window for the allocation step: simple returns of the candidate columns over `months` x
// rowsPerMonth rows (21 on daily rows, 1 on long-run monthly rows) ending at `endRow` (the last row a
// decision may read), never before `firstRow` (so daily and monthly returns are not mixed). Rows where
// any candidate lacks a price (on that row or the one before: its return is NaN) are dropped, so every
// method sees the same common history; too few rows left triggers the insufficient_history fallback in
// allocate(). The returns come as per-column copies (loop/columns.ts returnsColumn), read in a row.

/**
 * columns: each candidate's returnsColumn. returns: L x K row-major, K = columns.length. With `buffer`
 * (a run's scratch.window, grown here as needed) the returns are a view on it, valid until the next
 * window: a run's rebalances then allocate nothing for their windows.
 */
export function lookbackWindow(
  columns: Float64Array[],
  endRow: number,
  months: number,
  rowsPerMonth: number,
  firstRow: number,
  buffer?: { window: Float64Array },
): { returns: Float64Array; L: number } {
  const K = columns.length;
  const span = Math.round(months * rowsPerMonth);
  const first = Math.max(1, firstRow, endRow - span + 1);
  const rows = Math.max(0, endRow - first + 1);
  if (buffer && buffer.window.length < rows * K) buffer.window = new Float64Array(rows * K);
  const out = buffer ? buffer.window.subarray(0, rows * K) : new Float64Array(rows * K);
  let gaps = false;
  for (let k = 0; k < K; k++) {
    const column = columns[k];
    for (let i = 0, at = k; i < rows; i++, at += K) {
      const x = column[first + i];
      out[at] = x;
      if (x !== x) gaps = true;
    }
  }
  return gaps ? withoutGaps(out, rows, K) : { returns: out, L: rows };
}

/** The rows of `out` (rows x K) where no column is NaN, in order. */
function withoutGaps(out: Float64Array, rows: number, K: number): { returns: Float64Array; L: number } {
  let L = 0;
  for (let i = 0; i < rows; i++) {
    let complete = true;
    for (let k = 0; k < K && complete; k++) complete = !Number.isNaN(out[i * K + k]);
    if (complete) out.copyWithin(L++ * K, i * K, (i + 1) * K);
  }
  return { returns: out.subarray(0, L * K), L };
}
