"use client";
// A labelled form control: the control is named by the label text alone and described by the hint and
// the error, so screen readers (and tests) find it by its label without the hint or the value mixed in.
// The control comes as a function of the props to spread on it: <Field label="…">{(p) => <Input {...p} />}
import { useId } from "react";
import { cn } from "@/components/ui/cn";

export interface ControlProps {
  id: string;
  "aria-labelledby": string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

interface Props {
  label: string;
  hint?: string;
  /** What is wrong and how to fix it, in words. */
  error?: string;
  className?: string;
  children(props: ControlProps): React.ReactNode;
}

export function Field({ label, hint, error, className, children }: Props) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <label data-slot="field" className={cn("mb-3 grid min-w-0 gap-1.5 text-sm", className)} htmlFor={id}>
      <span id={`${id}-name`} className="font-medium">
        {label}
      </span>
      {children({
        id,
        "aria-labelledby": `${id}-name`,
        ...(described ? { "aria-describedby": described } : {}),
        ...(error ? { "aria-invalid": true as const } : {}),
      })}
      {hint && (
        <span className="text-xs text-muted" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {error && (
        <span className="text-xs text-bad" id={`${id}-error`}>
          {error}
        </span>
      )}
    </label>
  );
}
