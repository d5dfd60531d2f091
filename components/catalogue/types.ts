// The catalogue entries the builders render, typed by the operations' own output schemas (type-only
// imports: nothing from the server reaches the browser bundle).
import type { z } from "zod";
import type { allocationMethodSchema } from "@/server/catalogue/allocationMethods";

export type { FieldView as ModelField } from "@/server/catalogue/modelField";
export type { DescribeResult as ModelSection } from "@/server/catalogue/strategyModel";
export type { SettingValue } from "@/server/catalogue/bounds";
export type { ScreenerWarning } from "@/server/domain/screeners/warnings";
export type { PlanLimitView as PlanLimit } from "@/server/catalogue/planView";

export type AllocationMethod = z.output<typeof allocationMethodSchema>;
export type MethodParameter = AllocationMethod["parameters"][number];

/** What a form control needs to know about one setting: a model field or a method parameter. */
export type SettingSpec = Pick<
  MethodParameter,
  "unit" | "default" | "min" | "max" | "values" | "steps" | "boundsBy" | "valuePlans"
> & {
  type: MethodParameter["type"] | "object";
};

export type { FilterDetail } from "@/server/catalogue/filters/views";
export type { AssetType, ValueSet } from "@/server/catalogue/filters/types";
import type { FilterDetail } from "@/server/catalogue/filters/views";
export type FilterRelation = FilterDetail["relations"][number];
export type RelationTarget = FilterRelation["targets"][number];

export interface RecordView<D = Record<string, unknown>> {
  id: string;
  name: string;
  description: string | null;
  state: "draft" | "saved" | "public";
  openUrl: string;
  draft: { folder: string; expiresAt: string } | null;
  definition?: D;
}
