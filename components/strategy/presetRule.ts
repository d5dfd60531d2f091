// A risk preset as the condition the builder adds: its whole rule, every part the preset fixes, so the
// service accepts it unchanged (leaving parts out would be accepted too, but the builder shows and
// edits what is sent). Only the preset's `editable` values are changed afterwards.
import type { ConditionDraft } from "@/components/strategy/draft";
import type { RiskPreset } from "@/components/strategy/useStrategyCatalogue";
import { presetRuleOf } from "@/server/catalogue/presetRule";

/** The preset's whole rule: what create_portfolio accepts for it unchanged. */
export const ruleOf = (p: RiskPreset): ConditionDraft["rule"] => ({
  preset: p.id,
  ...presetRuleOf(p),
  series: p.series.id,
});
