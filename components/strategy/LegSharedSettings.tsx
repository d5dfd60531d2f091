"use client";
// What every allocation method of a leg may read besides its own settings: the lookback (for the
// methods that estimate from history) and the leverage, with the service's defaults as ghost values
// and the plan's cap on leverage said at the box.
import { assumedAt, messageAt, type CheckFindings } from "@/components/strategy/checks";
import type { LegDraft } from "@/components/strategy/draft";
import type { StrategyCatalogue } from "@/components/strategy/useStrategyCatalogue";
import { Field } from "@/components/ui/Field";
import { NumberInput } from "@/components/ui/NumberInput";
import { Select } from "@/components/ui/Select";

interface Props {
  leg: LegDraft;
  onChange(leg: LegDraft): void;
  catalogue: StrategyCatalogue;
  /** JSON pointer of the leg in the request, for its ghost values and messages. */
  pointer: string;
  findings: CheckFindings;
  /** Whether the leg's method reads a lookback (not equal or fixed weights). */
  readsLookback: boolean;
}

export function LegSharedSettings({ leg, onChange, catalogue, pointer, findings, readsLookback }: Props) {
  const lookback = catalogue.field("subStrategies[].allocation.riskOn.lookbackMonths");
  const leverage = catalogue.field("subStrategies[].allocation.riskOn.leverage");
  const lookbackGhost = assumedAt(findings, `${pointer}/lookbackMonths`);
  const leverageGhost = assumedAt(findings, `${pointer}/leverage`);
  const leverageCap = leverage.planLimit?.yourMax ?? leverage.max ?? 1;
  return (
    <>
      {readsLookback && (
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
    </>
  );
}
