// The preview card of a share link (1200 x 630, Open Graph): the title, what it is, CAGR and max
// drawdown, and the growth as a small line from the stored series. Drawn by next/og with its own
// bundled font, so it needs no network.
import { ImageResponse } from "next/og";
import type { ShareCard } from "@/server/domain/sharing/views";
import { sparklinePath } from "@/components/sharing/sparkline";
import { formatPercent } from "@/components/ui/format";

export const CARD_SIZE = { width: 1200, height: 630 };
const LINE = { width: 1040, height: 200 };

function Figure({ label, value, tone }: { label: string; value: string; tone: string }) {
  return (
    <div style={{ display: "flex", flexDirection: "column", marginRight: 96 }}>
      <div style={{ fontSize: 30, color: "#5b6472" }}>{label}</div>
      <div style={{ fontSize: 76, fontWeight: 700, color: tone }}>{value}</div>
    </div>
  );
}

export function shareCardImage(card: ShareCard): ImageResponse {
  const path = sparklinePath(card.points, LINE.width, LINE.height);
  const title = card.title.length > 60 ? `${card.title.slice(0, 57)}…` : card.title;
  return new ImageResponse(
    <div
      style={{
        ...CARD_SIZE,
        display: "flex",
        flexDirection: "column",
        padding: "56px 80px",
        background: "#ffffff",
        color: "#111827",
        borderTop: "16px solid #2350e6",
      }}
    >
      <div style={{ display: "flex", fontSize: 28, color: "#2350e6", fontWeight: 700 }}>Lodestar</div>
      <div style={{ display: "flex", fontSize: 58, fontWeight: 700, marginTop: 12 }}>{title}</div>
      <div style={{ display: "flex", fontSize: 30, color: "#5b6472", marginTop: 6 }}>{card.subtitle}</div>
      {card.cagr !== null && (
        <div style={{ display: "flex", marginTop: 28 }}>
          <Figure label="CAGR" value={formatPercent(card.cagr)} tone="#111827" />
          <Figure label="Max drawdown" value={formatPercent(card.maxDrawdown)} tone="#b42318" />
        </div>
      )}
      {path && (
        <svg
          width={LINE.width}
          height={LINE.height + 8}
          viewBox={`0 -4 ${LINE.width} ${LINE.height + 8}`}
          style={{ marginTop: "auto" }}
        >
          <path d={path} fill="none" stroke="#2350e6" strokeWidth={5} strokeLinejoin="round" />
        </svg>
      )}
    </div>,
    CARD_SIZE,
  );
}
