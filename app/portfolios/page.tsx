// The person's strategies and the service's public benchmark strategies (list_portfolios, as page reads).
import { requireCaller } from "@/app/requireCaller";
import { StrategyList } from "@/components/strategy/StrategyList";

export const metadata = { title: "Strategies — Lodestar" };

export default async function PortfoliosPage() {
  await requireCaller("/portfolios");
  return <StrategyList />;
}
