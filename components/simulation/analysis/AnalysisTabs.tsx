"use client";
// The analysis of a finished backtest, as tabs under its result: Monte Carlo, Factors, Correlations,
// Periods. Each tool tab runs on the person's click (a research call), never on opening the page;
// Periods reads the stored result when its tab opens (no call counted).
import { Card } from "@/components/ui/Card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/Tabs";
import { MonteCarloPanel } from "@/components/simulation/analysis/MonteCarloPanel";
import { FactorsPanel } from "@/components/simulation/analysis/FactorsPanel";
import { CorrelationsPanel } from "@/components/simulation/analysis/CorrelationsPanel";
import { PeriodsPanel } from "@/components/simulation/analysis/PeriodsPanel";

interface Props {
  simulationId: string;
  currency: string;
  startYear: number;
  /** Every instrument the backtest held at a rebalance, in the order first held. */
  tickers: string[];
}

export function AnalysisTabs({ simulationId, currency, startYear, tickers }: Props) {
  return (
    <Card
      data-print="hidden"
      title="Analysis"
      description="What might come next, what drove the returns, what moved together, and how much the start date mattered."
    >
      <Tabs defaultValue="monte-carlo">
        <TabsList aria-label="Analysis tools">
          <TabsTrigger value="monte-carlo">Monte Carlo</TabsTrigger>
          <TabsTrigger value="factors">Factors</TabsTrigger>
          <TabsTrigger value="correlations">Correlations</TabsTrigger>
          <TabsTrigger value="periods">Periods</TabsTrigger>
        </TabsList>
        <TabsContent value="monte-carlo">
          <MonteCarloPanel simulationId={simulationId} currency={currency} />
        </TabsContent>
        <TabsContent value="factors">
          <FactorsPanel simulationId={simulationId} />
        </TabsContent>
        <TabsContent value="correlations">
          <CorrelationsPanel tickers={tickers} startYear={startYear} />
        </TabsContent>
        <TabsContent value="periods">
          <PeriodsPanel simulationId={simulationId} />
        </TabsContent>
      </Tabs>
    </Card>
  );
}
