"use client";
// The screener's name and description, at the top of the builder; the name is needed to save it.
import { Card } from "@/components/ui/Card";
import { Field } from "@/components/ui/Field";
import { Input } from "@/components/ui/Input";

interface Props {
  name: string;
  description: string;
  onChange(about: { name: string; description: string }): void;
  /** The name's message, in words, when it is needed and missing. */
  nameProblem?: string;
}

export function AboutCard({ name, description, onChange, nameProblem }: Props) {
  return (
    <Card title="About">
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field label="Name" hint="1 to 100 characters." error={nameProblem}>
          {(control) => (
            <Input
              {...control}
              maxLength={100}
              value={name}
              onChange={(e) => onChange({ name: e.target.value, description })}
            />
          )}
        </Field>
        <Field label="Description" hint="Optional.">
          {(control) => (
            <Input
              {...control}
              maxLength={1000}
              value={description}
              onChange={(e) => onChange({ name, description: e.target.value })}
            />
          )}
        </Field>
      </div>
    </Card>
  );
}
