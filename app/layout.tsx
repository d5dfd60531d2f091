import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import { ThemeProvider } from "next-themes";
import { TRPCProvider } from "@/components/providers/TRPCProvider";
import { PlanProvider } from "@/components/providers/PlanProvider";
import { currentCaller } from "@/app/session";
import { TooltipProvider } from "@/components/ui/Tooltip";
import { Toaster } from "@/components/ui/Toaster";
import { TopBar } from "@/app/frame/TopBar";
import { SkipLink } from "@/components/frame/SkipLink";
import "./globals.css";

// Every page carries a per-request CSP nonce (proxy.ts), so none is prerendered.
export const dynamic = "force-dynamic";

// viewport-fit=cover: the phone action bar (components/ui/PhoneActionBar.tsx) sits above the home
// indicator by the safe-area inset, which browsers report only then.
export const viewport: Viewport = { width: "device-width", initialScale: 1, viewportFit: "cover" };

export const metadata: Metadata = {
  title: "Lodestar — investing research and backtesting",
  description:
    "Build strategies and screeners, backtest them on real historical data, and compare the results.",
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // next-themes sets the theme class before paint with an inline script, which the CSP admits by nonce.
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  const caller = await currentCaller();
  return (
    // next-themes changes the class on <html> before React hydrates.
    <html lang="en" suppressHydrationWarning>
      <body className="flex min-h-screen flex-col bg-bg text-fg">
        <ThemeProvider
          attribute="class"
          defaultTheme="system"
          enableSystem
          disableTransitionOnChange
          nonce={nonce}
        >
          <TRPCProvider>
            <PlanProvider plan={caller?.plan ?? null}>
              <TooltipProvider delayDuration={300}>
                <SkipLink />
                <TopBar />
                <main
                  id="main"
                  tabIndex={-1}
                  className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none sm:px-6 sm:py-8"
                >
                  {children}
                </main>
                <footer className="border-t border-border">
                  <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-muted sm:px-6">
                    For education and illustration. Results are simulated on historical data and do not
                    predict future results.
                  </p>
                </footer>
                <Toaster />
              </TooltipProvider>
            </PlanProvider>
          </TRPCProvider>
        </ThemeProvider>
      </body>
    </html>
  );
}
