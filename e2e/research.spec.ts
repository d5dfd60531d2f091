// Research at scale in a real browser: from the strategy builder, "Try variants" sweeps two of a
// strategy's settings (the runs and research calls said before it starts), the heatmap and the
// overfitting sentence show, the metric switch recolours it, and the best cell opened with the keyboard
// lands on its backtest; then a walk-forward test from the same dialog shows its growth chart and its
// windows with the variant picked in each. At 1366 px, then both pages at 390 px: axe, no sideways
// scroll. A one-axis sweep shows a line whose points open their variants. The screenshots in
// docs/screenshots/ are taken here.
import { test, expect, type Page } from "@playwright/test";
import { personWithKey, research } from "./api";
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, PHONE } from "./checks";
import { setPlan } from "./database";

const DESKTOP = { width: 1366, height: 900 };

/** Five ETFs weighted by inverse volatility over a lookback, rebalanced monthly, from 2008. */
const FIVE_ETFS = {
  name: "Five ETFs by calm",
  startingYear: 2008,
  models: [
    {
      selection: { instruments: ["SPY", "TLT", "GLD", "EFA", "VNQ"] },
      rebalance: { every: 1 },
      allocation: { riskOn: { method: "inverse_volatility", lookbackMonths: 12 } },
    },
  ],
};

/** A person on the starter plan, signed in at 1366 px, with an API key and the five-ETF strategy saved. */
async function starterWithFiveEtfs(page: Page, keyName: string) {
  await page.setViewportSize(DESKTOP);
  const { email, key } = await personWithKey(page, keyName);
  setPlan(email, "starter");
  const portfolioId = (await research(page.request, key, "create_portfolio", { definition: FIVE_ETFS }))
    .result.portfolio.id as string;
  return { key, portfolioId };
}

async function openTryVariants(page: Page, portfolioId: string) {
  await page.goto(`/portfolios/${portfolioId}`);
  await page.getByRole("button", { name: "Try variants" }).click();
  const dialog = page.getByRole("dialog", { name: /^Try variants of/ });
  await expect(dialog.getByTestId("axis-1")).toBeVisible();
  return dialog;
}

/** Lookback 6, 9, 12 or 18 months (the values a lookback takes), rebalance every 1, 2 or 3 months: 12 variants. */
async function twoAxes(page: Page, dialog: ReturnType<Page["getByRole"]>) {
  const first = dialog.getByTestId("axis-1");
  await expect(first.getByLabel("What to vary")).toContainText("Lookback");
  await first.getByRole("checkbox", { name: "6 months", exact: true }).check();
  await expect(first).toContainText("4 values: 6 months, 9 months, 12 months, 18 months");
  await dialog.getByRole("button", { name: "Add a setting to vary" }).click();
  const second = dialog.getByTestId("axis-2");
  await second.getByLabel("What to vary").click();
  await page.getByRole("option", { name: "Rebalance every", exact: true }).click();
  await expect(second).toContainText("3 values: 1 month, 2 months, 3 months");
  await expect(dialog.getByTestId("variants-count")).toContainText("12 runs · 1 research call");
  await expect(dialog.getByTestId("variants-count")).toContainText("your plan allows 100 variants");
}

test("a 2-axis sweep from the builder, its best cell opened, then a walk-forward", async ({ page }) => {
  test.setTimeout(240_000);
  const { portfolioId } = await starterWithFiveEtfs(page, "e2e research");

  const dialog = await openTryVariants(page, portfolioId);
  await twoAxes(page, dialog);
  await dialog.getByRole("button", { name: "Start the sweep" }).click();
  await expect(page).toHaveURL(/\/sweeps\/swp_[0-9a-f]{32}$/);
  const sweepUrl = page.url();
  const heatmap = page.getByTestId("sweep-heatmap");
  await expect(heatmap).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("overfitting")).toContainText("variants");
  await expect(page.getByTestId("overfitting")).toContainText("Deflated Sharpe ratio");
  await expect(heatmap.getByRole("rowheader")).toHaveCount(4);
  await expect(heatmap.getByRole("columnheader")).toHaveCount(4);
  await expect(heatmap.getByRole("button")).toHaveCount(12);
  await expect(page.getByTestId("best-cell")).toHaveCount(1);
  // The metric switch recolours and rewrites the grid.
  await page.getByRole("radio", { name: "CAGR" }).check();
  await expect(page.getByTestId("best-cell")).toContainText("%");
  await page.getByRole("radio", { name: "Sharpe ratio" }).check();
  await page.screenshot({ path: "docs/screenshots/sweep-1366.png", fullPage: true });

  // The best cell, by the keyboard: Enter opens it as a backtest of its own.
  await page.getByTestId("best-cell").focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/simulations\/sim_[0-9a-f]{32}$/, { timeout: 30_000 });
  // The variant is a draft of its own, named after the strategy and the cell's values.
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Five ETFs by calm ·");
  await expect(page.getByText("CAGR").first()).toBeVisible({ timeout: 30_000 });

  // A walk-forward test of the same grid from the same dialog.
  const again = await openTryVariants(page, portfolioId);
  await again.getByRole("radio", { name: /Walk-forward/ }).check();
  await twoAxes(page, again);
  await again.getByLabel("Training window", { exact: true }).fill("36");
  await again.getByLabel("Testing window", { exact: true }).fill("12");
  await again.getByRole("button", { name: "Start the walk-forward" }).click();
  await expect(page).toHaveURL(/\/sweeps\/swp_[0-9a-f]{32}$/);
  const walkUrl = page.url();
  await expect(page.getByTestId("walk-forward-summary")).toContainText("a year", { timeout: 60_000 });
  const chart = page.getByRole("region", { name: "Out of sample against in sample", exact: true });
  await expect(chart.locator(".recharts-line")).toHaveCount(2);
  const windows = page.getByRole("table", { name: "Walk-forward windows" });
  expect(await windows.getByRole("row").count()).toBeGreaterThan(5);
  await expect(windows).toContainText("Lookback");
  await page.screenshot({ path: "docs/screenshots/walkforward-1366.png", fullPage: true });

  // The dialog and both pages on a phone, in both themes: axe, nothing scrolls sideways.
  await page.setViewportSize(PHONE);
  const small = await openTryVariants(page, portfolioId);
  await small.getByRole("button", { name: "Add a setting to vary" }).click();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press("Escape");
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    for (const url of [sweepUrl, walkUrl]) {
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expectNoHorizontalScroll(page);
      await expectNoSeriousAxeViolations(page);
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto(sweepUrl);
  await expect(page.getByTestId("sweep-heatmap")).toBeVisible();
  await page.screenshot({ path: "docs/screenshots/sweep-390.png", fullPage: true });
});

test("a one-axis sweep's line opens the variant under a click", async ({ page }) => {
  test.setTimeout(120_000);
  const { key, portfolioId } = await starterWithFiveEtfs(page, "e2e research line");
  const axes = [{ path: "models[0].rebalance.every", values: [1, 2, 3, 6] }];
  const sweepId = (await research(page.request, key, "run_sweep", { portfolioId, axes, startYear: 2015 }))
    .result.sweep.id as string;
  await page.goto(`/sweeps/${sweepId}`);
  const line = page.getByRole("region", { name: /by rebalance every/i });
  const dots = line.getByTestId("sweep-point");
  await expect(dots).toHaveCount(4, { timeout: 60_000 });
  await page.screenshot({ path: "docs/screenshots/sweep-line-1366.png", fullPage: true });
  await dots.nth(2).click();
  await expect(page).toHaveURL(/\/simulations\/sim_[0-9a-f]{32}$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Five ETFs by calm ·");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("3");
});
