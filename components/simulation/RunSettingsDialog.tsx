"use client";
// The settings of one backtest run (simulate_portfolio): start year, capital, currency, benchmark, the
// frictions and optional cash flows (an amount in or out every month, quarter or year). Opened by its trigger, prefilled from `initial` (a previous run's settings, or the
// builder's); a setting left empty takes the service's default. On success it opens the new result,
// or hands its id to `onStarted`. The result page's "Run again with…" and the strategy builder's
// Backtest both use it.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BASE_CURRENCIES } from "@/server/catalogue/modelFields";
import { EARLIEST_MONTHLY_YEAR, firstYearOf, LATEST_DATA_YEAR } from "@/server/catalogue/dataYears";
import { usePlan } from "@/components/providers/PlanProvider";
import { useTRPC } from "@/components/providers/TRPCProvider";
import type { Inputs, Outputs } from "@/components/providers/operations";
import { errorBodyOf } from "@/components/providers/errorBody";
import { notPlain, runChecks } from "@/components/forms/problemWords";
import { Button } from "@/components/ui/Button";
import { Dialog, DialogClose } from "@/components/ui/Dialog";
import { ErrorState } from "@/components/ui/ErrorState";
import { Field } from "@/components/ui/Field";
import { NumberInput } from "@/components/ui/NumberInput";
import { Select } from "@/components/ui/Select";

/** simulate_portfolio's settings: everything but the portfolio. */
export type RunSettings = Omit<Inputs["simulate_portfolio"], "portfolioId">;
type Summary = Outputs["simulate_portfolio"]["data"]["result"]["simulation"];

/** The settings a simulation was run with, to run it again with changes. */
export const settingsOf = (s: Summary): RunSettings => ({
  startYear: s.startYear,
  variant: s.variant,
  startingCapital: s.startingCapital,
  baseCurrency: s.baseCurrency,
  benchmarkId: s.benchmark?.portfolioId ?? null,
});

export interface RunSettingsDialogProps {
  portfolioId: string;
  /** Prefilled settings; those left out show empty and take the service's defaults. */
  initial?: RunSettings;
  /** The strategy's own starting year (the service's default); one before the plan's first is raised to it. */
  strategyStartYear?: number;
  /** The control that opens the dialog (a Button). */
  trigger: React.ReactNode;
  title?: string;
  /** Called with the new simulation's id instead of opening its result page. */
  onStarted?(simulationId: string): void;
}

const OWN_BENCHMARK = "own";
/** Each switch's words say what its current state does: a ticked box reads "On: …", never "Off: …". */
const SWITCHES = [
  {
    key: "reinvest",
    label: "Reinvest dividends",
    on: "On: dividends are reinvested in what paid them.",
    off: "Off: dividends are paid out as cash.",
  },
  {
    key: "costs",
    label: "Trading costs",
    on: "On: 10 basis points of each trade's value.",
    off: "Off: trades cost nothing.",
  },
  {
    key: "taxes",
    label: "Taxes",
    on: "On: 15 % on realised gains at year end and on dividends.",
    off: "Off: no tax is paid.",
  },
] as const;
const DEFAULT_VARIANT = { reinvest: true, costs: true, taxes: false };
const EVERY = [
  { value: "month", label: "Every month" },
  { value: "quarter", label: "Every quarter" },
  { value: "year", label: "Every year" },
];
type Every = "month" | "quarter" | "year";

export function RunSettingsDialog(props: RunSettingsDialogProps) {
  const { portfolioId, initial = {}, trigger, title = "Run again with…", onStarted } = props;
  const plan = usePlan();
  const firstYear = plan ? firstYearOf(plan) : EARLIEST_MONTHLY_YEAR;
  const ownYear = props.strategyStartYear;
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [startYear, setStartYear] = useState(
    initial.startYear ?? (ownYear !== undefined && ownYear < firstYear ? firstYear : null),
  );
  const [capital, setCapital] = useState(initial.startingCapital ?? null);
  const [currency, setCurrency] = useState(initial.baseCurrency ?? "USD");
  const [benchmark, setBenchmark] = useState(initial.benchmarkId ?? OWN_BENCHMARK);
  const [variant, setVariant] = useState({ ...DEFAULT_VARIANT, ...initial.variant });
  const [flowAmount, setFlowAmount] = useState(initial.cashFlows?.amount ?? null);
  const [flowEvery, setFlowEvery] = useState<Every>(initial.cashFlows?.every ?? "month");
  const [flowInflation, setFlowInflation] = useState(initial.cashFlows?.inflationAdjusted ?? false);
  // The dialog's own checks, in words, as the person types (components/forms/problemWords.ts).
  const problems = {
    startYear: runChecks.startYear(startYear, firstYear, LATEST_DATA_YEAR),
    capital: runChecks.capital(capital),
    flow: runChecks.flow(flowAmount),
  };
  const invalid = Object.values(problems).some(Boolean);
  const benchmarks = useQuery({
    ...trpc.web.list_portfolios.queryOptions({ state: "public", limit: 100 }),
    enabled: open,
  });
  const simulate = useMutation(trpc.simulate_portfolio.mutationOptions());
  // Where a started run is while its result page opens: queued, running or done.
  const [started, setStarted] = useState<string | null>(null);
  const busy = simulate.isPending || started !== null;
  const busyLabel = simulate.isPending
    ? "Running…"
    : started === "queued"
      ? "Queued…"
      : started === "running"
        ? "Running…"
        : "Opening the result…";
  const run = () =>
    simulate.mutate(
      {
        portfolioId,
        startYear,
        variant,
        baseCurrency: currency,
        benchmarkId: benchmark === OWN_BENCHMARK ? null : benchmark,
        ...(capital === null ? {} : { startingCapital: capital }),
        ...(flowAmount
          ? { cashFlows: { amount: flowAmount, every: flowEvery, inflationAdjusted: flowInflation } }
          : {}),
      },
      {
        onSuccess: (env) => {
          const id = env.data.result.simulation.id;
          void queryClient.invalidateQueries(trpc.web.list_simulations.pathFilter());
          if (onStarted) {
            setOpen(false);
            onStarted(id);
            return;
          }
          // The dialog stays, its button saying where the run is, until the result page takes over.
          setStarted(env.data.result.state);
          router.push(`/simulations/${id}`);
        },
      },
    );
  const publicOptions = (benchmarks.data?.data.result.portfolios ?? []).map((p) => ({
    value: p.id,
    label: p.name,
  }));
  const refused = simulate.error ? errorBodyOf(simulate.error) : null;
  return (
    <Dialog
      title={title}
      description="A new backtest of the same strategy; empty settings take their defaults."
      trigger={trigger}
      open={open}
      onOpenChange={setOpen}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button onClick={run} loading={busy} disabled={invalid}>
            {busy ? busyLabel : "Run backtest"}
          </Button>
        </>
      }
    >
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field
          label="Start year"
          hint={`${firstYear} to ${LATEST_DATA_YEAR} on your plan; empty, the strategy's own starting year.`}
          error={problems.startYear}
        >
          {(p) => (
            <NumberInput
              {...p}
              value={startYear}
              onValueChange={setStartYear}
              step={1}
              min={firstYear}
              max={LATEST_DATA_YEAR}
              placeholder={ownYear !== undefined ? String(ownYear) : undefined}
            />
          )}
        </Field>
        <Field label="Starting capital" hint="In the base currency; default 10,000." error={problems.capital}>
          {(p) => (
            <NumberInput {...p} value={capital} onValueChange={setCapital} min={1} placeholder="10000" />
          )}
        </Field>
        <Field label="Base currency">
          {(p) => (
            <Select
              {...p}
              value={currency}
              onValueChange={setCurrency}
              options={BASE_CURRENCIES.map((c) => ({ value: c, label: c }))}
            />
          )}
        </Field>
        <Field label="Benchmark">
          {(p) => (
            <Select
              {...p}
              value={benchmark}
              onValueChange={setBenchmark}
              options={[{ value: OWN_BENCHMARK, label: "The strategy's own" }, ...publicOptions]}
            />
          )}
        </Field>
      </div>
      <fieldset className="mt-1 grid gap-2">
        <legend className="mb-1 text-sm font-medium">Frictions</legend>
        {SWITCHES.map((s) => (
          <label key={s.key} className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-(--accent)"
              checked={variant[s.key]}
              onChange={(e) => setVariant((v) => ({ ...v, [s.key]: e.target.checked }))}
            />
            <span>
              {s.label} <span className="text-muted">— {variant[s.key] ? s.on : s.off}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="mt-4 grid gap-x-4 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-medium">Cash flows</legend>
        <Field
          label="Amount each time"
          hint="In the base currency: + adds, − withdraws; empty for none."
          error={problems.flow}
        >
          {(p) => <NumberInput {...p} value={flowAmount} onValueChange={setFlowAmount} />}
        </Field>
        <Field label="How often">
          {(p) => (
            <Select
              {...p}
              value={flowEvery}
              onValueChange={(v) => setFlowEvery(v as Every)}
              options={EVERY}
            />
          )}
        </Field>
        <label className="flex items-start gap-2 text-sm sm:col-span-2">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-(--accent)"
            checked={flowInflation}
            onChange={(e) => setFlowInflation(e.target.checked)}
          />
          <span>
            Raise with inflation <span className="text-muted">— by US CPI since the start.</span>
          </span>
        </label>
      </fieldset>
      {refused && (
        <ErrorState
          title={notPlain(refused.message) ? "The backtest was not started." : refused.message}
          className="mt-4"
        >
          {refused.details
            .map((d) => [d.message, d.fix].find((t) => t && !notPlain(t)) ?? "A setting is not accepted.")
            .join(" ")}
        </ErrorState>
      )}
    </Dialog>
  );
}
