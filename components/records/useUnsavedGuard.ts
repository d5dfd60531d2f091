"use client";
// Guards an editor with unsaved changes against leaving by accident, three ways:
// - closing or reloading the tab: the browser's own "Leave site?" prompt (beforeunload);
// - a click on a link to another page of the app: held back while <UnsavedChangesDialog> asks;
// - the Back button: a guard entry is pushed on the history while `dirty`, so Back lands on it and the
//   dialog asks before going back for real.
//
//   const guard = useUnsavedGuard(dirty);
//   ...
//   <UnsavedChangesDialog guard={guard} />
//
// Navigations the page makes itself (router.push after saving) are not held: they follow an explicit
// action that wrote the changes first.
import { useCallback, useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";

/** Marks the history entry pushed to catch the Back button. */
const GUARD_KEY = "__lodestarUnsavedGuard";

type Leaving = { kind: "link"; href: string } | { kind: "back" };

export interface UnsavedGuard {
  /** True while the dialog should ask. */
  asking: boolean;
  /** Keep editing: the navigation is dropped. */
  stay(): void;
  /** Go where the person was going; the edits are lost. */
  leave(): void;
}

const isGuardEntry = (state: unknown) =>
  typeof state === "object" && state !== null && GUARD_KEY in (state as Record<string, unknown>);

/** The same-origin page a plain left click on a link would open, or null for anything else. */
function linkTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.("a[href]");
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  // A jump within the page (#section) leaves nothing behind.
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return url.pathname + url.search + url.hash;
}

export function useUnsavedGuard(dirty: boolean): UnsavedGuard {
  const router = useRouter();
  const [leaving, setLeaving] = useState<Leaving | null>(null);
  const dirtyRef = useRef(dirty);
  // Whether the current history entry is the guard entry, and whether the guard itself is walking
  // the history (its own popstate is not the person's).
  const onGuard = useRef(false);
  const walking = useRef(false);

  const pushGuard = useCallback(() => {
    window.history.pushState({ ...window.history.state, [GUARD_KEY]: true }, "", window.location.href);
    onGuard.current = true;
  }, []);

  useEffect(() => {
    dirtyRef.current = dirty;
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ""; // older Chromium needs it set to show the prompt
    };
    // Capture phase on the document, before React's handlers: a Link still runs its own onClick (the
    // phone menu closes) but does not navigate a click whose default is prevented.
    const onClick = (event: MouseEvent) => {
      const href = linkTarget(event);
      if (!href) return;
      event.preventDefault();
      setLeaving({ kind: "link", href });
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    if (!isGuardEntry(window.history.state)) pushGuard();
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty, pushGuard]);

  // Back from the guard entry lands on the same page: ask while there are changes; once they are
  // saved, carry on to where the person was going.
  useEffect(() => {
    onGuard.current = isGuardEntry(window.history.state);
    const onPopState = (event: PopStateEvent) => {
      const cameFromGuard = onGuard.current;
      onGuard.current = isGuardEntry(event.state);
      if (walking.current) {
        walking.current = false;
        return;
      }
      if (onGuard.current || !cameFromGuard) return;
      if (dirtyRef.current) {
        setLeaving({ kind: "back" });
      } else {
        walking.current = true;
        window.history.back();
      }
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  const stay = useCallback(() => {
    // Back onto the guard entry, so the next Back asks again.
    if (leaving?.kind === "back") pushGuard();
    setLeaving(null);
  }, [leaving, pushGuard]);

  const leave = useCallback(() => {
    const where = leaving;
    setLeaving(null);
    dirtyRef.current = false;
    if (where?.kind === "link") router.push(where.href);
    if (where?.kind === "back") {
      walking.current = true;
      window.history.back();
    }
  }, [leaving, router]);

  return { asking: leaving !== null, stay, leave };
}
