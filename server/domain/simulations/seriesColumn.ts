// A simulation's daily series (dates, values, cash returns, exposure, the benchmark's values and, with
// cash flows, the balances) as one binary column, `series`: written and read as the doubles they are,
// where JSON spent 18 to 20 characters a number and the database parsed and compressed every one
// (docs/decisions.md "Request path"). The rest of the result stays JSON in `result`. Rows written before
// the column existed keep every array in `result` and `series` null; both read the same (resultOf).
// Layout (little-endian, as the platforms Node runs on): a 16-byte header (version, flags, day count),
// the dates as 10 ASCII characters each, padding to 8 bytes, then each present series as n doubles.
import type { StoredResult } from "@/server/domain/simulations/compute";

const VERSION = 1;
const HEADER = 16;
const DATE_CHARS = 10;
const HAS_BENCHMARK = 1;
const HAS_BALANCES = 2;

export type SeriesPart = Pick<
  StoredResult,
  "dates" | "values" | "cashReturns" | "exposure" | "benchmarkValues"
>;
export interface DailySeries extends SeriesPart {
  balances: number[] | null;
}

const datesBytes = (n: number) => Math.ceil((n * DATE_CHARS) / 8) * 8;

export function encodeSeries(s: DailySeries): Uint8Array<ArrayBuffer> {
  const n = s.dates.length;
  const columns = [s.values, s.cashReturns, s.exposure, s.benchmarkValues, s.balances].filter(
    (c): c is number[] => c !== null,
  );
  for (const c of columns) if (c.length !== n) throw new Error(`a series of ${c.length} days for ${n} dates`);
  const buffer = new ArrayBuffer(HEADER + datesBytes(n) + 8 * n * columns.length);
  const bytes = new Uint8Array(buffer);
  const header = new DataView(buffer);
  header.setUint8(0, VERSION);
  header.setUint8(1, (s.benchmarkValues ? HAS_BENCHMARK : 0) | (s.balances ? HAS_BALANCES : 0));
  header.setUint32(4, n, true);
  for (let t = 0; t < n; t++) {
    const date = s.dates[t];
    if (date.length !== DATE_CHARS) throw new Error(`not an ISO date: ${date}`);
    for (let c = 0; c < DATE_CHARS; c++) bytes[HEADER + t * DATE_CHARS + c] = date.charCodeAt(c);
  }
  let offset = HEADER + datesBytes(n);
  for (const c of columns) {
    new Float64Array(buffer, offset, n).set(c);
    offset += 8 * n;
  }
  return bytes;
}

export function decodeSeries(stored: Uint8Array): DailySeries {
  // A copy on a buffer of its own: the driver's bytes may sit at any offset of a shared one.
  const buffer = stored.slice().buffer;
  const header = new DataView(buffer);
  if (header.getUint8(0) !== VERSION) throw new Error(`series column version ${header.getUint8(0)}`);
  const flags = header.getUint8(1);
  const n = header.getUint32(4, true);
  const text = new TextDecoder("latin1").decode(new Uint8Array(buffer, HEADER, n * DATE_CHARS));
  const dates = new Array<string>(n);
  for (let t = 0; t < n; t++) dates[t] = text.slice(t * DATE_CHARS, (t + 1) * DATE_CHARS);
  let offset = HEADER + datesBytes(n);
  // Read as JSON gave them back: -0 as 0, NaN and the infinities as null.
  const next = () => {
    const column = Array.from(new Float64Array(buffer, offset, n), (x) =>
      x === 0 ? 0 : Number.isFinite(x) ? x : (null as unknown as number),
    );
    offset += 8 * n;
    return column;
  };
  const [values, cashReturns, exposure] = [next(), next(), next()];
  const benchmarkValues = flags & HAS_BENCHMARK ? next() : null;
  const balances = flags & HAS_BALANCES ? next() : null;
  return { dates, values, cashReturns, exposure, benchmarkValues, balances };
}

/** A result as its two columns: the JSON part without the daily series, and the series. */
export function splitResult(r: StoredResult): { json: object; series: Uint8Array<ArrayBuffer> } {
  const rest: Partial<StoredResult> = { ...r };
  for (const key of SERIES_KEYS) delete rest[key];
  if (!r.cashFlows) return { json: rest, series: encodeSeries({ ...daily(r), balances: null }) };
  const { balances, ...flows } = r.cashFlows;
  return { json: { ...rest, cashFlows: flows }, series: encodeSeries({ ...daily(r), balances }) };
}

const SERIES_KEYS = ["dates", "values", "cashReturns", "exposure", "benchmarkValues"] as const;

function daily(r: StoredResult): SeriesPart {
  const { dates, values, cashReturns, exposure, benchmarkValues } = r;
  return { dates, values, cashReturns, exposure, benchmarkValues };
}

/** The result of a row written by splitResult: the JSON part with the series put back. */
export function joinResult(json: Record<string, unknown>, series: Uint8Array): Record<string, unknown> {
  const { balances, ...daily } = decodeSeries(series);
  const cashFlows = json.cashFlows as Record<string, unknown> | undefined;
  return { ...json, ...daily, ...(cashFlows ? { cashFlows: { ...cashFlows, balances } } : {}) };
}
