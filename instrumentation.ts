// Next calls register() once per server process (and in `next build`'s workers, where nothing should
// start). The Node-only work lives in instrumentation-node.ts, imported only in the Node runtime so the
// edge bundle never traces it.
import { readEnv } from "@/server/env";

export async function register() {
  // Next inlines this literal in its bundles ("nodejs" in the Node runtime). A custom server
  // (scripts/serve.ts) does not put it in process.env, where env() reads: read that way, no start-up
  // work (jobs, recovery sweep, warm-up) ever ran under `npm start`.
  const runtime = process.env.NEXT_RUNTIME;
  if (readEnv({ ...process.env, NEXT_RUNTIME: runtime }).startUpWork) {
    const { startNode } = await import("./instrumentation-node");
    await startNode();
  }
}
