// One strategy by id: the address in a portfolio's openUrl (AI assistants hand it to the person).
import { requireCaller } from "@/app/requireCaller";
import { PortfolioRecord } from "@/components/strategy/PortfolioRecord";

export const metadata = { title: "Strategy — Lodestar" };

export default async function PortfolioPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireCaller(`/portfolios/${id}`);
  return <PortfolioRecord id={id} />;
}
