"use client";
// A searchable choice (cmdk in a Radix Popover): type to filter by label or keywords, arrows to move,
// Enter to pick, Escape to close. For a handful of fixed options, Select is simpler.
import { useId, useState } from "react";
import { Command } from "cmdk";
import { Popover } from "radix-ui";
import { Check, ChevronsUpDown, Search } from "lucide-react";
import { cn } from "@/components/ui/cn";

export interface ComboboxOption {
  value: string;
  label: string;
  /** A second line in muted text (a category, a description). */
  hint?: string;
  /** Options with the same group are listed under it. */
  group?: string;
  /** More words the search matches (ticker, synonyms). */
  keywords?: string[];
}

interface Props extends Omit<React.ComponentProps<"button">, "value" | "onChange"> {
  options: ComboboxOption[];
  value: string | null;
  onValueChange(value: string): void;
  placeholder?: string;
  /** The search box's accessible name and placeholder. */
  searchLabel?: string;
  /** Shown when nothing matches: say what to try instead. */
  emptyText?: string;
  /** Searched elsewhere (a server query): called as the person types, and the options are shown as given. */
  onSearchChange?(text: string): void;
}

/**
 * Every word typed must appear in the option's label or keywords (cmdk's default fuzzy score lets "ROE"
 * match any description with an r, an o and an e in order); the label ranks first, then its start.
 */
function matchScore(_value: string, search: string, keywords: string[] = []): number {
  const [label = "", ...rest] = keywords.map((k) => k.toLowerCase());
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const all = `${label} ${rest.join(" ")}`;
  if (!words.every((w) => all.includes(w))) return 0;
  const query = words.join(" ");
  if (label.startsWith(query)) return 1;
  if (label.includes(query)) return 0.8;
  return words.every((w) => label.includes(w)) ? 0.6 : 0.3;
}

export function Combobox(props: Props) {
  const {
    options,
    value,
    onValueChange,
    placeholder = "Choose…",
    searchLabel = "Search",
    className,
    ...rest
  } = props;
  const { emptyText = "Nothing matches. Try fewer letters.", onSearchChange, ...trigger } = rest;
  const [open, setOpen] = useState(false);
  // With a server search the options arrive after the typing, when cmdk has nothing highlighted yet:
  // the first one is, so Enter picks the best match as it does with the built-in filter.
  const [highlighted, setHighlighted] = useState("");
  const active = options.some((o) => o.value === highlighted) ? highlighted : (options[0]?.value ?? "");
  const contentId = useId();
  const picked = options.find((o) => o.value === value);
  const groups = [...new Set(options.map((o) => o.group ?? ""))];
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          type="button"
          role="combobox"
          aria-expanded={open}
          aria-controls={contentId}
          data-slot="combobox"
          className={cn(
            "flex h-9 w-full min-w-0 items-center justify-between gap-2 rounded-md border",
            "border-border-strong",
            "bg-surface px-3 text-left text-sm text-fg disabled:opacity-50 aria-invalid:border-bad",
            className,
          )}
          {...trigger}
        >
          <span className={cn("truncate", !picked && "text-muted")}>{picked?.label ?? placeholder}</span>
          <ChevronsUpDown className="size-4 shrink-0 text-muted" aria-hidden />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          id={contentId}
          align="start"
          sideOffset={4}
          className={cn(
            "z-50 w-(--radix-popover-trigger-width) min-w-64 max-w-[calc(100vw-1rem)] overflow-hidden",
            "rounded-md border border-border bg-surface text-fg shadow-lg",
          )}
        >
          <Command
            loop
            shouldFilter={!onSearchChange}
            filter={matchScore}
            {...(onSearchChange ? { value: active, onValueChange: setHighlighted } : {})}
          >
            <div className="flex items-center gap-2 border-b border-border px-3">
              <Search className="size-4 shrink-0 text-muted" aria-hidden />
              <Command.Input
                onValueChange={onSearchChange}
                aria-label={searchLabel}
                placeholder={`${searchLabel}…`}
                className="h-10 w-full bg-transparent text-sm outline-none placeholder:text-muted"
              />
            </div>
            <Command.List className="max-h-72 overflow-y-auto p-1">
              <Command.Empty className="px-3 py-6 text-center text-sm text-muted">{emptyText}</Command.Empty>
              {groups.map((group) => (
                <Command.Group
                  key={group}
                  heading={group || undefined}
                  className="[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1.5
                    [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium
                    [&_[cmdk-group-heading]]:text-muted"
                >
                  {options
                    .filter((o) => (o.group ?? "") === group)
                    .map((o) => (
                      <Command.Item
                        key={o.value}
                        value={o.value}
                        keywords={[o.label, ...(o.keywords ?? [])]}
                        onSelect={() => {
                          onValueChange(o.value);
                          setOpen(false);
                        }}
                        className="flex cursor-pointer items-start gap-2 rounded px-2 py-1.5 text-sm
                        data-[selected=true]:bg-accent-soft"
                      >
                        <Check
                          className={cn("mt-0.5 size-4 shrink-0", o.value !== value && "invisible")}
                          aria-hidden
                        />
                        <span className="min-w-0">
                          <span className="block">{o.label}</span>
                          {o.hint && <span className="block text-xs text-muted">{o.hint}</span>}
                        </span>
                      </Command.Item>
                    ))}
                </Command.Group>
              ))}
            </Command.List>
          </Command>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
