"use client";
// Toasts (sonner) in the app's theme; sits once in the root layout. Call `toast("Saved")` anywhere.
import { Toaster as Sonner } from "sonner";
import { useTheme } from "next-themes";

export { toast } from "sonner";

export function Toaster() {
  const { resolvedTheme } = useTheme();
  return (
    <Sonner
      theme={resolvedTheme === "dark" ? "dark" : "light"}
      position="bottom-right"
      closeButton
      toastOptions={{
        classNames: { toast: "border-border! bg-surface! text-fg!", description: "text-muted!" },
      }}
    />
  );
}
