// The parts of a risk condition's rule that a preset fixes: the service fills them in (conditions.ts) and
// the builder sends them whole. One list for both; it imports nothing, so the browser can use it.
const PRESET_RULE_KEYS = [
  "ruleType",
  "series",
  "indicator",
  "riskOff",
  "riskOn",
  "crossing",
  "weeksOfDelay",
  "switchRebalances",
] as const;

type PresetRuleKey = (typeof PRESET_RULE_KEYS)[number];

export function presetRuleOf<P extends Record<PresetRuleKey, unknown>>(p: P): Pick<P, PresetRuleKey> {
  return Object.fromEntries(PRESET_RULE_KEYS.map((k) => [k, p[k]])) as Pick<P, PresetRuleKey>;
}
