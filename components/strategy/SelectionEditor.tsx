"use client";
// What a model may hold: instruments found by search or pasted as a list with their weights, and
// screeners whose matches it buys (entry) or whose leavers it sells (exit).
import { X } from "lucide-react";
import type { ModelDraft } from "@/components/strategy/draft";
import { InstrumentPicker } from "@/components/strategy/InstrumentPicker";
import { PasteHoldings } from "@/components/strategy/PasteHoldings";
import { ScreenerPicker, type ScreenerChoice } from "@/components/strategy/ScreenerPicker";
import type { StrategyCatalogue } from "@/components/strategy/useStrategyCatalogue";

interface Props {
  model: ModelDraft;
  onChange(model: ModelDraft): void;
  catalogue: StrategyCatalogue;
  screeners: ScreenerChoice[];
}

function Part({ title, hint, children }: { title: string; hint: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div>
        <h4 className="text-sm font-medium">{title}</h4>
        <p className="text-xs text-muted">{hint}</p>
      </div>
      {children}
    </div>
  );
}

export function SelectionEditor({ model, onChange, catalogue, screeners }: Props) {
  const f = (name: string) => catalogue.field(`subStrategies[].selection.${name}`);
  const instruments = f("instruments");
  const set = (part: Partial<ModelDraft>) => onChange({ ...model, ...part });
  return (
    <div className="grid gap-5 md:grid-cols-3">
      <Part title={instruments.name} hint={instruments.description}>
        {model.instruments.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label={instruments.name}>
            {model.instruments.map((t) => (
              <li
                key={t}
                className="inline-flex items-center gap-1 rounded-full border border-border bg-surface-2 py-0.5 pr-1 pl-2.5 text-sm font-medium"
              >
                {t}
                <button
                  data-slot="chip-remove"
                  type="button"
                  aria-label={`Remove ${t}`}
                  className="rounded-full p-0.5 text-muted hover:bg-surface hover:text-fg"
                  onClick={() => set({ instruments: model.instruments.filter((x) => x !== t) })}
                >
                  <X className="size-3.5" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        )}
        <InstrumentPicker
          label="Add an instrument"
          taken={model.instruments}
          onPick={(t) => set({ instruments: [...model.instruments, t] })}
        />
        <PasteHoldings
          onFill={(instruments, weight) =>
            set({ instruments, riskOn: { ...model.riskOn, method: "fixed_weights", settings: { weight } } })
          }
        />
      </Part>
      <Part title={f("entryScreeners").name} hint="Their matches may be bought at each rebalance.">
        <ScreenerPicker
          label={f("entryScreeners").name}
          value={model.entryScreeners}
          onChange={(entryScreeners) => set({ entryScreeners })}
          choices={screeners}
        />
      </Part>
      <Part title={f("exitScreeners").name} hint="A holding that stops matching them is sold.">
        <ScreenerPicker
          label={f("exitScreeners").name}
          value={model.exitScreeners}
          onChange={(exitScreeners) => set({ exitScreeners })}
          choices={screeners}
        />
      </Part>
    </div>
  );
}
