// One member of a zip archive, read with Node's zlib (the raw folder has one zip: the ECB's reference
// rates). Reads the central directory, so an archive with a data descriptor reads the same; refuses
// what it cannot read exactly (another compression, zip64) and checks the CRC-32 and the size.
import fs from "node:fs";
import zlib from "node:zlib";

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export function zipEntry(file: string, name: string): Buffer {
  const zip = fs.readFileSync(file);
  // The end-of-central-directory record: 22 bytes plus a comment of at most 65,535.
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 65_535); i--) {
    if (zip.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error(`${file}: not a zip archive`);
  const entries = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  for (let k = 0; k < entries; k++) {
    if (zip.readUInt32LE(at) !== CENTRAL) throw new Error(`${file}: broken central directory`);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const packed = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    if (zip.toString("utf8", at + 46, at + 46 + nameLength) === name) {
      if (zip.readUInt32LE(local) !== LOCAL) throw new Error(`${file}: broken local header of ${name}`);
      if (method !== 8 && method !== 0) throw new Error(`${file}: ${name} uses compression ${method}`);
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + packed);
      const out = method === 8 ? zlib.inflateRawSync(data) : Buffer.from(data);
      if (out.length !== size || zlib.crc32(out) !== crc) throw new Error(`${file}: ${name} fails its CRC`);
      return out;
    }
    at += 46 + skip;
  }
  throw new Error(`${file}: no member ${name}`);
}
