// What the engine needs of one catalogue filter to run a screen row: its computation, the lines and
// bands of its special relations, and the defaults a row may leave out. The catalogue's FilterDef
// extends it with what callers read (names, descriptions, units, value sets); runScreen is handed the
// lookup, so the engine never reads the catalogue itself.
import type { ComputeFn } from "@/server/engine/screening/kernels/kernel";
import type { MarketData } from "@/server/engine/data/panel";
import type { CoverageRows } from "@/server/engine/screening/coverage";
import type {
  AssetType,
  LineRelation,
  Relation,
  Statistic,
  TargetKind,
} from "@/server/engine/screening/vocabulary";

export interface TargetDefault {
  kind: TargetKind;
  /** A number for value/count, a [min, max] pair for range, a statistic for an aggregate, null otherwise. */
  default: number | [number, number] | Statistic | null;
}

export interface ScreenFilter {
  id: string;
  appliesTo: AssetType[];
  inputs: { id: string; default: number }[];
  relations: { id: Relation; targets: TargetDefault[] }[];
  defaultRelation: Relation | null;
  compute: ComputeFn;
  /**
   * For price_above/price_below and the crossing relations: a signed spread per instrument whose sign
   * says which side of the line the instrument is on (> 0 above). A crossing above within N days is a
   * bar k < N where spread(lag k) > 0 and spread(lag k + 1) <= 0.
   */
  lines?: Partial<Record<LineRelation, ComputeFn>>;
  /** For the fair-value relations: the filter value's band edges [strong over, over, under, strong under]. */
  fairValueBands?: { stronglyOver: number; over: number; under: number; stronglyUnder: number };
  /** Whether it sums the panel's cash dividends: no value where they are unknown (NaN); its coverage lists the gaps. */
  readsDividends?: boolean;
  /** Where the filter has values, when its own data says so exactly (the filings); see coverage.ts. */
  coverage?: (data: MarketData) => CoverageRows;
}

export type FilterLookup = (id: string) => ScreenFilter | undefined;

/**
 * What a target leaves out gets the filter's default: the one place defaults are read, by the screener
 * check (domain/screeners/checkRow.ts, which reports each in assumed) and by runScreen (rows given to
 * the engine without the check). null where the catalogue gives none for that part.
 */
export function targetDefaults(def: TargetDefault | undefined): {
  value: number | null;
  range: [number, number] | null;
  statistic: Statistic | null;
} {
  const d = def?.default ?? null;
  return {
    value: typeof d === "number" ? d : null,
    range: Array.isArray(d) ? d : null,
    statistic: typeof d === "string" ? d : null,
  };
}

/** The row's inputs with the filter's defaults filled in for every input it takes. */
export function withDefaultInputs(
  filter: Pick<ScreenFilter, "inputs">,
  given: Readonly<Record<string, number | undefined>> = {},
): Record<string, number> {
  return Object.fromEntries(filter.inputs.map((d) => [d.id, given[d.id] ?? d.default]));
}
