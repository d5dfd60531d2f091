// The analysis tabs of a result page in a real browser: Monte Carlo with a monthly withdrawal draws its
// fan chart and says how many paths lasted; Factors (a starter plan's tool) draws the loadings;
// Correlations shows the holdings' matrix; a run again with a monthly withdrawal shows what the flows
// did. The tabs move with the arrow keys; the page passes axe and fits a phone with the fan chart open,
// in both themes. In the strategy builder, the efficient frontier of a leg's fixed weights (refused in
// words on the free plan) places them, a point is picked by click and keyboard, its weights fill the
// table and are saved; the dialog passes axe and fits a phone.
import { test, expect, type Page } from "@playwright/test";
import { callsLeft, personWithKey, research, STOCKS_AND_BONDS as STRATEGY } from "./api";
import { openBlock } from "./blocks";
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

test("the Periods tab shows every start and end year and the rolling returns, spending no call", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { email, key } = await personWithKey(page, "e2e periods");
  setPlan(email, "starter");
  const portfolioId = (await research(page.request, key, "create_portfolio", { definition: STRATEGY })).result
    .portfolio.id as string;
  const id = (await research(page.request, key, "simulate_portfolio", { portfolioId, startYear: 2008 }))
    .result.simulation.id as string;
  const before = await callsLeft(page, key);
  await page.goto(`/simulations/${id}`);
  const analysis = page.getByRole("region", { name: "Analysis", exact: true });
  await analysis.getByRole("tab", { name: "Periods" }).click();
  const grid = analysis.getByRole("table", { name: "Annual return (CAGR) by start and end year" });
  await expect(grid.getByRole("rowheader", { name: "2008" })).toBeVisible();
  await expect(grid.getByRole("columnheader", { name: "2020" })).toBeVisible();
  const rolling = analysis.getByRole("table", { name: "Rolling returns" });
  await expect(rolling.getByRole("row", { name: /^10 years/ })).toContainText("%");
  await analysis.getByLabel("Max drawdown").check();
  await expect(analysis.getByRole("table", { name: "Max drawdown by start and end year" })).toBeVisible();
  // Reading the stored result is no research call: the second callsLeft is the only one since the first.
  expect(await callsLeft(page, key)).toBe(before - 1);
  await analysis.screenshot({ path: test.info().outputPath("periods-desktop.png") });
  // Charts take their width when drawn: the phone's view is a fresh load at its width.
  await page.setViewportSize(PHONE);
  await page.reload();
  await analysis.getByRole("tab", { name: "Periods" }).click();
  await expect(analysis.getByRole("table", { name: "Rolling returns" })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousAxeViolations(page);
  await analysis.screenshot({ path: test.info().outputPath("periods-phone.png") });
});

/** Three funds at 60/30/10, as a person might hold them before looking at the frontier. */
const THREE_FUNDS = {
  name: "Three funds",
  models: [
    {
      selection: { instruments: ["SPY", "IEF", "GLD"] },
      allocation: {
        riskOn: { method: "fixed_weights", settings: { weight: { SPY: 0.6, IEF: 0.3, GLD: 0.1 } } },
      },
    },
  ],
};

test("the builder opens the frontier of its fixed weights, applies a point's weights and saves them", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { email, key } = await personWithKey(page, "e2e frontier");
  const id = (await research(page.request, key, "create_portfolio", { definition: THREE_FUNDS })).result
    .portfolio.id as string;
  await page.goto(`/portfolios/${id}`);
  let allocation = await openBlock(page, "Allocation");
  const weight = (t: string) => allocation.getByLabel(`${t} weight`, { exact: true });
  await expect(weight("SPY")).toHaveValue("60");
  const dialog = page.getByRole("dialog", { name: "Efficient frontier" });

  // On the free plan it says, in words, which plan has it, without asking the service (no call spent:
  // the second callsLeft is the only call since the first).
  const freeBefore = await callsLeft(page, key);
  await allocation.getByRole("button", { name: "Efficient frontier" }).click();
  await expect(dialog.getByRole("alert")).toContainText("The efficient frontier comes with the starter plan");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  expect(await callsLeft(page, key)).toBe(freeBefore - 1);
  setPlan(email, "starter");
  // A page learns the plan when it loads.
  await page.reload();
  allocation = await openBlock(page, "Allocation");

  // Opening it is one research call (the callsLeft call is the other); opening it again is none.
  const before = await callsLeft(page, key);
  await allocation.getByRole("button", { name: "Efficient frontier" }).click();
  const chart = dialog.getByRole("region", { name: "Risk and return", exact: true });
  // The first call to read the market data loads it: seconds on a cold server.
  await expect(chart.locator("g.frontier-points")).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toContainText("days where every instrument has a price");
  await expect(dialog.getByRole("row", { name: /^SPY .*S&P 500/ })).toContainText("60.0 %");
  await expect(dialog.getByTestId("frontier-picked")).toContainText("Your weights:");
  // The current mix is drawn, and each instrument is labelled by its ticker.
  await expect(chart.locator(".recharts-scatter")).toHaveCount(4);
  await expect(chart.locator(".recharts-label-list")).toContainText("GLD");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await allocation.getByRole("button", { name: "Efficient frontier" }).click();
  await expect(chart.locator("g.frontier-points")).toBeVisible();
  expect(await callsLeft(page, key)).toBe(before - 2);

  // A click on the frontier's last point picks the highest return; the keyboard moves along it.
  await chart.locator("g.frontier-points .recharts-scatter-symbol").last().click();
  const picked = dialog.getByTestId("frontier-picked");
  await expect(picked).toContainText("Highest return");
  const slider = dialog.getByRole("slider", { name: "Point on the frontier" });
  await slider.focus();
  await page.keyboard.press("Home");
  await expect(picked).toContainText("Minimum variance");
  await page.keyboard.press("ArrowRight");
  await expect(picked).toContainText("Point 2 of");
  await dialog.getByRole("button", { name: "Maximum Sharpe" }).click();
  await expect(picked).toContainText("Maximum Sharpe");
  const shown = async (t: string) =>
    (await dialog
      .getByRole("row", { name: new RegExp(`^${t} `) })
      .getByRole("cell")
      .first()
      .textContent())!;
  const expected = Object.fromEntries(
    await Promise.all(["SPY", "IEF", "GLD"].map(async (t) => [t, parseFloat(await shown(t))] as const)),
  );

  // The phone, in both themes: the dialog fits and passes axe. Screenshots of its top and bottom.
  const shoot = async (name: string) => {
    for (const end of ["top", "bottom"] as const) {
      await dialog.evaluate((el, e) => el.scrollTo(0, e === "top" ? 0 : el.scrollHeight), end);
      await page.screenshot({ path: test.info().outputPath(`frontier-${name}-${end}.png`) });
    }
  };
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.setViewportSize(PHONE);
    await expect(chart.locator("g.frontier-points")).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);
    await shoot(`phone-${theme}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot("desktop-dark");
  await page.emulateMedia({ colorScheme: "light" });

  await dialog.getByRole("button", { name: "Use these weights" }).click();
  await expect(dialog).toBeHidden();
  for (const t of ["SPY", "IEF", "GLD"])
    expect(Math.abs(Number(await weight(t).inputValue()) - expected[t])).toBeLessThanOrEqual(0.05);
  await expect(weight("SPY")).not.toHaveValue("60");
  await expect(allocation.getByText("Adds up to 100 %.")).toBeVisible();
  // A draft made over the API: its one save keeps the edits and makes it the person's.
  await expect(page.getByText("A draft expires unless you save it: Save to Lodestar keeps it")).toBeVisible();
  await page.setViewportSize(PHONE);
  await expectNoHorizontalScroll(page);
  await allocation.screenshot({ path: test.info().outputPath("allocation-phone.png") });

  await page.getByRole("button", { name: "Save to Lodestar", exact: true }).click();
  await expect(page.getByText("All changes saved.")).toBeVisible();
  const stored = (await research(page.request, key, "get_portfolio", { portfolioId: id })).result.portfolio;
  const saved = stored.definition.models[0].allocation.riskOn.settings.weight as Record<string, number>;
  expect(Object.values(saved).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  for (const t of ["SPY", "IEF", "GLD"])
    expect(Math.abs(saved[t] * 100 - expected[t])).toBeLessThanOrEqual(0.05);
});
