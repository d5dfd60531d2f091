// Research calls a sweep or walk-forward test counts (product.md "Research at scale"): one, plus one for
// every started hundred variants beyond the first hundred (101 to 200 variants: 2 calls). Pure, so the
// web app shows the same count before it runs.
export const CALLS_PER_EXTRA_VARIANTS = 100;

export const sweepCalls = (variantCount: number): number =>
  1 + Math.max(0, Math.ceil((variantCount - CALLS_PER_EXTRA_VARIANTS) / CALLS_PER_EXTRA_VARIANTS));
