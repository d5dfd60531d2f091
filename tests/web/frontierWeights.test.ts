// The strategy builder's efficient frontier against the real service: the points a person picks are the
// frontier's own with the maximum-Sharpe portfolio among them by return, the first pick sits at the
// current mix's volatility, and a picked point's weights, rounded to basis points as the weight table
// keeps them, add up to exactly 100 % and make a fixed-weights strategy validate_portfolio accepts.
import { beforeAll, describe, expect, it } from "vitest";
import { createTestUser } from "@/tests/helpers/accounts";
import { research, testServer } from "@/tests/helpers/server";
import { choicesOf, firstChoice, type Frontier } from "@/components/strategy/frontierChoices";
import { inBasisPoints } from "@/components/strategy/WeightTable";

const server = testServer();
const TICKERS = ["SPY", "IEF", "GLD", "VNQ"];
const MIX = { SPY: 0.6, IEF: 0.3, GLD: 0.1, VNQ: 0 };
let key: string;
let frontier: Frontier;

beforeAll(async () => {
  key = (await createTestUser("starter")).key;
  const reply = await research(
    server.url(),
    "get_efficient_frontier",
    { instruments: TICKERS, startYear: 2017, weights: MIX },
    key,
  );
  expect(reply.status).toBe(200);
  frontier = reply.body.data.result;
});

describe("the builder's frontier", () => {
  it("offers the frontier's points with the maximum-Sharpe portfolio placed among them by return", () => {
    const choices = choicesOf(frontier);
    expect(choices).toHaveLength(frontier.points.length + 1);
    const ms = choices.findIndex((c) => c.name === "Maximum Sharpe");
    expect(choices[ms].weights).toEqual(frontier.maximumSharpe.weights);
    expect(choices[0]).toMatchObject({ name: "Minimum variance", volatility: frontier.points[0].volatility });
    expect(choices.at(-1)!.name).toBe("Highest return");
    for (let i = 1; i < choices.length; i++) expect(choices[i].return).toBeGreaterThan(choices[i - 1].return);
  });

  it("names a grid point the maximum-Sharpe one when they coincide, rather than listing it twice", () => {
    const corner = { ...frontier, maximumSharpe: { ...frontier.points[3], fallback: null } };
    const choices = choicesOf(corner);
    expect(choices).toHaveLength(frontier.points.length);
    expect(choices[3].name).toBe("Maximum Sharpe");
  });

  it("starts at the point nearest the current mix's volatility", () => {
    const choices = choicesOf(frontier);
    const i = firstChoice(choices, frontier);
    const gap = (k: number) => Math.abs(choices[k].volatility - frontier.portfolio!.volatility);
    for (let k = 0; k < choices.length; k++) expect(gap(i)).toBeLessThanOrEqual(gap(k));
    const unplaced = { ...frontier, portfolio: undefined };
    expect(choicesOf(unplaced)[firstChoice(choicesOf(unplaced), unplaced)].name).toBe("Maximum Sharpe");
  });

  it("fills weights in basis points that add up to 100 % and that the service accepts", async () => {
    for (const choice of choicesOf(frontier)) {
      const weights = inBasisPoints(choice.weights, TICKERS);
      expect(Object.keys(weights)).toEqual(TICKERS);
      for (const t of TICKERS) {
        expect(Math.round(weights[t] * 10_000)).toBeCloseTo(weights[t] * 10_000, 9);
        expect(Math.abs(weights[t] - choice.weights[t])).toBeLessThanOrEqual(0.0001 * TICKERS.length);
      }
      expect(Math.round(TICKERS.reduce((s, t) => s + weights[t], 0) * 10_000)).toBe(10_000);
    }
    const picked = inBasisPoints(frontier.maximumSharpe.weights, TICKERS);
    const definition = {
      name: "From the frontier",
      models: [
        {
          selection: { instruments: TICKERS },
          allocation: { riskOn: { method: "fixed_weights", settings: { weight: picked } } },
        },
      ],
    };
    const check = await research(server.url(), "validate_portfolio", { definition }, key);
    expect(check.status).toBe(200);
    expect(check.body.data.result.warnings).toEqual([]);
  });
});
