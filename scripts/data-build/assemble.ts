// Turns the chosen histories into the manifest and the per-instrument runs the codec stores.
// The calendar is the union of the stock and ETF dates (US trading days); crypto is sampled on it,
// so its weekend bars are left out (docs/data.md).
import type { Manifest, ManifestInstrument, PriceField } from "@/server/engine/data/artifact";
import { PRICE_FIELDS, FORMAT } from "@/server/engine/data/artifact";
import type { BuiltInstrument } from "./instruments";
import type { BuiltSeries } from "./series";
import type { BuiltFundamentals } from "./fundamentals";
import type { Bar } from "./bars";

export interface Assembled {
  manifest: Manifest;
  run: (field: PriceField, instrument: number) => Float64Array;
}

export function assemble(
  instruments: BuiltInstrument[],
  series: BuiltSeries[],
  fundamentals: BuiltFundamentals,
): Assembled {
  const seen = new Set<string>();
  for (const inst of instruments) {
    if (seen.has(inst.meta.ticker))
      throw new Error(`${inst.meta.ticker}: two histories for one ticker (${inst.sources[0]})`);
    seen.add(inst.meta.ticker);
  }
  const calendar = new Set<string>();
  for (const inst of instruments) {
    if (inst.meta.assetType !== "crypto") for (const b of inst.bars) calendar.add(b.date);
  }
  const dates = [...calendar].sort();
  const row = new Map(dates.map((d, t) => [d, t]));

  const rows: Map<number, Bar>[] = instruments.map((inst) => {
    const m = new Map<number, Bar>();
    for (const b of inst.bars) {
      const t = row.get(b.date);
      if (t !== undefined && !Number.isNaN(b.adjClose)) m.set(t, b);
    }
    if (m.size === 0) throw new Error(`${inst.meta.ticker}: no bars on the calendar`);
    return m;
  });

  const manifestInstruments: ManifestInstrument[] = instruments.map((inst, i) => {
    const ts = [...rows[i].keys()].sort((a, b) => a - b);
    const [start, end] = [ts[0], ts[ts.length - 1]];
    return {
      ...inst.meta,
      firstDate: dates[start],
      lastDate: dates[end],
      span: [start, end],
      bars: ts.length,
      sources: inst.sources,
      note: inst.note,
    };
  });

  const splits = instruments.flatMap((inst) =>
    inst.bars
      .filter((b) => !Number.isNaN(b.split) && b.split !== 1)
      .map((b) => ({ ticker: inst.meta.ticker, date: b.date, ratio: b.split })),
  );

  const manifest: Manifest = {
    format: FORMAT,
    dates,
    fields: PRICE_FIELDS,
    instruments: manifestInstruments,
    splits,
    series: series.map((s) => ({
      id: s.id,
      name: s.name,
      unit: s.unit,
      frequency: s.frequency,
      length: s.dates.length,
      firstDate: s.dates[0],
      lastDate: s.dates[s.dates.length - 1],
      sources: s.sources,
    })),
    fundamentals,
  };

  // Runs are asked for more than once (open/high/low/adjClose are written against the close run).
  const cache = new Map<string, Float64Array>();
  const run = (field: PriceField, i: number) => {
    const key = `${field} ${i}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const [start, end] = manifestInstruments[i].span;
    const out = new Float64Array(end - start + 1);
    for (let t = start; t <= end; t++) {
      const b = rows[i].get(t);
      out[t - start] = b ? b[field] : field === "dividend" ? 0 : NaN;
    }
    cache.set(key, out);
    return out;
  };
  return { manifest, run };
}
