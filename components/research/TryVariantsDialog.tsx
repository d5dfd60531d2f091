"use client";
// "Try variants" of a saved strategy, from the builder or a result: a sweep (every combination of 1 to
// 3 of its settings) or a walk-forward test (the best of them picked in each training window, run on
// the next testing window). Before anything runs it says how many runs, how many research calls and
// what the plan allows; Start opens the sweep's page (/sweeps/<id>), which follows it to its result.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { usePlan } from "@/components/providers/PlanProvider";
import { useTRPC } from "@/components/providers/TRPCProvider";
import { useStartResearch } from "@/components/research/api";
import { axisChoices } from "@/components/research/axisChoices";
import { useScreenerAxes } from "@/components/research/useScreenerAxes";
import { AxisEditor } from "@/components/research/AxisEditor";
import {
  axisInput,
  axisValues,
  firstDraft,
  researchCalls,
  type AxisDraft,
} from "@/components/research/axisValues";
import { RANK_BY } from "@/components/research/metrics";
import { variantsPerSweep, walkForwardIncluded } from "@/components/research/limits";
import type { RankBy, SweepSettings } from "@/components/research/types";
import { useStrategyCatalogue } from "@/components/strategy/useStrategyCatalogue";
import { Button } from "@/components/ui/Button";
import { CallError } from "@/components/ui/CallError";
import { Dialog, DialogClose } from "@/components/ui/Dialog";
import { Field } from "@/components/ui/Field";
import { NumberInput } from "@/components/ui/NumberInput";
import { Select } from "@/components/ui/Select";
import { Loading, Skeleton } from "@/components/ui/Skeleton";

interface Props {
  portfolioId: string;
  name: string;
  /** The run settings of the result it starts from; the strategy's defaults otherwise. */
  settings?: SweepSettings;
  trigger: React.ReactNode;
}

export function TryVariantsDialog({ portfolioId, name, settings, trigger }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      title={`Try variants of ${name}`}
      description="Vary one to three of its settings and see every combination side by side."
      trigger={trigger}
      open={open}
      onOpenChange={setOpen}
      className="max-w-2xl"
    >
      {open && <VariantsForm portfolioId={portfolioId} settings={settings} />}
    </Dialog>
  );
}

type Mode = "sweep" | "walkForward";

function VariantsForm({ portfolioId, settings = {} }: { portfolioId: string; settings?: SweepSettings }) {
  const trpc = useTRPC();
  const plan = usePlan() ?? "free";
  const record = useQuery(trpc.web.get_portfolio.queryOptions({ portfolioId }));
  const { catalogue, error } = useStrategyCatalogue();
  const definition = (record.data?.data.result.portfolio.definition ?? {}) as Record<string, unknown>;
  const screenerAxes = useScreenerAxes(definition);
  if (error || record.error) return <CallError error={error ?? record.error} />;
  if (!catalogue || !record.data || !screenerAxes)
    return (
      <Loading label="Loading the strategy's settings">
        <Skeleton className="h-48 w-full" />
      </Loading>
    );
  return (
    <Form
      portfolioId={portfolioId}
      settings={settings}
      choices={[...axisChoices(definition, catalogue), ...screenerAxes]}
      limit={variantsPerSweep(plan)}
      walkForward={walkForwardIncluded(plan)}
    />
  );
}

interface FormProps {
  portfolioId: string;
  settings: SweepSettings;
  choices: ReturnType<typeof axisChoices>;
  limit: number;
  walkForward: boolean;
}

function Form({ portfolioId, settings, choices, limit, walkForward }: FormProps) {
  const router = useRouter();
  const start = useStartResearch();
  const [mode, setMode] = useState<Mode>("sweep");
  const [axes, setAxes] = useState<AxisDraft[]>(() => [firstDraft(preferred(choices))]);
  const [rankBy, setRankBy] = useState<RankBy>("sharpe");
  const [trainMonths, setTrainMonths] = useState<number | null>(60);
  const [testMonths, setTestMonths] = useState<number | null>(12);
  const [anchored, setAnchored] = useState(false);
  const choiceOf = (d: AxisDraft) => choices.find((c) => c.path === d.path)!;
  const outcomes = axes.map((d) => axisValues(choiceOf(d), d));
  const runs = outcomes.reduce((n, o) => n * ("values" in o ? o.values.length : 0), 1);
  const calls = researchCalls(runs);
  const windowsBad =
    mode === "walkForward" && (!trainMonths || !testMonths || trainMonths < 1 || testMonths < 1);
  const blocked =
    outcomes.some((o) => "problem" in o) ||
    runs > limit ||
    windowsBad ||
    (mode === "walkForward" && !walkForward);
  const taken = axes.map((a) => a.path);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (blocked) return;
    const input = {
      portfolioId,
      axes: axes.map((d, i) => axisInput(choiceOf(d), d, (outcomes[i] as { values: never[] }).values)),
      rankBy,
      ...settings,
    };
    start.mutate(
      mode === "sweep"
        ? { kind: "sweep", input }
        : {
            kind: "walkForward",
            input: { ...input, trainMonths: trainMonths!, testMonths: testMonths!, anchored },
          },
      { onSuccess: (status) => router.push(`/sweeps/${status.sweep.id}`) },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Variants to try">
      <div role="radiogroup" aria-label="What to run" className="grid gap-2 text-sm sm:grid-cols-2">
        {(
          [
            ["sweep", "Sweep", "Every combination, side by side, with the odds the best is luck."],
            ["walkForward", "Walk-forward", "Pick the best on past years, test it on the years after."],
          ] as const
        ).map(([value, label, hint]) => (
          <label
            key={value}
            className="flex items-start gap-2 rounded-lg border border-border p-3 has-checked:border-accent has-checked:bg-accent-soft"
          >
            <input
              type="radio"
              name="research-mode"
              className="mt-0.5"
              checked={mode === value}
              disabled={value === "walkForward" && !walkForward}
              onChange={() => setMode(value)}
            />
            <span>
              <span className="font-medium">{label}</span>
              <span className="block text-muted">
                {value === "walkForward" && !walkForward ? "Needs the Starter plan or higher." : hint}
              </span>
            </span>
          </label>
        ))}
      </div>
      {axes.map((d, i) => (
        <AxisEditor
          key={i}
          n={i + 1}
          draft={d}
          choices={choices}
          taken={taken}
          onChange={(next) => setAxes(axes.map((a, j) => (j === i ? next : a)))}
          onRemove={axes.length > 1 ? () => setAxes(axes.filter((_, j) => j !== i)) : undefined}
        />
      ))}
      {axes.length < 3 && (
        <div>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            icon={<Plus aria-hidden />}
            onClick={() => setAxes([...axes, firstDraft(choices.find((c) => !taken.includes(c.path))!)])}
          >
            Add a setting to vary
          </Button>
        </div>
      )}
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field label="Best by" hint="The metric that ranks the variants.">
          {(p) => (
            <Select
              {...p}
              value={rankBy}
              onValueChange={(v) => setRankBy(v as RankBy)}
              options={RANK_BY.map((m) => ({ value: m.key, label: m.rankWords }))}
            />
          )}
        </Field>
      </div>
      {mode === "walkForward" && (
        <fieldset className="grid gap-x-4 sm:grid-cols-3">
          <legend className="mb-1 text-sm font-medium">Windows</legend>
          <Field label="Training window" hint="Months the best variant is picked on.">
            {(p) => (
              <NumberInput
                {...p}
                value={trainMonths}
                onValueChange={setTrainMonths}
                unit="months"
                min={1}
                step={1}
              />
            )}
          </Field>
          <Field label="Testing window" hint="Months it then runs unseen.">
            {(p) => (
              <NumberInput
                {...p}
                value={testMonths}
                onValueChange={setTestMonths}
                unit="months"
                min={1}
                step={1}
              />
            )}
          </Field>
          <div
            role="radiogroup"
            aria-label="How the training window moves"
            className="mb-3 grid content-start gap-1 text-sm"
          >
            <label className="flex items-center gap-1.5">
              <input type="radio" name="anchored" checked={!anchored} onChange={() => setAnchored(false)} />
              Rolling: the last years only
            </label>
            <label className="flex items-center gap-1.5">
              <input type="radio" name="anchored" checked={anchored} onChange={() => setAnchored(true)} />
              Anchored: from the start
            </label>
          </div>
        </fieldset>
      )}
      <div className="sticky -bottom-5 -mx-5 -mb-5 grid gap-3 border-t border-border bg-surface px-5 pt-3 pb-5">
        <p
          className="rounded-lg bg-surface-2 px-3 py-2 text-sm"
          aria-live="polite"
          data-testid="variants-count"
        >
          <strong className="tabular-nums">{runs.toLocaleString("en-US")}</strong> run{runs === 1 ? "" : "s"}{" "}
          · <strong className="tabular-nums">{calls}</strong> research call{calls === 1 ? "" : "s"} · your
          plan allows {limit.toLocaleString("en-US")} variants per sweep.
          {runs > limit && (
            <span className="mt-1 block text-bad">
              That is more than your plan allows: take fewer values or a larger step.
            </span>
          )}
        </p>
        <CallError error={start.error} />
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" loading={start.isPending} disabled={blocked}>
            {mode === "sweep" ? "Start the sweep" : "Start the walk-forward"}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** The first setting offered: a lookback or a position count if the strategy has one. */
const preferred = (choices: ReturnType<typeof axisChoices>) =>
  choices.find((c) => c.path.endsWith("lookbackMonths")) ??
  choices.find((c) => c.path.endsWith("maxPositions")) ??
  choices[0];
