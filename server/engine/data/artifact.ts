// Layout of the committed data build (data/build/): manifest.json (calendar, instruments, series
// descriptions, splits, fundamentals) plus gzipped blobs of codec runs, one per price field and one of series. Encoding and decoding
// are pure; reading and writing the files is server/data/load.ts's and the build script's job.
import { ByteReader, ByteWriter, decodeRun, encodeRun } from "./codec";
import type { InstrumentMeta } from "./panel";

export const MANIFEST_FILE = "manifest.json";
export const SERIES_FILE = "series.bin.gz";
export const VERSION_FILE = "VERSION";
/** `{ format, indexes: IndexMembership[] }`: point-in-time index membership (docs/data.md). */
export const MEMBERSHIP_FILE = "membership.json";
/** `{ firstDate, lastDate }` of the calendar: small enough for the browser bundle (server/catalogue/dataYears.ts). */
export const SPAN_FILE = "span.json";
export const FORMAT = 3;

// Stored in this order: close first, as open/high/low are written relative to it and adjClose as
// close times a piecewise-constant adjustment factor.
export const PRICE_FIELDS = ["close", "open", "high", "low", "adjClose", "volume", "dividend"] as const;
export type PriceField = (typeof PRICE_FIELDS)[number];
/** Held as float32 in memory (the panel's size; docs/data.md "Precision"), decoded on first use. */
export const SECONDARY_FIELDS = ["open", "high", "low", "volume", "dividend"] as const;
export type SecondaryField = (typeof SECONDARY_FIELDS)[number];
/** Each field's runs in a gzip file of its own, so a field is read and decoded alone, when first used. */
export const pricesFile = (field: PriceField) => `prices-${field}.bin.gz`;
export const PRICE_FILES = PRICE_FIELDS.map(pricesFile);

export interface ManifestInstrument extends InstrumentMeta {
  firstDate: string; // first date with a bar
  lastDate: string;
  span: [number, number]; // first and last row (inclusive) of the stored run
  bars: number; // rows with an adjusted close
  sources: string[]; // raw files, relative to the raw folder
  note: string | null; // how the history was assembled, when it is not one file as is
  splices: SpliceCheck[]; // each later source checked against the earlier ones where they overlap
}

/** One source of an instrument checked against another over their common dates (data:quality). */
export interface SpliceCheck {
  source: string;
  against: string;
  overlapDays: number;
  maxReturnGap: number; // largest |daily return difference|
  at: string | null; // its date
  disagreeing: number; // share of returns differing by more than the build's RETURN_GAP
  accepted: boolean; // some span of the source is taken
  refused: [string, string][]; // spans of the source's own dates not taken (all of them when not accepted)
}

export interface ManifestSeries {
  id: string;
  name: string;
  unit: string;
  frequency: "daily" | "monthly";
  length: number;
  firstDate: string;
  lastDate: string;
  sources: string[];
}

/** A refused disagreement or a dividend gap of the corporate events, for the quality report (docs/data.md "Corporate events"). */
export interface EventReport {
  ticker: string;
  from: string;
  to: string;
  sources: string[];
  what: string;
}

export interface Manifest {
  format: number;
  dates: string[];
  fields: readonly PriceField[];
  instruments: ManifestInstrument[];
  splits: { ticker: string; date: string; ratio: number }[];
  series: ManifestSeries[];
  fundamentals: { asOf: string; source: string; fields: string[]; rows: [string, ...(number | null)[]][] };
  /** The corporate events' refused disagreements and dividend gaps within each instrument's span. */
  eventReport?: EventReport[];
}

/** One blob per field, in `fields` order: for each instrument, one run over the instrument's span rows. */
export function encodePrices(manifest: Manifest, values: (field: PriceField, instrument: number) => Float64Array): Uint8Array[] {
  return manifest.fields.map((field) => {
    const w = new ByteWriter();
    manifest.instruments.forEach((inst, i) => {
      const run = values(field, i);
      if (run.length !== inst.span[1] - inst.span[0] + 1) throw new Error(`${inst.ticker} ${field}: run length does not match its span`);
      if (field === "open" || field === "high" || field === "low") encodeRun(w, run, values("close", i));
      else if (field === "adjClose") encodeAdjusted(w, run, values("close", i));
      else encodeRun(w, run);
    });
    return w.bytes();
  });
}

const ADJ_DIRECT = 0;
const ADJ_FACTOR = 1;
/** Relative change of adjClose / close that starts a new factor segment. Below it the change is the
 * source's own rounding (Alpha Vantage prints 12 significant digits), so the stored adjusted close
 * stays within 1e-9 of the raw value. */
export const FACTOR_TOLERANCE = 1e-9;

/** adjClose as segments of a constant factor on close where that reproduces it within
 * FACTOR_TOLERANCE and is the shorter; otherwise the values themselves (a float32 adjusted close
 * beside a traded close changes factor every day). */
function encodeAdjusted(w: ByteWriter, adj: Float64Array, close: Float64Array): void {
  const direct = new ByteWriter();
  direct.byte(ADJ_DIRECT);
  encodeRun(direct, adj);
  const segments = factorSegments(adj, close);
  if (segments && segments.length * 10 + 2 < direct.length) {
    w.byte(ADJ_FACTOR);
    w.uvarint(segments.length);
    for (const [length, factor] of segments) {
      w.uvarint(length);
      w.float64(factor);
    }
  } else w.append(direct.bytes());
}

function factorSegments(adj: Float64Array, close: Float64Array): [number, number][] | null {
  const out: [number, number][] = [];
  let factor = NaN;
  for (let j = 0; j < adj.length; j++) {
    if (Number.isNaN(adj[j]) !== Number.isNaN(close[j])) return null;
    if (Number.isNaN(adj[j])) {
      if (out.length === 0) return null; // runs start with a bar
      out[out.length - 1][0]++;
      continue;
    }
    if (!(close[j] > 0)) return null;
    const f = adj[j] / close[j];
    if (out.length > 0 && Math.abs(f / factor - 1) <= FACTOR_TOLERANCE) {
      out[out.length - 1][0]++;
    } else {
      factor = f;
      out.push([1, f]);
    }
  }
  return out;
}

function decodeAdjusted(r: ByteReader, length: number, out: Float64Array, offset: number, stride: number, close: Float64Array): void {
  const mode = r.byte();
  if (mode === ADJ_DIRECT) return decodeRun(r, length, out, offset, stride);
  let j = 0;
  for (let s = r.uvarint(); s > 0; s--) {
    const n = r.uvarint();
    const factor = r.float64();
    for (const end = j + n; j < end; j++) out[offset + j * stride] = close[offset + j * stride] * factor;
  }
  if (j !== length) throw new Error("data build: adjustment segments do not cover the run");
}

/** What decoding a field needs of the manifest: the calendar's length and each instrument's span. */
export interface PanelLayout {
  dates: readonly string[];
  instruments: readonly { span: readonly [number, number] }[];
}

/** One field as a dense T x N array (row-major) from its blob: NaN outside the runs, dividend 0.
 * open/high/low and adjClose are stored against the close, which must be decoded first. */
export function decodeField(layout: PanelLayout, bytes: Uint8Array, field: PriceField, close?: Float64Array): Float64Array | Float32Array {
  const T = layout.dates.length;
  const N = layout.instruments.length;
  const r = new ByteReader(bytes);
  const secondary = (SECONDARY_FIELDS as readonly string[]).includes(field);
  const a = (secondary ? new Float32Array(T * N) : new Float64Array(T * N)).fill(field === "dividend" ? 0 : NaN);
  const relative = field === "open" || field === "high" || field === "low";
  if ((relative || field === "adjClose") && !close) throw new Error(`data build: ${field} needs the close decoded first`);
  layout.instruments.forEach((inst, i) => {
    const [length, offset] = [inst.span[1] - inst.span[0] + 1, inst.span[0] * N + i];
    if (relative) decodeRun(r, length, a, offset, N, close);
    else if (field === "adjClose") decodeAdjusted(r, length, a as Float64Array, offset, N, close!);
    else decodeRun(r, length, a, offset, N);
  });
  if (!r.done) throw new Error(`data build: the ${field} blob is longer than the manifest describes`);
  return a;
}

/** Series blob: for each series, a run of day numbers (days since 1970-01-01) then a run of values. */
export function encodeSeries(series: { dates: string[]; values: ArrayLike<number> }[]): Uint8Array {
  const w = new ByteWriter();
  for (const s of series) {
    encodeRun(w, s.dates.map(dayNumber));
    encodeRun(w, s.values);
  }
  return w.bytes();
}

export function decodeSeries(manifest: Manifest, bytes: Uint8Array): { dates: string[]; values: Float64Array }[] {
  const r = new ByteReader(bytes);
  const out = manifest.series.map((s) => {
    const days = new Float64Array(s.length);
    decodeRun(r, s.length, days, 0, 1);
    const values = new Float64Array(s.length);
    decodeRun(r, s.length, values, 0, 1);
    return { dates: Array.from(days, isoFromDayNumber), values };
  });
  if (!r.done) throw new Error("data build: series blob is longer than the manifest describes");
  return out;
}

export function dayNumber(iso: string): number {
  return Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) / 86_400_000;
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/** Inverse of dayNumber without Date objects (civil-from-days, proleptic Gregorian). */
export function isoFromDayNumber(days: number): string {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${y}-${pad2(m)}-${pad2(d)}`;
}
