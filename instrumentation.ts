// Next calls register() once per server process (and in `next build`'s workers, where nothing should
// start). The Node-only work lives in instrumentation-node.ts, imported only in the Node runtime so the
// edge bundle never traces it.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs" && process.env.NEXT_PHASE !== "phase-production-build") {
    const { startNode } = await import("./instrumentation-node");
    await startNode();
  }
}
