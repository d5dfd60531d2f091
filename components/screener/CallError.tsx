"use client";
// A refused save or run in words: the service's message and each detail's own message and fix. The
// details' paths and the codes stay out of sight; a refused screener's problems also show at its rows
// through the live check.
import { errorBodyOf } from "@/components/providers/errorBody";
import { ErrorState } from "@/components/ui/ErrorState";

export function CallError({ error }: { error: unknown }) {
  if (!error) return null;
  const body = errorBodyOf(error);
  return (
    <ErrorState title={body.message}>
      {body.details.length > 0 && (
        <ul className="list-disc space-y-1 pl-4">
          {body.details.map((d, i) => (
            <li key={i}>
              {d.message}
              {d.fix && <> {d.fix}</>}
            </li>
          ))}
        </ul>
      )}
    </ErrorState>
  );
}
