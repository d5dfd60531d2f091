"use client";
// The models of a Combined as a sortable list (@dnd-kit): drag a model by its handle, or focus the
// handle and use Space, the arrow keys and Space again; duplicate, remove, switch off and rename each.
// Each model opens to its own blocks; closed, it reads as its summary line.
import { useId, useState } from "react";
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ChevronRight, Copy, GripVertical, Trash2 } from "lucide-react";
import { modelPointer, problemsUnder, type CheckFindings } from "@/components/strategy/checks";
import type { ModelDraft } from "@/components/strategy/draft";
import { ModelBlocks } from "@/components/strategy/ModelBlocks";
import type { ScreenerChoice } from "@/components/strategy/ScreenerPicker";
import { modelSummary, type Names } from "@/components/strategy/summary";
import type { StrategyCatalogue } from "@/components/strategy/useStrategyCatalogue";
import { Badge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { cn } from "@/components/ui/cn";
import { Field } from "@/components/ui/Field";
import { Input } from "@/components/ui/Input";

interface Shared {
  catalogue: StrategyCatalogue;
  findings: CheckFindings;
  names: Names;
  screeners: ScreenerChoice[];
}

interface ItemProps extends Shared {
  model: ModelDraft;
  index: number;
  onChange(m: ModelDraft): void;
  onDuplicate(): void;
  onRemove(): void;
  defaultOpen: boolean;
}

function ModelItem(props: ItemProps) {
  const { model, index, onChange, catalogue, findings, names, screeners } = props;
  const { setNodeRef, transform, transition, attributes, listeners, isDragging } = useSortable({
    id: model.key,
  });
  const [open, setOpen] = useState(props.defaultOpen);
  const id = useId();
  const problems = problemsUnder(findings, modelPointer(index));
  const label = model.name || `Model ${index + 1}`;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition: transition }}
      aria-labelledby={`${id}-name`}
      className={cn(
        "relative rounded-xl border bg-surface-2/60",
        problems.length ? "border-bad/60" : "border-border",
        isDragging && "z-10 shadow-lg",
      )}
    >
      <div className="flex items-start gap-1 p-2 sm:p-3">
        <button
          type="button"
          data-slot="drag-handle"
          {...attributes}
          {...listeners}
          aria-label={`Move ${label}`}
          aria-describedby={attributes["aria-describedby"]}
          className="mt-0.5 cursor-grab rounded p-1 text-muted hover:bg-surface hover:text-fg active:cursor-grabbing"
        >
          <GripVertical className="size-4" aria-hidden />
        </button>
        <button
          type="button"
          data-slot="block-toggle"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen(!open)}
          className="flex min-w-0 flex-1 items-start gap-2 rounded-md text-left"
        >
          <ChevronRight
            aria-hidden
            className={cn("mt-1 size-4 shrink-0 text-muted transition-transform", open && "rotate-90")}
          />
          <span className="min-w-0">
            <span id={`${id}-name`} className="block font-semibold">
              {label}
              {!model.active && <span className="ml-2 text-xs font-normal text-muted">(switched off)</span>}
            </span>
            <span className="block text-sm text-muted" data-testid="model-summary">
              {modelSummary(model, names)}
            </span>
          </span>
        </button>
        <div className="flex shrink-0 items-center gap-0.5">
          {problems.length > 0 && <Badge tone="bad">{problems.length}</Badge>}
          <Button
            variant="ghost"
            size="icon"
            icon={<Copy />}
            aria-label={`Duplicate ${label}`}
            onClick={props.onDuplicate}
          />
          <Button
            variant="ghost"
            size="icon"
            icon={<Trash2 />}
            aria-label={`Remove ${label}`}
            onClick={props.onRemove}
          />
        </div>
      </div>
      <div id={`${id}-body`} hidden={!open} className="flex flex-col gap-3 border-t border-border p-3">
        <div className="grid gap-x-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
          <Field label="Model name">
            {(c) => (
              <Input
                {...c}
                maxLength={100}
                value={model.name}
                onChange={(e) => onChange({ ...model, name: e.target.value })}
              />
            )}
          </Field>
          <label className="mb-3 flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={model.active}
              onChange={(e) => onChange({ ...model, active: e.target.checked })}
            />
            Active
          </label>
        </div>
        <ModelBlocks
          model={model}
          onChange={onChange}
          pointer={modelPointer(index)}
          path={`models[${index}]`}
          catalogue={catalogue}
          findings={findings}
          names={names}
          screeners={screeners}
          open={props.defaultOpen}
        />
      </div>
    </li>
  );
}

interface Props extends Shared {
  models: ModelDraft[];
  /** New models, with each new position's old position (null for a new model). */
  onChange(models: ModelDraft[], order: (number | null)[]): void;
  onDuplicate(index: number): void;
  onRemove(index: number): void;
  openKey: number | null;
}

export function ModelList({ models, onChange, onDuplicate, onRemove, openKey, ...shared }: Props) {
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const positions = models.map((_, i) => i);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = models.findIndex((m) => m.key === active.id);
    const to = models.findIndex((m) => m.key === over.id);
    onChange(arrayMove(models, from, to), arrayMove(positions, from, to));
  };
  const nameOf = (key: unknown) => models.find((m) => m.key === key)?.name || "the model";
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over
              ? `${nameOf(active.id)} is now at position ${models.findIndex((m) => m.key === over.id) + 1}.`
              : "",
          onDragEnd: ({ active, over }) =>
            over
              ? `${nameOf(active.id)} dropped at position ${models.findIndex((m) => m.key === over.id) + 1}.`
              : "",
          onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} cancelled.`,
        },
      }}
    >
      <SortableContext items={models.map((m) => m.key)} strategy={verticalListSortingStrategy}>
        <ol className="flex flex-col gap-3" aria-label="Models">
          {models.map((m, i) => (
            <ModelItem
              key={m.key}
              model={m}
              index={i}
              defaultOpen={m.key === openKey}
              onChange={(next) =>
                onChange(
                  models.map((x) => (x.key === m.key ? next : x)),
                  positions,
                )
              }
              onDuplicate={() => onDuplicate(i)}
              onRemove={() => onRemove(i)}
              {...shared}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
