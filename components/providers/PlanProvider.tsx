"use client";
// The signed-in person's plan, for what the browser can tell before asking (the first start year a
// backtest may take), so a run the plan would refuse, and count, is not sent. Null signed out.
import { createContext, useContext } from "react";
import type { PlanId } from "@/server/plans";

const PlanContext = createContext<PlanId | null>(null);

export function PlanProvider({ plan, children }: { plan: PlanId | null; children: React.ReactNode }) {
  return <PlanContext value={plan}>{children}</PlanContext>;
}

export const usePlan = () => useContext(PlanContext);
