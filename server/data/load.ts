// Loads the committed data build (data/build/) into the dense panels of server/engine/data/panel.ts
// and keeps the process's copy. The one place that reads those files: the engine decodes, never reads.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import {
  decodeField, decodeSeries, MANIFEST_FILE, MEMBERSHIP_FILE, pricesFile, SECONDARY_FIELDS, SERIES_FILE, VERSION_FILE, type Manifest, type PanelLayout, type PriceField,
} from "@/server/engine/data/artifact";
import type { Fundamentals, IndexMembership, InstrumentMeta, MarketData, PricePanel, Series } from "@/server/engine/data/panel";
import { FILINGS_FILE, toFilings, type Filings, type StoredFilings } from "@/server/engine/data/filings";
import { processWide } from "@/server/processWide";
import { LINEAGE_FILE, type Lineage } from "@/server/engine/data/lineage";

export const DEFAULT_BUILD_DIR = path.join(process.cwd(), "data", "build");

export function readManifest(dir: string = DEFAULT_BUILD_DIR): Manifest {
  return JSON.parse(fs.readFileSync(path.join(dir, MANIFEST_FILE), "utf8")) as Manifest;
}

export function readDataVersion(dir: string = DEFAULT_BUILD_DIR): string {
  return fs.readFileSync(path.join(dir, VERSION_FILE), "utf8").trim();
}

/** A gzip file's contents in one buffer of its stated size (the trailer's ISIZE): zlib's default
 * 16 kB chunks would be joined into a second copy and leave the heap fragmented. */
function gunzipFile(file: string): Buffer {
  const gz = fs.readFileSync(file);
  return zlib.gunzipSync(gz, { chunkSize: Math.max(gz.readUInt32LE(gz.length - 4) + 1, zlib.constants.Z_MIN_CHUNK) });
}

export function loadMarketData(dir: string = DEFAULT_BUILD_DIR): MarketData {
  const manifest = readManifest(dir);
  // Only the spans stay held for the fields decoded later, not the whole manifest.
  const layout: PanelLayout = { dates: manifest.dates, instruments: manifest.instruments.map((m) => ({ span: m.span })) };
  const field = (name: PriceField, close?: Float64Array) => decodeField(layout, gunzipFile(path.join(dir, pricesFile(name))), name, close);
  const close = field("close") as Float64Array;
  const adjClose = field("adjClose", close) as Float64Array;
  const meta: InstrumentMeta[] = manifest.instruments.map((m) => ({ ticker: m.ticker, name: m.name, assetType: m.assetType, exchange: m.exchange, origin: m.origin, type: m.type, sector: m.sector, indexes: m.indexes, currency: m.currency }));
  const tickers = meta.map((m) => m.ticker);
  const prices: PricePanel = {
    dates: manifest.dates,
    tickers,
    column: new Map(tickers.map((t, i) => [t, i])),
    meta,
    close,
    adjClose,
    ...({} as Pick<PricePanel, (typeof SECONDARY_FIELDS)[number]>),
    // A stored run spans exactly an instrument's first to last bar (a row with an adjusted close;
    // the raw close is missing only on adjusted-close-only spans, docs/data.md).
    first: Int32Array.from(manifest.instruments, (m) => m.span[0]),
    last: Int32Array.from(manifest.instruments, (m) => m.span[1]),
  };

  // open/high/low/volume/dividend are read and decoded on first use (most screens and runs read only
  // the closes): the load stays fast and small, and no compressed or decoded blob stays held.
  for (const name of SECONDARY_FIELDS) {
    let value: PricePanel[typeof name] | null = null;
    Object.defineProperty(prices, name, {
      enumerable: true,
      get: () => (value ??= field(name, close)),
    });
  }

  const decoded = decodeSeries(manifest, zlib.gunzipSync(fs.readFileSync(path.join(dir, SERIES_FILE))));
  const series = new Map<string, Series>(manifest.series.map((s, k) => [s.id, { id: s.id, name: s.name, unit: s.unit, frequency: s.frequency, dates: decoded[k].dates, values: decoded[k].values }]));

  const f = manifest.fundamentals;
  const fundamentals: Fundamentals = {
    asOf: f.asOf,
    fields: f.fields,
    byTicker: new Map(f.rows.map(([ticker, ...values]) => [ticker, Object.fromEntries(f.fields.map((name, j) => [name, values[j] ?? null]))])),
  };

  const { indexes } = JSON.parse(fs.readFileSync(path.join(dir, MEMBERSHIP_FILE), "utf8")) as { indexes: IndexMembership[] };
  const membership = new Map(indexes.map((m) => [m.id, m]));

  const data = { dataVersion: readDataVersion(dir), prices, series, fundamentals, membership } as MarketData;
  // The filings are read when a fundamental filter first asks for them.
  let filings: Filings | null = null;
  Object.defineProperty(data, "filings", {
    enumerable: true,
    get: () => (filings ??= loadFilings(dir)),
  });
  return data;
}

export function loadFilings(dir: string = DEFAULT_BUILD_DIR): Filings {
  const text = zlib.gunzipSync(fs.readFileSync(path.join(dir, FILINGS_FILE))).toString("utf8");
  return toFilings(JSON.parse(text) as StoredFilings);
}

/** Which source and rule gave each span of the as-traded fields (docs/data.md "As traded"). */
export function readLineage(dir: string = DEFAULT_BUILD_DIR): Lineage {
  return JSON.parse(zlib.gunzipSync(fs.readFileSync(path.join(dir, LINEAGE_FILE))).toString("utf8")) as Lineage;
}

/** The process-wide market data, loaded once from data/build/. */
export function getMarketData(): MarketData {
  return processWide("marketData", () => loadMarketData());
}
