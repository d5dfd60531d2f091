// Loads the committed data build (data/build/) into the dense panels of server/engine/data/panel.ts
// and keeps the process's copy. The one place that reads those files: the engine decodes, never reads.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import {
  decodeField, decodeSeries, MANIFEST_FILE, MEMBERSHIP_FILE, PRICES_FILE, SECONDARY_FIELDS, SERIES_FILE, VERSION_FILE, type Manifest,
} from "@/server/engine/data/artifact";
import type { Fundamentals, IndexMembership, InstrumentMeta, MarketData, PricePanel, Series } from "@/server/engine/data/panel";
import { FILINGS_FILE, toFilings, type Filings, type StoredFilings } from "@/server/engine/data/filings";
import { processWide } from "@/server/engine/processWide";
import { LINEAGE_FILE, type Lineage } from "@/server/engine/data/lineage";

export const DEFAULT_BUILD_DIR = path.join(process.cwd(), "data", "build");

export function readManifest(dir: string = DEFAULT_BUILD_DIR): Manifest {
  return JSON.parse(fs.readFileSync(path.join(dir, MANIFEST_FILE), "utf8")) as Manifest;
}

export function readDataVersion(dir: string = DEFAULT_BUILD_DIR): string {
  return fs.readFileSync(path.join(dir, VERSION_FILE), "utf8").trim();
}

export function loadMarketData(dir: string = DEFAULT_BUILD_DIR): MarketData {
  const manifest = readManifest(dir);
  let blob: Uint8Array | null = zlib.gunzipSync(fs.readFileSync(path.join(dir, PRICES_FILE)));
  const close = decodeField(manifest, blob, "close") as Float64Array;
  const adjClose = decodeField(manifest, blob, "adjClose", close) as Float64Array;
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

  // open/high/low/volume/dividend are decoded on first use (most screens and runs read only the
  // closes): the load stays fast and small. The blob is let go once all of them are decoded.
  const pending = new Set<string>(SECONDARY_FIELDS);
  for (const field of SECONDARY_FIELDS) {
    let value: PricePanel[typeof field] | null = null;
    Object.defineProperty(prices, field, {
      enumerable: true,
      get() {
        if (!value) {
          value = decodeField(manifest, blob!, field, close);
          pending.delete(field);
          if (pending.size === 0) blob = null;
        }
        return value;
      },
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
