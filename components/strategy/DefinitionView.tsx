// The Definition tab: exactly what Save sends, for those who want the JSON.
import { Card } from "@/components/ui/Card";

export function DefinitionView({ definition }: { definition: Record<string, unknown> }) {
  return (
    <Card
      title="Definition"
      description="Exactly what Save sends: values left out take the service's defaults (listed under Check)."
    >
      <pre
        aria-label="Definition as sent"
        className="max-h-[70vh] overflow-auto rounded-lg bg-surface-2 p-3 text-xs"
      >
        {JSON.stringify(definition, null, 2)}
      </pre>
    </Card>
  );
}
