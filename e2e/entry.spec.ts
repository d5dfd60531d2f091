// Fast entry and fair compare (issue 26) in a real browser against the production build: a pasted
// "SPY 50 TLT 30 GLD 20" fills three weights; "gold" lists GLD first or second; "12-month return"
// finds Total return; a EUR and a USD run compared on one labelled axis, with the drawdown chart's low
// equal to the table's max drawdown; screenshots of the builder after a paste and of the comparison at
// 1366 and 390 px.
import { test, expect, type Locator, type Page } from "@playwright/test";
import { personWithKey, research, STOCKS_AND_BONDS } from "./api";
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, PHONE, signUp } from "./checks";
import { block } from "./blocks";

test.beforeAll(async ({ request }) => {
  await request.get("/", { timeout: 120_000 });
});

/** Pastes text into a box as the clipboard would (a paste event carrying the text). */
async function paste(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).evaluate((box, pasted) => {
    const data = new DataTransfer();
    data.setData("text/plain", pasted);
    box.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

test("a pasted SPY 50 TLT 30 GLD 20 fills three holdings and their weights; an unknown ticker is named", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signUp(page, "/portfolios/new");
  await page.getByLabel("Name", { exact: true }).fill("Three funds, pasted");
  await paste(page, "Paste tickers and weights", "SPY 50 TLT 30 GLD 20");
  await expect(page.getByText("Filled 3 holdings: SPY, TLT, GLD.")).toBeVisible();
  const allocation = block(page, "Allocation");
  await expect(allocation.getByLabel("SPY weight", { exact: true })).toHaveValue("50");
  await expect(allocation.getByLabel("TLT weight", { exact: true })).toHaveValue("30");
  await expect(allocation.getByLabel("GLD weight", { exact: true })).toHaveValue("20");
  await expect(page.getByText("Ready: the service accepts this strategy.")).toBeVisible();
  await allocation.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "docs/screenshots/builder-paste-1366.png" });
  await expectNoSeriousAxeViolations(page);

  await page.setViewportSize(PHONE);
  await page.getByText("Filled 3 holdings: SPY, TLT, GLD.").scrollIntoViewIfNeeded();
  await page.screenshot({ path: "docs/screenshots/builder-paste-390.png" });
  await expectNoHorizontalScroll(page);

  await paste(page, "Paste tickers and weights", "SPY,60\nZZZQ,40");
  await expect(
    page.getByText("ZZZQ is not in Lodestar's data and were left out", { exact: false }),
  ).toBeVisible();
  await expect(allocation.getByLabel("SPY weight", { exact: true })).toHaveValue("60");
});

test("instrument search: gold lists GLD first or second", async ({ page }) => {
  await signUp(page, "/portfolios/new");
  await page.getByRole("combobox", { name: "Add an instrument" }).click();
  await page.getByRole("combobox", { name: /Ticker or name/ }).fill("gold");
  const options = page.getByRole("option");
  await expect(options.first()).toBeVisible();
  await expect(page.getByRole("option", { name: /^GLD ·/ })).toBeVisible();
  const firstTwo = (await options.allTextContents()).slice(0, 2).join(" | ");
  expect(firstTwo).toMatch(/GLD ·/);
});

test("filter search: 12-month return finds Total return", async ({ page }) => {
  await signUp(page, "/screeners/new");
  await page.getByRole("button", { name: "Add row" }).click();
  await page.getByRole("combobox", { name: "Filter, row 1" }).click();
  await page.getByRole("combobox", { name: /Search filters/ }).fill("12-month return");
  await expect(page.getByRole("option", { name: /Total return over N months/ })).toBeVisible();
});

/** A percent as the pages write it ("−37.6 %") as a number (-37.6). */
const percentOf = (text: string) => Number(text.replace("\u2212", "-").replace(/[^0-9.-]/g, ""));

/** The cells of a table's body, row by row. */
const cellsOf = (table: Locator) =>
  table.evaluate((t) =>
    [...(t as HTMLTableElement).tBodies[0].rows].map((r) => [...r.cells].map((c) => c.textContent ?? "")),
  );

test("a EUR and a USD run compare in one currency on a labelled axis; the drawdown chart's low is the table's", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { key } = await personWithKey(page, "compare");
  const portfolio = await research(page.request, key, "create_portfolio", { definition: STOCKS_AND_BONDS });
  const run = async (baseCurrency: string) =>
    (
      await research(page.request, key, "simulate_portfolio", {
        portfolioId: portfolio.result.portfolio.id,
        startYear: 2018,
        baseCurrency,
      })
    ).result.simulation.id as string;
  const ids = [await run("USD"), await run("EUR")];
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/simulations/compare?ids=${ids.join(",")}`);

  const growth = block(page, "Growth");
  await expect(growth).toContainText("Value of USD 10,000 at each one's start, all in USD");
  // The chart's axis labels, as a screen reader reads the chart: every money tick carries the currency.
  const chart = growth.getByRole("application", { name: "Growth" });
  await expect(chart).toContainText(/USD \d[\d,]*\s*USD \d/);
  await expect(chart).not.toContainText("EUR");
  await growth.getByLabel("Currency").selectOption("EUR");
  await expect(growth).toContainText("all in EUR");
  await expect(chart).toContainText(/EUR \d[\d,]*\s*EUR \d/);
  await expect(chart).not.toContainText("USD");
  await growth.getByLabel("Currency").selectOption("USD");
  await expect(growth).toContainText("all in USD");
  await growth.getByRole("checkbox", { name: "Show benchmark" }).check();
  await expect(growth.getByRole("list", { name: "Growth: series" })).toContainText("Benchmark:");

  const drawdown = block(page, "Drawdown");
  await drawdown.getByRole("button", { name: "Show data" }).click();
  const points = await cellsOf(drawdown.getByRole("table"));
  const metrics = page.getByRole("table", { name: "Metrics compared" });
  const maxDrawdown = (
    await metrics
      .getByRole("row", { name: /^Max drawdown/ })
      .getByRole("cell")
      .allTextContents()
  ).map(percentOf);
  expect(maxDrawdown).toHaveLength(2);
  for (const [k, table] of maxDrawdown.entries()) {
    const lowest = Math.min(...points.map((row) => percentOf(row[k + 1])).filter((v) => !Number.isNaN(v)));
    // One value shown twice: the chart's table rounds to 0.1 point, the metrics table to 0.01.
    expect(Math.abs(lowest - table), `run ${k + 1}: ${lowest} vs ${table}`).toBeLessThanOrEqual(0.055);
  }
  await drawdown.getByRole("button", { name: "Hide data" }).click();
  await growth.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "docs/screenshots/compare-1366.png" });
  await expectNoSeriousAxeViolations(page);

  await page.setViewportSize(PHONE);
  await growth.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "docs/screenshots/compare-390.png" });
  await expectNoHorizontalScroll(page);
  await expectNoSeriousAxeViolations(page);
});
