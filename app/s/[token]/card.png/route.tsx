// The preview card image of a share link (og:image): 404 once the link is revoked, as the page is.
import { loadCard } from "@/app/s/loadShare";
import { shareCardImage } from "@/app/s/shareCardImage";

export async function GET(_req: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const card = await loadCard(token);
  if (!card) return new Response("This link does not open (it was revoked, or never made).", { status: 404 });
  const image = shareCardImage(card);
  image.headers.set("cache-control", "public, max-age=60");
  return image;
}
