// Every message the strategy builder, the screener builder and the backtest dialog can show, read from
// the catalogue: each number field of the strategy model and each method parameter set outside its
// bounds, each risk preset's numbers, each screener filter's targets and inputs outside theirs, and the
// structural problems the validators emit (by code), all run through the real checks (the portfolio
// request schema and normaliseDefinition, checkScreener) and then the one words mapping
// (components/forms/problemWords.ts). None may show a JSON path, a field id, the API's voice or a
// fraction where percent is typed; the weights name their ticker, in percent.
import { afterAll, describe, expect, it } from "vitest";
import { ALLOCATION_METHODS, methodById } from "@/server/catalogue/allocationMethods";
import { DEFINITION_FIELDS, fieldAt } from "@/server/catalogue/strategyModel";
import { RISK_PRESETS } from "@/server/catalogue/riskPresets";
import { FILTERS, filterById } from "@/server/catalogue/filters";
import { filterDetail } from "@/server/catalogue/filters/views";
import { normaliseDefinition } from "@/server/domain/portfolios/normalise";
import { portfolioWriteInput } from "@/server/domain/portfolios/requests";
import { checkScreener } from "@/server/domain/screeners/check";
import { SCREENER_WARNING_CODES } from "@/server/domain/screeners/warnings";
import { detailsFromZod } from "@/server/zodErrors";
import { box } from "@/components/strategy/checks";
import { ApiError } from "@/server/errors";
import {
  problemsOfDetails,
  runChecks,
  screenerChecks,
  screenerProblemWords,
  strategyAssumedWords,
  strategyProblemWords,
  type ApiProblem,
  type StrategyContext,
} from "@/components/forms/problemWords";

type Json = Record<string, unknown>;

/** What a person must never read: why the text fails, or null. Independent of the mapping's own guard. */
function fault(text: string): string | null {
  if (/(^|[\s("“])\/[A-Za-z0-9_]+/.test(text)) return "JSON path";
  if (/\b\w+\[\d*\]/.test(text)) return "list path";
  if (/\w\.[a-z]\w*\./.test(text) || /\.(allocation|settings|models|positionExits)\b/.test(text))
    return "dotted path";
  if (/\b[a-z]+[A-Z][A-Za-z]*\b/.test(text)) return "camelCase id";
  if (/\b[a-z0-9]+_[a-z0-9_]+\b/.test(text)) return "snake_case id";
  if (/as fractions|from 0 to 1\b|\bSend\b|\bexpected\b/.test(text)) return "API words";
  return null;
}

const shown: { where: string; text: string }[] = [];
function expectPlain(where: string, ...texts: string[]) {
  for (const text of texts) {
    shown.push({ where, text });
    expect(fault(text), `${where}: ${text}`).toBeNull();
  }
}

// ---- strategies

const base = (): Json => ({
  name: "Test",
  models: [
    {
      name: "Stocks",
      selection: { instruments: ["SPY", "TLT"] },
      allocation: { riskOn: { method: "fixed_weights", settings: { weight: { SPY: 0.6, TLT: 0.4 } } } },
      riskConditions: { conditions: [{ preset: RISK_PRESETS[0].id }] },
    },
  ],
});
const combinedBase = (): Json => ({
  name: "Two",
  models: [
    { name: "Stocks", selection: { instruments: ["SPY"] } },
    { name: "Bonds", selection: { instruments: ["TLT"] } },
  ],
  allocation: { riskOn: { method: "fixed_weights", settings: { weight: [0.5, 0.5] } } },
  riskConditions: { conditions: [{ preset: RISK_PRESETS[0].id }] },
});

const contextOf = (definition: Json): StrategyContext => ({
  definition,
  field: (path) => {
    const f = fieldAt(path);
    return f && { name: f.name, ...box(f) };
  },
  parameter: (method, name) => {
    const p = methodById(method)?.parameters.find((x) => x.name === name);
    return p && { name: p.label, ...box(p) };
  },
});

/** The problems the builder's check would show for a definition, in words. */
function strategyWords(definition: Json, plan: "free" | "professional" = "professional") {
  const parsed = portfolioWriteInput.safeParse({ definition });
  const ctx = contextOf(definition);
  const problems: ApiProblem[] = parsed.success
    ? normaliseDefinition(parsed.data.definition as never, { plan, base: "/definition", benchmark: "x" })
        .problems
    : problemsOfDetails(detailsFromZod(parsed.error));
  const assumed = parsed.success
    ? normaliseDefinition(parsed.data.definition as never, { plan, base: "/definition", benchmark: "x" })
        .assumed
    : [];
  return {
    problems: problems.map((p) => strategyProblemWords(p, ctx)),
    assumed: assumed.map((a) => strategyAssumedWords(a, ctx)),
  };
}

/** Sets a catalogue path (models[].positionExits.maxPositions) in a definition, list items at index 0. */
function setAt(def: Json, path: string, value: unknown): Json {
  const copy = structuredClone(def);
  const keys = path.replace(/\[\]/g, ".0").split(".");
  let o: Json = copy;
  keys.slice(0, -1).forEach((k) => {
    o[k] ??= {};
    o = o[k] as Json;
  });
  o[keys.at(-1)!] = value;
  return copy;
}

const outside = (f: { min: number | null; max: number | null; steps: number[] | null }) =>
  [
    f.min !== null ? f.min - 1 : null,
    f.max !== null ? f.max + (f.max >= 10 ? 10 : 1) : null,
    f.steps && f.steps.length > 1 ? (f.steps[0] + f.steps[1]) / 2 : null,
  ].filter((v): v is number => v !== null);

describe("the strategy builder's messages", () => {
  it("name the ticker and speak percent for weights of 500 % and −20 %", () => {
    const def = setAt(base(), "models[].allocation.riskOn.settings.weight", { SPY: 5, TLT: -0.2 });
    const { problems } = strategyWords(def);
    const texts = problems.map((p) => p.message);
    expect(texts).toContain("SPY: 500\u00a0% is above 100\u00a0%.");
    expect(texts).toContain("TLT: −20\u00a0% — weights can't be negative.");
    expect(texts.join(" ")).toMatch(/they add up to 480\u00a0%, not 100 %/);
    for (const p of problems) expectPlain("weights", p.message, p.fix);
    expect(problems.filter((p) => /SPY|TLT/.test(p.message)).every((p) => p.atField)).toBe(true);
  });

  it("name the model for a Combined's weights, and the leg for a risk-off one", () => {
    const def = setAt(combinedBase(), "allocation.riskOn.settings.weight", [1.5, -0.5]);
    const texts = strategyWords(def).problems.map((p) => p.message);
    expect(texts).toContain("Stocks (Combined): 150\u00a0% is above 100\u00a0%.");
    const off = setAt(base(), "models[].allocation.riskOff", {
      method: "fixed_weights",
      settings: { weight: { IEF: 2 } },
    });
    expect(strategyWords(off).problems.map((p) => p.message)).toContain(
      "IEF (risk-off): 200\u00a0% is above 100\u00a0%.",
    );
  });

  const numeric = DEFINITION_FIELDS.filter(
    (f) => (f.type === "number" || f.type === "integer") && (f.min !== null || f.max !== null || f.steps),
  );
  it.each(numeric.map((f) => [f.path, f] as const))("%s outside its bounds, in its unit", (path, f) => {
    const start = path.startsWith("models") ? base() : combinedBase();
    for (const v of outside(f)) {
      for (const plan of ["free", "professional"] as const) {
        const { problems } = strategyWords(setAt(start, path, v), plan);
        for (const p of problems) {
          expectPlain(path, p.message, p.fix);
          if (f.unit === "fraction" && p.path.endsWith(path.split(".").at(-1)!) && /%/.test(p.message))
            expect(p.message).not.toMatch(new RegExp(`: ${String(v).replace(".", "\\.")}\\b(?! %)`));
        }
      }
    }
    // A fraction typed as a whole number: the box says so, never "expected int".
    if (f.type === "integer") {
      const { problems } = strategyWords(setAt(start, path, 2.5));
      for (const p of problems) expectPlain(path, p.message, p.fix);
    }
  });

  const parameters = ALLOCATION_METHODS.flatMap((m) =>
    m.parameters
      .filter((p) => p.per === null && (p.type === "number" || p.type === "integer"))
      .map((p) => [`${m.id} ${p.name}`, m.id, p] as const),
  );
  it.each(parameters)("%s outside its bounds names the setting", (_, method, p) => {
    for (const v of outside(p)) {
      const def = setAt(base(), "models[].allocation.riskOn", { method, settings: { [p.name]: v } });
      const { problems } = strategyWords(def);
      for (const x of problems) expectPlain(method, x.message, x.fix);
      const mine = problems.find((x) => x.path.endsWith(`/settings/${p.name}`));
      if (mine) expect(mine.message.startsWith(`${p.label} (risk-on): `)).toBe(true);
      if (mine && p.unit === "fraction") expect(mine.message).toMatch(/%/);
    }
  });

  it("words each structural problem the validator emits", () => {
    const cases: Json[] = [
      setAt(base(), "models[].selection.instruments", []),
      setAt(base(), "models[].selection.instruments", ["SPY", "SPY"]),
      setAt(base(), "models[].allocation.riskOn", { method: "no_such_method" }),
      setAt(base(), "models[].allocation.riskOn.settings.weight", { SPY: 1 }),
      setAt(base(), "models[].allocation.riskOn.settings.weight", { SPY: 0.5, TLT: 0.3, GLD: 0.2 }),
      setAt(base(), "models[].allocation.riskOn.settings.nothing", 1),
      setAt(base(), "models[].allocation.riskOn.leverage", 3),
      setAt(base(), "models[].riskConditions.conditions", [{ preset: "no_such_preset" }]),
      setAt(combinedBase(), "allocation.riskOn.settings.weight", [1]),
      setAt(base(), "models[].rebalance.every", 5),
      setAt(base(), "models[].name", "   "),
      { ...base(), startingYear: 1800 },
      ...RISK_PRESETS.map((r) =>
        setAt(base(), "models[].riskConditions.conditions", [
          { preset: r.id, indicator: { kind: "sma", value: 99999 } },
        ]),
      ),
      ...RISK_PRESETS.map((r) =>
        setAt(base(), "models[].riskConditions.conditions", [
          { preset: r.id, riskOff: { operator: "above", value: -1e9 } },
        ]),
      ),
    ];
    let count = 0;
    for (const def of cases) {
      for (const plan of ["free", "professional"] as const) {
        const { problems, assumed } = strategyWords(def, plan);
        count += problems.length;
        for (const p of problems) expectPlain("structure", p.message, p.fix);
        for (const a of assumed) expectPlain("assumed", a);
      }
    }
    expect(count).toBeGreaterThan(cases.length);
  });
});

// ---- screeners

const detailOf = (id: string) => filterDetail(filterById(id)!);

function screenerWords(
  rows: Json[],
  universe: Json = { assetType: "stocks" },
  plan: "free" | "professional" = "professional",
) {
  const body = { name: "S", universe, rows };
  let warnings;
  try {
    warnings = checkScreener(body, plan).warnings;
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    warnings = problemsOfDetails(e.details).map((d) => ({ ...d, row: null, severity: "error" as const }));
  }
  const ctx = {
    body,
    filterOf: (i: number) => {
      const id = (rows[i] as { filter?: string } | undefined)?.filter;
      return id && filterById(id) ? detailOf(id) : undefined;
    },
  };
  return warnings.map((w) => screenerProblemWords(w, ctx));
}

describe("the screener builder's messages", () => {
  it("How many 0 names the box and the row", () => {
    const [w] = screenerWords([
      { filter: "total_return", relation: "highest", target: { kind: "count", value: 0 }, inputs: {} },
    ]);
    expect(w.message).toBe("How many, row 1: 0 is below 1.");
    expect(w.atField).toBe(true);
  });

  const codes = new Set<string>();
  it.each(FILTERS.map((f) => [f.id] as const))("%s: every target and input outside its values", (id) => {
    const filter = detailOf(id);
    const assetType = filter.appliesTo[0];
    for (const relation of filter.relations) {
      for (const target of relation.targets) {
        const set = target.values;
        const bad = set
          ? set.kind === "range"
            ? [set.min - set.step, set.max + set.step, set.min + set.step / 2]
            : [Math.min(...set.values) - 1, Math.max(...set.values) + 1]
          : [];
        for (const v of bad) {
          const t =
            target.kind === "range"
              ? { kind: "range", min: v, max: set && set.kind === "range" ? set.max : v }
              : { kind: target.kind, value: v };
          for (const w of screenerWords([{ filter: id, relation: relation.id, target: t }], { assetType })) {
            codes.add(w.code);
            expectPlain(id, w.message, w.fix);
            if (target.unit === "fraction" && w.atField) expect(w.message).toMatch(/%/);
            if (w.row !== null) expect(w.message).toMatch(/row 1|Row 1/);
          }
        }
      }
    }
    for (const input of filter.inputs) {
      const set = input.values;
      const v = set.kind === "range" ? set.max + set.step : Math.max(...set.values) + 1;
      for (const w of screenerWords([{ filter: id, inputs: { [input.id]: v } }], { assetType })) {
        codes.add(w.code);
        expectPlain(id, w.message, w.fix);
        expect(w.message).toContain(input.name);
      }
    }
    // On another asset type, and compared with its own past out of bounds.
    const other = ["stocks", "etps", "crypto"].find((a) => !filter.appliesTo.includes(a as never));
    if (other)
      for (const w of screenerWords([{ filter: id }], { assetType: other })) {
        codes.add(w.code);
        expectPlain(id, w.message, w.fix);
      }
  });

  it("words each structural warning by code", () => {
    const row = { filter: "total_return", relation: "highest", target: { kind: "count", value: 10 } };
    const taken = detailOf("total_return").relations.map((r) => r.id);
    const foreignRelation = FILTERS.flatMap((f) => f.relations.map((r) => r.id)).find(
      (r) => !taken.includes(r),
    );
    // A statistic the enum knows that some filter's comparison does not offer.
    const fewerStatistics = FILTERS.flatMap((f) =>
      f.relations.flatMap((r) =>
        r.targets
          .filter((t) => t.statistics && t.statistics.length < 5)
          .map((t) => ({
            filter: f.id,
            relation: r.id,
            target: {
              kind: t.kind,
              statistic: ["average", "median", "p75", "p25", "index"].find(
                (x) => !t.statistics!.includes(x as never),
              ),
            },
          })),
      ),
    )[0];
    const cases: [Json[], Json?, ("free" | "professional")?][] = [
      [[{ filter: "no_such_filter" }]],
      [[{ filter: "total_return", relation: foreignRelation }]],
      ...(fewerStatistics ? [[[fewerStatistics]] as [Json[]]] : []),
      [[{ filter: "total_return", inputs: { days: 14 } }]],
      [[row], { assetType: "stocks", types: ["etf"] }],
      [[{ filter: "total_return", relation: "highest", target: { kind: "market_aggregate" } }]],
      [[{ filter: "total_return", relation: "highest", target: { kind: "count", value: 5, min: 1 } }]],
      [[{ filter: "total_return", relation: "between", target: { kind: "range", min: 0.5, max: 0.1 } }]],
      [
        [
          {
            filter: "total_return",
            relation: "greater_than",
            target: { kind: "market_aggregate", statistic: "no" },
          },
        ],
      ],
      [[{ filter: "total_return", inputs: { nothing: 1 } }]],
      [[{ filter: 12 }]],
      [[row, row]],
      [
        Array.from({ length: 30 }, (_, i) => ({ ...row, target: { kind: "count", value: i + 1 } })),
        undefined,
        "free",
      ],
      [[row], { assetType: "etps", indexes: ["sp_500"] }],
      [[row], { assetType: "etps", exchanges: ["no_such_exchange"] }],
      [[row], { assetType: "stocks", indexes: ["sp_100"] }],
      [[row], { assetType: "stocks", indexes: ["no_such_index"] }],
    ];
    for (const [rows, universe, plan] of cases)
      for (const w of screenerWords(rows, universe, plan)) {
        codes.add(w.code);
        expectPlain("structure", w.message, w.fix);
      }
    // The data's notes come from a run (no_value_on_date, index_members_without_prices): run_screener's.
    const fromRuns = new Set(["no_value_on_date", "index_members_without_prices"]);
    const missing = SCREENER_WARNING_CODES.filter((c) => !codes.has(c) && !fromRuns.has(c));
    expect(missing).toEqual([]);
  });

  it("the builders' and the dialog's own checks are words too", () => {
    expectPlain(
      "own",
      screenerChecks.noName,
      screenerChecks.noFilter(2),
      screenerChecks.asOf("3 Jan 2000", "28 Aug 2026"),
    );
    const dialog = [
      runChecks.startYear(1990, 2006, 2026),
      runChecks.startYear(2030, 2006, 2026),
      runChecks.startYear(2010.5, 2006, 2026),
      runChecks.capital(0),
      runChecks.capital(-5),
      runChecks.capital(2e9),
      runChecks.flow(0),
      runChecks.flow(-2e9),
    ];
    for (const m of dialog) expect(m).toBeTruthy();
    expectPlain("dialog", ...(dialog as string[]));
    expect(runChecks.capital(0)).toMatch(/^Starting capital: 0 is too little/);
    expect(runChecks.startYear(1990, 2006, 2026)).toContain("from 2006 to 2026");
    expect(runChecks.capital(10_000)).toBeUndefined();
  });

  it("read a catalogue's worth of messages", () => {
    expect(shown.length).toBeGreaterThan(500);
  });
});
afterAll(() => {
  if (process.env.SHOW_WORDS)
    console.log([...new Set(shown.map((s) => `${s.where} | ${s.text}`))].join("\n"));
});
