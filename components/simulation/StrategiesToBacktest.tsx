"use client";
// The person's strategies, each with a Backtest button (simulate_portfolio with default settings).
import { RecordListing } from "@/components/ui/RecordListing";
import { BacktestButton } from "@/components/simulation/BacktestButton";

export function StrategiesToBacktest() {
  return <RecordListing kind="portfolios" input={{ limit: 100 }} label="Strategies to backtest" action={(r) => <BacktestButton portfolioId={r.id} name={r.name} />} />;
}
