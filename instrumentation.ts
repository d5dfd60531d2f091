// Next calls register() once per server process (and in `next build`'s workers, where nothing should
// start). The Node-only work lives in instrumentation-node.ts, imported only in the Node runtime so the
// edge bundle never traces it.
import { env } from "@/server/env";

export async function register() {
  if (env().startUpWork) {
    const { startNode } = await import("./instrumentation-node");
    await startNode();
  }
}
