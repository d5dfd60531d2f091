// A panel on the page. `title` makes it a labelled region; `actions` sit at the right of the title.
import { useId } from "react";
import { cn } from "@/components/ui/cn";

interface Props extends Omit<React.ComponentProps<"section">, "title"> {
  title?: React.ReactNode;
  /** Heading level of the title (default 2). */
  level?: 2 | 3;
  description?: React.ReactNode;
  actions?: React.ReactNode;
}

export function Card({ title, level = 2, description, actions, className, children, ...props }: Props) {
  const id = useId();
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section
      data-slot="card"
      aria-labelledby={title ? id : undefined}
      className={cn("min-w-0 rounded-xl border border-border bg-surface p-4 sm:p-5", className)}
      {...props}
    >
      {(title || actions) && (
        <div className="mb-3 flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <div className="min-w-0">
            {title && (
              <Heading id={id} className={level === 2 ? "text-lg" : "text-base"}>
                {title}
              </Heading>
            )}
            {description && <p className="mt-0.5 text-sm text-muted">{description}</p>}
          </div>
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </div>
      )}
      {children}
    </section>
  );
}
