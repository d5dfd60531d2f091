// npm run data:build [rawDir=../shared/data/raw] [outDir=data/build]
// Rebuilds the committed market-data artifact from the raw files. Same raw files, same bytes: no
// timestamps, fixed gzip level, sorted inputs. dataVersion = "db-" + 12 hex of sha256 over the files.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { createHash } from "node:crypto";
import {
  encodePrices,
  encodeSeries,
  MANIFEST_FILE,
  MEMBERSHIP_FILE,
  pricesFile,
  SERIES_FILE,
  SPAN_FILE,
  VERSION_FILE,
} from "@/server/engine/data/artifact";
import { buildInstruments } from "./data-build/instruments";
import { buildSeries } from "./data-build/series";
import { buildFundamentals } from "./data-build/fundamentals";
import { assemble } from "./data-build/assemble";
import { buildMembership, setCurrentIndexes } from "./data-build/membership";
import { buildFilings } from "./data-build/filings";
import { FILINGS_FILE } from "@/server/engine/data/filings";
import { LINEAGE_FILE } from "@/server/engine/data/lineage";
import { readEvents } from "./data-build/events";
import { withEventDividends } from "./data-build/eventDividends";
import { buildTraded } from "./data-build/traded";

const gzip = (bytes: Uint8Array) => zlib.gzipSync(bytes, { level: 9 });

export function buildArtifact(rawDir: string, outDir: string): string {
  if (!fs.existsSync(rawDir))
    throw new Error(`raw data folder not found: ${rawDir} (pass it as the first argument)`);
  const series = buildSeries(rawDir);
  const instruments = buildInstruments(rawDir);
  // A file whose splice the build refused is another company's: its events are not this ticker's.
  const refused = new Set(
    instruments.flatMap((inst) =>
      inst.splices.filter((c) => !c.accepted).map((c) => `${inst.meta.ticker} ${c.source}`),
    ),
  );
  const events = readEvents(rawDir, { skip: (ticker, source) => refused.has(`${ticker} ${source}`) });
  const lineage = buildTraded(rawDir, instruments, (ticker) => events.events.get(ticker));
  const assembled = assemble(instruments, series, buildFundamentals(rawDir));
  const { manifest, run } = withEventDividends(assembled, instruments, events);
  const membership = buildMembership(rawDir, manifest.dates, manifest.instruments);
  setCurrentIndexes(manifest.instruments, membership);
  const prices = encodePrices(manifest, run);
  const files: [string, Uint8Array][] = [
    [MANIFEST_FILE, Buffer.from(JSON.stringify(manifest) + "\n")],
    ...prices.map((bytes, k): [string, Uint8Array] => [pricesFile(manifest.fields[k]), gzip(bytes)]),
    [SERIES_FILE, gzip(encodeSeries(series))],
    [MEMBERSHIP_FILE, Buffer.from(JSON.stringify({ format: 1, indexes: membership }) + "\n")],
    [FILINGS_FILE, gzip(Buffer.from(JSON.stringify(buildFilings(rawDir)) + "\n"))],
    [LINEAGE_FILE, gzip(Buffer.from(JSON.stringify(lineage) + "\n"))],
  ];
  const hash = createHash("sha256");
  for (const [name, bytes] of files) hash.update(name).update(bytes);
  const dataVersion = `db-${hash.digest("hex").slice(0, 12)}`;
  const span = { firstDate: manifest.dates[0], lastDate: manifest.dates[manifest.dates.length - 1] };
  files.push(
    [VERSION_FILE, Buffer.from(dataVersion + "\n")],
    [SPAN_FILE, Buffer.from(JSON.stringify(span) + "\n")],
  );
  fs.mkdirSync(outDir, { recursive: true });
  // The folder holds this build and nothing else: a file of an older layout would go on being read or committed.
  const names = new Set(files.map(([name]) => name));
  for (const name of fs.readdirSync(outDir)) if (!names.has(name)) fs.rmSync(path.join(outDir, name));
  for (const [name, bytes] of files) fs.writeFileSync(path.join(outDir, name), bytes);
  return dataVersion;
}

if (process.argv[1] && /data-build\.ts$/.test(process.argv[1])) {
  const [rawDir = "../shared/data/raw", outDir = "data/build"] = process.argv.slice(2);
  try {
    const started = Date.now();
    const version = buildArtifact(rawDir, outDir);
    console.log(
      `data build ${version} written to ${outDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  }
}
