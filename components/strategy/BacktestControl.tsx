"use client";
// Backtest from the builder: the run settings dialog (components/simulation/RunSettingsDialog.tsx) for
// the saved strategy. A new strategy, or unsaved changes, must be saved first, so what is backtested is
// what the record holds.
import { FlaskConical } from "lucide-react";
import { RunSettingsDialog } from "@/components/simulation/RunSettingsDialog";
import { Button } from "@/components/ui/Button";

interface Props {
  record: { id: string; definition: unknown } | null;
  dirty: boolean;
  name: string;
}

export function BacktestControl({ record, dirty, name }: Props) {
  if (!record || dirty) {
    return (
      <Button
        variant="secondary"
        icon={<FlaskConical />}
        disabled
        title="Save first: a backtest runs what is saved."
      >
        Backtest
      </Button>
    );
  }
  return (
    <RunSettingsDialog
      portfolioId={record.id}
      strategyStartYear={(record.definition as { startingYear?: number }).startingYear}
      title={`Backtest ${name}`}
      trigger={
        <Button variant="secondary" icon={<FlaskConical />}>
          Backtest
        </Button>
      }
    />
  );
}
