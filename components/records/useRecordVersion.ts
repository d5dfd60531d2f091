"use client";
// The version a builder's edits are made against (product.md "Records: versions and sharing"): the one
// it opened, then the one each of its own writes answered. An edit sends it as expectedVersion, so a
// change someone else saved in between (another tab, an assistant, the API) is refused with conflict
// instead of being overwritten; `conflict` then holds both versions for <ConflictDialog>.
import { useState } from "react";
import { errorBodyOf } from "@/components/providers/errorBody";

export interface VersionConflict {
  /** The version the builder's edits were made on. */
  yours: number;
  /** The record's version now. */
  theirs: number;
}

export function useRecordVersion(opened: number | null) {
  const [version, setVersion] = useState(opened);
  const [conflict, setConflict] = useState<VersionConflict | null>(null);
  return {
    conflict,
    dismiss: () => setConflict(null),
    /**
     * Runs an edit made against the builder's version and keeps the version it answers. A conflict
     * opens the dialog; every refusal is thrown on, to show where the builder shows errors.
     */
    async edit<T>(write: (expectedVersion?: number) => Promise<T>, versionOf: (reply: T) => number) {
      try {
        const reply = await write(version ?? undefined);
        setVersion(versionOf(reply));
        return reply;
      } catch (error) {
        const body = errorBodyOf(error);
        const theirs = body.details[0]?.currentVersion;
        if (body.code === "conflict" && version !== null && theirs !== undefined)
          setConflict({ yours: version, theirs });
        throw error;
      }
    },
  };
}
