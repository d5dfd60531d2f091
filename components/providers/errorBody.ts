// The error body a refused call carries: the server puts the same body as REST's into tRPC's
// `error.data` (server/transport/trpc.ts), so the browser shows code, message, path and fix alike.
import type { ErrorBody } from "@/server/errors";

export function errorBodyOf(error: unknown): ErrorBody["error"] {
  const data = (error as { data?: Partial<ErrorBody> } | null)?.data;
  if (data?.error) return data.error;
  const message = error instanceof Error ? error.message : "The request failed.";
  return { code: "unavailable", message, details: [] };
}
