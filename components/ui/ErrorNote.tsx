"use client";
// Shows a refused call as the server explained it: message, then each detail's path, message and fix.
import { errorBodyOf } from "@/components/providers/errorBody";

export function ErrorNote({ error }: { error: unknown }) {
  if (!error) return null;
  const body = errorBodyOf(error);
  return (
    <div className="error" role="alert">
      <strong>{body.message}</strong>
      {body.details.length > 0 && (
        <ul>
          {body.details.map((d, i) => (
            <li key={i}>
              {d.path && <code>{d.path}</code>} {d.message}
              {d.fix && <span className="muted"> — {d.fix}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
