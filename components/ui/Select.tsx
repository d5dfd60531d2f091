"use client";
// A single choice from a short list (Radix Select): keyboard, typeahead and screen readers for free.
// For long or searchable lists use Combobox. Label it with aria-labelledby from Field, or aria-label.
import { Select as Radix } from "radix-ui";
import { Check, ChevronDown } from "lucide-react";
import { cn } from "@/components/ui/cn";

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

interface Props extends Omit<React.ComponentProps<typeof Radix.Trigger>, "value" | "defaultValue" | "dir"> {
  options: SelectOption[];
  value?: string;
  onValueChange?(value: string): void;
  placeholder?: string;
  name?: string;
}

export function Select({
  options,
  value,
  onValueChange,
  placeholder,
  name,
  className,
  disabled,
  ...props
}: Props) {
  return (
    <Radix.Root value={value} onValueChange={onValueChange} name={name} disabled={disabled}>
      <Radix.Trigger
        data-slot="select"
        className={cn(
          "flex h-9 w-full min-w-0 items-center justify-between gap-2 rounded-md border border-border-strong",
          "bg-surface px-3 text-sm text-fg data-placeholder:text-muted disabled:opacity-50",
          "aria-invalid:border-bad",
          className,
        )}
        {...props}
      >
        <Radix.Value placeholder={placeholder} />
        <Radix.Icon asChild>
          <ChevronDown className="size-4 text-muted" aria-hidden />
        </Radix.Icon>
      </Radix.Trigger>
      <Radix.Portal>
        <Radix.Content
          position="popper"
          sideOffset={4}
          className={cn(
            "z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width)",
            "overflow-hidden rounded-md border border-border bg-surface text-fg shadow-lg",
          )}
        >
          <Radix.Viewport className="p-1">
            {options.map((o) => (
              <Radix.Item
                key={o.value}
                value={o.value}
                disabled={o.disabled}
                className={cn(
                  "relative flex cursor-pointer select-none items-center rounded py-1.5 pl-7 pr-3 text-sm",
                  "outline-none data-highlighted:bg-accent-soft data-disabled:opacity-50",
                )}
              >
                <Radix.ItemIndicator className="absolute left-2 inline-flex">
                  <Check className="size-4" aria-hidden />
                </Radix.ItemIndicator>
                <Radix.ItemText>{o.label}</Radix.ItemText>
              </Radix.Item>
            ))}
          </Radix.Viewport>
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}
