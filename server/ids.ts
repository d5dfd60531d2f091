// Record ids: 24 lowercase hex for portfolios and screeners, sim_/rcp_/job_/swp_ + 32 hex (product.md).
import { randomBytes, createHash } from "node:crypto";

export const newRecordId = () => randomBytes(12).toString("hex");
export const newSimulationId = () => `sim_${randomBytes(16).toString("hex")}`;
export const newSweepId = () => `swp_${randomBytes(16).toString("hex")}`;
export const newRequestId = () => `req_${randomBytes(8).toString("hex")}`;
export const recipeIdOf = (canonicalJson: string) =>
  `rcp_${createHash("sha256").update(canonicalJson).digest("hex").slice(0, 32)}`;

/** The public id of a queued run: the queue's job UUID as 32 hex, like the other prefixed ids. */
export const jobIdOf = (queueJobUuid: string) => `job_${queueJobUuid.replace(/-/g, "").toLowerCase()}`;

export const RECORD_ID = /^[0-9a-f]{24}$/;
export const JOB_ID = /^job_[0-9a-f]{32}$/;
export const SIMULATION_ID = /^sim_[0-9a-f]{32}$/;
