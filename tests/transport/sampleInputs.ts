// A valid request for each read-only operation whose `{}` would be refused or would only exercise the
// defaults. Operations not listed are called with `{}`; a new one that needs more fails the transport
// tests until it is given a sample here.
import { expect } from "vitest";
import { callRest } from "@/tests/transport/transportServer";

const screener = { universe: { assetType: "stocks" }, rows: [{ filter: "rsi" }] };

/** Makes the records the samples read (a saved screener: saved records never expire, so reading one changes nothing). */
export async function sampleInputs(base: string, key: string): Promise<Record<string, unknown>> {
  const created = await callRest(base, "create_screener", { ...screener, name: "Transport sample" }, key);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const screenerId = (created.body as { data: { result: { screener: { id: string } } } }).data.result.screener.id;
  expect((await callRest(base, "save_to_lodestar", { screenerId }, key)).status).toBe(200);
  return {
    list_allocation_methods: { level: "combined", query: "risk" },
    list_risk_rule_presets: { includeRuleTypes: true },
    describe_strategy_model: { section: "allocation" },
    describe_portfolio_model: { section: "allocation" },
    describe_screen_filter: { id: "rsi" },
    validate_screener: screener,
    get_screener: { screenerId },
  };
}

export const sampleOf = (samples: Record<string, unknown>, operation: string) => samples[operation] ?? {};
