"use client";
// The catalogue the builder is drawn from, read as page reads (trpc.web.*, not research calls): the
// strategy model's fields for the caller's plan (names, descriptions, units, bounds, plan limits), the
// allocation methods and the risk presets. The presets' series (for their charts) are read only when a
// condition is shown (usePresetSeries), so opening the builder does not wait for the market data.
// Field paths are the model's own (`subStrategies[].positionExits.maxPositions`); `[]` names every model.
import { useQueries, useQuery } from "@tanstack/react-query";
import type { AllocationMethod, ModelField } from "@/components/catalogue/types";
import type { Outputs } from "@/components/providers/operations";
import { useTRPC } from "@/components/providers/TRPCProvider";
import { inWords } from "@/components/strategy/catalogueWords";

/** The strategy model's sections the builder reads, all at once. */
export const STRATEGY_SECTIONS = [
  "combined",
  "sub_strategies",
  "selection",
  "allocation",
  "risk_conditions",
  "position_exits",
] as const;

type PresetList = Outputs["web"]["list_risk_rule_presets"]["data"]["result"];
export type PresetPoint = NonNullable<PresetList["series"]>[string][number];
export type RiskPreset = Outputs["web"]["list_risk_rule_presets"]["data"]["result"]["presets"][number];

export interface StrategyCatalogue {
  field(path: string): ModelField;
  methods: AllocationMethod[];
  presets: RiskPreset[];
}

export function useStrategyCatalogue(): { catalogue: StrategyCatalogue | null; error: unknown } {
  const trpc = useTRPC();
  const sections = useQueries({
    queries: STRATEGY_SECTIONS.map((section) => trpc.web.describe_strategy_model.queryOptions({ section })),
  });
  const methods = useQuery(trpc.web.list_allocation_methods.queryOptions({ level: "both" }));
  const presets = useQuery(trpc.web.list_risk_rule_presets.queryOptions({}));
  const error = [...sections, methods, presets].find((q) => q.error)?.error ?? null;
  if (!methods.data || !presets.data || sections.some((s) => !s.data)) return { catalogue: null, error };
  const listed = sections.flatMap((s) => s.data!.data.result.fields);
  const words = inWords(listed, methods.data.data.result.methods);
  const fields = new Map(listed.map((f) => [f.path, { ...f, description: words(f.description) }] as const));
  return {
    error,
    catalogue: {
      field(path) {
        const f = fields.get(path);
        if (!f) throw new Error(`the strategy model lists no field ${path}`);
        return f;
      },
      methods: methods.data.data.result.methods.map((m) => ({ ...m, description: words(m.description) })),
      presets: presets.data.data.result.presets,
    },
  };
}

/** Each preset's series month by month, by preset id; undefined while it loads. */
export function usePresetSeries(): Record<string, PresetPoint[]> | undefined {
  const trpc = useTRPC();
  const read = useQuery(
    trpc.web.list_risk_rule_presets.queryOptions({ includeSeries: true }, { staleTime: Infinity }),
  );
  return read.data?.data.result.series ?? undefined;
}
