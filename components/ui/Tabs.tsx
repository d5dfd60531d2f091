"use client";
// Tabs (Radix): arrow keys move between tabs, the panel follows. Pass value/onValueChange to keep the
// tab in the address (state that belongs in the URL, style.md).
import { Tabs as Radix } from "radix-ui";
import { cn } from "@/components/ui/cn";

export const Tabs = Radix.Root;

export function TabsList({ className, ...props }: React.ComponentProps<typeof Radix.List>) {
  return (
    <Radix.List
      data-slot="tabs-list"
      className={cn("flex max-w-full gap-1 overflow-x-auto border-b border-border", className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: React.ComponentProps<typeof Radix.Trigger>) {
  return (
    <Radix.Trigger
      data-slot="tabs-trigger"
      className={cn(
        "-mb-px shrink-0 cursor-pointer whitespace-nowrap border-b-2 border-transparent px-3 py-2 text-sm",
        "font-medium text-muted hover:text-fg data-[state=active]:border-accent data-[state=active]:text-fg",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: React.ComponentProps<typeof Radix.Content>) {
  return <Radix.Content data-slot="tabs-content" className={cn("pt-4", className)} {...props} />;
}
