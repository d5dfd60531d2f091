// Who is asking: resolved by the transport (browser session or API key) and handed to the domain
// rules that depend on the person, their plan or their draft folder.
import type { PlanId } from "@/server/plans";

export interface Caller {
  userId: string;
  plan: PlanId;
  /** The API key used, or null for a browser session. */
  apiKeyId: string | null;
  /** The draft folder: MCP client name, API key name, or "Lodestar web". */
  folder: string;
}
