"use client";
// Risk conditions: presets from list_risk_rule_presets, each picked with its whole rule (so the service
// accepts it as it is) and drawn against its thresholds; only the values the preset lets differ are
// editable. A condition that is not a preset (an API caller's custom rule) is kept as it is.
import { Plus, Trash2 } from "lucide-react";
import { freshKey, type ConditionDraft } from "@/components/strategy/draft";
import { ruleOf } from "@/components/strategy/presetRule";
import { PresetChart } from "@/components/strategy/PresetChart";
import type { RiskPreset, StrategyCatalogue } from "@/components/strategy/useStrategyCatalogue";
import { conditionWords, type Names } from "@/components/strategy/summary";
import { Button } from "@/components/ui/Button";
import { Field } from "@/components/ui/Field";
import { NumberInput } from "@/components/ui/NumberInput";

interface Props {
  conditions: ConditionDraft[];
  onChange(conditions: ConditionDraft[]): void;
  catalogue: StrategyCatalogue;
  names: Names;
}

type Threshold = { operator: "above" | "below"; value: number };
type Crossing = { operator: "above" | "below"; against: { kind: string; value: number } };

function Editable({
  c,
  preset,
  onChange,
}: {
  c: ConditionDraft;
  preset: RiskPreset;
  onChange(c: ConditionDraft): void;
}) {
  const rule = c.rule;
  const off = rule.riskOff as Threshold | null;
  const on = rule.riskOn as Threshold | null;
  const crossing = rule.crossing as Crossing | null;
  const indicator = rule.indicator as { kind: string; value: number | null };
  const set = (patch: Record<string, unknown>) => onChange({ ...c, rule: { ...rule, ...patch } });
  const unit = preset.series.measuredIn;
  return (
    <div className="grid gap-x-4 sm:grid-cols-3">
      {off && preset.editable.includes("riskOffValue") && (
        <Field label={`Risk off ${off.operator}`} hint={unit}>
          {(p) => (
            <NumberInput
              {...p}
              value={off.value}
              onValueChange={(v) => v !== null && set({ riskOff: { ...off, value: v } })}
            />
          )}
        </Field>
      )}
      {on && preset.editable.includes("riskOnValue") && (
        <Field label={`Back to risk on ${on.operator}`} hint={unit}>
          {(p) => (
            <NumberInput
              {...p}
              value={on.value}
              onValueChange={(v) => v !== null && set({ riskOn: { ...on, value: v } })}
            />
          )}
        </Field>
      )}
      {preset.editable.includes("indicatorValue") &&
        (crossing ? (
          <Field label="Moving average" hint="trading days">
            {(p) => (
              <NumberInput
                {...p}
                step={1}
                value={crossing.against.value}
                onValueChange={(v) =>
                  v !== null && set({ crossing: { ...crossing, against: { ...crossing.against, value: v } } })
                }
              />
            )}
          </Field>
        ) : (
          <Field label="Change over" hint="months">
            {(p) => (
              <NumberInput
                {...p}
                unit="months"
                step={1}
                value={indicator.value}
                onValueChange={(v) => v !== null && set({ indicator: { ...indicator, value: v } })}
              />
            )}
          </Field>
        ))}
    </div>
  );
}

export function ConditionsEditor({ conditions, onChange, catalogue, names }: Props) {
  const replace = (c: ConditionDraft) => onChange(conditions.map((x) => (x.key === c.key ? c : x)));
  const add = (p: RiskPreset) => onChange([...conditions, { key: freshKey(), rule: ruleOf(p) }]);
  return (
    <div className="flex flex-col gap-4">
      {conditions.length === 0 && (
        <p className="text-sm text-muted">No conditions: the risk-on allocation is held all the time.</p>
      )}
      <ol className="flex flex-col gap-3">
        {conditions.map((c, i) => {
          const preset = catalogue.presets.find((p) => p.id === c.rule.preset);
          const off = c.rule.riskOff as Threshold | null;
          const on = c.rule.riskOn as Threshold | null;
          return (
            <li key={c.key} aria-label={`Condition ${i + 1}`} className="rounded-lg border border-border p-3">
              <div className="mb-2 flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="text-sm font-medium">{preset?.name ?? "Custom condition"}</p>
                  <p className="text-xs text-muted">{conditionWords(c, names)}</p>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  icon={<Trash2 />}
                  aria-label={`Remove condition ${i + 1}`}
                  onClick={() => onChange(conditions.filter((x) => x.key !== c.key))}
                />
              </div>
              {preset && (
                <>
                  <PresetChart
                    presetId={preset.id}
                    riskOff={off?.value ?? null}
                    riskOn={on?.value ?? null}
                    label={`${preset.series.name}, month by month, with the thresholds`}
                  />
                  <Editable c={c} preset={preset} onChange={replace} />
                </>
              )}
              {!preset && (
                <p className="text-xs text-muted">Made through the API; edit it there, or remove it.</p>
              )}
            </li>
          );
        })}
      </ol>
      <div>
        <h4 className="mb-2 text-sm font-medium">Add a condition</h4>
        <ul className="grid gap-2 sm:grid-cols-2" aria-label="Risk presets">
          {catalogue.presets.map((p) => (
            <li key={p.id}>
              <button
                data-slot="preset-card"
                type="button"
                onClick={() => add(p)}
                aria-label={`Add ${p.name}`}
                className="flex h-full w-full flex-col items-start gap-1 rounded-lg border border-border p-3 text-left text-sm hover:border-accent"
              >
                <span className="flex items-center gap-1.5 font-medium">
                  <Plus className="size-4 text-accent" aria-hidden /> {p.name}
                </span>
                <span className="line-clamp-2 text-xs text-muted">{p.description}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
