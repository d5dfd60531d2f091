// The research calls left, as the last counted tRPC call reported them (CALLS_LEFT_HEADER). The top bar
// sits in the root layout, which client-side navigation does not render again, so without this it would
// show the figure of the last full page load.
import { useSyncExternalStore } from "react";
import { CALLS_LEFT_HEADER } from "@/server/plans";

let reported: number | null = null;
const listeners = new Set<() => void>();

function report(left: number) {
  reported = left;
  for (const l of listeners) l();
}

/** A fetch for the tRPC link that passes each response's calls left on. */
export async function fetchReportingCallsLeft(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> {
  const response = await fetch(input, init);
  const left = response.headers.get(CALLS_LEFT_HEADER);
  if (left !== null) report(Number(left));
  return response;
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The calls left: the latest report, else the page's own figure. */
export const useCallsLeft = (fromPage: number) =>
  useSyncExternalStore(
    subscribe,
    () => reported ?? fromPage,
    () => fromPage,
  );
