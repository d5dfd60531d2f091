"use client";
// Copies an address to the clipboard and says so (or shows it, when the browser refuses).
import { toast } from "@/components/ui/Toaster";

export async function copyLink(address: string, description: string) {
  try {
    await navigator.clipboard.writeText(address);
    toast("Link copied", { description });
  } catch {
    toast("The browser did not allow copying", { description: address });
  }
}
