// Turns the chosen histories into the manifest and the per-instrument runs the codec stores.
// The calendar is the union of the stock and ETF dates (US trading days); crypto is sampled on it,
// so its weekend bars are left out (docs/data.md).
import type { Manifest, ManifestInstrument, PriceField } from "@/server/engine/data/artifact";
import { PRICE_FIELDS, FORMAT, isoFromDayNumber } from "@/server/engine/data/artifact";
import type { BuiltInstrument } from "./instruments";
import type { BuiltSeries } from "./series";
import type { BuiltFundamentals } from "./fundamentals";

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
  const calendar = new Set<number>();
  for (const inst of instruments) {
    if (inst.meta.assetType !== "crypto") for (const d of inst.bars.days) calendar.add(d);
  }
  const days = [...calendar].sort((a, b) => a - b);
  const dates = days.map(isoFromDayNumber);
  const row = new Map(days.map((d, t) => [d, t]));

  // Per instrument: the calendar row of each bar with an adjusted close (-1 when off the calendar).
  const rows: Int32Array[] = instruments.map((inst) => {
    const { days: own, values } = inst.bars;
    const r = Int32Array.from(own, (d, j) => (Number.isNaN(values.adjClose[j]) ? -1 : (row.get(d) ?? -1)));
    if (!r.some((t) => t >= 0)) throw new Error(`${inst.meta.ticker}: no bars on the calendar`);
    return r;
  });

  const manifestInstruments: ManifestInstrument[] = instruments.map((inst, i) => {
    const ts = rows[i].filter((t) => t >= 0);
    const [start, end] = [ts[0], ts[ts.length - 1]];
    return {
      ...inst.meta,
      firstDate: dates[start],
      lastDate: dates[end],
      span: [start, end],
      bars: ts.length,
      sources: inst.sources,
      note: inst.note,
      splices: inst.splices,
    };
  });

  const splits = instruments.flatMap((inst) => {
    const { days: own, values } = inst.bars;
    const out: { ticker: string; date: string; ratio: number }[] = [];
    values.split.forEach((ratio, j) => {
      if (!Number.isNaN(ratio) && ratio !== 1)
        out.push({ ticker: inst.meta.ticker, date: isoFromDayNumber(own[j]), ratio });
    });
    return out;
  });

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

  // The close run is asked for again by open/high/low/adjClose (written against it): keep the last one.
  let closeRun: [number, Float64Array] | null = null;
  const run = (field: PriceField, i: number) => {
    if (field === "close" && closeRun?.[0] === i) return closeRun[1];
    const [start, end] = manifestInstruments[i].span;
    const out = new Float64Array(end - start + 1).fill(field === "dividend" ? 0 : NaN);
    const values = instruments[i].bars.values[field];
    rows[i].forEach((t, j) => {
      if (t >= 0) out[t - start] = values[j];
    });
    if (field === "close") closeRun = [i, out];
    return out;
  };
  return { manifest, run };
}
