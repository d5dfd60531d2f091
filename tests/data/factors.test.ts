// The factor file rebuilds byte for byte from the raw Fama-French file, and holds what the raw file says.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FACTORS_DIR, FACTORS_FILE, writeFactors } from "@/scripts/data-build/factors";
import { loadFactors } from "@/server/data/factors";
import { RAW } from "@/tests/data/rawFiles";


describe("Fama-French factor file", () => {
  it("rebuilds byte for byte from the raw file", () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), "lodestar-factors-"));
    writeFactors(RAW, out);
    expect(fs.readFileSync(path.join(out, FACTORS_FILE))).toEqual(
      fs.readFileSync(path.join(FACTORS_DIR, FACTORS_FILE)),
    );
  });

  it("spans 1963-07 to 2025-04 with the raw file's first row, as fractions", () => {
    const f = loadFactors();
    expect([f.months[0], f.months[f.months.length - 1], f.months.length]).toEqual(["1963-07", "2025-04", 742]);
    // 196307,-0.39,-0.48,-0.81,0.64,-1.15,0.27
    const first = [-0.39, -0.48, -0.81, 0.64, -1.15, 0.27];
    Object.values(f.columns).forEach((c, k) => expect(c[0]).toBe(first[k] / 100));
  });
});
