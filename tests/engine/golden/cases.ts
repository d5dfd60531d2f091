// The runs tests/engine/golden.test.ts pins bit for bit: the public benchmark portfolios under each
// variant switch and a non-USD base currency, one start in the long-run monthly history, and portfolios
// driven by the public screeners that reach every step of the daily loop (position exits, an exit
// screener, series and strategy-based risk conditions with a riskOff leg, a Combined).
import type { DefinitionInput, PortfolioDefinition } from "@/server/domain/portfolios/schema";
import type { SimulationSettings } from "@/server/domain/simulations/settings";
import { normaliseDefinition } from "@/server/domain/portfolios/normalise";
import { DEFAULT_BENCHMARK_ID } from "@/server/domain/portfolios/benchmarkIds";
import { PUBLIC_PORTFOLIOS, publicDefinition } from "@/server/seed/publicPortfolios";

export interface GoldenCase {
  name: string;
  definition: PortfolioDefinition;
  settings: SimulationSettings;
}

const MOMENTUM = "5c0000000000000000000001";
const OVERSOLD = "5c0000000000000000000002";
const LOW_VOL_ETFS = "5c0000000000000000000004";

const settingsFor = (d: PortfolioDefinition, over: Partial<SimulationSettings> = {}): SimulationSettings => ({
  startYear: d.startingYear,
  variant: { reinvest: true, costs: true, taxes: false },
  startingCapital: 10_000,
  baseCurrency: "USD",
  benchmarkId: DEFAULT_BENCHMARK_ID,
  ...over,
});

const VARIANTS: [string, (d: PortfolioDefinition) => SimulationSettings][] = [
  ["defaults", (d) => settingsFor(d)],
  ["costs off", (d) => settingsFor(d, { variant: { reinvest: true, costs: false, taxes: false } })],
  ["taxes on", (d) => settingsFor(d, { variant: { reinvest: true, costs: true, taxes: true } })],
  ["reinvest off", (d) => settingsFor(d, { variant: { reinvest: false, costs: true, taxes: false } })],
  ["EUR", (d) => settingsFor(d, { baseCurrency: "EUR" })],
];

function normalised(input: DefinitionInput): PortfolioDefinition {
  const options = { plan: "professional" as const, base: "", benchmark: DEFAULT_BENCHMARK_ID };
  const { definition, problems } = normaliseDefinition(input, options);
  if (problems.length) throw new Error(`golden case ${input.name}: ${JSON.stringify(problems)}`);
  return definition;
}

const drawdownRule = {
  ruleType: "strategy_based", measure: "drawdown",
  riskOff: { operator: "below", value: -0.12 }, riskOn: { operator: "above", value: -0.04 },
  switchRebalances: true,
} as const;

const trailingYearRule = {
  ruleType: "strategy_based", measure: "trailing_return", measureMonths: 12,
  riskOff: { operator: "below", value: -0.02 }, riskOn: { operator: "above", value: 0.05 },
  switchRebalances: true,
} as const;

const momentumWithExits = normalised({
  name: "Momentum leaders with exits",
  models: [{
    name: "Momentum", selection: { instruments: [], entryScreeners: [MOMENTUM] },
    positionExits: {
      maxPositions: 8, stopLoss: -0.1, takeProfit: 0.25, maxHoldMonths: 6, reinvestDelayMonths: 1,
    },
    allocation: { riskOn: { method: "inverse_volatility", lookbackMonths: 6 } },
    // No riskOff leg: sold into cash as soon as the trailing year is down more than 2%.
    riskConditions: { conditions: [trailingYearRule] },
  }],
});

const exitScreenerAndRiskSwitch = normalised({
  name: "Momentum held until oversold, risk switch to IEF",
  models: [{
    name: "Switching", selection: { instruments: [], entryScreeners: [MOMENTUM], exitScreeners: [OVERSOLD] },
    allocation: {
      riskOn: { method: "equal_weight" },
      riskOff: { method: "fixed_weights", settings: { weight: { IEF: 1 } } },
    },
    riskConditions: { conditions: [{ preset: "vix", switchRebalances: true }, drawdownRule] },
  }],
});

const combined = normalised({
  name: "60/40 and low-volatility ETFs, combined",
  models: [
    {
      name: "60/40", selection: { instruments: ["SPY", "IEF"] },
      allocation: { riskOn: { method: "fixed_weights", settings: { weight: { SPY: 0.6, IEF: 0.4 } } } },
    },
    {
      name: "Low vol", rebalance: { every: 3 },
      selection: { instruments: [], entryScreeners: [LOW_VOL_ETFS] },
      positionExits: { maxPositions: 5 },
    },
  ],
  allocation: { riskOn: { method: "fixed_weights", settings: { weight: [0.5, 0.5] } } },
});

const own = (definition: PortfolioDefinition, over: Partial<SimulationSettings>): GoldenCase =>
  ({ name: definition.name, definition, settings: settingsFor(definition, over) });

const spy = publicDefinition(PUBLIC_PORTFOLIOS[0]);

export const GOLDEN_CASES: GoldenCase[] = [
  ...PUBLIC_PORTFOLIOS.flatMap((p) => {
    const definition = publicDefinition(p);
    return VARIANTS.map(([variant, settings]) => ({
      name: `${definition.name}, ${variant}`, definition, settings: settings(definition),
    }));
  }),
  { ...own(spy, { startYear: 1985 }), name: "S&P 500 (SPY) from 1985, long-run monthly rows" },
  own(momentumWithExits, { startYear: 2019, variant: { reinvest: true, costs: true, taxes: true } }),
  own(exitScreenerAndRiskSwitch, { startYear: 2018 }),
  own(combined, { startYear: 2016, variant: { reinvest: false, costs: true, taxes: true } }),
];
