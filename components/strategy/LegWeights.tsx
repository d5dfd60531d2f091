"use client";
// A leg's fixed weights: a table of weights in percent (WeightTable) with the check's message beside
// each holding, the instruments' efficient frontier beside "Spread the rest evenly", and for a risk-off
// leg (which holds its own instruments) a search to add one. The weights are a map by ticker, or for
// the Combined a list in model order.
import type { SettingValue } from "@/components/catalogue/types";
import { messageAt, type CheckFindings } from "@/components/strategy/checks";
import { FrontierControl } from "@/components/strategy/FrontierControl";
import { InstrumentPicker } from "@/components/strategy/InstrumentPicker";
import { WeightTable, type WeightRow } from "@/components/strategy/WeightTable";

/**
 * What a per-holding setting is given for: the model's instruments (a risk-on leg), the leg's own
 * weight map (a risk-off leg, which may hold what the model does not) or the Combined's models.
 */
export type Holdings =
  { kind: "instruments"; tickers: string[] } | { kind: "own" } | { kind: "models"; names: string[] };

const asMap = (v: SettingValue | undefined) =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, number>) : {};
const asList = (v: SettingValue | undefined) => (Array.isArray(v) ? v : []);

/** The table's rows for a weight setting: one per model, or per ticker. */
export function weightRows(holdings: Holdings, weight: SettingValue | undefined): WeightRow[] {
  if (holdings.kind === "models")
    return holdings.names.map((label, i) => ({
      key: String(i),
      label,
      weight: (asList(weight)[i] as number) ?? null,
    }));
  const map = asMap(weight);
  const tickers = holdings.kind === "instruments" ? holdings.tickers : Object.keys(map);
  return tickers.map((t) => ({ key: t, label: t, weight: map[t] ?? null }));
}

/** The setting for the table's weights: a list in model order, or the map itself. */
export const weightValue = (holdings: Holdings, weights: Record<string, number>): SettingValue =>
  holdings.kind === "models" ? holdings.names.map((_, i) => weights[String(i)] ?? 0) : weights;

interface Props {
  weight: SettingValue | undefined;
  onChange(weight: SettingValue): void;
  holdings: Holdings;
  /** JSON pointer of the leg in the request, for the check's messages. */
  pointer: string;
  findings: CheckFindings;
}

export function LegWeights({ weight, onChange, holdings, pointer, findings }: Props) {
  const rows = weightRows(holdings, weight);
  const set = (w: Record<string, number>) => onChange(weightValue(holdings, w));
  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-sm font-medium">Weights</h4>
      <WeightTable
        caption="Fixed weights"
        rows={rows}
        errors={Object.fromEntries(
          rows.map((r) => [r.key, messageAt(findings, `${pointer}/settings/weight/${r.key}`)]),
        )}
        totalError={messageAt(findings, `${pointer}/settings/weight`)}
        onChange={set}
        actions={holdings.kind !== "models" && <FrontierControl rows={rows} onUse={set} />}
        onRemove={
          holdings.kind === "own"
            ? (t) => onChange(Object.fromEntries(Object.entries(asMap(weight)).filter(([k]) => k !== t)))
            : undefined
        }
      />
      {holdings.kind === "own" && (
        <InstrumentPicker
          label="Add an instrument to hold"
          taken={rows.map((r) => r.key)}
          onPick={(t) => onChange({ ...asMap(weight), [t]: 0 })}
        />
      )}
    </div>
  );
}
