"use client";
// The section links; the current section is marked for eyes (underline) and screen readers (aria-current).
import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/components/ui/cn";
import { isInSection, SECTIONS } from "@/components/frame/navigation";

export function NavLinks({ vertical = false, onNavigate }: { vertical?: boolean; onNavigate?(): void }) {
  const path = usePathname();
  return (
    <ul className={cn("flex", vertical ? "flex-col gap-1" : "items-center gap-1")}>
      {SECTIONS.map(({ href, label }) => {
        const current = isInSection(path, href);
        return (
          <li key={href}>
            <Link
              href={href}
              onClick={onNavigate}
              aria-current={current ? "page" : undefined}
              className={cn(
                "block rounded-md px-3 py-2 text-sm font-medium text-muted hover:bg-surface-2 hover:text-fg",
                "hover:no-underline aria-[current=page]:text-fg",
                vertical
                  ? "text-base aria-[current=page]:bg-surface-2"
                  : "aria-[current=page]:underline aria-[current=page]:decoration-accent " +
                      "aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-[18px]",
              )}
            >
              {label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
