import type { Metadata } from "next";
import Link from "next/link";
import { TRPCProvider } from "@/components/providers/TRPCProvider";
import "./globals.css";

// Every page carries a per-request CSP nonce (proxy.ts), so none is prerendered.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Lodestar — investing research and backtesting",
  description: "Build strategies and screeners, backtest them on real historical data, and compare the results.",
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>
        <TRPCProvider>
          <div className="shell">
            <header className="topbar">
              <Link href="/" className="brand">Lodestar</Link>
              <nav>
                <Link href="/portfolios">Strategies</Link>
                <Link href="/screeners">Screeners</Link>
                <Link href="/simulations">Backtests</Link>
                <Link href="/docs">API</Link>
              </nav>
              <span className="spacer" />
              <Link href="/account">Account</Link>
            </header>
            <main className="page">
              {children}
              <p className="disclaimer">For education and illustration. Results are simulated and do not predict future results.</p>
            </main>
          </div>
        </TRPCProvider>
      </body>
    </html>
  );
}
