// One strategy by id: the address in a portfolio's openUrl (AI assistants hand it to the person).
import { requireCaller } from "@/app/requireCaller";
import { PortfolioRecord } from "@/components/strategy/PortfolioRecord";
import { operationsById } from "@/server/operations/registry";

export const metadata = { title: "Strategy — Lodestar" };

export default async function PortfolioPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireCaller(`/portfolios/${id}`);
  if (!operationsById.has("get_portfolio")) {
    return <section className="card"><h1>Strategy {id}</h1><p className="muted">Stored strategies open here once strategies can be stored (get_portfolio).</p></section>;
  }
  return <PortfolioRecord id={id} canSimulate={operationsById.has("simulate_portfolio")} />;
}
