"use client";
// A value that follows another after it has stopped changing for `ms`: the live check runs once a
// person pauses, not on every keystroke.
import { useEffect, useState } from "react";

export function useDebounced<T>(value: T, ms = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
