// One strategy by id: the address in a portfolio's openUrl (AI assistants hand it to the person). It
// opens in the builder, prefilled; another account's id is the not-found page.
import { requireRecord } from "@/app/requireRecord";
import { PortfolioEditor } from "@/components/strategy/PortfolioEditor";

export const metadata = { title: "Strategy — Lodestar" };

export default async function PortfolioPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireRecord("portfolio", id);
  return <PortfolioEditor id={id} />;
}
