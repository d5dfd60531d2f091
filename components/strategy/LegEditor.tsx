"use client";
// One allocation leg (risk-on or risk-off, of a model or of the Combined): the method as cards, then
// what the chosen method needs (fixed weights as a table, with the instruments' efficient frontier;
// rotation as switches per model; its own numbers) and the shared settings it reads (lookback,
// leverage), with the service's defaults shown as ghost values until the person sets them.
import { useId } from "react";
import type { MethodParameter, SettingValue } from "@/components/catalogue/types";
import { assumedAt, messageAt, type CheckFindings } from "@/components/strategy/checks";
import type { LegDraft } from "@/components/strategy/draft";
import { FrontierControl } from "@/components/strategy/FrontierControl";
import { InstrumentPicker } from "@/components/strategy/InstrumentPicker";
import { MethodCards, type Level } from "@/components/strategy/MethodCards";
import { boxUnit } from "@/components/strategy/units";
import type { StrategyCatalogue } from "@/components/strategy/useStrategyCatalogue";
import { spreadRest, WeightTable, type WeightRow } from "@/components/strategy/WeightTable";
import { Field } from "@/components/ui/Field";
import { NumberInput } from "@/components/ui/NumberInput";
import { Select } from "@/components/ui/Select";

interface Props {
  leg: LegDraft;
  onChange(leg: LegDraft): void;
  level: Level;
  catalogue: StrategyCatalogue;
  /** JSON pointer of the leg in the request, for its ghost values. */
  pointer: string;
  findings: CheckFindings;
  /**
   * What a per-holding setting is given for: the model's instruments (a risk-on leg), the leg's own
   * weight map (a risk-off leg, which may hold what the model does not) or the Combined's models.
   */
  holdings:
    { kind: "instruments"; tickers: string[] } | { kind: "own" } | { kind: "models"; names: string[] };
}

const NO_PARAMETERS_READ = new Set(["equal_weight", "fixed_weights"]);
const asMap = (v: SettingValue | undefined) =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, number>) : {};
const asList = (v: SettingValue | undefined) => (Array.isArray(v) ? v : []);

/** A ghost value: what the service used for a value left out, and why. */
function ghost(findings: CheckFindings, pointer: string) {
  const a = assumedAt(findings, pointer);
  return a && (typeof a.value === "number" || typeof a.value === "string") ? a : null;
}

function ScalarParameter(props: {
  p: MethodParameter;
  value: SettingValue | undefined;
  onChange(v: SettingValue | undefined): void;
  ghostValue: string | number | null;
  /** The check's message for this box, in words. */
  error?: string;
}) {
  const { p, value, onChange, ghostValue, error } = props;
  const locked = p.lowestPlan && p.valuePlans?.every((v) => !v.includedInYourPlan);
  const hint = locked
    ? `Needs the ${p.lowestPlan} plan.`
    : ghostValue !== null
      ? `Default ${ghostValue}.`
      : undefined;
  if (p.type === "enum") {
    return (
      <Field label={p.label} hint={hint}>
        {(c) => (
          <Select
            {...c}
            options={(p.values ?? []).map((v) => ({
              value: v,
              label: v.replaceAll("_", " "),
              disabled: p.valuePlans?.some((x) => x.value === v && !x.includedInYourPlan),
            }))}
            value={typeof value === "string" ? value : undefined}
            placeholder={ghostValue !== null ? `${ghostValue} (default)` : "Choose…"}
            onValueChange={onChange}
          />
        )}
      </Field>
    );
  }
  if (p.type === "number" || p.type === "integer") {
    return (
      <Field label={p.label} hint={hint} error={error}>
        {(c) => (
          <NumberInput
            {...c}
            unit={boxUnit(p.unit)}
            min={p.min ?? undefined}
            max={p.max ?? undefined}
            value={typeof value === "number" ? value : null}
            placeholder={ghostValue !== null ? String(ghostValue) : undefined}
            onValueChange={(v) => onChange(v ?? undefined)}
          />
        )}
      </Field>
    );
  }
  return null;
}

export function LegEditor({ leg, onChange, level, catalogue, pointer, findings, holdings }: Props) {
  const radioName = useId();
  const method = catalogue.methods.find((m) => m.id === leg.method);
  const parameters = (method?.parameters ?? []).filter((p) => p.levels.includes(level));
  const setSetting = (name: string, value: SettingValue | undefined) => {
    const settings = { ...leg.settings };
    if (value === undefined) delete settings[name];
    else settings[name] = value;
    onChange({ ...leg, settings });
  };
  const weightRows = (weight: SettingValue | undefined): WeightRow[] => {
    if (holdings.kind === "models")
      return holdings.names.map((label, i) => ({
        key: String(i),
        label,
        weight: (asList(weight)[i] as number) ?? null,
      }));
    const map = asMap(weight);
    const tickers = holdings.kind === "instruments" ? holdings.tickers : Object.keys(map);
    return tickers.map((t) => ({ key: t, label: t, weight: map[t] ?? null }));
  };
  const weightValue = (weights: Record<string, number>): SettingValue =>
    holdings.kind === "models" ? holdings.names.map((_, i) => weights[String(i)] ?? 0) : weights;

  const pick = (id: string) => {
    const next: LegDraft = { ...leg, method: id, settings: {} };
    // Fixed weights start evenly spread, so the strategy is valid as soon as it is picked.
    if (id === "fixed_weights") next.settings = { weight: weightValue(spreadRest(weightRows(undefined))) };
    onChange(next);
  };

  const lookback = catalogue.field("subStrategies[].allocation.riskOn.lookbackMonths");
  const leverage = catalogue.field("subStrategies[].allocation.riskOn.leverage");
  const lookbackGhost = ghost(findings, `${pointer}/lookbackMonths`);
  const leverageGhost = ghost(findings, `${pointer}/leverage`);
  const leverageCap = leverage.planLimit?.yourMax ?? leverage.max ?? 1;

  return (
    <div className="flex flex-col gap-4">
      <MethodCards
        name={radioName}
        methods={catalogue.methods}
        level={level}
        value={leg.method}
        onChange={pick}
      />
      {parameters.map((p) => {
        if (p.name === "weight" && (p.per === "instrument" || p.per === "subStrategy")) {
          const rows = weightRows(leg.settings.weight);
          return (
            <div key={p.name} className="flex flex-col gap-2">
              <h4 className="text-sm font-medium">Weights</h4>
              <WeightTable
                caption="Fixed weights"
                rows={rows}
                errors={Object.fromEntries(
                  rows.map((r) => [r.key, messageAt(findings, `${pointer}/settings/weight/${r.key}`)]),
                )}
                totalError={messageAt(findings, `${pointer}/settings/weight`)}
                onChange={(w) => setSetting("weight", weightValue(w))}
                actions={
                  holdings.kind !== "models" && (
                    <FrontierControl rows={rows} onUse={(w) => setSetting("weight", weightValue(w))} />
                  )
                }
                onRemove={
                  holdings.kind === "own"
                    ? (t) =>
                        setSetting(
                          "weight",
                          Object.fromEntries(
                            Object.entries(asMap(leg.settings.weight)).filter(([k]) => k !== t),
                          ),
                        )
                    : undefined
                }
              />
              {holdings.kind === "own" && (
                <InstrumentPicker
                  label="Add an instrument to hold"
                  taken={rows.map((r) => r.key)}
                  onPick={(t) => setSetting("weight", { ...asMap(leg.settings.weight), [t]: 0 })}
                />
              )}
            </div>
          );
        }
        if (p.per === "subStrategy" && p.type === "boolean" && holdings.kind === "models") {
          const on = asList(leg.settings[p.name]);
          return (
            <fieldset key={p.name} className="flex flex-col gap-1 text-sm">
              <legend className="mb-1 font-medium">{p.label}</legend>
              {holdings.names.map((n, i) => (
                <label key={i} className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    checked={on[i] !== false}
                    onChange={(e) =>
                      setSetting(
                        p.name,
                        holdings.names.map((_, j) => (j === i ? e.target.checked : on[j] !== false)),
                      )
                    }
                  />
                  {n}
                </label>
              ))}
            </fieldset>
          );
        }
        if (p.per) {
          return (
            <p key={p.name} className="text-sm text-muted">
              {p.label}: left to its default here; set it through the API if you need it.
            </p>
          );
        }
        const g = ghost(findings, `${pointer}/settings/${p.name}`);
        return (
          <div key={p.name} className="max-w-xs">
            <ScalarParameter
              p={p}
              value={leg.settings[p.name]}
              onChange={(v) => setSetting(p.name, v)}
              error={messageAt(findings, `${pointer}/settings/${p.name}`)}
              ghostValue={g ? (g.value as string | number) : (p.default as string | number | null)}
            />
          </div>
        );
      })}
      {!NO_PARAMETERS_READ.has(leg.method) && (
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field
            label={lookback.name}
            hint={
              lookbackGhost ? `${lookbackGhost.value} months: ${lookbackGhost.reason}` : lookback.description
            }
          >
            {(c) => (
              <Select
                {...c}
                options={(lookback.steps ?? []).map((s) => ({ value: String(s), label: `${s} months` }))}
                value={leg.lookbackMonths === undefined ? undefined : String(leg.lookbackMonths)}
                placeholder={`${lookbackGhost?.value ?? lookback.default} months (default)`}
                onValueChange={(v) => onChange({ ...leg, lookbackMonths: Number(v) })}
              />
            )}
          </Field>
        </div>
      )}
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field
          label={leverage.name}
          error={messageAt(findings, `${pointer}/leverage`)}
          hint={
            leverageCap > 1
              ? `1 to ${leverageCap} ×; above 1 is financed at the cash rate.`
              : `Your plan: 1 ×; up to ${leverage.max} × from the ${leverage.valuePlans?.find((v) => !v.includedInYourPlan)?.lowestPlan ?? "advanced"} plan.`
          }
        >
          {(c) => (
            <NumberInput
              {...c}
              unit="multiple"
              min={1}
              max={leverageCap}
              step={0.1}
              value={leg.leverage ?? null}
              placeholder={String(leverageGhost?.value ?? leverage.default)}
              onValueChange={(v) => onChange({ ...leg, leverage: v ?? undefined })}
            />
          )}
        </Field>
      </div>
    </div>
  );
}
