// `npm run data:build` on the shared raw folder reproduces the committed artifact byte for byte,
// and the committed dataVersion is the hash of the committed files.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createHash } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { buildArtifact } from "@/scripts/data-build";
import { DEFAULT_BUILD_DIR, readDataVersion } from "@/server/data/load";
import { MANIFEST_FILE, MEMBERSHIP_FILE, PRICE_FILES, SERIES_FILE, SPAN_FILE, VERSION_FILE } from "@/server/engine/data/artifact";
import { FILINGS_FILE } from "@/server/engine/data/filings";
import { LINEAGE_FILE } from "@/server/engine/data/lineage";
import { RAW } from "./rawFiles";

const HASHED = [MANIFEST_FILE, ...PRICE_FILES, SERIES_FILE, MEMBERSHIP_FILE, FILINGS_FILE, LINEAGE_FILE];
const FILES = [...HASHED, VERSION_FILE, SPAN_FILE];
const out = fs.mkdtempSync(path.join(os.tmpdir(), "lodestar-data-build-"));
afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

describe("data build", () => {
  it("names the committed build by the sha256 of its files", () => {
    const hash = createHash("sha256");
    for (const name of HASHED) hash.update(name).update(fs.readFileSync(path.join(DEFAULT_BUILD_DIR, name)));
    expect(readDataVersion()).toBe(`db-${hash.digest("hex").slice(0, 12)}`);
  });

  it("keeps the committed artifact under 80 MB", () => {
    const bytes = FILES.reduce((sum, f) => sum + fs.statSync(path.join(DEFAULT_BUILD_DIR, f)).size, 0);
    expect(bytes).toBeLessThan(80 * 1024 * 1024);
    expect(fs.readdirSync(DEFAULT_BUILD_DIR).sort()).toEqual([...FILES].sort());
  });

  it("rebuilds the committed artifact byte for byte from the raw folder", () => {
    const version = buildArtifact(RAW, out);
    expect(version).toBe(readDataVersion());
    for (const f of FILES) expect(fs.readFileSync(path.join(out, f)).equals(fs.readFileSync(path.join(DEFAULT_BUILD_DIR, f))), f).toBe(true);
  }, 420_000); // ~30 s of CPU; generous for a busy CI machine

  it("refuses a missing raw folder with a clear message", () => {
    expect(() => buildArtifact(path.join(out, "nope"), out)).toThrow(/raw data folder not found/);
  });
});
