"use client";
// The result's actions, at the top as PV users expect: run again with other settings, try variants of
// its settings (a sweep or walk-forward on the same run settings), compare with other backtests, the
// daily series as CSV, the permanent address copied (it opens for its owner, signed in: "private
// link"), and a read-only link anyone can open (Share).
import { Download, Grid3x3, Link2, RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/Button";
import { copyLink } from "@/components/simulation/copyLink";
import { CompareWithDialog } from "@/components/simulation/CompareWithDialog";
import { RunSettingsDialog, settingsOf } from "@/components/simulation/RunSettingsDialog";
import { useMetrics } from "@/components/simulation/SimulationResult";
import { ShareMenu } from "@/components/sharing/ShareMenu";
import type { SimulationSummary } from "@/components/simulation/types";
import { TryVariantsDialog } from "@/components/research/TryVariantsDialog";

export function ResultActions({ simulation, done }: { simulation: SimulationSummary; done: boolean }) {
  // The page's own metrics read (one cache entry): it carries the cash flows the run was asked for.
  const asked = useMetrics(simulation.id, done).data?.data.result.cashFlows?.asked;
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <RunSettingsDialog
        // Mounted again once the metrics arrive (a run that ends while the page is open): it reads `initial` once.
        key={asked ? "with flows" : "without"}
        portfolioId={simulation.portfolioId}
        initial={{ ...settingsOf(simulation), ...(asked ? { cashFlows: asked } : {}) }}
        trigger={
          <Button size="sm" icon={<RotateCcw aria-hidden />}>
            Run again with…
          </Button>
        }
      />
      <TryVariantsDialog
        portfolioId={simulation.portfolioId}
        name={simulation.portfolioName}
        settings={{
          startYear: simulation.startYear,
          variant: simulation.variant,
          baseCurrency: simulation.baseCurrency,
          startingCapital: simulation.startingCapital,
        }}
        trigger={
          <Button variant="secondary" size="sm" icon={<Grid3x3 aria-hidden />}>
            Try variants
          </Button>
        }
      />
      {done && <CompareWithDialog simulationId={simulation.id} />}
      {done && (
        <Button asChild variant="secondary" size="sm" icon={<Download aria-hidden />}>
          <a href={`/api/v1/simulations/${simulation.id}/export.csv`} download>
            Download CSV
          </a>
        </Button>
      )}
      <Button
        variant="secondary"
        size="sm"
        icon={<Link2 aria-hidden />}
        onClick={() => copyLink(simulation.link, "It opens this result when you are signed in.")}
      >
        Copy private link
      </Button>
      {done && <ShareMenu target={{ simulationId: simulation.id }} what="result" />}
    </div>
  );
}
