"use client";
// The strategy builder, new (/portfolios/new) or prefilled from a record (/portfolios/<id>): the
// strategy as a tree of blocks (Strategy → models → Selection → Allocation → Risk conditions → Position
// exits → Rebalance), each opening to edit in place, checked as the person edits by validate_portfolio
// (a page read, not a research call). Its problems show at their blocks and its assumed defaults as
// ghost values. Save and Backtest are the explicit actions. The service alone decides what it accepts. A save
// refused because the strategy changed elsewhere opens ConflictDialog (reload theirs, or keep mine as new).
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useQuery } from "@tanstack/react-query";
import { Layers, Plus } from "lucide-react";
import { useTRPC } from "@/components/providers/TRPCProvider";
import { CallError } from "@/components/ui/CallError";
import { useDebounced } from "@/components/screener/useDebounced";
import { CheckPanel } from "@/components/strategy/CheckPanel";
import {
  COMBINED_POINTER,
  modelPointer,
  NO_FINDINGS,
  type CheckFindings,
} from "@/components/strategy/checks";
import { CombinedBlocks } from "@/components/strategy/CombinedBlocks";
import {
  definitionOf,
  draftFromStored,
  emptyDraft,
  freshKey,
  isCombined,
  newModel,
  withModels,
  type ModelDraft,
  type StrategyDraft,
} from "@/components/strategy/draft";
import { ModelBlocks } from "@/components/strategy/ModelBlocks";
import { ModelList } from "@/components/strategy/ModelList";
import { useScreenerChoices } from "@/components/strategy/ScreenerPicker";
import type { Names } from "@/components/strategy/summary";
import { useStrategyCatalogue } from "@/components/strategy/useStrategyCatalogue";
import { useStrategySave, type PortfolioRecordView } from "@/components/strategy/useStrategySave";
import { BacktestControl } from "@/components/strategy/BacktestControl";
import { ConflictDialog } from "@/components/records/ConflictDialog";
import { DraftBanner } from "@/components/records/DraftBanner";
import { useSaveToLodestar } from "@/components/records/useSaveToLodestar";
import { MakeCopyButton } from "@/components/records/MakeCopyButton";
import { UnsavedChangesDialog } from "@/components/records/UnsavedChangesDialog";
import { useUnsavedGuard } from "@/components/records/useUnsavedGuard";
import { RecordHeader } from "@/components/ui/RecordHeader";
import { Button } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { Field } from "@/components/ui/Field";
import { Input } from "@/components/ui/Input";
import { Loading, Skeleton } from "@/components/ui/Skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/Tabs";
import { toast } from "@/components/ui/Toaster";

/** The element the draft banner's Edit scrolls to. */

interface Props {
  /** The record it opens (get_portfolio), or null for a new strategy. */
  record: PortfolioRecordView | null;
  /** A new strategy's entry screener ("Use in a strategy" on a screener). */
  entryScreener?: string;
  /** Opens the record again as it is saved now (after a conflict), dropping the edits here. */
  onReload?(): void;
}

export function StrategyBuilder({ record, entryScreener, onReload }: Props) {
  const [draft, setDraft] = useState<StrategyDraft>(() =>
    record
      ? draftFromStored(record.name, record.description, record.definition as Record<string, unknown>)
      : emptyDraft(entryScreener),
  );
  const [openKey, setOpenKey] = useState<number | null>(null);
  const trpc = useTRPC();
  const router = useRouter();
  const { catalogue, error } = useStrategyCatalogue();
  const screeners = useScreenerChoices();
  const definition = definitionOf(draft);
  const writer = useStrategySave(record, definition);
  const guard = useUnsavedGuard(writer.dirty);
  // A draft has one save: it writes the edits and makes the record the person's (it stops expiring).
  const keep = useSaveToLodestar("portfolio", record?.id ?? null, writer.save);
  const isDraft = record?.state === "draft";

  const checked = useDebounced(definition);
  const check = useQuery(
    trpc.web.validate_portfolio.queryOptions(
      { definition: checked },
      { placeholderData: (previous) => previous },
    ),
  );
  const findings: CheckFindings = check.data
    ? {
        problems: check.data.data.result.warnings,
        assumed: check.data.data.assumed.map((a) => ({ ...a, value: a.value })),
      }
    : NO_FINDINGS;

  if (error) return <CallError error={error} />;
  if (!catalogue) {
    return (
      <Loading label="Loading the strategy model" className="flex flex-col gap-4">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-96 w-full" />
      </Loading>
    );
  }
  const names: Names = {
    methods: catalogue.methods,
    presets: catalogue.presets,
    screeners: new Map(screeners.map((s) => [s.id, s.name])),
  };
  const combined = isCombined(draft);

  const setModels = (models: ModelDraft[], order: (number | null)[]) =>
    setDraft((d) => withModels(d, models, order));
  const positions = draft.models.map((_, i) => i);
  const addModel = () => {
    const model = newModel(draft.models.length + 1);
    setOpenKey(model.key);
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

  const saveNow = async () => {
    const { id, created } = await writer.save();
    toast(created ? "Saved in your strategies" : "Changes saved");
    // Replace: the new record's address takes the place of /portfolios/new in the history.
    if (created) router.replace(`/portfolios/${id}`);
  };
  const nameGhost = findings.assumed.find((a) => a.field === "/definition/name");

  const copy = {
    kind: "portfolio" as const,
    definition: { ...definition, name: draft.name || record?.name },
  };
  const backtest = (
    <BacktestControl record={record} dirty={writer.dirty} name={draft.name || record?.name || "strategy"} />
  );

  return (
    <div className="flex flex-col gap-6">
      {record && (
        <>
          <DraftBanner kind="portfolio" record={record} />
          <RecordHeader kind="portfolio" record={record}>
            {record.state === "public" && <MakeCopyButton source={copy} />}
          </RecordHeader>
        </>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Tabs defaultValue="builder" className="min-w-0">
          <TabsList aria-label="Views of the strategy">
            <TabsTrigger value="builder">Builder</TabsTrigger>
            <TabsTrigger value="definition">Definition</TabsTrigger>
          </TabsList>
          <TabsContent value="builder" className="flex flex-col gap-4">
            <Card title="Strategy" level={2}>
              <div className="grid gap-x-4 sm:grid-cols-2">
                <Field
                  label="Name"
                  hint={
                    nameGhost
                      ? `Left empty, it is called “${String(nameGhost.value)}”.`
                      : "1 to 100 characters."
                  }
                >
                  {(c) => (
                    <Input
                      {...c}
                      maxLength={100}
                      placeholder={nameGhost ? String(nameGhost.value) : undefined}
                      value={draft.name}
                      onChange={(e) => setDraft({ ...draft, name: e.target.value })}
                    />
                  )}
                </Field>
                <Field label="Description" hint="Optional.">
                  {(c) => (
                    <Input
                      {...c}
                      maxLength={1000}
                      value={draft.description}
                      onChange={(e) => setDraft({ ...draft, description: e.target.value })}
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
            <div className="flex flex-col gap-3 border-l-2 border-border pl-3 sm:pl-5">
              {combined ? (
                <>
                  <CombinedBlocks
                    draft={draft}
                    onChange={(c) => setDraft({ ...draft, combined: c })}
                    catalogue={catalogue}
                    findings={findings}
                    names={names}
                  />
                  <ModelList
                    models={draft.models}
                    onChange={setModels}
                    onDuplicate={duplicate}
                    onRemove={remove}
                    openKey={openKey}
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
                  open={!record}
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
          </TabsContent>
          <TabsContent value="definition">
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
          </TabsContent>
        </Tabs>
        <CheckPanel
          findings={findings}
          checking={!check.data || check.isFetching}
          checkError={check.error}
          blocks={[
            ...draft.models.map((_, i) => modelPointer(i)),
            ...(combined
              ? [
                  `${COMBINED_POINTER}/allocation`,
                  `${COMBINED_POINTER}/riskConditions`,
                  `${COMBINED_POINTER}/rebalance`,
                ]
              : []),
          ]}
          stored={record !== null}
          draft={isDraft}
          own={writer.own}
          dirty={writer.dirty}
          saving={writer.pending || keep.pending}
          saveError={writer.versions.conflict ? null : writer.error}
          onSave={() => void (isDraft ? keep.run() : saveNow()).catch(() => undefined)}
          backtest={backtest}
        />
      </div>
      <UnsavedChangesDialog guard={guard} />
      <ConflictDialog
        conflict={writer.versions.conflict}
        copy={copy}
        onReload={() => onReload?.()}
        onClose={writer.versions.dismiss}
      />
    </div>
  );
}
