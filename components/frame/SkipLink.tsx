// The first thing the Tab key reaches: jumps past the top bar to the page's content (<main id="main">).
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-accent px-3 py-2 text-accent-fg focus:not-sr-only focus:fixed
        focus:left-3 focus:top-3"
    >
      Skip to content
    </a>
  );
}
