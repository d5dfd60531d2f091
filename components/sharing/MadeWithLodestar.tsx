// The one way on from a shared page: to Lodestar's home, where a visitor can try it.
import Link from "next/link";

export function MadeWithLodestar() {
  return (
    <p className="text-sm text-muted print:hidden">
      Made with Lodestar — <Link href="/">try it</Link>: build a strategy and backtest it on real historical
      data.
    </p>
  );
}
