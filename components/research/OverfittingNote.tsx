// The sweep's verdict on luck, at the top of its result: the service's sentence, then the two figures
// behind it, each explained in a tooltip (Bailey and López de Prado 2014; Bailey, Borwein, López de
// Prado and Zhu 2015).
import { ShieldQuestion } from "lucide-react";
import type { SweepResult } from "@/components/research/types";
import { InfoButton } from "@/components/ui/Tooltip";
import { formatNumber, formatPercent } from "@/components/ui/format";

const DEFLATED =
  "The best variant's Sharpe ratio after allowing for how many variants were tried and how far apart their Sharpe ratios are: the chance, from 0 to 1, that its true Sharpe ratio is above 0. Near 1 is skill; 0.5 or less is what luck alone would often give.";
const PBO =
  "Split the history into 16 blocks; in every half-and-half split, pick the best variant on one half and see where it ranks on the other. This is the share of splits where the in-sample winner falls in the bottom half out of sample. Near 0 is good; 0.5 means picking the best was no better than picking at random.";

export function OverfittingNote({ overfitting }: { overfitting: SweepResult["overfitting"] }) {
  return (
    <section
      aria-label="Is the best variant luck?"
      data-testid="overfitting"
      className="rounded-xl border border-accent/40 bg-accent-soft px-4 py-3"
    >
      <p className="flex items-start gap-2 text-base font-medium">
        <ShieldQuestion className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
        <span>{overfitting.sentence}</span>
      </p>
      <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 pl-7 text-sm text-muted">
        <span className="inline-flex items-center gap-1">
          Deflated Sharpe ratio{" "}
          <strong className="tabular-nums text-fg">{formatNumber(overfitting.deflatedSharpe, 2)}</strong>
          <InfoButton label="About the deflated Sharpe ratio" content={DEFLATED} />
        </span>
        <span className="inline-flex items-center gap-1">
          Probability of overfitting{" "}
          <strong className="tabular-nums text-fg">
            {overfitting.probabilityOfOverfitting === null
              ? "not enough history"
              : formatPercent(overfitting.probabilityOfOverfitting, 0)}
          </strong>
          <InfoButton label="About the probability of overfitting" content={PBO} />
        </span>
        <span>{overfitting.trials.toLocaleString("en-US")} variants tried</span>
      </p>
    </section>
  );
}
