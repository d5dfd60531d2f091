"use client";
// Fast entry: a list of holdings typed or pasted at once ("SPY 50 TLT 30 GLD 20", one a line, or CSV)
// fills the model's instruments and its fixed weights in percent. Each ticker is looked up in the data
// build (list_instruments, a page read); one it does not hold is named and left out.
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ClipboardPaste } from "lucide-react";
import { Button } from "@/components/ui/Button";
import { inputClass } from "@/components/ui/Input";
import { cn } from "@/components/ui/cn";
import { useTRPC } from "@/components/providers/TRPCProvider";
import { parseHoldings, type PastedHolding } from "@/components/strategy/holdingsList";
import { spreadRest } from "@/components/strategy/WeightTable";

interface Props {
  /** The tickers found and their weights as fractions (every weight given, or all spread evenly). */
  onFill(tickers: string[], weights: Record<string, number>): void;
}

export function PasteHoldings({ onFill }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [text, setText] = useState("");
  const [notes, setNotes] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const known = async (h: PastedHolding) => {
    const page = await queryClient.fetchQuery(
      trpc.web.list_instruments.queryOptions({ query: h.ticker, limit: 1 }),
    );
    return page.data.result.instruments[0]?.ticker === h.ticker;
  };

  const fill = async (list: string) => {
    const { holdings, notes: read } = parseHoldings(list);
    if (holdings.length === 0) {
      setNotes(["No ticker found. Write a ticker and its percent, such as “SPY 60 TLT 40”."]);
      return;
    }
    setBusy(true);
    try {
      const found = await Promise.all(holdings.map(known));
      const kept = holdings.filter((_, i) => found[i]);
      const unknown = holdings.filter((_, i) => !found[i]).map((h) => h.ticker);
      const said = [...read];
      if (unknown.length)
        said.push(
          `${unknown.join(", ")} ${unknown.length === 1 ? "is" : "are"} not in Lodestar's data and ` +
            "were left out; search for the fund by name below.",
        );
      if (kept.length) {
        const rows = kept.map((h) => ({ key: h.ticker, label: h.ticker, weight: h.percent ?? 0 }));
        const weights = kept.every((h) => h.percent === null)
          ? spreadRest(rows.map((r) => ({ ...r, weight: null })))
          : Object.fromEntries(rows.map((r) => [r.key, Math.round(r.weight * 100) / 10_000]));
        onFill(
          kept.map((h) => h.ticker),
          weights,
        );
        said.unshift(
          `Filled ${kept.length} holding${kept.length === 1 ? "" : "s"}: ${kept.map((h) => h.ticker).join(", ")}.`,
        );
        setText("");
      }
      setNotes(said);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="paste-holdings" className="text-xs font-medium">
        Paste tickers and weights
      </label>
      <textarea
        id="paste-holdings"
        rows={2}
        value={text}
        placeholder="e.g. SPY 50 TLT 30 GLD 20"
        aria-describedby="paste-holdings-hint paste-holdings-notes"
        className={cn(inputClass, "h-auto py-1.5 font-mono")}
        onChange={(e) => setText(e.target.value)}
        onPaste={(e) => {
          const pasted = e.clipboardData.getData("text");
          if (!pasted.trim()) return;
          e.preventDefault();
          setText(pasted);
          void fill(pasted);
        }}
      />
      <p id="paste-holdings-hint" className="text-xs text-muted">
        Weights in percent; one line, one holding a line, or CSV. Replaces the list and sets fixed weights.
      </p>
      <div>
        <Button
          variant="secondary"
          size="sm"
          icon={<ClipboardPaste />}
          disabled={busy || !text.trim()}
          onClick={() => void fill(text)}
        >
          {busy ? "Looking up…" : "Fill holdings"}
        </Button>
      </div>
      <div id="paste-holdings-notes" role="status" className="text-xs">
        {notes.map((n) => (
          <p key={n}>{n}</p>
        ))}
      </div>
    </div>
  );
}
