"use client";
// Under 768 px the sections, the account links and the theme move behind one menu button: a sheet from
// the right (Radix Dialog, so focus is trapped and Escape closes it). A link closes it as it navigates.
import { useState } from "react";
import Link from "next/link";
import { Dialog } from "radix-ui";
import { Menu, X } from "lucide-react";
import { Button } from "@/components/ui/Button";
import { NavLinks } from "@/components/frame/NavLinks";
import { ThemeToggle } from "@/components/frame/ThemeToggle";

export function MobileMenu({ signedIn }: { signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label="Menu" className="md:hidden">
          <Menu aria-hidden />
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col gap-4 border-l border-border
            bg-surface p-4 text-fg shadow-xl"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-base font-semibold">Menu</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close menu">
                <X aria-hidden />
              </Button>
            </Dialog.Close>
          </div>
          <nav aria-label="Sections">
            <NavLinks vertical onNavigate={close} />
          </nav>
          <div className="flex flex-col gap-2 border-t border-border pt-4">
            {signedIn ? (
              <Button asChild variant="secondary">
                <Link href="/account" onClick={close}>
                  Account
                </Link>
              </Button>
            ) : (
              <>
                <Button asChild>
                  <Link href="/sign-up" onClick={close}>
                    Sign up
                  </Link>
                </Button>
                <Button asChild variant="secondary">
                  <Link href="/sign-in" onClick={close}>
                    Sign in
                  </Link>
                </Button>
              </>
            )}
          </div>
          <div
            className="mt-auto flex items-center justify-between border-t border-border pt-4 text-sm
              text-muted"
          >
            Theme <ThemeToggle />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
