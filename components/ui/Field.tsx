"use client";
// A labelled form control: the control is named by the label text alone and described by the hint, so
// screen readers (and tests) find it by its label without the hint or the current value mixed in.
import { useId } from "react";

export interface ControlProps {
  id: string;
  "aria-labelledby": string;
  "aria-describedby"?: string;
}

export function Field({ label, hint, error, children }: { label: string; hint?: string; error?: string; children(props: ControlProps): React.ReactNode }) {
  const id = useId();
  return (
    <label className="field" htmlFor={id}>
      <span id={`${id}-name`}>{label}</span>
      {children({ id, "aria-labelledby": `${id}-name`, ...(hint ? { "aria-describedby": `${id}-hint` } : {}) })}
      {hint && <span className="hint" id={`${id}-hint`}>{hint}</span>}
      {error && <span className="error">{error}</span>}
    </label>
  );
}
