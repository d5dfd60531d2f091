// A row of native radio buttons under a hidden legend: a view switch (the metric a sweep's grid shows, the
// figure a return triangle shows). Native inputs, so the arrow keys move between them and screen readers
// name the group by its legend.
import { cn } from "@/components/ui/cn";

interface Props<T extends string> {
  legend: string;
  name: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange(value: NoInfer<T>): void;
  className?: string;
}

export function RadioChoices<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  className,
}: Props<T>) {
  return (
    <fieldset className={cn("flex flex-wrap items-center gap-x-4 gap-y-1 text-sm", className)}>
      <legend className="sr-only">{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className="flex items-center gap-1.5">
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={value === o.value}
            onChange={() => onChange(o.value)}
          />
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}
