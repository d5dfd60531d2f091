// A share link (/s/<token>): one backtest or one saved strategy, read only, for anyone, signed in or
// not. Nothing here spends a research call or shows anything else of the owner's account. The page
// carries Open Graph tags and a preview card (card.png) for chat apps and social sites, and is kept out
// of search engines (noindex): a link is for those it was given to.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { formatPercent } from "@/components/ui/format";
import { SharedSimulationView } from "@/components/sharing/SharedSimulationView";
import { SharedPortfolioView } from "@/components/sharing/SharedPortfolioView";
import { cardImageUrl, loadShare } from "@/app/s/loadShare";
import { env } from "@/server/env";

type Params = { params: Promise<{ token: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { token } = await params;
  const shared = await loadShare(token);
  if (!shared) return { title: "Link not found — Lodestar", robots: { index: false } };
  const { card } = shared;
  const figures =
    card.cagr === null
      ? card.subtitle
      : `CAGR ${formatPercent(card.cagr)} · max drawdown ${formatPercent(card.maxDrawdown)} · ${card.subtitle}`;
  const title = `${card.title} — Lodestar`;
  const image = { url: cardImageUrl(token), width: 1200, height: 630, alt: `${card.title}: ${figures}` };
  return {
    title,
    description: figures,
    robots: { index: false, follow: false },
    openGraph: {
      title,
      description: figures,
      url: `${env().appUrl}/s/${token}`,
      siteName: "Lodestar",
      type: "website",
      images: [image],
    },
    twitter: { card: "summary_large_image", title, description: figures, images: [image.url] },
  };
}

export default async function SharedPage({ params }: Params) {
  const { token } = await params;
  const shared = await loadShare(token);
  if (!shared) notFound();
  return shared.kind === "simulation" ? (
    <SharedSimulationView view={shared.simulation} />
  ) : (
    <SharedPortfolioView view={shared.portfolio} />
  );
}
