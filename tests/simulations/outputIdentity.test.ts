// What the API returns for a stored simulation stays byte for byte the same when the way results are
// computed or stored changes. Each case is simulated through REST; the bodies of simulate_portfolio,
// get_simulation, get_simulation_metrics (daily series), the CSV export and compare_simulations are
// digested (sha256) after the ids a run draws at random are replaced by placeholders, and compared with
// the digests recorded before the change (outputs/digests.json). Rows stored the older way (every array
// inside the JSON `result`, no `series` column) must read the same: each case is read again after its row
// is rewritten so. Record again only for a deliberate change of the numbers:
//   UPDATE_OUTPUTS=1 npx vitest run tests/simulations/outputIdentity.test.ts
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stopQueue } from "@/server/jobs/simulationQueue";
import { benchmarkId } from "@/server/domain/portfolios/benchmarkIds";
import { startResearchServer, type TestAccount } from "@/tests/screeners/api";
import { createPortfolio, waitDone } from "@/tests/simulations/api";
import { testDb } from "@/tests/helpers/accounts";
import { resultOf } from "@/server/domain/simulations/stored";
import type { Prisma } from "@/server/generated/prisma/client";

const FILE = path.join(import.meta.dirname, "outputs/digests.json");
const recording = process.env.UPDATE_OUTPUTS === "1";

const fixed = (weight: Record<string, number>, every = 1) => ({
  rebalance: { every },
  selection: { instruments: Object.keys(weight) },
  allocation: { riskOn: { method: "fixed_weights", settings: { weight } } },
});
const FIVE_ETFS = { SPY: 0.2, TLT: 0.2, GLD: 0.2, EFA: 0.2, VNQ: 0.2 };

const CASES: Record<string, { definition: object; settings: object }> = {
  "5 ETFs vs 60/40, 2006": {
    definition: { name: "Five ETFs", benchmark: benchmarkId(2), models: [fixed(FIVE_ETFS)] },
    settings: { startYear: 2006 },
  },
  "60/40, taxes, EUR, 2010": {
    definition: { name: "Sixty forty", models: [fixed({ SPY: 0.6, IEF: 0.4 }, 3)] },
    settings: { startYear: 2010, variant: { taxes: true }, baseCurrency: "EUR", startingCapital: 25_000 },
  },
  "cash flows, 2012": {
    definition: { name: "Flows", models: [fixed({ SPY: 0.5, TLT: 0.5 }, 12)] },
    settings: { startYear: 2012, cashFlows: { amount: -300, every: "quarter", inflationAdjusted: true } },
  },
  "combined, 2008": {
    definition: {
      name: "Combined",
      models: [
        { name: "Stocks", selection: { instruments: ["SPY", "EFA"] } },
        { name: "Bonds", selection: { instruments: ["IEF", "TLT"] } },
      ],
      rebalance: { every: 6 },
      allocation: { riskOn: { method: "fixed_weights", settings: { weight: [0.6, 0.4] } } },
    },
    settings: { startYear: 2008, variant: { costs: false } },
  },
  "long-run monthly history, 1990": {
    definition: { name: "S&P 500 long run", models: [{ selection: { instruments: ["SPY"] } }] },
    settings: { startYear: 1990 },
  },
};

const { account, url } = startResearchServer();
let user: TestAccount;
beforeAll(async () => {
  user = await account("professional", "identity-app");
});
afterAll(async () => stopQueue());

/** The raw body of a call, as the caller's bytes. */
async function raw(pathname: string, body?: unknown): Promise<string> {
  const res = await fetch(`${url()}${pathname}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { authorization: `Bearer ${user.key}`, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(res.status).toBe(200);
  return res.text();
}
const research = (operation: string, input: unknown) => raw(`/api/v1/research/${operation}`, input);

const digest = (text: string, ids: Record<string, string>) => {
  let out = text;
  for (const [id, name] of Object.entries(ids)) out = out.split(id).join(name);
  return createHash("sha256").update(out).digest("hex");
};

const recorded: Record<string, Record<string, string>> = recording
  ? {}
  : JSON.parse(fs.readFileSync(FILE, "utf8"));
const simulations: { name: string; id: string; ids: Record<string, string> }[] = [];

async function digestsOf(id: string, ids: Record<string, string>) {
  return {
    get_simulation: digest(await research("get_simulation", { simulationId: id }), ids),
    get_simulation_metrics: digest(
      await research("get_simulation_metrics", { simulationId: id, series: "daily" }),
      ids,
    ),
    export_csv: digest(await raw(`/api/v1/simulations/${id}/export.csv`), ids),
  };
}

describe("stored simulations read byte for byte as before", () => {
  it.each(Object.keys(CASES))("%s", async (name) => {
    const { definition, settings } = CASES[name];
    const portfolioId = await createPortfolio(user, definition);
    const firstText = await research("simulate_portfolio", { portfolioId, ...settings });
    const first = JSON.parse(firstText).data;
    const id: string = first.result.simulation.id;
    if (first.result.state !== "done") await waitDone(user, { simulationId: id }, 120_000);
    const ids = { [id]: "<simulation>", [portfolioId]: "<portfolio>", [first.recipeId]: "<recipe>" };
    if (first.jobId) ids[first.jobId] = "<job>";
    // Asked again, simulate_portfolio returns the stored simulation (state done), as the first answer
    // did when it was computed in the request.
    const again = await research("simulate_portfolio", { portfolioId, ...settings });
    if (first.result.state === "done") expect(firstText).toBe(again);
    const digests = { simulate_portfolio: digest(again, ids), ...(await digestsOf(id, ids)) };
    simulations.push({ name, id, ids });
    if (recording) recorded[name] = digests;
    else expect(digests).toEqual(recorded[name]);
  });

  it.skipIf(recording)("rows stored before the binary result column read the same", async () => {
    for (const { name, id, ids } of simulations) {
      const row = await testDb().simulation.findUniqueOrThrow({ where: { id } });
      expect(row.resultData, name).not.toBeNull();
      const legacy = resultOf(row) as unknown as Prisma.InputJsonValue;
      await testDb().simulation.update({ where: { id }, data: { result: legacy, resultData: null } });
      const expected = { ...recorded[name] };
      delete expected.simulate_portfolio;
      expect(await digestsOf(id, ids), name).toEqual(expected);
    }
  });

  it("compare_simulations of every case", async () => {
    const ids = Object.assign({}, ...simulations.map((s) => s.ids));
    const body = await research("compare_simulations", {
      simulationIds: simulations.slice(0, 5).map((s) => s.id),
    });
    if (recording) {
      recorded.compare_simulations = { body: digest(body, ids) };
      fs.mkdirSync(path.dirname(FILE), { recursive: true });
      fs.writeFileSync(FILE, `${JSON.stringify(recorded, null, 2)}\n`);
    } else expect(digest(body, ids)).toBe(recorded.compare_simulations.body);
  });
});
