// The strategy builder for a new strategy; `?entryScreener=<id>` (a screener's "Use in a strategy")
// starts it with that screener as its entry screener. The catalogue is read in the browser.
import { requireCaller } from "@/app/requireCaller";
import { StrategyBuilder } from "@/components/strategy/StrategyBuilder";

export const metadata = { title: "New strategy — Lodestar" };

const SCREENER_ID = /^[0-9a-f]{24}$/;

export default async function NewStrategyPage({
  searchParams,
}: {
  searchParams: Promise<{ entryScreener?: string | string[] }>;
}) {
  const { entryScreener } = await searchParams;
  const query = typeof entryScreener === "string" ? `?entryScreener=${entryScreener}` : "";
  await requireCaller(`/portfolios/new${query}`);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl sm:text-3xl">New strategy</h1>
        <p className="mt-1 text-muted">
          Choose what it may hold, how to weight it, when to step aside and how often to rebalance. Each block
          opens to edit; the check beside it says whether the service accepts it.
        </p>
      </div>
      <StrategyBuilder
        record={null}
        entryScreener={
          typeof entryScreener === "string" && SCREENER_ID.test(entryScreener) ? entryScreener : undefined
        }
      />
    </div>
  );
}
