// The frame's top bar: logo, sections, and on the right the plan with the research calls left (signed
// in) or Sign in / Sign up (signed out). Under 768 px the sections and links fold into MobileMenu.
import Link from "next/link";
import { currentCaller } from "@/app/session";
import { allowanceOf } from "@/app/frame/allowance";
import { CallsLeftBadge } from "@/components/frame/CallsLeftBadge";
import { Button } from "@/components/ui/Button";
import { Logo } from "@/components/frame/Logo";
import { NavLinks } from "@/components/frame/NavLinks";
import { MobileMenu } from "@/components/frame/MobileMenu";
import { ThemeToggle } from "@/components/frame/ThemeToggle";

export async function TopBar() {
  const caller = await currentCaller();
  const allowance = caller ? await allowanceOf(caller) : null;
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-surface/95 backdrop-blur print:hidden">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Sections" className="ml-4 hidden md:block">
          <NavLinks />
        </nav>
        <div className="ml-auto flex items-center gap-1.5">
          {allowance && <CallsLeftBadge {...allowance} />}
          <div className="hidden items-center gap-1.5 md:flex">
            <ThemeToggle />
            {caller ? (
              <Button asChild variant="ghost" size="sm">
                <Link href="/account">Account</Link>
              </Button>
            ) : (
              <>
                <Button asChild variant="ghost" size="sm">
                  <Link href="/sign-in">Sign in</Link>
                </Button>
                <Button asChild size="sm">
                  <Link href="/sign-up">Sign up</Link>
                </Button>
              </>
            )}
          </div>
          <MobileMenu signedIn={caller !== null} />
        </div>
      </div>
    </header>
  );
}
