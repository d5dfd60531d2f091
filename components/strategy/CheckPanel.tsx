"use client";
// The builder's side panel: what the live check says (problems no block shows, the defaults the
// service fills in), then the explicit actions: Save (create or replace) and Backtest with settings
// (StrategyActions; on a phone they are in the bottom bar instead).
import { CircleCheck, LoaderCircle } from "lucide-react";
import { CallError } from "@/components/ui/CallError";
import { problemsOutside, type CheckFindings } from "@/components/strategy/checks";
import { ProblemList } from "@/components/strategy/ProblemList";
import { StrategyActions, type StrategyActionsProps } from "@/components/strategy/StrategyActions";
import { Card } from "@/components/ui/Card";

interface Props extends Omit<StrategyActionsProps, "invalid"> {
  findings: CheckFindings;
  checking: boolean;
  checkError: unknown;
  /** Pointers the blocks show problems under; the rest show here. */
  blocks: string[];
  saveError: unknown;
}

function Status({ findings, checking, checkError }: Pick<Props, "findings" | "checking" | "checkError">) {
  if (checkError) return <CallError error={checkError} />;
  const n = findings.problems.length;
  if (n > 0) {
    return (
      <p className="text-sm" role="status">
        {n} {n === 1 ? "problem" : "problems"} to fix, marked on {n === 1 ? "its block" : "their blocks"}.
      </p>
    );
  }
  return (
    <p className="flex items-center gap-2 text-sm" role="status">
      {checking ? (
        <LoaderCircle className="size-4 animate-spin text-muted" aria-hidden />
      ) : (
        <CircleCheck className="size-4 text-good" aria-hidden />
      )}
      {checking ? "Checking…" : "Ready: the service accepts this strategy."}
    </p>
  );
}

export function CheckPanel(props: Props) {
  const { findings, stored, draft, dirty } = props;
  const invalid = findings.problems.length > 0;
  return (
    <Card title="Check and save" className="flex flex-col gap-3 lg:sticky lg:top-20">
      <Status findings={findings} checking={props.checking} checkError={props.checkError} />
      <ProblemList problems={problemsOutside(findings, props.blocks)} />
      <div className="flex flex-col gap-2 border-t border-border pt-4">
        {/* On a phone the same actions sit in the bottom bar (StrategyBuilder). */}
        <div className="hidden flex-col gap-2 lg:flex">
          <StrategyActions {...props} invalid={invalid} />
        </div>
        {stored && !props.own && (
          <p className="text-sm text-muted">
            A public strategy cannot be changed: make a copy to keep your edits.
          </p>
        )}
        <p className="text-xs text-muted">
          {!stored
            ? "Save it to backtest it. Checking and saving are free; a backtest uses one research call."
            : draft
              ? "A draft expires unless you save it: Save to Lodestar keeps it, with your changes."
              : dirty
                ? "Unsaved changes: save them to backtest this version."
                : "All changes saved."}
        </p>
        <CallError error={props.saveError} />
      </div>
      {findings.assumed.length > 0 && (
        <details className="border-t border-border pt-3 text-sm">
          <summary className="cursor-pointer font-medium">
            Defaults the service fills in ({findings.assumed.length})
          </summary>
          <ul className="mt-2 flex flex-col gap-1.5 text-xs text-muted">
            {findings.assumed.map((a) => (
              <li key={a.field}>{a.words}</li>
            ))}
          </ul>
        </details>
      )}
    </Card>
  );
}
