"use client";
// One allocation leg (risk-on or risk-off, of a model or of the Combined): the method as cards, then
// what the chosen method needs (fixed weights as a table, with the instruments' efficient frontier;
// rotation as switches per model; its own numbers) and the shared settings it reads (lookback,
// leverage), with the service's defaults shown as ghost values until the person sets them.
import { useId } from "react";
import type { SettingValue } from "@/components/catalogue/types";
import { assumedAt, messageAt, type CheckFindings } from "@/components/strategy/checks";
import type { LegDraft } from "@/components/strategy/draft";
import { MethodCards, type Level } from "@/components/strategy/MethodCards";
import type { StrategyCatalogue } from "@/components/strategy/useStrategyCatalogue";
import { LegSharedSettings } from "@/components/strategy/LegSharedSettings";
import { ScalarParameter } from "@/components/strategy/ScalarParameter";
import { LegWeights, weightRows, weightValue, type Holdings } from "@/components/strategy/LegWeights";
import { spreadRest } from "@/components/strategy/WeightTable";

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
  holdings: Holdings;
}

const NO_PARAMETERS_READ = new Set(["equal_weight", "fixed_weights"]);
const asList = (v: SettingValue | undefined) => (Array.isArray(v) ? v : []);

/** A ghost value: what the service used for a value left out, and why. */
function ghost(findings: CheckFindings, pointer: string) {
  const a = assumedAt(findings, pointer);
  return a && (typeof a.value === "number" || typeof a.value === "string") ? a : null;
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
  const pick = (id: string) => {
    const next: LegDraft = { ...leg, method: id, settings: {} };
    // Fixed weights start evenly spread, so the strategy is valid as soon as it is picked.
    if (id === "fixed_weights")
      next.settings = { weight: weightValue(holdings, spreadRest(weightRows(holdings, undefined))) };
    onChange(next);
  };

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
          return (
            <LegWeights
              key={p.name}
              weight={leg.settings.weight}
              onChange={(w) => setSetting("weight", w)}
              holdings={holdings}
              pointer={pointer}
              findings={findings}
            />
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
      <LegSharedSettings
        leg={leg}
        onChange={onChange}
        catalogue={catalogue}
        pointer={pointer}
        findings={findings}
        readsLookback={!NO_PARAMETERS_READ.has(leg.method)}
      />
    </div>
  );
}
