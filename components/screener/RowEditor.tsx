"use client";
// One screener row, read as a sentence above its controls, from describe_screen_filter (a page read):
// the filter, its relations, what it compares with, the number in its unit and the filter's inputs,
// each offering only the values the catalogue lists. Whether the whole is accepted is the live check's
// to say; its problems for this row show under it.
import { useState } from "react";
import { skipToken, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import type { AssetType, FilterDetail, ScreenerWarning } from "@/components/catalogue/types";
import { useTRPC } from "@/components/providers/TRPCProvider";
import { Button } from "@/components/ui/Button";
import { CallError } from "@/components/ui/CallError";
import { Field } from "@/components/ui/Field";
import { Select } from "@/components/ui/Select";
import { FilterPicker } from "@/components/screener/FilterPicker";
import { Problems } from "@/components/screener/Problems";
import { screenerChecks } from "@/components/forms/problemWords";
import { TargetFields } from "@/components/screener/TargetFields";
import { ValueChoice } from "@/components/screener/ValueChoice";
import { defaultTarget, rowForFilter, type RowDraft } from "@/components/screener/draft";
import { relationWords, rowSentence } from "@/components/screener/sentence";
import { formatInputValue } from "@/components/screener/units";

interface Props {
  n: number;
  count: number;
  row: RowDraft;
  assetType: AssetType;
  problems: (ScreenerWarning & { atField?: boolean })[];
  onChange(row: RowDraft): void;
  onRemove(): void;
  onMove(by: -1 | 1): void;
}

/** The row's filter entry (describe_screen_filter), shared with the results' column headings. */
export function useFilterDetail(id: string | null) {
  const trpc = useTRPC();
  return useQuery(trpc.web.describe_screen_filter.queryOptions(id === null ? skipToken : { id }));
}

/**
 * A catalogue description as people read it: the window inputs (`months`, `days`) are the row's N, as in
 * the filter's name ("over N months"), months_ago is its field's name, and no code marks remain.
 */
const plainText = (text: string) =>
  text
    .replace(/`(months|days)`/g, "N")
    .replace(/\bmonths_ago\b/g, "“Months ago”")
    .replaceAll("`", "");

/** Inputs changed on the row; an own-past comparison reads the same inputs, only earlier. */
function withInputs(row: RowDraft, inputs: Record<string, number>): RowDraft {
  const target =
    row.target?.kind === "own_past"
      ? { ...row.target, inputs: { ...inputs, months_ago: row.target.inputs?.months_ago ?? 12 } }
      : row.target;
  return { ...row, inputs, target };
}

function RowControls({
  n,
  row,
  filter,
  onChange,
}: {
  n: number;
  row: RowDraft;
  filter: FilterDetail;
  onChange(row: RowDraft): void;
}) {
  const relation = filter.relations.find((r) => r.id === row.relation);
  const pickRelation = (id: string) => {
    const next = filter.relations.find((r) => r.id === id);
    if (!next) return;
    // Keep what it compares with when the new relation reads it alike (">" to ">=", highest to lowest).
    const current = relation?.targets.find((t) => t.kind === row.target?.kind);
    const alike =
      current &&
      next.targets.some(
        (t) =>
          t.kind === current.kind &&
          t.unit === current.unit &&
          JSON.stringify(t.values) === JSON.stringify(current.values),
      );
    const target = alike ? row.target : next.targets[0] ? defaultTarget(next.targets[0], filter) : null;
    onChange({ ...row, relation: next.id, target });
  };
  return (
    <div className="grid gap-x-3 sm:grid-cols-2 lg:grid-cols-3">
      <Field label={`Condition, row ${n}`}>
        {(control) => (
          <Select
            {...control}
            value={row.relation ?? undefined}
            onValueChange={pickRelation}
            options={filter.relations.map((r) => ({ value: r.id, label: relationWords(r) }))}
          />
        )}
      </Field>
      {relation && row.target && (
        <TargetFields
          n={n}
          relation={relation}
          target={row.target}
          row={row}
          filter={filter}
          onChange={(target) => onChange({ ...row, target })}
        />
      )}
      {filter.inputs.map((input) => (
        <ValueChoice
          key={input.id}
          label={`${input.name}, row ${n}`}
          set={input.values}
          unit="number"
          format={(v) => formatInputValue(v, input.unit)}
          value={row.inputs[input.id]}
          onChange={(v) => v !== undefined && onChange(withInputs(row, { ...row.inputs, [input.id]: v }))}
        />
      ))}
    </div>
  );
}

export function RowEditor({ n, count, row, assetType, problems, onChange, onRemove, onMove }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const detail = useFilterDetail(row.filter);
  const filter = detail.data?.data.result.filter;

  // A newly picked filter starts at its catalogue defaults: default relation, first target, input defaults.
  const [pickError, setPickError] = useState<unknown>(null);
  const pick = (id: string) => {
    setPickError(null);
    // Read through the same cache as the row's own query, which then has it at once.
    queryClient
      .fetchQuery(trpc.web.describe_screen_filter.queryOptions({ id }))
      .then((env) => onChange(rowForFilter(row.key, env.data.result.filter)), setPickError);
  };

  return (
    <li className="rounded-xl border border-border bg-surface p-4 sm:p-5" aria-label={`Row ${n}`}>
      <div className="mb-3 flex items-start gap-3">
        <span
          className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full
          bg-accent-soft text-xs font-semibold text-accent"
          aria-hidden
        >
          {n}
        </span>
        <p className="min-w-0 flex-1 font-medium" data-testid="row-sentence">
          {filter ? rowSentence(filter, row) : "Choose a filter for this row."}
        </p>
        <div className="flex shrink-0 gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Move row ${n} up`}
            disabled={n === 1}
            onClick={() => onMove(-1)}
            icon={<ArrowUp />}
          />
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Move row ${n} down`}
            disabled={n === count}
            onClick={() => onMove(1)}
            icon={<ArrowDown />}
          />
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove row ${n}`}
            onClick={onRemove}
            icon={<Trash2 />}
          />
        </div>
      </div>
      <Field
        label={`Filter, row ${n}`}
        hint={filter?.description ? plainText(filter.description) : undefined}
        error={row.filter === null ? screenerChecks.noFilter(n) : undefined}
      >
        {(control) => (
          <FilterPicker control={control} assetType={assetType} value={row.filter} onPick={pick} />
        )}
      </Field>
      <CallError error={detail.error ?? pickError} />
      {filter && <RowControls n={n} row={row} filter={filter} onChange={onChange} />}
      {/* A number's problem shows beside its box (ValueChoice); the rest here. */}
      <Problems warnings={problems.filter((w) => !w.atField)} />
    </li>
  );
}
