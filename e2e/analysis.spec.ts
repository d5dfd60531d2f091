// The analysis tabs of a result page in a real browser: Monte Carlo with a monthly withdrawal draws its
// fan chart and says how many paths lasted; Factors (a starter plan's tool) draws the loadings;
// Correlations shows the holdings' matrix; a run again with a monthly withdrawal shows what the flows
// did. The tabs move with the arrow keys; the page passes axe and fits a phone with the fan chart open,
// in both themes.
import { test, expect, type Page } from "@playwright/test";
import { personWithKey, research, STOCKS_AND_BONDS as STRATEGY } from "./api";
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, PHONE } from "./checks";
import { setPlan } from "./database";

/** A new person on the starter plan with a finished 60/40 backtest from 2012, made over the API with a key of theirs. */
async function personWithBacktest(page: Page): Promise<string> {
  const { email, key } = await personWithKey(page, "e2e analysis");
  setPlan(email, "starter");
  const portfolioId = (await research(page.request, key, "create_portfolio", { definition: STRATEGY })).result
    .portfolio.id as string;
  const id = (await research(page.request, key, "simulate_portfolio", { portfolioId, startYear: 2012 }))
    .result.simulation.id as string;
  await expect
    .poll(
      async () => (await research(page.request, key, "get_simulation", { simulationId: id })).result.state,
    )
    .toBe("done");
  return id;
}

test("a result page runs Monte Carlo with a withdrawal, fits factors and shows correlations", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const id = await personWithBacktest(page);
  await page.goto(`/simulations/${id}`);
  const analysis = page.getByRole("region", { name: "Analysis", exact: true });
  await expect(analysis.getByRole("tab", { name: "Monte Carlo" })).toHaveAttribute("aria-selected", "true");

  await analysis.getByLabel("Years ahead").fill("20");
  await analysis.getByLabel("Monthly withdrawal").fill("30");
  await analysis.getByRole("button", { name: "Run Monte Carlo" }).click();
  const fan = page.getByRole("region", { name: "Monte Carlo: balance", exact: true });
  await expect(fan.locator(".recharts-area")).toHaveCount(2);
  await expect(fan.locator(".recharts-line")).toHaveCount(1);
  await expect(analysis.getByTestId("monte-carlo-summary")).toContainText("paths still have money");
  await fan.getByRole("button", { name: "Show data" }).click();
  await expect(page.getByRole("table", { name: "Monte Carlo: data" }).getByRole("row")).toHaveCount(21);

  // The tabs follow the arrow keys.
  await analysis.getByRole("tab", { name: "Monte Carlo" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(analysis.getByRole("tab", { name: "Factors" })).toHaveAttribute("aria-selected", "true");
  await analysis.getByRole("button", { name: "Fit factors" }).click();
  await expect(analysis.getByTestId("factor-summary")).toContainText("months");
  const loadings = analysis.getByRole("region", { name: "Factor loadings", exact: true });
  await expect(loadings.locator(".recharts-bar-rectangle").first()).toBeVisible();
  await loadings.getByRole("button", { name: "Show data" }).click();
  await expect(analysis.getByRole("table", { name: "Factor loadings: data" })).toContainText("Market");

  await analysis.getByRole("tab", { name: "Correlations" }).click();
  await analysis.getByRole("button", { name: "Show correlations" }).click();
  const matrix = analysis.getByRole("region", { name: "Correlation matrix" });
  await expect(matrix.getByRole("rowheader", { name: "SPY" })).toBeVisible();
  await expect(matrix.getByRole("columnheader", { name: "IEF" })).toBeVisible();
  await expect(matrix.getByRole("cell", { name: "1.00" })).toHaveCount(2);

  // A new run with a monthly withdrawal from the settings dialog reports what the flows did.
  await page.getByRole("button", { name: "Run again with…" }).click();
  const dialog = page.getByRole("dialog", { name: "Run again with…" });
  await dialog.getByLabel("Amount each time").fill("-25");
  await dialog.getByRole("button", { name: "Run backtest" }).click();
  await expect(page).not.toHaveURL(new RegExp(`/simulations/${id}$`));
  const flows = page.getByRole("region", { name: "Cash flows", exact: true });
  await expect(flows).toContainText("Money-weighted return");
  await expect(flows).toContainText("Taken out");
  // Running it again starts from the same flows.
  await page.getByRole("button", { name: "Run again with…" }).click();
  const again = page.getByRole("dialog", { name: "Run again with…" });
  await expect(again.getByLabel("Amount each time")).toHaveValue(/^[-−]25$/);
  await page.keyboard.press("Escape");
  await expect(again).toBeHidden();

  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.setViewportSize(PHONE);
    await page.goto(`/simulations/${id}`);
    await page.getByRole("button", { name: "Run Monte Carlo" }).click();
    await expect(page.getByRole("region", { name: "Monte Carlo: balance", exact: true })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`analysis-${theme}.png`), fullPage: true });
  }
});
