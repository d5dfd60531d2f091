"use client";
// The builder's side panel: what the live check says, the as-of date and Run, then Save (none for a
// public screener, which is copied instead) and "Use in a strategy". It sits beside the rows on a wide
// screen and below them on a phone.
import { CircleCheck, LoaderCircle, Play, Save, Workflow } from "lucide-react";
import type { AssetType, ScreenerWarning } from "@/components/catalogue/types";
import type { Outputs } from "@/components/providers/operations";
import { Button } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { PhoneActionBar } from "@/components/ui/PhoneActionBar";
import { AsOfField, asOfOutside } from "@/components/screener/AsOfField";
import { CallError } from "@/components/ui/CallError";
import type { Coverage } from "@/components/screener/coverage";
import { Problems } from "@/components/screener/Problems";

interface Props {
  /** The live check's latest answer (kept while the next one runs) or its error. */
  check: { result: Outputs["web"]["validate_screener"]["data"]["result"] | undefined; error: unknown };
  /** Problems of the whole screener (those of a row show at the row). */
  warnings: ScreenerWarning[];
  coverage: Coverage;
  assetType: AssetType;
  asOf: string;
  onAsOf(value: string): void;
  onRun(): void;
  running: boolean;
  /** Why Save (and Run) wait, in words: no name (Save), a row without a filter (both); null when they need not. */
  blocked: { save: string | null; run: string | null };
  /** The Save button; null when it cannot be saved (a public screener). */
  save: { label: string; run(): void; pending: boolean } | null;
  /** The line under the buttons: what is saved, or how to keep changes. */
  status: string;
  onUse(): void;
  children?: React.ReactNode;
}

function CheckStatus({ check }: { check: Props["check"] }) {
  const { result } = check;
  if (check.error) return <CallError error={check.error} />;
  if (!result) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted" role="status">
        <LoaderCircle className="size-4 animate-spin" aria-hidden /> Checking…
      </p>
    );
  }
  const errors = result.warnings.filter((w) => w.severity === "error").length;
  const notes = result.warnings.length - errors;
  const text =
    errors > 0
      ? `${errors} ${errors === 1 ? "problem" : "problems"} to fix before it can run.`
      : notes > 0
        ? `Ready to run, with ${notes} ${notes === 1 ? "note" : "notes"}.`
        : "Ready to run.";
  return (
    <p className="flex items-center gap-2 text-sm" role="status">
      {errors === 0 && <CircleCheck className="size-4 text-good" aria-hidden />}
      {text}
    </p>
  );
}

export function SidePanel(props: Props) {
  const { check, warnings, coverage, assetType, asOf, onAsOf, onRun, running, save, children } = props;
  const invalid = check.result?.valid === false;
  const blocked = props.blocked.run ?? props.blocked.save;
  // On a phone, Run and Save sit in the bottom bar instead (the panel lies below the rows).
  const runButton = (className?: string) => (
    <Button
      icon={<Play />}
      className={className}
      onClick={onRun}
      loading={running}
      disabled={invalid || props.blocked.run !== null || asOfOutside(coverage, asOf)}
    >
      Run
    </Button>
  );
  const saveButton = (className?: string) =>
    save && (
      <Button
        variant="secondary"
        icon={<Save />}
        className={className}
        onClick={save.run}
        loading={save.pending}
        disabled={invalid || blocked !== null}
      >
        {save.label}
      </Button>
    );
  return (
    <Card title="Check and run" className="flex flex-col gap-3 lg:sticky lg:top-20">
      <CheckStatus check={check} />
      <Problems warnings={warnings} />
      {blocked && <p className="text-sm text-bad">{blocked}</p>}
      <AsOfField coverage={coverage} assetType={assetType} value={asOf} onChange={onAsOf} />
      {runButton("hidden lg:inline-flex")}
      <div className="mt-2 flex flex-col gap-2 border-t border-border pt-4">
        {saveButton("hidden lg:inline-flex")}
        <Button
          variant="secondary"
          icon={<Workflow />}
          onClick={props.onUse}
          disabled={invalid || blocked !== null || save?.pending}
        >
          Use in a strategy
        </Button>
        <p className="text-xs text-muted">{props.status}</p>
      </div>
      {children}
      <PhoneActionBar label={save ? "Save and run" : "Run"}>
        {saveButton()}
        {runButton()}
      </PhoneActionBar>
    </Card>
  );
}
