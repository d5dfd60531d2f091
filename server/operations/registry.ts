// The operation registry: the single list every transport (REST, tRPC, MCP, OpenAPI) iterates.
// To add an operation: write server/operations/<operation_id>.ts with defineOperation, import it here.
import type { Operation } from "@/server/operations/types";

export const operations: Operation[] = [];

export const operationsById = new Map(operations.map((op) => [op.id, op]));
