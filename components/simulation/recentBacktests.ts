"use client";
// The backtests run in this browser, newest first, so they can be picked for a comparison: the service
// lists strategies but has no list of simulations. Kept in localStorage; the ids open only for their owner.
import { useSyncExternalStore } from "react";

export interface RecentBacktest {
  id: string;
  portfolioName: string;
  startYear: number;
}

const KEY = "lodestar.recentBacktests";
const MAX = 20;
const listeners = new Set<() => void>();
let cached: { raw: string | null; list: RecentBacktest[] } = { raw: null, list: [] };

function read(): RecentBacktest[] {
  const raw = window.localStorage.getItem(KEY);
  if (raw !== cached.raw) {
    let list: RecentBacktest[] = [];
    try {
      list = raw ? (JSON.parse(raw) as RecentBacktest[]) : [];
    } catch {
      list = []; // unreadable (edited by hand): start again
    }
    cached = { raw, list };
  }
  return cached.list;
}

export function rememberBacktest(b: RecentBacktest) {
  const list = [b, ...read().filter((x) => x.id !== b.id)].slice(0, MAX);
  window.localStorage.setItem(KEY, JSON.stringify(list));
  listeners.forEach((l) => l());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
};
const NONE: RecentBacktest[] = [];

export const useRecentBacktests = () => useSyncExternalStore(subscribe, read, () => NONE);
