"use client";
// The universe: asset type, then the facets that apply to it, each a set of checkboxes. The facet
// table comes from the server's universe model (app/screeners/new/page.tsx passes it in).
import type { AssetType } from "@/components/catalogue/types";
import type { UniverseDraft } from "@/components/screener/draft";
import { Field } from "@/components/ui/Field";

export interface FacetSpec {
  facet: string;
  max: number;
  values: string[];
}
export type FacetTable = Record<AssetType, FacetSpec[]>;

const words = (id: string) => id.replace(/_/g, " ");

export function UniverseEditor({ table, value, onChange }: { table: FacetTable; value: UniverseDraft; onChange(u: UniverseDraft): void }) {
  const facets = table[value.assetType] ?? [];
  const toggle = (facet: string, v: string, on: boolean) => {
    const current = value.facets[facet] ?? [];
    onChange({ ...value, facets: { ...value.facets, [facet]: on ? [...current, v] : current.filter((x) => x !== v) } });
  };
  return (
    <section className="card" aria-labelledby="universe-title">
      <h2 id="universe-title">Universe</h2>
      <Field label="Asset type" hint="Changing it clears the facets: each asset type has its own.">
        {(control) => (
          <select {...control} value={value.assetType} onChange={(e) => onChange({ assetType: e.target.value as AssetType, facets: {} })}>
            {(Object.keys(table) as AssetType[]).map((t) => <option key={t} value={t}>{t}</option>)}
          </select>
        )}
      </Field>
      {facets.length === 0 && <p className="muted">No facets restrict a {value.assetType} universe.</p>}
      {facets.map((f) => (
        <fieldset key={f.facet} style={{ border: "none", padding: 0, margin: "0 0 12px" }}>
          <legend>{words(f.facet)} <span className="muted">(none ticked: no restriction; at most {f.max})</span></legend>
          {f.values.map((v) => (
            <label key={v} style={{ marginRight: 12, whiteSpace: "nowrap" }}>
              <input type="checkbox" checked={(value.facets[f.facet] ?? []).includes(v)} onChange={(e) => toggle(f.facet, v, e.target.checked)} /> {words(v)}
            </label>
          ))}
        </fieldset>
      ))}
    </section>
  );
}
