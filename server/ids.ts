// Record ids: 24 lowercase hex for portfolios and screeners, sim_/rcp_ + 32 hex (product.md).
import { randomBytes, createHash } from "node:crypto";

export const newRecordId = () => randomBytes(12).toString("hex");
export const newSimulationId = () => `sim_${randomBytes(16).toString("hex")}`;
export const newRequestId = () => `req_${randomBytes(8).toString("hex")}`;
export const recipeIdOf = (canonicalJson: string) => `rcp_${createHash("sha256").update(canonicalJson).digest("hex").slice(0, 32)}`;

export const RECORD_ID = /^[0-9a-f]{24}$/;
export const SIMULATION_ID = /^sim_[0-9a-f]{32}$/;
