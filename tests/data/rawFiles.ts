// Independent reading of the raw files for the data tests: plain line splitting, written apart from
// the build's readers so the tests check the build instead of repeating it.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export const RAW = path.resolve(__dirname, "../../../shared/data/raw");

export function lines(rel: string): string[] {
  const bytes = fs.readFileSync(path.join(RAW, rel));
  const text = (
    rel.endsWith(".gz") ? zlib.gunzipSync(bytes) : rel.endsWith(".zip") ? firstZipMember(bytes) : bytes
  ).toString("utf8");
  return text.split(/\r?\n/).filter((l) => l.trim() !== "");
}

/** The first member of a zip archive, from its local header (deflated, sizes in the header). */
function firstZipMember(zip: Buffer): Buffer {
  const packed = zip.readUInt32LE(18);
  const start = 30 + zip.readUInt16LE(26) + zip.readUInt16LE(28);
  return zlib.inflateRawSync(zip.subarray(start, start + packed));
}

export const list = (dir: string) => fs.readdirSync(path.join(RAW, dir)).sort();

/** Rows of a CSV as cell arrays after `headerLines` lines; dates cut to YYYY-MM-DD in column `dateCol`. */
export function rows(rel: string, headerLines = 1, dateCol = 0): { date: string; cells: string[] }[] {
  return lines(rel)
    .slice(headerLines)
    .map((l) => {
      const cells = l.split(",");
      return { date: cells[dateCol].slice(0, 10), cells };
    })
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
