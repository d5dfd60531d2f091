// Loads the committed data build (data/build/) into the dense panels of server/engine/data/panel.ts
// and keeps the process's copy. The one place that reads those files: the engine decodes, never reads.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import {
  decodePrices, decodeSeries, MANIFEST_FILE, PRICES_FILE, SERIES_FILE, VERSION_FILE, type Manifest,
} from "@/server/engine/data/artifact";
import type { Fundamentals, InstrumentMeta, MarketData, PricePanel, Series } from "@/server/engine/data/panel";

export const DEFAULT_BUILD_DIR = path.join(process.cwd(), "data", "build");

export function readManifest(dir: string = DEFAULT_BUILD_DIR): Manifest {
  return JSON.parse(fs.readFileSync(path.join(dir, MANIFEST_FILE), "utf8")) as Manifest;
}

export function readDataVersion(dir: string = DEFAULT_BUILD_DIR): string {
  return fs.readFileSync(path.join(dir, VERSION_FILE), "utf8").trim();
}

export function loadMarketData(dir: string = DEFAULT_BUILD_DIR): MarketData {
  const manifest = readManifest(dir);
  const fields = decodePrices(manifest, zlib.gunzipSync(fs.readFileSync(path.join(dir, PRICES_FILE))));
  const meta: InstrumentMeta[] = manifest.instruments.map((m) => ({ ticker: m.ticker, name: m.name, assetType: m.assetType, exchange: m.exchange, origin: m.origin, type: m.type, sector: m.sector, indexes: m.indexes, currency: m.currency }));
  const tickers = meta.map((m) => m.ticker);
  const prices: PricePanel = {
    dates: manifest.dates,
    tickers,
    column: new Map(tickers.map((t, i) => [t, i])),
    meta,
    ...fields,
    // A stored run spans exactly an instrument's first to last bar (a row with an adjusted close;
    // the raw close is missing only on adjusted-close-only spans, docs/data.md).
    first: Int32Array.from(manifest.instruments, (m) => m.span[0]),
    last: Int32Array.from(manifest.instruments, (m) => m.span[1]),
  };

  const decoded = decodeSeries(manifest, zlib.gunzipSync(fs.readFileSync(path.join(dir, SERIES_FILE))));
  const series = new Map<string, Series>(manifest.series.map((s, k) => [s.id, { id: s.id, name: s.name, unit: s.unit, frequency: s.frequency, dates: decoded[k].dates, values: decoded[k].values }]));

  const f = manifest.fundamentals;
  const fundamentals: Fundamentals = {
    asOf: f.asOf,
    fields: f.fields,
    byTicker: new Map(f.rows.map(([ticker, ...values]) => [ticker, Object.fromEntries(f.fields.map((name, j) => [name, values[j] ?? null]))])),
  };

  return { dataVersion: readDataVersion(dir), prices, series, fundamentals };
}

const cache = globalThis as unknown as { lodestarMarketData?: MarketData };

/** The process-wide market data, loaded once from data/build/. */
export function getMarketData(): MarketData {
  cache.lodestarMarketData ??= loadMarketData();
  return cache.lodestarMarketData;
}
