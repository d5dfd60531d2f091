"use client";
// Backtest and Try variants from the builder: the run settings dialog (components/simulation/
// RunSettingsDialog.tsx) and the variants dialog (components/research/TryVariantsDialog.tsx) for the
// saved strategy. A new strategy, or unsaved changes, must be saved first, so what is run is what the
// record holds.
import { FlaskConical, Grid3x3 } from "lucide-react";
import { RunSettingsDialog } from "@/components/simulation/RunSettingsDialog";
import { TryVariantsDialog } from "@/components/research/TryVariantsDialog";
import { Button } from "@/components/ui/Button";

interface Props {
  record: { id: string; definition: unknown } | null;
  dirty: boolean;
  name: string;
}

export function BacktestControl({ record, dirty, name }: Props) {
  if (!record || dirty) {
    return (
      <>
        <Button
          variant="secondary"
          icon={<FlaskConical />}
          disabled
          title="Save first: a backtest runs what is saved."
        >
          Backtest
        </Button>
        <Button
          variant="secondary"
          icon={<Grid3x3 />}
          disabled
          title="Save first: variants are of what is saved."
        >
          Try variants
        </Button>
      </>
    );
  }
  return (
    <>
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
      <TryVariantsDialog
        portfolioId={record.id}
        name={name}
        trigger={
          <Button variant="secondary" icon={<Grid3x3 />}>
            Try variants
          </Button>
        }
      />
    </>
  );
}
