// npm run data:quality [buildDir=data/build] [--all]
// Prints coverage per asset type and per series, the splice report (each instrument's largest
// daily-return disagreement between its sources, refused splices first), then suspicious jumps, gaps,
// zero volumes, adjusted-close-only spans and impossible bars, then the corporate events report (refused
// dividends, dividend gaps) and the as-traded fields' lineage. Without --all, at most 10 findings per kind
// are listed.
import { loadMarketData, readLineage, readManifest } from "@/server/data/load";
import { TRADED_FIELDS } from "@/server/engine/data/lineage";
import {
  coverage,
  findings,
  seriesCoverage,
  DEFAULT_QUALITY,
  type Finding,
} from "@/server/engine/data/quality";

const args = process.argv.slice(2);
const all = args.includes("--all");
const dir = args.find((a) => !a.startsWith("--"));
const data = loadMarketData(dir);
const p = data.prices;

console.log(
  `data build ${data.dataVersion}: ${p.dates.length} dates (${p.dates[0]} to ${p.dates[p.dates.length - 1]}) x ${p.tickers.length} instruments`,
);
console.log("\ncoverage by asset type");
for (const c of coverage(p))
  console.log(
    `  ${c.assetType.padEnd(8)} ${String(c.instruments).padStart(5)} instruments  ${c.firstDate} to ${c.lastDate}  ${c.bars} bars`,
  );

console.log("\nseries");
for (const s of seriesCoverage(data))
  console.log(
    `  ${s.id.padEnd(17)} ${s.frequency.padEnd(8)} ${String(s.points).padStart(6)} points  ${s.firstDate} to ${s.lastDate}  longest gap ${s.longestGapDays} days from ${s.longestGapFrom}`,
  );

const found = findings(p);
const kinds: [Finding["kind"], string][] = [
  ["jump", `daily adjusted-close moves beyond ±${DEFAULT_QUALITY.jump * 100} %`],
  ["gap", `gaps of ${DEFAULT_QUALITY.gapRows} or more calendar rows inside a history`],
  ["zero_volume", "runs of zero-volume bars"],
  ["adjusted_only", "spans with an adjusted close but no raw OHLCV"],
  ["bad_bar", "impossible bars (non-positive price, high < low, close outside high-low)"],
];
for (const [kind, title] of kinds) {
  const list = found.filter((f) => f.kind === kind);
  const tickers = new Set(list.map((f) => f.ticker)).size;
  console.log(`\n${title}: ${list.length} in ${tickers} instrument(s)`);
  for (const f of all ? list : list.slice(0, 10))
    console.log(`  ${f.ticker.padEnd(9)} ${f.date}  ${f.detail}`);
  if (!all && list.length > 10) console.log(`  … ${list.length - 10} more (--all lists them)`);
}

const pct = (x: number) => `${(x * 100).toFixed(2)} %`;
const checks = readManifest(dir).instruments.flatMap((i) =>
  i.splices.map((c) => ({ ticker: i.ticker, ...c })),
);
const spans = (c: (typeof checks)[number]) =>
  c.refused.map(([a, b]) => (a === b ? a : `${a} to ${b}`)).join(", ");
const refused = checks.filter((c) => !c.accepted);
console.log(`\nsplices refused (the instrument ends where its trusted source ends): ${refused.length}`);
for (const c of refused)
  console.log(
    `  ${c.ticker.padEnd(9)} ${c.source} against ${c.against}: ${c.overlapDays} common dates, ${pct(c.disagreeing)} of returns disagree, largest gap ${pct(c.maxReturnGap)}${c.at ? ` on ${c.at}` : ""}`,
  );
const partial = checks.filter((c) => c.accepted && c.refused.length);
console.log(
  `\nspans refused in accepted splices (the source is taken on its other dates): ${partial.length}`,
);
for (const c of partial)
  console.log(
    `  ${c.ticker.padEnd(9)} ${c.source} refused on ${spans(c)}; against ${c.against}: ${c.overlapDays} common dates, ${pct(c.disagreeing)} of returns disagree, largest gap ${pct(c.maxReturnGap)}${c.at ? ` on ${c.at}` : ""}`,
  );
const accepted = checks.filter((c) => c.accepted).sort((a, b) => b.maxReturnGap - a.maxReturnGap);
console.log(`\nlargest daily-return disagreement per accepted splice (${accepted.length}), worst first`);
for (const c of all ? accepted : accepted.slice(0, 10))
  console.log(
    `  ${c.ticker.padEnd(9)} ${pct(c.maxReturnGap).padStart(9)} on ${c.at}  ${c.source} against ${c.against} (${c.overlapDays} common dates, ${pct(c.disagreeing)} beyond 2 %)`,
  );
if (!all && accepted.length > 10) console.log(`  … ${accepted.length - 10} more (--all lists them)`);

// The corporate events (docs/data.md "Corporate events"): dividends the sources disagree on, refused,
// and the spans of each stock where no source gives its dividends.
const report = readManifest(dir).eventReport ?? [];
for (const [title, list] of [
  [
    "dividends refused (overlapping sources disagree; the day's dividend is unknown)",
    report.filter((r) => r.sources.length),
  ],
  [
    "dividend gaps (sessions no dividend source covers: dividends unknown)",
    report.filter((r) => !r.sources.length),
  ],
] as const) {
  console.log(`\n${title}: ${list.length} in ${new Set(list.map((r) => r.ticker)).size} stock(s)`);
  for (const r of all ? list : list.slice(0, 10))
    console.log(`  ${r.ticker.padEnd(9)} ${r.from} to ${r.to}  ${r.what}`);
  if (!all && list.length > 10) console.log(`  … ${list.length - 10} more (--all lists them)`);
}

// The as-traded fields after the raw era: which source and rule gave how many dates, then the file
// rows refused and the rows judged (docs/data.md "As traded").
const lineage = readLineage(dir);
const stocks = Object.entries(lineage.instruments);
console.log(`\nas-traded fields after the raw era (${stocks.length} stocks; lineage.json.gz)`);
for (const field of TRADED_FIELDS) {
  const days = new Map<string, number>();
  for (const [, l] of stocks)
    for (const [from, to, source, rule] of l.fields[field]) {
      if (source === "raw") continue;
      const key = `${source} (${rule})`;
      days.set(key, (days.get(key) ?? 0) + p.dates.indexOf(to) - p.dates.indexOf(from) + 1);
    }
  const parts = [...days].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`);
  console.log(`  ${field.padEnd(6)} ${parts.join(", ")}`);
}
console.log("  rules:");
for (const [id, text] of Object.entries(lineage.rules)) console.log(`    ${id.padEnd(7)} ${text}`);
const refusedRows = stocks.flatMap(([ticker, l]) => l.refused.map((r) => ({ ticker, ...r })));
console.log(
  `\nfile rows refused (instrument, field, file, span): ${refusedRows.length} spans, ${refusedRows.reduce((s, r) => s + r.days, 0)} rows`,
);
for (const r of all ? refusedRows : refusedRows.filter((x) => x.field === "close").slice(0, 40))
  console.log(
    `  ${r.ticker.padEnd(9)} ${r.field.padEnd(6)} ${r.file.padEnd(10)} ${r.from} to ${r.to} (${r.days})  ${r.reason}`,
  );
if (!all) console.log("  … close refusals first (at most 40); --all lists every field's");
const judged = stocks.flatMap(([ticker, l]) => l.judged.map((j) => ({ ticker, ...j })));
console.log(`\nfile rows taken against the chain (judged): ${judged.length}`);
for (const j of all ? judged : judged.slice(0, 10))
  console.log(`  ${j.ticker.padEnd(9)} ${j.field.padEnd(6)} ${j.file.padEnd(10)} ${j.date}  ${j.reason}`);
if (!all && judged.length > 10) console.log(`  … ${judged.length - 10} more (--all lists them)`);
