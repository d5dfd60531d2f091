"use client";
// The Combined level: how the models are weighted (the combined-level methods, rank rotation included),
// when the whole switches to its risk-off allocation, and how often it re-weights the models.
import { PieChart, RefreshCw, ShieldAlert } from "lucide-react";
import { Block } from "@/components/strategy/Block";
import { assumedAt, COMBINED_POINTER, problemsUnder, type CheckFindings } from "@/components/strategy/checks";
import { ConditionsEditor } from "@/components/strategy/ConditionsEditor";
import type { StrategyDraft } from "@/components/strategy/draft";
import { AllocationLegs } from "@/components/strategy/ModelBlocks";
import { RebalanceEditor } from "@/components/strategy/RebalanceEditor";
import {
  allocationSummary,
  conditionsSummary,
  rebalanceSummary,
  type Names,
} from "@/components/strategy/summary";
import type { StrategyCatalogue } from "@/components/strategy/useStrategyCatalogue";

interface Props {
  draft: StrategyDraft;
  onChange(combined: StrategyDraft["combined"]): void;
  catalogue: StrategyCatalogue;
  findings: CheckFindings;
  names: Names;
}

export function CombinedBlocks({ draft, onChange, catalogue, findings, names }: Props) {
  const c = draft.combined;
  const models = { kind: "models" as const, names: draft.models.map((m, i) => m.name || `Model ${i + 1}`) };
  const ghostEvery = assumedAt(findings, `${COMBINED_POINTER}/rebalance/every`)?.value;
  return (
    <div className="flex flex-col gap-3" aria-label="Combined level" role="group">
      <Block
        title="Combined allocation"
        icon={<PieChart />}
        path="allocation"
        summary={allocationSummary(c.riskOn, c.riskOff, names)}
        problems={problemsUnder(findings, `${COMBINED_POINTER}/allocation`)}
      >
        <AllocationLegs
          riskOn={c.riskOn}
          riskOff={c.riskOff}
          onChange={(legs) => onChange({ ...c, ...legs })}
          level="combined"
          pointer={`${COMBINED_POINTER}/allocation`}
          catalogue={catalogue}
          findings={findings}
          onHoldings={models}
          offHoldings={models}
        />
      </Block>
      <Block
        title="Combined risk conditions"
        icon={<ShieldAlert />}
        path="riskConditions"
        summary={conditionsSummary(c.conditions, names)}
        problems={problemsUnder(findings, `${COMBINED_POINTER}/riskConditions`)}
      >
        <ConditionsEditor
          conditions={c.conditions}
          onChange={(conditions) => onChange({ ...c, conditions })}
          catalogue={catalogue}
          names={names}
        />
      </Block>
      <Block
        title="Combined rebalance"
        icon={<RefreshCw />}
        path="rebalance"
        summary={rebalanceSummary(c.rebalanceEvery, typeof ghostEvery === "number" ? ghostEvery : undefined)}
        problems={problemsUnder(findings, `${COMBINED_POINTER}/rebalance`)}
      >
        <RebalanceEditor
          field={catalogue.field("rebalance.every")}
          value={c.rebalanceEvery}
          onChange={(rebalanceEvery) => onChange({ ...c, rebalanceEvery })}
        />
      </Block>
    </div>
  );
}
