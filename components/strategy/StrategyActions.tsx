"use client";
// The builder's two actions, Save and Backtest: in the side panel on a wide screen, and in the phone's
// bottom bar (components/ui/PhoneActionBar.tsx) under 1024 px, where the panel lies far down the page.
import { Button } from "@/components/ui/Button";

export interface StrategyActionsProps {
  /** Whether a record is open (else the strategy is new). */
  stored: boolean;
  /** Whether the open record is a draft: its save is "Save to Lodestar" (the edits, and it stops expiring). */
  draft: boolean;
  own: boolean;
  dirty: boolean;
  saving: boolean;
  /** Whether the check found problems (Save waits). */
  invalid: boolean;
  onSave(): void;
  /** The Backtest control (components/strategy/BacktestControl.tsx). */
  backtest: React.ReactNode;
}

export function StrategyActions(props: StrategyActionsProps) {
  const { stored, draft, own, dirty } = props;
  return (
    <>
      {(own || !stored) && (
        <Button
          onClick={props.onSave}
          loading={props.saving}
          disabled={props.invalid || (stored && !draft && !dirty)}
        >
          {draft ? "Save to Lodestar" : stored ? "Save" : "Save strategy"}
        </Button>
      )}
      {props.backtest}
    </>
  );
}
