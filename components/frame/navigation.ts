// The frame's sections, in the order of the top bar and the phone menu.
export const SECTIONS = [
  { href: "/portfolios", label: "Strategies" },
  { href: "/screeners", label: "Screeners" },
  { href: "/simulations", label: "Backtests" },
  { href: "/docs", label: "Docs" },
] as const;

/** Whether `path` is inside the section at `href` (its pages and records). */
export const isInSection = (path: string, href: string) => path === href || path.startsWith(`${href}/`);
