"use client";
// "Efficient frontier" beside a leg's fixed weights (2 to 30 instruments): get_efficient_frontier of
// the leg's instruments over the last ten years of data, with the current weights placed on it. It is a
// research call, made when the person opens the dialog (opening it again on the same weights reuses the
// answer). A point picked by click or keyboard shows its weights, and "Use these weights" puts them in
// the table: an unsaved change like any other edit.
import { useState } from "react";
import { ChartSpline } from "lucide-react";
import { useTRPCClient } from "@/components/providers/TRPCProvider";
import { useQueryOnAction } from "@/components/providers/operations";
import { CallError } from "@/components/ui/CallError";
import { PlanLocked } from "@/components/ui/PlanLocked";
import { usePlan } from "@/components/providers/PlanProvider";
import { portfolioAnalysisRefusal } from "@/server/plans";
import { FrontierChart } from "@/components/strategy/FrontierChart";
import { choicesOf, firstChoice, type Frontier } from "@/components/strategy/frontierChoices";
import { FrontierPicker, weightOf } from "@/components/strategy/FrontierPicker";
import { useInstrumentNames } from "@/components/strategy/useInstrumentNames";
import { inBasisPoints, type WeightRow } from "@/components/strategy/WeightTable";
import { Button } from "@/components/ui/Button";
import { Dialog, DialogClose } from "@/components/ui/Dialog";
import { formatDate, formatNumber, formatPercent } from "@/components/ui/format";
import { Loading, Skeleton } from "@/components/ui/Skeleton";
import { toast } from "@/components/ui/Toaster";
import { LATEST_DATA_YEAR } from "@/server/catalogue/dataYears";

/** The estimation window: the last ten calendar years of data, as the free plan's history counts them. */
const YEARS = 10;
const START_YEAR = LATEST_DATA_YEAR - YEARS + 1;
const MOST_INSTRUMENTS = 30;

/** "SPY, IEF and GLD"; past six, "these 12 instruments". */
const listed = (tickers: string[]) =>
  tickers.length > 6
    ? `these ${tickers.length} instruments`
    : `${tickers.slice(0, -1).join(", ")} and ${tickers.at(-1)}`;

interface Props {
  rows: WeightRow[];
  onUse(weights: Record<string, number>): void;
}

export function FrontierControl({ rows, onUse }: Props) {
  const run = useQueryOnAction(useTRPCClient().get_efficient_frontier);
  const plan = usePlan();
  const locked = plan && portfolioAnalysisRefusal(plan, "The efficient frontier");
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState(0);
  const tickers = rows.map((r) => r.key);
  const names = useInstrumentNames(open ? tickers : []);
  if (rows.length < 2 || rows.length > MOST_INSTRUMENTS) return null;

  const current = Object.fromEntries(rows.map((r) => [r.key, r.weight ?? 0]));
  const total = Object.values(current).reduce((a, b) => a + b, 0);
  const placed = Math.abs(total - 1) < 1e-6;
  const input = { instruments: tickers, startYear: START_YEAR, ...(placed ? { weights: current } : {}) };
  const show = (next: boolean) => {
    setOpen(next);
    if (!next || locked || (run.isSuccess && JSON.stringify(run.variables) === JSON.stringify(input))) return;
    run.mutate(input, {
      onSuccess: ({ data: { result } }) => setPicked(firstChoice(choicesOf(result), result)),
    });
  };
  const frontier = run.isPending ? undefined : run.data?.data.result;
  const choices = frontier ? choicesOf(frontier) : [];
  const use = () => {
    const weights = choices[picked].weights;
    onUse(inBasisPoints(Object.fromEntries(tickers.map((t) => [t, weightOf(weights, t)])), tickers));
    setOpen(false);
    toast(`${choices[picked].name} weights filled in. Save to keep them.`);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={show}
      className="max-w-3xl"
      title="Efficient frontier"
      description={`The mixes of ${listed(tickers)} with the least volatility for each return, over the last ${YEARS} years. Opening it uses one research call.`}
      trigger={
        <Button variant="secondary" size="sm" icon={<ChartSpline aria-hidden />}>
          Efficient frontier
        </Button>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button disabled={!frontier} onClick={use}>
            Use these weights
          </Button>
        </>
      }
    >
      {run.isPending && (
        <Loading label="Computing the frontier" className="flex flex-col gap-3">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-64 w-full sm:h-80" />
          <Skeleton className="h-24 w-full" />
        </Loading>
      )}
      {locked && <PlanLocked message={locked} />}
      {run.isError && <CallError error={run.error} />}
      {frontier && (
        <div className="flex flex-col gap-4">
          <WindowNote frontier={frontier} placed={placed} total={total} />
          <FrontierChart
            frontier={frontier}
            choices={choices}
            picked={picked}
            onPick={setPicked}
            names={names}
          />
          <FrontierPicker
            frontier={frontier}
            choices={choices}
            picked={picked}
            onPick={setPicked}
            tickers={tickers}
            names={names}
            current={current}
          />
        </div>
      )}
    </Dialog>
  );
}

/** What the figures are estimated from, and why the current mix is missing when it is. */
function WindowNote({ frontier, placed, total }: { frontier: Frontier; placed: boolean; total: number }) {
  const { window, cashRate } = frontier;
  const years = window.days / 252;
  return (
    <div className="space-y-1 text-sm text-muted">
      <p>
        From daily total returns, {formatDate(window.from)} to {formatDate(window.to)}:{" "}
        {window.days.toLocaleString("en-US")} days where every instrument has a price, about{" "}
        {formatNumber(years, 1)} years
        {years < YEARS - 1 ? " (an instrument's shorter history shortens the window)" : ""}. Sharpe ratios use
        the window&apos;s mean cash rate, {formatPercent(cashRate)}.
      </p>
      {!placed && (
        <p className="text-warn">
          Your weights add up to {formatPercent(total)}, so they are not placed on the chart; make them add up
          to 100 % to compare.
        </p>
      )}
    </div>
  );
}
