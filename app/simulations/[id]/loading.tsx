// Between the click on "Run backtest" and the result page's first answer: the page's shape with a
// line that says what is happening, so a person never looks at the old page wondering.
import { Loading, Skeleton } from "@/components/ui/Skeleton";
import { ResultSkeleton } from "@/components/simulation/ResultSkeleton";

export default function OpeningBacktest() {
  return (
    <Loading label="Opening the backtest" className="grid gap-4">
      <p className="text-sm text-muted" aria-hidden>
        Opening the backtest…
      </p>
      <Skeleton className="h-24" />
      <ResultSkeleton />
    </Loading>
  );
}
