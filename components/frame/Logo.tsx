// The mark (a four-point star, the lodestar) and the name; the same drawing as app/icon.svg.
import Link from "next/link";

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden>
      <rect width="32" height="32" rx="8" className="fill-accent" />
      <path d="M16 5l2.6 8.4L27 16l-8.4 2.6L16 27l-2.6-8.4L5 16l8.4-2.6z" className="fill-accent-fg" />
    </svg>
  );
}

export function Logo() {
  return (
    <Link href="/" className="flex items-center gap-2 rounded-md text-fg hover:no-underline">
      <LogoMark className="size-7" />
      <span className="text-base font-semibold tracking-tight">Lodestar</span>
    </Link>
  );
}
