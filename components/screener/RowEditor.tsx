"use client";
// One screener row, rendered from describe_screen_filter: the filter, its relations (with their labels),
// the target kinds the relation offers, the target's value/range/statistic from the listed values, and
// the filter's inputs. Whether the combination is accepted is for validate_screener to say.
import { useState } from "react";
import type { AssetType, FilterDetail, RelationTarget } from "@/components/catalogue/types";
import { skipToken, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/TRPCProvider";
import { ErrorNote } from "@/components/ui/ErrorNote";
import { Field } from "@/components/ui/Field";
import { FilterPicker } from "@/components/screener/FilterPicker";
import { NumberChoice } from "@/components/screener/NumberChoice";
import { defaultTarget, rowForFilter, type RowDraft, type TargetDraft } from "@/components/screener/draft";

const words = (id: string) => id.replace(/_/g, " ");
const unitHint = (unit: string | null | undefined) => (unit === "fraction" ? "fraction (0.02 = 2%)" : unit ?? undefined);

function TargetFields({ n, target, spec, filter, onChange }: { n: number; target: TargetDraft; spec: RelationTarget; filter: FilterDetail; onChange(t: TargetDraft): void }) {
  switch (target.kind) {
    case "value":
    case "count":
      return <NumberChoice label={`${target.kind === "count" ? "How many" : "Value"}, row ${n}`} hint={unitHint(spec.unit)} set={spec.values} value={target.value} onChange={(value) => onChange({ ...target, value })} />;
    case "range":
      return (
        <div className="grid2">
          <NumberChoice label={`From, row ${n}`} hint={unitHint(spec.unit)} set={spec.values} value={target.min} onChange={(min) => onChange({ ...target, min })} />
          <NumberChoice label={`To, row ${n}`} hint={unitHint(spec.unit)} set={spec.values} value={target.max} onChange={(max) => onChange({ ...target, max })} />
        </div>
      );
    case "market_aggregate":
    case "sector_aggregate":
      return (
        <Field label={`Statistic, row ${n}`}>
          {(control) => (
            <select {...control} value={target.statistic ?? ""} onChange={(e) => onChange({ ...target, statistic: e.target.value as TargetDraft["statistic"] })}>
              {(spec.statistics ?? []).map((s) => <option key={s} value={s}>{s}</option>)}
            </select>
          )}
        </Field>
      );
    case "own_past":
      return (
        <>
          {filter.inputs.map((input) => (
            <NumberChoice key={input.id} label={`Earlier reading: ${input.name}, row ${n}`} hint={input.description} set={input.values} value={target.inputs?.[input.id]} onChange={(v) => onChange({ ...target, inputs: { ...target.inputs, [input.id]: v } })} />
          ))}
        </>
      );
    default:
      return null;
  }
}

export function RowEditor({ n, row, assetType, onChange, onRemove }: { n: number; row: RowDraft; assetType: AssetType; onChange(r: RowDraft): void; onRemove(): void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const detailInput = row.filter === null ? skipToken : { id: row.filter };
  const detail = useQuery(trpc.describe_screen_filter.queryOptions(detailInput));
  const filter = detail.data?.data.result.filter;
  const relation = filter?.relations.find((r) => r.id === row.relation);
  const targetSpec = relation?.targets.find((t) => t.kind === row.target?.kind);

  // A newly picked filter starts at its catalogue defaults: default relation, first target, input defaults.
  const [pickError, setPickError] = useState<unknown>(null);
  const pick = (id: string) => {
    setPickError(null);
    // Read through the same cache as the row's own query, which then has it at once.
    queryClient
      .fetchQuery(trpc.describe_screen_filter.queryOptions({ id }))
      .then((env) => onChange(rowForFilter(row.key, env.data.result.filter)), setPickError);
  };

  return (
    <fieldset className="card" aria-label={`Row ${n}`}>
      <legend>Row {n}{filter ? `: ${filter.name}` : ""}</legend>
      <FilterPicker rowNumber={n} assetType={assetType} value={row.filter} onPick={pick} />
      <ErrorNote error={detail.error ?? pickError} />
      {filter && (
        <>
          {filter.description && <p className="muted">{filter.description}</p>}
          <div className="grid2">
            <Field label={`Relation, row ${n}`}>
              {(control) => (
                <select
                  {...control}
                  value={row.relation ?? ""}
                  onChange={(e) => {
                    const next = filter.relations.find((r) => r.id === e.target.value);
                    const target = next?.targets[0] ? defaultTarget(next.targets[0], filter) : null;
                    onChange({ ...row, relation: next?.id ?? null, target });
                  }}
                >
                  {filter.relations.map((r) => <option key={r.id} value={r.id}>{r.label} ({words(r.id)})</option>)}
                </select>
              )}
            </Field>
            {relation && relation.targets.length > 0 && (
              <Field label={`Compare with, row ${n}`}>
                {(control) => (
                  <select
                    {...control}
                    value={row.target?.kind ?? ""}
                    onChange={(e) => {
                      const t = relation.targets.find((x) => x.kind === e.target.value);
                      if (t) onChange({ ...row, target: defaultTarget(t, filter) });
                    }}
                  >
                    {relation.targets.map((t) => <option key={t.kind} value={t.kind}>{words(t.kind)}</option>)}
                  </select>
                )}
              </Field>
            )}
          </div>
          {row.target && targetSpec && <TargetFields n={n} target={row.target} spec={targetSpec} filter={filter} onChange={(target) => onChange({ ...row, target })} />}
          {filter.inputs.length > 0 && (
            <div className="grid2">
              {filter.inputs.map((input) => (
                <NumberChoice key={input.id} label={`${input.name}, row ${n}`} hint={`${input.description} (${input.unit})`} set={input.values} value={row.inputs[input.id]} onChange={(v) => onChange({ ...row, inputs: { ...row.inputs, [input.id]: v } })} />
              ))}
            </div>
          )}
        </>
      )}
      <button type="button" className="secondary" onClick={onRemove}>Remove row {n}</button>
    </fieldset>
  );
}
