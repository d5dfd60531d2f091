// A small seeded generator for the Monte Carlo paths: sfc32 (Chris Doty-Humphrey's Small Fast Counting
// generator, PractRand-clean), its state filled by splitmix32 from a 32-bit seed. The same seed gives
// the same stream on every platform (32-bit integer arithmetic only). Draws come in batches (one typed
// array per call) so the path loop pays no call per draw.

function splitmix32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

export interface Random {
  /** Fills `out` with integers uniform in [0, n). */
  fillBelow(out: Int32Array, n: number): void;
  /** Fills `out` with standard normal draws. */
  fillNormal(out: Float64Array): void;
}

const TWO_POW_32 = 4294967296;

export function seededRandom(seed: number): Random {
  const init = splitmix32(seed);
  const s = new Uint32Array([init(), init(), init(), init()]);
  let scratch = new Float64Array(16);
  /** `count` uniform draws on [0, 1) (32 bits each), in a scratch array reused by the next call. */
  const uniforms = (count: number): Float64Array => {
    if (scratch.length < count) scratch = new Float64Array(count);
    let a = s[0];
    let b = s[1];
    let c = s[2];
    let d = s[3];
    for (let k = 0; k < count; k++) {
      const t = (((a + b) >>> 0) + d) >>> 0;
      d = (d + 1) >>> 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) >>> 0;
      c = ((c << 21) | (c >>> 11)) >>> 0;
      c = (c + t) >>> 0;
      scratch[k] = t / TWO_POW_32;
    }
    s[0] = a;
    s[1] = b;
    s[2] = c;
    s[3] = d;
    return scratch;
  };
  uniforms(12);
  return {
    fillBelow(out, n) {
      const u = uniforms(out.length);
      for (let k = 0; k < out.length; k++) out[k] = Math.floor(u[k] * n);
    },
    fillNormal(out) {
      // Marsaglia's polar method: pairs of uniforms on the square until one falls inside the unit
      // disc (about 4 in 5), both normals of each accepted pair used.
      let k = 0;
      while (k < out.length) {
        const pairs = out.length - k + 4;
        const u = uniforms(2 * pairs);
        for (let j = 0; j < pairs && k < out.length; j++) {
          const x = 2 * u[2 * j] - 1;
          const y = 2 * u[2 * j + 1] - 1;
          const q = x * x + y * y;
          if (q >= 1 || q === 0) continue;
          const f = Math.sqrt((-2 * Math.log(q)) / q);
          out[k++] = x * f;
          if (k < out.length) out[k++] = y * f;
        }
      }
    },
  };
}
