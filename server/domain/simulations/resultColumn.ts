// A simulation's result as one binary column, `resultData`: the daily series (dates, values, cash
// returns, exposure, the benchmark's values and, with cash flows, the balances) as the doubles they are,
// and the rest (trades, holdings, metrics) as deflated JSON. As jsonb the result cost the database a
// parse and a compression of every number on each write, most of simulate_portfolio's time
// (docs/decisions.md "Request path"); the column is stored without the database's own compression
// (migration 20261202000000_simulation_result_data). Rows written before it keep the whole result in
// `result` (jsonb) and `resultData` null; both read the same (stored.ts resultOf).
// Layout (little-endian, as the platforms Node runs on): a 16-byte header (version, flags, day count,
// JSON byte count), the dates as 10 ASCII characters each, the deflated JSON, padding to 8 bytes, then
// each present series as n doubles.
import { deflateRawSync, inflateRawSync } from "node:zlib";
import type { StoredResult } from "@/server/domain/simulations/compute";

const VERSION = 1;
const HEADER = 16;
const DATE_CHARS = 10;
const HAS_BENCHMARK = 1;
const HAS_BALANCES = 2;
const SERIES_KEYS = ["dates", "values", "cashReturns", "exposure", "benchmarkValues"] as const;

const aligned = (n: number) => Math.ceil(n / 8) * 8;

export function encodeResult(r: StoredResult): Uint8Array<ArrayBuffer> {
  const rest: Partial<StoredResult> = { ...r };
  for (const key of SERIES_KEYS) delete rest[key];
  let balances: number[] | null = null;
  if (r.cashFlows) {
    const { balances: b, ...flows } = r.cashFlows;
    balances = b;
    rest.cashFlows = flows as StoredResult["cashFlows"];
  }
  // Level 1: a third of the JSON's size for about a millisecond; the doubles hardly compress.
  const json = deflateRawSync(JSON.stringify(rest), { level: 1 });
  const n = r.dates.length;
  const columns = [r.values, r.cashReturns, r.exposure, r.benchmarkValues, balances].filter(
    (c): c is number[] => c !== null,
  );
  for (const c of columns) if (c.length !== n) throw new Error(`a series of ${c.length} days for ${n} dates`);
  const seriesAt = aligned(HEADER + n * DATE_CHARS + json.length);
  const buffer = new ArrayBuffer(seriesAt + 8 * n * columns.length);
  const bytes = new Uint8Array(buffer);
  const header = new DataView(buffer);
  header.setUint8(0, VERSION);
  header.setUint8(1, (r.benchmarkValues ? HAS_BENCHMARK : 0) | (balances ? HAS_BALANCES : 0));
  header.setUint32(4, n, true);
  header.setUint32(8, json.length, true);
  for (let t = 0; t < n; t++) {
    const date = r.dates[t];
    if (date.length !== DATE_CHARS) throw new Error(`not an ISO date: ${date}`);
    for (let c = 0; c < DATE_CHARS; c++) bytes[HEADER + t * DATE_CHARS + c] = date.charCodeAt(c);
  }
  bytes.set(json, HEADER + n * DATE_CHARS);
  columns.forEach((c, k) => new Float64Array(buffer, seriesAt + 8 * n * k, n).set(c));
  return bytes;
}

/** The result as JSON would have given it back: -0 as 0, NaN and the infinities as null. */
export function decodeResult(stored: Uint8Array): Record<string, unknown> {
  // A copy on a buffer of its own: the driver's bytes may sit at any offset of a shared one.
  const buffer = stored.slice().buffer;
  const header = new DataView(buffer);
  if (header.getUint8(0) !== VERSION) throw new Error(`result column version ${header.getUint8(0)}`);
  const flags = header.getUint8(1);
  const n = header.getUint32(4, true);
  const jsonBytes = header.getUint32(8, true);
  const text = new TextDecoder("latin1").decode(new Uint8Array(buffer, HEADER, n * DATE_CHARS));
  const dates = new Array<string>(n);
  for (let t = 0; t < n; t++) dates[t] = text.slice(t * DATE_CHARS, (t + 1) * DATE_CHARS);
  const json = new Uint8Array(buffer, HEADER + n * DATE_CHARS, jsonBytes);
  const rest = JSON.parse(inflateRawSync(json).toString()) as Record<string, unknown>;
  let offset = aligned(HEADER + n * DATE_CHARS + jsonBytes);
  const next = () => {
    const column = Array.from(new Float64Array(buffer, offset, n), (x): number | null =>
      x === 0 ? 0 : Number.isFinite(x) ? x : null,
    );
    offset += 8 * n;
    return column;
  };
  const [values, cashReturns, exposure] = [next(), next(), next()];
  const benchmarkValues = flags & HAS_BENCHMARK ? next() : null;
  const series = { dates, values, cashReturns, exposure, benchmarkValues };
  if (!(flags & HAS_BALANCES)) return { ...rest, ...series };
  return { ...rest, ...series, cashFlows: { ...(rest.cashFlows as object), balances: next() } };
}
