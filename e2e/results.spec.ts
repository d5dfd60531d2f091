// Backtests in a real browser: three simulations run over the REST API (with a key made on the account
// page) are listed on /simulations; ticking them opens the comparison, whose growth chart draws all
// three; a result page draws its charts and the metric table. The three pages pass axe and fit a
// phone in both themes. Screenshots land in test-results/.
import { test, expect, type Page } from "@playwright/test";
import { personWithKey, research, STOCKS_AND_BONDS as STRATEGY } from "./api";
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, PHONE, signUp } from "./checks";

const START_YEARS = [2017, 2019, 2021]; // a new person is on the free plan: 20 years back, 2006 on

/** A new person with an API key from the account page, and three finished backtests made with it. */
async function personWithThreeBacktests(page: Page): Promise<string[]> {
  const { key } = await personWithKey(page, "e2e script");
  const created = await research(page.request, key, "create_portfolio", { definition: STRATEGY });
  const portfolioId = created.result.portfolio.id as string;
  const ids: string[] = [];
  for (const startYear of START_YEARS) {
    const run = await research(page.request, key, "simulate_portfolio", { portfolioId, startYear });
    const id = run.result.simulation.id as string;
    await expect
      .poll(
        async () => (await research(page.request, key, "get_simulation", { simulationId: id })).result.state,
      )
      .toBe("done");
    ids.push(id);
  }
  return ids;
}

const chart = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });

test("three backtests run over the API are listed, compared on one chart, and each opens in full", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const ids = await personWithThreeBacktests(page);

  await page.goto("/simulations");
  const table = page.getByRole("table", { name: "Your backtests" });
  await expect(table.getByRole("row")).toHaveCount(4);
  await expect(table.getByRole("link", { name: "Stocks and bonds" })).toHaveCount(3);
  for (const year of START_YEARS) await page.getByLabel(`Compare Stocks and bonds from ${year}`).check();
  await page.getByRole("link", { name: "Compare 3" }).click();
  await expect(page).toHaveURL(/\/simulations\/compare\?ids=/);
  expect(new URL(page.url()).searchParams.get("ids")!.split(",").sort()).toEqual([...ids].sort());

  const growth = chart(page, "Growth");
  await expect(growth.locator(".recharts-line")).toHaveCount(3);
  for (const year of START_YEARS)
    await expect(growth.getByText(`Stocks and bonds (from ${year})`)).toBeVisible();
  await expect(chart(page, "Drawdown").locator(".recharts-line")).toHaveCount(3);
  await expect(page.getByRole("table", { name: "Metrics compared" }).getByText("Best").first()).toBeVisible();
  await expect(page.getByRole("table", { name: "Calendar years compared" })).toContainText("2021");

  await page.getByRole("link", { name: "Stocks and bonds (from 2017)" }).click();
  await expect(page).toHaveURL(new RegExp(`/simulations/${ids[0]}$`));
  for (const title of ["Growth", "Drawdown", "Calendar years", "Allocation over time"]) {
    await expect(chart(page, title).locator(".recharts-surface")).toBeVisible();
  }
  await expect(chart(page, "Growth").locator(".recharts-line")).toHaveCount(2);
  const heatmap = page.getByRole("table", { name: "Monthly returns" });
  await expect(heatmap.getByRole("columnheader", { name: "Jan" })).toBeVisible();
  await expect(heatmap.getByRole("rowheader", { name: "2017" })).toBeVisible();
  const metrics = page.getByRole("table", { name: "Metrics" });
  await expect(metrics).toContainText("CAGR");
  await expect(metrics).toContainText("Sortino ratio");

  // Each chart's figures are reachable as a table.
  await chart(page, "Growth").getByRole("button", { name: "Show data" }).click();
  await expect(page.getByRole("table", { name: "Growth: data" })).toBeVisible();

  // The log scale keeps the chart.
  await page.getByLabel("Log scale").check();
  await expect(chart(page, "Growth")).toContainText("log scale");

  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.setViewportSize(PHONE);
    for (const path of [
      "/simulations",
      `/simulations/${ids[0]}`,
      `/simulations/compare?ids=${ids.join(",")}`,
    ]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expectNoHorizontalScroll(page);
      await expectNoSeriousAxeViolations(page);
      const name = path.includes("compare") ? "compare" : path.endsWith("simulations") ? "list" : "result";
      await page.screenshot({ path: test.info().outputPath(`${name}-${theme}.png`), fullPage: true });
    }
  }
});

test("a backtest address that is malformed or unknown is the not-found page, in words", async ({ page }) => {
  await signUp(page);
  for (const id of ["sim_not-an-id", `sim_${"0".repeat(32)}`]) {
    const reply = await page.goto(`/simulations/${id}`);
    expect(reply?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Not found" })).toBeVisible();
    await expect(page.locator("main")).not.toContainText("simulationId");
  }
});
