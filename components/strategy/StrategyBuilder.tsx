"use client";
// The strategy builder, new (/portfolios/new) or prefilled from a record (/portfolios/<id>): the
// strategy as a tree of blocks (Strategy → models → Selection → Allocation → Risk conditions → Position
// exits → Rebalance: StrategyCard, StrategyTree), each opening to edit in place, checked as the person
// edits (useStrategyCheck: validate_portfolio, a page read, in people's words). Its problems show beside
// their boxes or at their blocks, and its assumed defaults as ghost values. Save and Backtest are the
// explicit actions (the side panel; on a phone, the bottom bar). The service alone decides what it
// accepts. A save refused because the strategy changed elsewhere opens ConflictDialog.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { CallError } from "@/components/ui/CallError";
import { CheckPanel } from "@/components/strategy/CheckPanel";
import { blockPointers } from "@/components/strategy/checks";
import { DefinitionView } from "@/components/strategy/DefinitionView";
import {
  definitionOf,
  draftFromStored,
  emptyDraft,
  isCombined,
  type StrategyDraft,
} from "@/components/strategy/draft";
import { useScreenerChoices } from "@/components/strategy/ScreenerPicker";
import { StrategyActions } from "@/components/strategy/StrategyActions";
import { StrategyCard } from "@/components/strategy/StrategyCard";
import { StrategyTree } from "@/components/strategy/StrategyTree";
import type { Names } from "@/components/strategy/summary";
import { useStrategyCatalogue } from "@/components/strategy/useStrategyCatalogue";
import { useStrategyCheck } from "@/components/strategy/useStrategyCheck";
import { useStrategySave, type PortfolioRecordView } from "@/components/strategy/useStrategySave";
import { BacktestControl } from "@/components/strategy/BacktestControl";
import { ConflictDialog } from "@/components/records/ConflictDialog";
import { RecordTop } from "@/components/records/RecordTop";
import { useSaveToLodestar } from "@/components/records/useSaveToLodestar";
import { UnsavedChangesDialog } from "@/components/records/UnsavedChangesDialog";
import { useUnsavedGuard } from "@/components/records/useUnsavedGuard";
import { PHONE_BAR_ROOM, PhoneActionBar } from "@/components/ui/PhoneActionBar";
import { cn } from "@/components/ui/cn";
import { Loading, Skeleton } from "@/components/ui/Skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/Tabs";
import { toast } from "@/components/ui/Toaster";

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
  const router = useRouter();
  const { catalogue, error } = useStrategyCatalogue();
  const screeners = useScreenerChoices();
  const definition = definitionOf(draft);
  const writer = useStrategySave(record, definition);
  const guard = useUnsavedGuard(writer.dirty);
  // A draft has one save: it writes the edits and makes the record the person's (it stops expiring).
  const keep = useSaveToLodestar("portfolio", record?.id ?? null, writer.save);
  const isDraft = record?.state === "draft";
  const check = useStrategyCheck(definition, catalogue);

  if (error) return <CallError error={error} />;
  if (!catalogue) {
    return (
      <Loading label="Loading the strategy model" className="flex flex-col gap-4">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-96 w-full" />
      </Loading>
    );
  }
  const { findings } = check;
  const names: Names = {
    methods: catalogue.methods,
    presets: catalogue.presets,
    screeners: new Map(screeners.map((s) => [s.id, s.name])),
  };
  const combined = isCombined(draft);

  const saveNow = async () => {
    const { id, created } = await writer.save();
    toast(created ? "Saved in your strategies" : "Changes saved");
    // Replace: the new record's address takes the place of /portfolios/new in the history.
    if (created) router.replace(`/portfolios/${id}`);
  };
  const actions = {
    stored: record !== null,
    draft: isDraft,
    own: writer.own,
    dirty: writer.dirty,
    saving: writer.pending || keep.pending,
    onSave: () => void (isDraft ? keep.run() : saveNow()).catch(() => undefined),
    backtest: (
      <BacktestControl record={record} dirty={writer.dirty} name={draft.name || record?.name || "strategy"} />
    ),
  };
  const copy = {
    kind: "portfolio" as const,
    definition: { ...definition, name: draft.name || record?.name },
  };

  return (
    <div className={cn("flex flex-col gap-6", PHONE_BAR_ROOM)}>
      {record && <RecordTop kind="portfolio" record={record} copy={copy} />}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Tabs defaultValue="builder" className="min-w-0">
          <TabsList aria-label="Views of the strategy">
            <TabsTrigger value="builder">Builder</TabsTrigger>
            <TabsTrigger value="definition">Definition</TabsTrigger>
          </TabsList>
          <TabsContent value="builder" className="flex flex-col gap-4">
            <StrategyCard draft={draft} onChange={setDraft} findings={findings} combined={combined} />
            <StrategyTree
              draft={draft}
              setDraft={setDraft}
              catalogue={catalogue}
              findings={findings}
              names={names}
              screeners={screeners}
              openKey={openKey}
              onOpen={setOpenKey}
              open={!record}
            />
          </TabsContent>
          <TabsContent value="definition">
            <DefinitionView definition={definition} />
          </TabsContent>
        </Tabs>
        <CheckPanel
          findings={findings}
          checking={check.checking}
          checkError={check.error}
          blocks={blockPointers(draft.models.length, combined)}
          saveError={writer.versions.conflict ? null : writer.error}
          {...actions}
        />
      </div>
      <PhoneActionBar label="Save and backtest">
        <StrategyActions {...actions} invalid={findings.problems.length > 0} />
      </PhoneActionBar>
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
