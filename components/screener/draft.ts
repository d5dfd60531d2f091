// The screener being edited, and the request body it becomes. Every relation, target and input is
// stated, as the service returns definitions, so what the person sees is exactly what is sent.
import type {
  AssetType,
  FilterDetail,
  FilterRelation,
  RelationTarget,
  ValueSet,
} from "@/components/catalogue/types";

export interface TargetDraft {
  kind: RelationTarget["kind"];
  value?: number;
  min?: number;
  max?: number;
  statistic?: NonNullable<RelationTarget["statistics"]>[number];
  inputs?: Record<string, number>;
}

export interface RowDraft {
  /** Stable React key; not sent. */
  key: number;
  filter: string | null;
  relation: FilterRelation["id"] | null;
  target: TargetDraft | null;
  inputs: Record<string, number>;
}

export interface UniverseDraft {
  assetType: AssetType;
  facets: Record<string, string[]>;
}

export interface ScreenerDraft {
  name: string;
  description: string;
  universe: UniverseDraft;
  rows: RowDraft[];
}

/** A stored screener as get_screener returns it (the definition holds every field). */
export interface StoredScreener {
  name: string;
  description: string | null;
  definition: {
    universe: { assetType: AssetType } & Partial<Record<string, string[] | AssetType>>;
    rows: {
      filter: string;
      relation: FilterRelation["id"];
      target: TargetDraft;
      inputs: Record<string, number | undefined>;
    }[];
  };
}

export const emptyDraft = (): ScreenerDraft => ({
  name: "",
  description: "",
  universe: { assetType: "stocks", facets: {} },
  rows: [],
});

/** The builder's state for a stored screener: what it opens with on /screeners/<id>. */
export function draftFromStored(s: StoredScreener): ScreenerDraft {
  const { assetType, ...facets } = s.definition.universe;
  return {
    name: s.name,
    description: s.description ?? "",
    universe: { assetType, facets: facets as Record<string, string[]> },
    rows: s.definition.rows.map((r, i) => ({
      key: i + 1,
      filter: r.filter,
      relation: r.relation,
      target: r.target,
      inputs: definedNumbers(r.inputs),
    })),
  };
}

const definedNumbers = (inputs: Record<string, number | undefined>) =>
  Object.fromEntries(Object.entries(inputs).filter((e): e is [string, number] => e[1] !== undefined));

/** The numbers a value set accepts, when few enough to list in a select; null for long ranges. */
export function listedValues(set: ValueSet | null | undefined, limit = 400): number[] | null {
  if (!set) return null;
  if (set.kind === "list") return set.values;
  const count = Math.floor((set.max - set.min) / set.step + 1e-9) + 1;
  if (count > limit) return null;
  return Array.from({ length: count }, (_, i) => Number((set.min + i * set.step).toPrecision(12)));
}

/** A target of the given kind filled with the catalogue's default for it. */
export function defaultTarget(target: RelationTarget, filter: FilterDetail): TargetDraft {
  const d = target.default;
  switch (target.kind) {
    case "value":
    case "count":
      return {
        kind: target.kind,
        value: typeof d === "number" ? d : (listedValues(target.values)?.[0] ?? 0),
      };
    case "range": {
      const [min, max] = Array.isArray(d) ? d : [0, 0];
      return { kind: "range", min, max };
    }
    case "market_aggregate":
    case "sector_aggregate":
      return { kind: target.kind, statistic: typeof d === "string" ? d : target.statistics?.[0] };
    case "own_past":
      return { kind: "own_past", inputs: Object.fromEntries(filter.inputs.map((i) => [i.id, i.default])) };
    default:
      return { kind: "none" };
  }
}

/** A row set to a filter's default relation, its first target and its input defaults. */
export function rowForFilter(key: number, filter: FilterDetail): RowDraft {
  const relation: FilterRelation | undefined =
    filter.relations.find((r) => r.id === filter.defaultRelation) ?? filter.relations[0];
  return {
    key,
    filter: filter.id,
    relation: relation?.id ?? null,
    target: relation?.targets[0] ? defaultTarget(relation.targets[0], filter) : null,
    inputs: Object.fromEntries(filter.inputs.map((i) => [i.id, i.default])),
  };
}

/** The universe as sent: the asset type and the facets with a restriction. */
function universeBody(u: UniverseDraft) {
  return {
    assetType: u.assetType,
    ...Object.fromEntries(Object.entries(u.facets).filter(([, v]) => v.length > 0)),
  };
}

function rowBody(row: RowDraft & { filter: string }) {
  return {
    filter: row.filter,
    ...(row.relation ? { relation: row.relation } : {}),
    ...(row.target ? { target: row.target } : {}),
    inputs: row.inputs,
  };
}

/** The create/validate_screener request; an empty name is left out (the service names it), as are rows
 *  whose filter is not picked yet. */
export function screenerBody(d: ScreenerDraft) {
  return {
    ...(d.name.trim() ? { name: d.name.trim() } : {}),
    ...(d.description.trim() ? { description: d.description.trim() } : {}),
    universe: universeBody(d.universe),
    rows: d.rows.filter((r): r is RowDraft & { filter: string } => r.filter !== null).map(rowBody),
  };
}
