// The strategy builder's risk presets against the real service: each preset, added as the builder adds
// it (its whole rule), gives a definition validate_portfolio accepts and a backtest that runs; the
// preset's series comes with it for the builder's chart; and a stored definition opens in the builder
// and is sent back unchanged.
import { describe, expect, it } from "vitest";
import { createTestUser } from "@/tests/helpers/accounts";
import { research, testServer } from "@/tests/helpers/server";
import { definitionOf, draftFromStored, emptyDraft, emptyLeg } from "@/components/strategy/draft";
import { ruleOf } from "@/components/strategy/presetRule";
import type { PlanId } from "@/server/plans";
import type { PresetPoint, RiskPreset } from "@/components/strategy/useStrategyCatalogue";

const server = testServer();
const call = async (plan: PlanId, operation: string, input: unknown) =>
  research(server.url(), operation, input, (await createTestUser(plan)).key);

async function presets(): Promise<{ presets: RiskPreset[]; series: Record<string, PresetPoint[]> }> {
  const { status, body } = await call("free", "list_risk_rule_presets", { includeSeries: true });
  expect(status).toBe(200);
  return body.data.result;
}

/** SPY held while risk on, TLT while the preset says risk off. */
function withPreset(p: RiskPreset) {
  const draft = emptyDraft();
  const model = draft.models[0];
  model.instruments = ["SPY"];
  model.riskOff = { ...emptyLeg("fixed_weights"), settings: { weight: { TLT: 1 } } };
  model.conditions = [{ key: 1, rule: ruleOf(p) }];
  return definitionOf({ ...draft, name: `SPY unless ${p.id}` });
}

describe("risk presets in the strategy builder", () => {
  it("each preset's whole rule is accepted by validate_portfolio", async () => {
    const all = (await presets()).presets;
    expect(all).toHaveLength(5);
    for (const p of all) {
      const definition = withPreset(p);
      const checked = await call("advanced", "validate_portfolio", { definition });
      expect(checked.body.data.result.warnings, p.id).toEqual([]);
      expect(checked.body.data.result.valid, p.id).toBe(true);
      // The preset's values are taken as sent: none of them is assumed.
      const assumedConditions = checked.body.data.assumed.filter((a: { field: string }) =>
        a.field.startsWith("/definition/models/0/riskConditions/conditions/0/"),
      );
      expect(
        assumedConditions.map((a: { field: string }) => a.field),
        p.id,
      ).not.toContain("/definition/models/0/riskConditions/conditions/0/series");
    }
  });

  it("each preset backtests from 2015", async () => {
    const { presets: all } = await presets();
    const { key } = await createTestUser("advanced");
    for (const p of all) {
      const created = await research(server.url(), "create_portfolio", { definition: withPreset(p) }, key);
      expect(created.status, p.id).toBe(200);
      const portfolioId = created.body.data.result.portfolio.id;
      const run = await research(server.url(), "simulate_portfolio", { portfolioId, startYear: 2015 }, key);
      expect(run.status, p.id).toBe(200);
      expect(run.body.data.result.state, p.id).toBe("done");
    }
  });

  it("includeSeries gives each preset's series by month, after its indicator", async () => {
    const { series } = await presets();
    const at = (id: string, month: string) => series[id].find((p) => p.date.startsWith(month))!;
    // VIX closed October 2008 at 59.89 (CBOE); the month's last observation is the 31st.
    expect(at("vix", "2008-10")).toEqual({ date: "2008-10-31", value: 59.89, line: null });
    // US CPI-U rose 9.06 % in the 12 months to June 2022 (BLS, not seasonally adjusted).
    expect(at("inflation_trend", "2022-06").value).toBeCloseTo(9.06, 1);
    // The S&P 500 trend carries the 200-day average it crosses; in March 2009 SPY was far below it.
    const march2009 = at("sp500_trend", "2009-03");
    expect(march2009.line).not.toBeNull();
    expect(march2009.value).toBeLessThan(march2009.line!);
    for (const id of Object.keys(series)) {
      const dates = series[id].map((p) => p.date);
      expect([...dates].sort(), id).toEqual(dates);
      expect(new Set(dates.map((d) => d.slice(0, 7))).size, id).toBe(dates.length);
    }
  });

  it("leaves the series out unless asked", async () => {
    const { body } = await call("free", "list_risk_rule_presets", {});
    expect(body.data.result.series).toBeNull();
  });

  it("a stored Combined opens in the builder and is sent back as stored", async () => {
    const draft = emptyDraft();
    draft.models[0].instruments = ["SPY", "QQQ"];
    const second = structuredClone(draft.models[0]);
    second.instruments = ["TLT", "GLD"];
    second.riskOn = { ...emptyLeg("fixed_weights"), settings: { weight: { TLT: 0.6, GLD: 0.4 } } };
    draft.models.push({ ...second, key: 99, name: "Bonds and gold" });
    draft.combined.riskOn = { ...emptyLeg("fixed_weights"), settings: { weight: [0.7, 0.3] } };
    const created = await call("free", "create_portfolio", { definition: definitionOf(draft) });
    expect(created.status).toBe(200);
    const stored = created.body.data.result.portfolio;
    const reopened = draftFromStored(stored.name, stored.description, stored.definition);
    expect(reopened.models.map((m) => m.name)).toEqual(["Model 1", "Bonds and gold"]);
    // The stored definition holds every value; the builder sends the same back.
    expect(definitionOf(reopened)).toEqual({ ...stored.definition, description: null });
  });
});
