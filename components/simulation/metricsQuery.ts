// The one read of a finished simulation's full result that its page makes (get_simulation_metrics with
// the daily series): the same input on the server (prefetch) and in the browser, so they share a cache entry.
export const metricsQuery = (simulationId: string) => ({ simulationId, series: "daily" as const });
