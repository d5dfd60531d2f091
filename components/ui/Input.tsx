// A text input on the tokens. Label it through Field (or aria-label); aria-invalid turns it red.
import { cn } from "@/components/ui/cn";

export const inputClass =
  "h-9 w-full min-w-0 rounded-md border border-border-strong bg-surface px-3 text-sm text-fg " +
  "placeholder:text-muted disabled:cursor-not-allowed disabled:opacity-50 " +
  "aria-invalid:border-bad focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring";

export function Input({ className, ...props }: React.ComponentProps<"input">) {
  return <input data-slot="input" className={cn(inputClass, className)} {...props} />;
}
