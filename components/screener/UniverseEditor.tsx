"use client";
// The universe: an asset type, then the facets that apply to it, each a set of checkboxes where none
// ticked means no restriction. The facet table comes from the server's universe model (the page passes
// it in), so nothing is offered that the service would refuse.
import type { AssetType } from "@/components/catalogue/types";
import type { UniverseDraft } from "@/components/screener/draft";
import { Field } from "@/components/ui/Field";
import { Select } from "@/components/ui/Select";
import { ASSET_TYPE_NAMES, facetName, facetValueName } from "@/components/screener/words";

export interface FacetSpec {
  facet: string;
  max: number;
  values: string[];
  /** Values the data build cannot select by (an index without membership history): offered only to untick. */
  noData: string[];
}
export type FacetTable = Record<AssetType, FacetSpec[]>;

interface Props {
  table: FacetTable;
  value: UniverseDraft;
  onChange(u: UniverseDraft): void;
}

export function UniverseEditor({ table, value, onChange }: Props) {
  const facets = table[value.assetType] ?? [];
  const chosen = Object.values(value.facets).reduce((n, list) => n + list.length, 0);
  const toggle = (facet: string, v: string, on: boolean) => {
    const current = value.facets[facet] ?? [];
    const next = on ? [...current, v] : current.filter((x) => x !== v);
    onChange({ ...value, facets: { ...value.facets, [facet]: next } });
  };
  return (
    <div className="flex flex-col gap-3">
      <Field
        label="Asset type"
        hint="Changing it clears the choices below: each asset type has its own."
        className="max-w-xs"
      >
        {(control) => (
          <Select
            {...control}
            value={value.assetType}
            onValueChange={(t) => onChange({ assetType: t as AssetType, facets: {} })}
            options={(Object.keys(table) as AssetType[]).map((t) => ({
              value: t,
              label: ASSET_TYPE_NAMES[t],
            }))}
          />
        )}
      </Field>
      {facets.length > 0 && (
        <details className="rounded-lg border border-border" open={chosen > 0}>
          <summary className="cursor-pointer px-3 py-2 text-sm font-medium">
            Narrow by {facets.map((f) => facetName(f.facet).toLowerCase()).join(", ")}
            <span className="font-normal text-muted">
              {" "}
              · {chosen === 0 ? "all included" : `${chosen} chosen`}
            </span>
          </summary>
          <div className="flex flex-col gap-3 border-t border-border p-3">
            {facets.map((f) => (
              <fieldset key={f.facet} className="min-w-0">
                <legend className="mb-1.5 text-sm font-medium">
                  {facetName(f.facet)}{" "}
                  <span className="font-normal text-muted">· any when none is ticked</span>
                </legend>
                <div className="flex flex-wrap gap-2">
                  {f.values.map((v) => {
                    const checked = (value.facets[f.facet] ?? []).includes(v);
                    const noData = f.noData.includes(v);
                    if (noData && !checked) return null;
                    return (
                      <label
                        key={v}
                        className="inline-flex cursor-pointer items-center gap-2 rounded-md border
                          border-border px-2.5 py-1.5 text-sm has-checked:border-accent
                          has-checked:bg-accent-soft"
                      >
                        <input
                          type="checkbox"
                          className="accent-accent"
                          checked={checked}
                          onChange={(e) => toggle(f.facet, v, e.target.checked)}
                        />
                        {facetValueName(v)}
                        {noData && (
                          <span className="text-xs text-warn">no membership data: selects nothing</span>
                        )}
                      </label>
                    );
                  })}
                </div>
              </fieldset>
            ))}
          </div>
        </details>
      )}
    </div>
  );
}
