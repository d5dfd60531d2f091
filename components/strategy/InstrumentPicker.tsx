"use client";
// Adds an instrument by searching the data build (list_instruments, a page read) by ticker or name;
// each choice shows its name, asset type and the dates it has prices for.
import { useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/TRPCProvider";
import { Combobox } from "@/components/ui/Combobox";
import { useDebounced } from "@/components/hooks/useDebounced";

const ASSET_WORDS = { stocks: "Stock", etps: "ETF/ETP", crypto: "Crypto" } as const;

interface Props {
  /** Tickers already held: not offered again. */
  taken: string[];
  onPick(ticker: string): void;
  label: string;
  id?: string;
}

export function InstrumentPicker({ taken, onPick, label, id }: Props) {
  const trpc = useTRPC();
  const [text, setText] = useState("");
  const query = useDebounced(text.trim(), 200);
  const found = useQuery(
    trpc.web.list_instruments.queryOptions(
      { ...(query ? { query } : {}), limit: 30 },
      { placeholderData: keepPreviousData },
    ),
  );
  const options = (found.data?.data.result.instruments ?? [])
    .filter((i) => !taken.includes(i.ticker))
    .map((i) => ({
      value: i.ticker,
      label: `${i.ticker} · ${i.name}`,
      hint: `${ASSET_WORDS[i.assetType]} · prices ${i.firstDate.slice(0, 4)}–${i.lastDate.slice(0, 4)}`,
    }));
  return (
    <Combobox
      id={id}
      aria-label={label}
      options={options}
      value={null}
      placeholder={label}
      searchLabel="Ticker or name"
      emptyText={found.isFetching ? "Searching…" : "No instrument matches. Try a ticker such as SPY."}
      onSearchChange={setText}
      onValueChange={onPick}
    />
  );
}
