// The strategy builder, rendered in the browser from describe_strategy_model and list_allocation_methods.
import { requireCaller } from "@/app/requireCaller";
import { StrategyBuilder } from "@/components/strategy/StrategyBuilder";

export const metadata = { title: "New strategy — Lodestar" };

export default async function NewStrategyPage() {
  const caller = await requireCaller("/portfolios/new");
  return (
    <>
      <section className="card">
        <h1>New strategy</h1>
        <p className="muted">
          A Single strategy: one model that selects instruments, weights them and sells on its exits. Every
          field, default and limit below comes from the strategy model for your plan ({caller.plan}).
        </p>
      </section>
      <StrategyBuilder plan={caller.plan} />
    </>
  );
}
