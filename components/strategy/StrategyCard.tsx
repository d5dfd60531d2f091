"use client";
// The strategy's own card at the top of the builder: its name (the service's name for it as a ghost
// when left empty), its description, and what kind it is (a Single, or a Combined of n models).
import { Layers } from "lucide-react";
import type { CheckFindings } from "@/components/strategy/checks";
import type { StrategyDraft } from "@/components/strategy/draft";
import { Card } from "@/components/ui/Card";
import { Field } from "@/components/ui/Field";
import { Input } from "@/components/ui/Input";

interface Props {
  draft: StrategyDraft;
  onChange(draft: StrategyDraft): void;
  findings: CheckFindings;
  combined: boolean;
}

export function StrategyCard({ draft, onChange, findings, combined }: Props) {
  const nameGhost = findings.assumed.find((a) => a.field === "/definition/name");
  return (
    <Card title="Strategy" level={2}>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field
          label="Name"
          hint={nameGhost ? `Left empty, it is called “${String(nameGhost.value)}”.` : "1 to 100 characters."}
        >
          {(c) => (
            <Input
              {...c}
              maxLength={100}
              placeholder={nameGhost ? String(nameGhost.value) : undefined}
              value={draft.name}
              onChange={(e) => onChange({ ...draft, name: e.target.value })}
            />
          )}
        </Field>
        <Field label="Description" hint="Optional.">
          {(c) => (
            <Input
              {...c}
              maxLength={1000}
              value={draft.description}
              onChange={(e) => onChange({ ...draft, description: e.target.value })}
            />
          )}
        </Field>
      </div>
      <p className="flex items-center gap-2 text-sm text-muted">
        <Layers className="size-4" aria-hidden />
        {combined
          ? `A Combined of ${draft.models.length} models, weighted and switched at the top.`
          : "A Single: one model that selects, weights and sells. Add a model to combine several."}
      </p>
    </Card>
  );
}
