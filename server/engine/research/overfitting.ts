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
 * Running sums over a list of blocks, one level per block added: level j holds the sums over the list's
 * first j + 1 blocks. Consecutive splits (lexicographic) share their first blocks, so only the levels
 * after the first block that changed are added again, each from the level before it in the same order
 * as a fresh sum from 0 (0 + x is x): the figures are the same, bit for bit.
 */
interface Prefix {
  blocks: number[];
  sum: Float64Array[];
  squares: Float64Array[];
}

const prefixOf = (levels: number, variants: number): Prefix => ({
  blocks: [],
  sum: Array.from({ length: levels }, () => new Float64Array(variants)),
  squares: Array.from({ length: levels }, () => new Float64Array(variants)),
});

/**
 * Sharpe ratio (mean / sample sd) of each variant over the chosen blocks, into `out`; `p` keeps the
 * running sums of the last call. Blocks outer, variants inner (each block's sums are one contiguous
 * array), adding the blocks in the same order for every variant as a variant-by-variant loop would.
 */
function sharpeOver(s: BlockSums, chosen: number[], out: Float64Array, p: Prefix): void {
  let k = 0;
  for (const b of chosen) k += s.count[b];
  let same = 0;
  while (same < p.blocks.length && same < chosen.length && p.blocks[same] === chosen[same]) same++;
  for (let j = same; j < chosen.length; j++) {
    const bs = s.sum[chosen[j]];
    const bq = s.squares[chosen[j]];
    const sum = p.sum[j];
    const squares = p.squares[j];
    if (j === 0)
      for (let n = 0; n < out.length; n++) {
        sum[n] = 0 + bs[n];
        squares[n] = 0 + bq[n];
      }
    else {
      const before = p.sum[j - 1];
      const beforeSquares = p.squares[j - 1];
      for (let n = 0; n < out.length; n++) {
        sum[n] = before[n] + bs[n];
        squares[n] = beforeSquares[n] + bq[n];
      }
    }
    p.blocks[j] = chosen[j];
  }
  p.blocks.length = chosen.length;
  const sum = p.sum[chosen.length - 1];
  const squares = p.squares[chosen.length - 1];
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
  const firstSums = prefixOf(blocks / 2, variants);
  const secondSums = prefixOf(blocks / 2, variants);
  const all = Array.from({ length: blocks }, (_, b) => b);
  let splits = 0;
  let overfit = 0;
  // Every split's complement is a split too: the halves with block 0 give each pair once, and both
  // halves' Sharpe ratios serve both splits of the pair (train on one, test on the other).
  for (const chosen of combinations(blocks, blocks / 2)) {
    if (chosen[0] !== 0) break;
    const rest = all.filter((b) => !chosen.includes(b));
    sharpeOver(s, chosen, first, firstSums);
    sharpeOver(s, rest, second, secondSums);
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
