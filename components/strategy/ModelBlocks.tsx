"use client";
// One model's blocks, top to bottom as the strategy runs: Selection → Allocation (risk-on and risk-off
// legs) → Risk conditions → Position exits → Rebalance, each with its live summary and its problems.
import { ArrowRightLeft, Filter, PieChart, RefreshCw, ShieldAlert } from "lucide-react";
import { Block } from "@/components/strategy/Block";
import { assumedAt, problemsUnder, type CheckFindings } from "@/components/strategy/checks";
import { ConditionsEditor } from "@/components/strategy/ConditionsEditor";
import { emptyLeg, type LegDraft, type ModelDraft } from "@/components/strategy/draft";
import { ExitsEditor } from "@/components/strategy/ExitsEditor";
import { LegEditor } from "@/components/strategy/LegEditor";
import { RebalanceEditor } from "@/components/strategy/RebalanceEditor";
import type { ScreenerChoice } from "@/components/strategy/ScreenerPicker";
import { SelectionEditor } from "@/components/strategy/SelectionEditor";
import {
  allocationSummary,
  conditionsSummary,
  exitsSummary,
  rebalanceSummary,
  selectionSummary,
  type Names,
} from "@/components/strategy/summary";
import type { StrategyCatalogue } from "@/components/strategy/useStrategyCatalogue";

interface Props {
  model: ModelDraft;
  onChange(model: ModelDraft): void;
  pointer: string;
  /** The path prefix the tooltips show: `models[0]`. */
  path: string;
  catalogue: StrategyCatalogue;
  findings: CheckFindings;
  names: Names;
  screeners: ScreenerChoice[];
  /** Open the blocks at first (a new strategy); a record opens with them closed, as summaries. */
  open: boolean;
}

/** Risk-on, then a switch for the risk-off leg and its editor. */
export function AllocationLegs(props: {
  riskOn: LegDraft;
  riskOff: LegDraft | null;
  onChange(legs: { riskOn: LegDraft; riskOff: LegDraft | null }): void;
  level: "subStrategy" | "combined";
  pointer: string;
  catalogue: StrategyCatalogue;
  findings: CheckFindings;
  onHoldings: Parameters<typeof LegEditor>[0]["holdings"];
  offHoldings: Parameters<typeof LegEditor>[0]["holdings"];
}) {
  const { riskOn, riskOff, onChange, level, pointer, catalogue, findings } = props;
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h4 className="mb-2 text-sm font-semibold">Risk-on</h4>
        <LegEditor
          leg={riskOn}
          onChange={(leg) => onChange({ riskOn: leg, riskOff })}
          level={level}
          catalogue={catalogue}
          pointer={`${pointer}/riskOn`}
          findings={findings}
          holdings={props.onHoldings}
        />
      </div>
      <div className="border-t border-border pt-4">
        <label className="flex items-center gap-2 text-sm font-semibold">
          <input
            type="checkbox"
            checked={riskOff !== null}
            onChange={(e) =>
              onChange({ riskOn, riskOff: e.target.checked ? emptyLeg("fixed_weights") : null })
            }
          />
          Risk-off allocation
        </label>
        <p className="mb-3 pl-6 text-xs text-muted">
          Held while a risk condition says risk off, such as bonds or cash instead of stocks.
        </p>
        {riskOff && (
          <LegEditor
            leg={riskOff}
            onChange={(leg) => onChange({ riskOn, riskOff: leg })}
            level={level}
            catalogue={catalogue}
            pointer={`${pointer}/riskOff`}
            findings={findings}
            holdings={props.offHoldings}
          />
        )}
      </div>
    </div>
  );
}

export function ModelBlocks(props: Props) {
  const { model, onChange, pointer, path, catalogue, findings, names, screeners, open } = props;
  const set = (part: Partial<ModelDraft>) => onChange({ ...model, ...part });
  const ghostMax = assumedAt(findings, `${pointer}/positionExits/maxPositions`)?.value;
  const ghostEvery = assumedAt(findings, `${pointer}/rebalance/every`)?.value;
  const common = { defaultOpen: open };
  return (
    <div className="flex flex-col gap-3">
      <Block
        {...common}
        title="Selection"
        icon={<Filter />}
        path={`${path}.selection`}
        summary={selectionSummary(model, names)}
        problems={problemsUnder(findings, `${pointer}/selection`)}
      >
        <SelectionEditor model={model} onChange={onChange} catalogue={catalogue} screeners={screeners} />
      </Block>
      <Block
        {...common}
        title="Allocation"
        icon={<PieChart />}
        path={`${path}.allocation`}
        summary={allocationSummary(model.riskOn, model.riskOff, names)}
        problems={problemsUnder(findings, `${pointer}/allocation`)}
      >
        <AllocationLegs
          riskOn={model.riskOn}
          riskOff={model.riskOff}
          onChange={set}
          level="subStrategy"
          pointer={`${pointer}/allocation`}
          catalogue={catalogue}
          findings={findings}
          onHoldings={{ kind: "instruments", tickers: model.instruments }}
          offHoldings={{ kind: "own" }}
        />
      </Block>
      <Block
        {...common}
        title="Risk conditions"
        icon={<ShieldAlert />}
        path={`${path}.riskConditions`}
        summary={conditionsSummary(model.conditions, names)}
        problems={problemsUnder(findings, `${pointer}/riskConditions`)}
      >
        <ConditionsEditor
          conditions={model.conditions}
          onChange={(conditions) => set({ conditions })}
          catalogue={catalogue}
          names={names}
        />
      </Block>
      <Block
        {...common}
        title="Position exits"
        icon={<ArrowRightLeft />}
        path={`${path}.positionExits`}
        summary={exitsSummary(model.exits, typeof ghostMax === "number" ? ghostMax : null)}
        problems={problemsUnder(findings, `${pointer}/positionExits`)}
      >
        <ExitsEditor
          exits={model.exits}
          onChange={(exits) => set({ exits })}
          catalogue={catalogue}
          pointer={`${pointer}/positionExits`}
          findings={findings}
        />
      </Block>
      <Block
        {...common}
        title="Rebalance"
        icon={<RefreshCw />}
        path={`${path}.rebalance`}
        summary={rebalanceSummary(
          model.rebalanceEvery,
          typeof ghostEvery === "number" ? ghostEvery : undefined,
        )}
        problems={problemsUnder(findings, `${pointer}/rebalance`)}
      >
        <RebalanceEditor
          field={catalogue.field("subStrategies[].rebalance.every")}
          value={model.rebalanceEvery}
          onChange={(rebalanceEvery) => set({ rebalanceEvery })}
        />
      </Block>
    </div>
  );
}
