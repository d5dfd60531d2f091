// Probability of backtest overfitting by combinatorially symmetric cross-validation (Bailey, Borwein,
// López de Prado and Zhu, "The Probability of Backtest Overfitting", 2015). The variants' returns on
// the same dates are cut into S blocks; for every choice of S/2 blocks as the training set, the variant
// best in training is ranked among all variants on the other half. PBO is the share of choices where it
// ranks at or below the median out of sample (logit of its relative rank <= 0).

/** Sums per block and variant, so a split's Sharpe ratios come from adding S/2 blocks. */
interface BlockSums {
  count: Float64Array;
  sum: Float64Array[];
  squares: Float64Array[];
}

function blockSums(returns: Float64Array[], blocks: number): BlockSums {
  const rows = returns[0].length;
  const count = new Float64Array(blocks);
  const sum = Array.from({ length: blocks }, () => new Float64Array(returns.length));
  const squares = Array.from({ length: blocks }, () => new Float64Array(returns.length));
  for (let t = 0; t < rows; t++) {
    const b = Math.floor((t * blocks) / rows);
    count[b]++;
    for (let n = 0; n < returns.length; n++) {
      sum[b][n] += returns[n][t];
      squares[b][n] += returns[n][t] ** 2;
    }
  }
  return { count, sum, squares };
}

/**
 * Sharpe ratio (mean / sample sd) of each variant over the chosen blocks, into `out`; `sum` and
 * `squares` are scratch. Blocks outer, variants inner (each block's sums are one contiguous array), adding
 * the blocks in the same order for every variant as a variant-by-variant loop would.
 */
function sharpeOver(
  s: BlockSums,
  chosen: number[],
  out: Float64Array,
  sum: Float64Array,
  squares: Float64Array,
): void {
  let k = 0;
  for (const b of chosen) k += s.count[b];
  sum.fill(0);
  squares.fill(0);
  for (const b of chosen) {
    const bs = s.sum[b];
    const bq = s.squares[b];
    for (let n = 0; n < out.length; n++) {
      sum[n] += bs[n];
      squares[n] += bq[n];
    }
  }
  for (let n = 0; n < out.length; n++) {
    const m = sum[n] / k;
    const sd = Math.sqrt(Math.max(squares[n] - k * m * m, 0) / (k - 1));
    out[n] = sd > 0 ? m / sd : m > 0 ? Infinity : m < 0 ? -Infinity : 0;
  }
}

/** Every way of choosing `k` of `0..n-1`, in lexicographic order. */
function* combinations(n: number, k: number): Generator<number[]> {
  const c = Array.from({ length: k }, (_, i) => i);
  for (;;) {
    yield c;
    let i = k - 1;
    while (i >= 0 && c[i] === n - k + i) i--;
    if (i < 0) return;
    c[i]++;
    for (let j = i + 1; j < k; j++) c[j] = c[j - 1] + 1;
  }
}

export const PBO_BLOCKS = 16;

/**
 * PBO of variants' returns (one array per variant, all on the same dates, at least 2 per block);
 * null with fewer than 2 variants or too few dates.
 */
export function probabilityOfOverfitting(returns: Float64Array[], blocks = PBO_BLOCKS): number | null {
  const variants = returns.length;
  if (variants < 2 || returns[0].length < 2 * blocks) return null;
  const s = blockSums(returns, blocks);
  const first = new Float64Array(variants);
  const second = new Float64Array(variants);
  const sum = new Float64Array(variants);
  const squares = new Float64Array(variants);
  const all = Array.from({ length: blocks }, (_, b) => b);
  let splits = 0;
  let overfit = 0;
  // Every split's complement is a split too: the halves with block 0 give each pair once, and both
  // halves' Sharpe ratios serve both splits of the pair (train on one, test on the other).
  for (const chosen of combinations(blocks, blocks / 2)) {
    if (chosen[0] !== 0) break;
    const rest = all.filter((b) => !chosen.includes(b));
    sharpeOver(s, chosen, first, sum, squares);
    sharpeOver(s, rest, second, sum, squares);
    overfit += overfitIn(first, second) + overfitIn(second, first);
    splits += 2;
  }
  return overfit / splits;
}

/** 1 when the variant best on `train` ranks at or below the median on `test` (logit of its rank <= 0). */
function overfitIn(train: Float64Array, test: Float64Array): number {
  const variants = train.length;
  let best = 0;
  for (let n = 1; n < variants; n++) if (train[n] > train[best]) best = n;
  let below = 0;
  let ties = 0;
  for (let n = 0; n < variants; n++) {
    if (test[n] < test[best]) below++;
    else if (n !== best && test[n] === test[best]) ties++;
  }
  const relativeRank = (below + 1 + ties / 2) / (variants + 1);
  return Math.log(relativeRank / (1 - relativeRank)) <= 0 ? 1 : 0;
}
