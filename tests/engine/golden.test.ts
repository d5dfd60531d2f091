// Golden results: every case in tests/engine/golden/cases.ts runs through the engine exactly as a
// simulation does (server/domain/simulations/compute.ts, benchmark SPY) on the committed data build, and
// its digest must match tests/engine/golden/simulations.json bit for bit: SHA-256 of the raw bytes of
// values, cashReturns, exposure and riskOff, of the trades, rebalances and model holdings as JSON, and a
// few readable figures, with the spans of cash for want of screen values. A refactor of the engine must leave it unchanged; a deliberate change of the
// numbers rewrites it with
//   UPDATE_GOLDEN=1 npx vitest run tests/engine/golden.test.ts
// and the diff of the JSON file goes into the same commit (and ENGINE_VERSION is bumped).
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getMarketData } from "@/server/data/load";
import type { Screen } from "@/server/engine/screening/types";
import { engineRunOf, simulateDefinition } from "@/server/domain/simulations/compute";
import { checkScreener } from "@/server/domain/screeners/check";
import { PUBLIC_PORTFOLIOS, publicDefinition } from "@/server/seed/publicPortfolios";
import { PUBLIC_SCREENERS } from "@/server/seed/publicScreeners";
import { GOLDEN_CASES, type GoldenCase } from "./golden/cases";

const FILE = path.join(import.meta.dirname, "golden", "simulations.json");
const sha256 = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex");
const bytesOf = (a: Float64Array | Uint8Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);

const market = getMarketData();
const screens = new Map(PUBLIC_SCREENERS.map((s) => [s.id, checkScreener(s, "free").definition as Screen]));
const benchmark = publicDefinition(PUBLIC_PORTFOLIOS[0]);

function digest({ definition, settings }: GoldenCase) {
  const input = { market, definition, benchmark, screens, settings };
  const { result, models, valueGaps } = simulateDefinition(definition, engineRunOf(input));
  return {
    days: result.dates.length,
    firstDate: result.dates[0],
    finalValue: result.values[result.values.length - 1],
    trades: result.trades.length,
    rebalances: result.rebalances.length,
    riskOffDays: result.riskOff.reduce((n, x) => n + x, 0),
    valueGaps,
    sha256: {
      values: sha256(bytesOf(result.values)),
      cashReturns: sha256(bytesOf(result.cashReturns)),
      exposure: sha256(bytesOf(result.exposure)),
      riskOff: sha256(bytesOf(result.riskOff)),
      trades: sha256(JSON.stringify(result.trades)),
      rebalances: sha256(JSON.stringify(result.rebalances)),
      models: sha256(JSON.stringify(models)),
      monthlyPeriods: sha256(JSON.stringify(result.monthlyPeriods)),
    },
  };
}

describe("golden simulations", () => {
  if (process.env.UPDATE_GOLDEN === "1") {
    it("rewrites the golden file", () => {
      const cases = Object.fromEntries(GOLDEN_CASES.map((c) => [c.name, digest(c)]));
      writeFileSync(FILE, `${JSON.stringify({ dataVersion: market.dataVersion, cases }, null, 2)}\n`);
    });
    return;
  }
  type Golden = { dataVersion: string; cases: Record<string, unknown> };
  const golden: Golden = JSON.parse(readFileSync(FILE, "utf8"));

  it("was written on this data build, with a digest for every case and no other", () => {
    expect(golden.dataVersion).toBe(market.dataVersion);
    expect(Object.keys(golden.cases)).toEqual(GOLDEN_CASES.map((c) => c.name));
  });

  it.each(GOLDEN_CASES.map((c) => [c.name, c] as const))("%s", (_, c) => {
    expect(digest(c)).toEqual(golden.cases[c.name]);
  });
});
