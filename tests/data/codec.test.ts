// The artifact codec: every stored double comes back bit for bit (NaN included), scaled decimals
// are chosen only when exact, and day numbers map to ISO dates like Date does.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ByteReader, ByteWriter, decimalScale, decodeRun, encodeRun } from "@/server/engine/data/codec";
import { dayNumber, isoFromDayNumber } from "@/server/engine/data/artifact";

function roundTrip(values: number[], ref?: number[]): Float64Array {
  const w = new ByteWriter();
  if (ref) encodeRun(w, ref);
  encodeRun(w, values, ref);
  const r = new ByteReader(w.bytes());
  const refOut = new Float64Array(ref?.length ?? 0);
  if (ref) decodeRun(r, ref.length, refOut, 0, 1);
  const out = new Float64Array(values.length);
  decodeRun(r, values.length, out, 0, 1, ref ? refOut : undefined);
  expect(r.done).toBe(true);
  return out;
}

const same = (a: ArrayLike<number>, b: ArrayLike<number>) => Array.from(a).every((x, j) => Object.is(x, b[j]));

describe("codec", () => {
  it("picks the smallest exact decimal scale", () => {
    expect(decimalScale([1, 2, 300])).toBe(0);
    expect(decimalScale([77.62, 80.25])).toBe(2);
    expect(decimalScale([0.596878742, NaN])).toBe(9);
    expect(decimalScale([1 / 3])).toBe(-1); // not a short decimal: stored as float64
    expect(decimalScale([1e300])).toBe(-1); // beyond safe integers
  });

  it("round-trips prices as printed in the raw files, with gaps", () => {
    const values = [80, 81.69, NaN, 77.31, 80.25, 0.5968, NaN];
    expect(same(roundTrip(values), values)).toBe(true);
  });

  it("round-trips arbitrary doubles, NaN and -0 bit for bit", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.double(), fc.integer({ min: -1e6, max: 1e6 }).map((n) => n / 100), fc.constant(NaN))), (values) => same(roundTrip(values), values)),
      { numRuns: 2_000 },
    );
    // Fits 7 decimals, but its scaled delta's varint is past 2^53: found by the property above.
    expect(same(roundTrip([500871043.6938874]), [500871043.6938874])).toBe(true);
  });

  it("round-trips float32 values (dsturdy's adjusted closes) bit for bit, in fewer bytes than float64", () => {
    fc.assert(fc.property(fc.array(fc.oneof(fc.float(), fc.constant(NaN))), (values) => same(roundTrip(values), values)));
    const walk = Array.from({ length: 1000 }, (_, k) => Math.fround(100 * (1 + 0.1 * Math.sin(k / 7))));
    const w = new ByteWriter();
    encodeRun(w, walk);
    expect(w.length).toBeLessThan(walk.length * 4);
    expect(same(roundTrip(walk), walk)).toBe(true);
  });

  it("stores open relative to close and reads it back exactly", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 1e7 }), fc.integer({ min: 1, max: 1e7 }), fc.boolean()), { minLength: 1 }), (rows) => {
        const close = rows.map(([c]) => c / 100);
        const open = rows.map(([, o, missing]) => (missing ? NaN : o / 10000));
        return same(roundTrip(open, close), open);
      }),
    );
  });

  it("converts day numbers like Date.UTC over 1871-2100", () => {
    for (let d = dayNumber("1871-01-01"); d <= dayNumber("2100-12-31"); d += 7) {
      expect(isoFromDayNumber(d)).toBe(new Date(d * 86_400_000).toISOString().slice(0, 10));
    }
    expect(dayNumber("1970-01-02")).toBe(1);
  });
});
