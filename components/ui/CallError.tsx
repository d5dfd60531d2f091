"use client";
// A refused call in words: the service's message and each detail's own message and fix. The details'
// paths and the codes stay out of sight. A plan refusal says which plan lifts it and where the plan is
// shown; a refused screener's problems also show at its rows through the live check.
import Link from "next/link";
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
              {d.message !== body.message && <>{d.message} </>}
              {d.fix}
            </li>
          ))}
        </ul>
      )}
      {body.code === "plan_required" && (
        <p className="mt-1">
          Your plan and what it includes are on your <Link href="/account">account page</Link>.
        </p>
      )}
    </ErrorState>
  );
}
