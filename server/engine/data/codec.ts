// Column codec of the data build: a run of float64 values becomes either exact scaled decimals
// (delta + zigzag varints, which compress well), or when no scale up to 10^9 reproduces every value
// bit for bit, the deltas of float32 bit patterns when every value is a float32, else raw little-endian
// float64. Decoding returns exactly the encoded doubles, NaN included.
// Pure: bytes in, bytes out.

const KIND_DECIMAL = 1;
const KIND_FLOAT64 = 2;
const KIND_DECIMAL_REL = 3; // integers relative to a reference run at the same scale (open vs close)
const KIND_FLOAT32 = 4; // every value a float32 (yfinance prints them): deltas of their bit patterns
const MAX_SCALE = 9;
const POW10 = Array.from({ length: MAX_SCALE + 1 }, (_, k) => 10 ** k);

/** Growable byte buffer for the encoder. */
export class ByteWriter {
  private buf = new Uint8Array(1 << 16);
  private len = 0;

  private ensure(extra: number) {
    if (this.len + extra <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.len + extra) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.len));
    this.buf = next;
  }

  byte(b: number) {
    this.ensure(1);
    this.buf[this.len++] = b;
  }

  /** Unsigned varint for non-negative integers below 2^53. */
  uvarint(n: number) {
    this.ensure(8);
    while (n >= 128) {
      this.buf[this.len++] = (n % 128) | 128;
      n = Math.floor(n / 128);
    }
    this.buf[this.len++] = n;
  }

  float64(x: number) {
    this.ensure(8);
    new DataView(this.buf.buffer, this.buf.byteOffset + this.len, 8).setFloat64(0, x, true);
    this.len += 8;
  }

  get length(): number {
    return this.len;
  }

  append(bytes: Uint8Array) {
    this.ensure(bytes.length);
    this.buf.set(bytes, this.len);
    this.len += bytes.length;
  }

  bytes(): Uint8Array {
    return this.buf.slice(0, this.len);
  }
}

/** Sequential reader matching ByteWriter. */
export class ByteReader {
  pos = 0;
  private view: DataView;
  constructor(readonly buffer: Uint8Array) {
    this.view = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  }

  byte(): number {
    return this.buffer[this.pos++];
  }

  uvarint(): number {
    let result = 0;
    let mul = 1;
    for (;;) {
      const b = this.buffer[this.pos++];
      result += (b & 127) * mul;
      if (b < 128) return result;
      mul *= 128;
    }
  }

  float64(): number {
    const x = this.view.getFloat64(this.pos, true);
    this.pos += 8;
    return x;
  }

  get done(): boolean {
    return this.pos >= this.buffer.length;
  }
}

/** Smallest k such that every finite value equals round(x * 10^k) / 10^k exactly, or -1. */
export function decimalScale(values: ArrayLike<number>): number {
  for (let k = 0; k <= MAX_SCALE; k++) {
    if (fitsScale(values, k)) return k;
  }
  return -1;
}

function fitsScale(values: ArrayLike<number>, k: number): boolean {
  const p = POW10[k];
  for (let j = 0; j < values.length; j++) {
    const x = values[j];
    if (Number.isNaN(x)) continue;
    const n = Math.round(x * p);
    if (!Number.isSafeInteger(n) || n / p !== x || Object.is(x, -0)) return false;
  }
  return true;
}

const zigzag = (d: number) => (d >= 0 ? 2 * d : -2 * d - 1);

/** Whether every stored varint (zigzag of the difference + 1) stays a safe integer: past 2^53 it would
 *  round and the run would not read back exactly (values near 5e8 with 7 decimals do). */
function varintsSafe(n: (j: number) => number, base: (j: number) => number, length: number): boolean {
  for (let j = 0; j < length; j++) if (!Number.isSafeInteger(zigzag(n(j) - base(j)) + 1)) return false;
  return true;
}

/** Writes one column run. NaN is allowed anywhere; the length is known to the reader. With a
 * reference run (same length, decoded first) values are stored as differences from it where both
 * fit one decimal scale and the reference is present wherever the value is. */
export function encodeRun(w: ByteWriter, values: ArrayLike<number>, ref?: ArrayLike<number>): void {
  if (ref && encodeRelative(w, values, ref)) return;
  const k = decimalScaleWithSafeDeltas(values);
  if (k < 0 && allFloat32(values)) return encodeFloat32(w, values);
  if (k < 0) {
    w.byte(KIND_FLOAT64);
    for (let j = 0; j < values.length; j++) w.float64(values[j]);
    return;
  }
  w.byte(KIND_DECIMAL);
  w.byte(k);
  const p = POW10[k];
  let prev = 0;
  for (let j = 0; j < values.length; j++) {
    const x = values[j];
    if (Number.isNaN(x)) {
      w.uvarint(0); // 0 marks NaN; deltas are shifted by one
      continue;
    }
    const n = Math.round(x * p);
    w.uvarint(zigzag(n - prev) + 1);
    prev = n;
  }
}

const f32 = new Float32Array(1);
const f32bits = new Int32Array(f32.buffer);

function allFloat32(values: ArrayLike<number>): boolean {
  for (let j = 0; j < values.length; j++) {
    const x = values[j];
    if (!Number.isNaN(x) && Math.fround(x) !== x) return false;
  }
  return true;
}

/** NaN is written as 0, a value as zigzag(bits - previous bits) + 1 (bits of a float32). */
function encodeFloat32(w: ByteWriter, values: ArrayLike<number>): void {
  w.byte(KIND_FLOAT32);
  let prev = 0;
  for (let j = 0; j < values.length; j++) {
    const x = values[j];
    if (Number.isNaN(x)) {
      w.uvarint(0);
      continue;
    }
    f32[0] = x;
    w.uvarint(zigzag(f32bits[0] - prev) + 1);
    prev = f32bits[0];
  }
}

/** decimalScale, or -1 when its deltas would not be stored exactly (see varintsSafe). */
function decimalScaleWithSafeDeltas(values: ArrayLike<number>): number {
  const k = decimalScale(values);
  if (k < 0) return k;
  const p = POW10[k];
  const scaled = Array.from(values, (x) => (Number.isNaN(x) ? NaN : Math.round(x * p)));
  const present = scaled.filter((n) => !Number.isNaN(n));
  return varintsSafe((j) => present[j], (j) => (j === 0 ? 0 : present[j - 1]), present.length) ? k : -1;
}

function encodeRelative(w: ByteWriter, values: ArrayLike<number>, ref: ArrayLike<number>): boolean {
  for (let j = 0; j < values.length; j++) {
    if (!Number.isNaN(values[j]) && Number.isNaN(ref[j])) return false;
  }
  const kv = decimalScale(values);
  const kr = decimalScale(ref);
  const k = Math.max(kv, kr);
  if (kv < 0 || kr < 0 || !fitsScale(values, k) || !fitsScale(ref, k)) return false;
  const p = POW10[k];
  const at = (x: number) => (Number.isNaN(x) ? 0 : Math.round(x * p));
  const safe = varintsSafe(
    (j) => (Number.isNaN(values[j]) ? 0 : at(values[j])),
    (j) => (Number.isNaN(values[j]) ? 0 : at(ref[j])),
    values.length,
  );
  if (!safe) return false;
  w.byte(KIND_DECIMAL_REL);
  w.byte(k);
  for (let j = 0; j < values.length; j++) {
    const x = values[j];
    w.uvarint(Number.isNaN(x) ? 0 : zigzag(Math.round(x * p) - Math.round(ref[j] * p)) + 1);
  }
  return true;
}

/** Reads one run of `length` values into out[offset + j * stride]; `ref` holds the reference run
 * at the same positions when the run was written with one. Varints are decoded inline: this loop
 * runs for every stored price at load time. */
export function decodeRun(r: ByteReader, length: number, out: Float64Array | Float32Array, offset: number, stride: number, ref?: Float64Array): void {
  const kind = r.byte();
  if (kind === KIND_FLOAT64) {
    for (let j = 0; j < length; j++) out[offset + j * stride] = r.float64();
    return;
  }
  if (kind !== KIND_DECIMAL && kind !== KIND_DECIMAL_REL && kind !== KIND_FLOAT32) throw new Error(`data build: unknown run kind ${kind}`);
  if (kind === KIND_DECIMAL_REL && !ref) throw new Error("data build: relative run without its reference");
  const p = kind === KIND_FLOAT32 ? 1 : POW10[r.byte()];
  const buf = r.buffer;
  let pos = r.pos;
  let prev = 0;
  for (let j = 0, at = offset; j < length; j++, at += stride) {
    let z = buf[pos++];
    if (z >= 128) {
      z &= 127;
      let mul = 128;
      for (;;) {
        const b = buf[pos++];
        z += (b & 127) * mul;
        if (b < 128) break;
        mul *= 128;
      }
    }
    if (z === 0) {
      out[at] = NaN;
      continue;
    }
    const d = z % 2 === 1 ? (z - 1) / 2 : -z / 2; // unzigzag(z - 1)
    if (kind === KIND_DECIMAL_REL) out[at] = (Math.round(ref![at] * p) + d) / p;
    else if (kind === KIND_FLOAT32) {
      f32bits[0] = prev += d;
      out[at] = f32[0];
    } else out[at] = (prev += d) / p;
  }
  r.pos = pos;
}
