"use client";
// The strategy as a tree of blocks, as the person edits it: a Single's model blocks, or a Combined's
// own blocks and its list of models; then "Add a model" and, for a Single, "Duplicate this model". The
// Combined-level settings given per model (fixed weights, rotation) follow their models when models
// are added, removed, duplicated or reordered (withModels).
import { Plus } from "lucide-react";
import { modelPointer, type CheckFindings } from "@/components/strategy/checks";
import { CombinedBlocks } from "@/components/strategy/CombinedBlocks";
import {
  freshKey,
  isCombined,
  newModel,
  withModels,
  type ModelDraft,
  type StrategyDraft,
} from "@/components/strategy/draft";
import { ModelBlocks } from "@/components/strategy/ModelBlocks";
import { ModelList } from "@/components/strategy/ModelList";
import type { ScreenerChoice } from "@/components/strategy/ScreenerPicker";
import type { Names } from "@/components/strategy/summary";
import type { StrategyCatalogue } from "@/components/strategy/useStrategyCatalogue";
import { Button } from "@/components/ui/Button";

interface Props {
  draft: StrategyDraft;
  setDraft(update: (d: StrategyDraft) => StrategyDraft): void;
  catalogue: StrategyCatalogue;
  findings: CheckFindings;
  names: Names;
  screeners: ScreenerChoice[];
  /** The model opened on adding it. */
  openKey: number | null;
  onOpen(key: number): void;
  /** Whether a Single's blocks start open (a new strategy). */
  open: boolean;
}

export function StrategyTree(props: Props) {
  const { draft, setDraft, catalogue, findings, names, screeners } = props;
  const combined = isCombined(draft);
  const setModels = (models: ModelDraft[], order: (number | null)[]) =>
    setDraft((d) => withModels(d, models, order));
  const positions = draft.models.map((_, i) => i);
  const addModel = () => {
    const model = newModel(draft.models.length + 1);
    props.onOpen(model.key);
    setModels([...draft.models, model], [...positions, null]);
  };
  const duplicate = (i: number) => {
    const copy: ModelDraft = {
      ...structuredClone(draft.models[i]),
      key: freshKey(),
      name: `${draft.models[i].name || `Model ${i + 1}`} (copy)`,
    };
    setModels(
      [...draft.models.slice(0, i + 1), copy, ...draft.models.slice(i + 1)],
      [...positions.slice(0, i + 1), i, ...positions.slice(i + 1)],
    );
  };
  const remove = (i: number) =>
    setModels(
      draft.models.filter((_, j) => j !== i),
      positions.filter((j) => j !== i),
    );

  return (
    <div className="flex flex-col gap-3 border-l-2 border-border pl-3 sm:pl-5">
      {combined ? (
        <>
          <CombinedBlocks
            draft={draft}
            onChange={(c) => setDraft((d) => ({ ...d, combined: c }))}
            catalogue={catalogue}
            findings={findings}
            names={names}
          />
          <ModelList
            models={draft.models}
            onChange={setModels}
            onDuplicate={duplicate}
            onRemove={remove}
            openKey={props.openKey}
            catalogue={catalogue}
            findings={findings}
            names={names}
            screeners={screeners}
          />
        </>
      ) : (
        <ModelBlocks
          model={draft.models[0]}
          onChange={(m) => setModels([m], [0])}
          pointer={modelPointer(0)}
          path="models[0]"
          catalogue={catalogue}
          findings={findings}
          names={names}
          screeners={screeners}
          open={props.open}
        />
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" icon={<Plus />} onClick={addModel}>
          Add a model
        </Button>
        {!combined && (
          <Button variant="ghost" onClick={() => duplicate(0)}>
            Duplicate this model
          </Button>
        )}
      </div>
    </div>
  );
}
