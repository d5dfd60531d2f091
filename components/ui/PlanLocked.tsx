// A tool the person's plan does not include, said before anything is asked of the service (a refusal
// by plan would count as a research call): what has it, and where the plan is shown.
import Link from "next/link";
import { ErrorState } from "@/components/ui/ErrorState";

export function PlanLocked({ message }: { message: string }) {
  return (
    <ErrorState title={message}>
      Your plan and what it includes are on your <Link href="/account">account page</Link>.
    </ErrorState>
  );
}
