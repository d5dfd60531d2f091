"use client";
// What a row's value is compared with: the kinds the relation offers (a number, the market, its sector,
// its own past), then that comparison's number, range, statistic or earlier date, in the filter's unit.
import type { FilterDetail, FilterRelation, RelationTarget } from "@/components/catalogue/types";
import { Field } from "@/components/ui/Field";
import { Select } from "@/components/ui/Select";
import { ValueChoice } from "@/components/screener/ValueChoice";
import { defaultTarget, type RowDraft, type TargetDraft } from "@/components/screener/draft";
import { STATISTIC_WORDS } from "@/components/screener/sentence";
import { formatInputValue } from "@/components/screener/units";

const KIND_WORDS: Record<RelationTarget["kind"], string> = {
  value: "A number",
  range: "A range",
  count: "A number of matches",
  market_aggregate: "The market",
  sector_aggregate: "Its sector",
  own_past: "Its own past",
  none: "Nothing",
};

interface Props {
  n: number;
  relation: FilterRelation;
  target: TargetDraft;
  row: RowDraft;
  filter: FilterDetail;
  onChange(target: TargetDraft): void;
}

function Comparison({
  n,
  spec,
  target,
  row,
  filter,
  days,
  onChange,
}: Omit<Props, "relation"> & {
  spec: RelationTarget;
  days: boolean;
}) {
  const number = (label: string, key: "value" | "min" | "max") => (
    <ValueChoice
      key={key}
      label={`${label}, row ${n}`}
      set={spec.values}
      unit={spec.unit}
      value={target[key]}
      format={days ? (v) => formatInputValue(v, "days") : undefined}
      onChange={(v) => onChange({ ...target, [key]: v })}
    />
  );
  switch (target.kind) {
    case "value":
      return number(days ? "Within" : "Value", "value");
    case "count":
      return number("How many", "value");
    case "range":
      return (
        <>
          {number("From", "min")}
          {number("To", "max")}
        </>
      );
    case "market_aggregate":
    case "sector_aggregate":
      return (
        <Field label={`Statistic, row ${n}`}>
          {(control) => (
            <Select
              {...control}
              value={target.statistic}
              onValueChange={(v) => onChange({ ...target, statistic: v as TargetDraft["statistic"] })}
              options={(spec.statistics ?? []).map((s) => ({ value: s, label: STATISTIC_WORDS[s] ?? s }))}
            />
          )}
        </Field>
      );
    case "own_past": {
      const lag = filter.inputs.find((i) => i.id === "months_ago");
      return (
        <ValueChoice
          label={`Its value as of, row ${n}`}
          set={lag?.values}
          unit="number"
          format={(v) => `${formatInputValue(v, "months")} ago`}
          value={target.inputs?.months_ago}
          onChange={(v) =>
            v !== undefined && onChange({ ...target, inputs: { ...row.inputs, months_ago: v } })
          }
        />
      );
    }
    default:
      return null;
  }
}

export function TargetFields({ n, relation, target, row, filter, onChange }: Props) {
  const spec = relation.targets.find((t) => t.kind === target.kind);
  const days = relation.id.endsWith("_within_days");
  return (
    <>
      {relation.targets.length > 1 && (
        <Field label={`Compared with, row ${n}`}>
          {(control) => (
            <Select
              {...control}
              value={target.kind}
              onValueChange={(kind) => {
                const next = relation.targets.find((t) => t.kind === kind);
                if (next) onChange(defaultTarget(next, filter));
              }}
              options={relation.targets.map((t) => ({ value: t.kind, label: KIND_WORDS[t.kind] }))}
            />
          )}
        </Field>
      )}
      {spec && (
        <Comparison
          n={n}
          spec={spec}
          target={target}
          row={row}
          filter={filter}
          days={days}
          onChange={onChange}
        />
      )}
    </>
  );
}
