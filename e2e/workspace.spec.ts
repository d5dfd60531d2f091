// Issue 26's journeys ("the workspace people prefer"), at a laptop's 1366 px and a phone's 390 px:
// the free plan backtests from 20 years back; saving (a draft's one save, "Save to Lodestar") spends no
// research call, a backtest one, as the account page says; a withdrawal run that runs out of money says
// so at the top and its balance chart ends at 0. Screenshots of each page are kept as artefacts.
import { test, expect, type Page } from "@playwright/test";
import { personWithKey, research, STOCKS_AND_BONDS } from "./api";
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, PHONE } from "./checks";

const LAPTOP = { width: 1366, height: 768 };
/** The data ends in 2026: the free plan reaches back 20 years, to 2006 (server/catalogue/dataYears.ts). */
const FREE_FIRST_YEAR = "2006";

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) });

/** The account page's meter of research calls used this month, as its text says it ("3 of 100"). */
async function callsUsed(page: Page): Promise<string> {
  await page.goto("/account");
  const meter = page.getByRole("meter", { name: "Research calls used this month" });
  return (await meter.getAttribute("aria-valuetext"))!;
}

/** Fails unless the element is wholly inside the window as the page opens (above the fold). */
async function expectAboveTheFold(page: Page, text: RegExp) {
  const box = (await page.getByText(text).boundingBox())!;
  const height = page.viewportSize()!.height;
  expect(box.y + box.height, `"${text}" ends at ${box.y + box.height} px of ${height}`).toBeLessThanOrEqual(
    height,
  );
}

test("a draft has one save; saving spends no research call, a free backtest from 20 years back spends one", async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  const { key } = await personWithKey(page, "Claude");
  await expect(page.getByTestId("counting-rule")).toContainText("Saving, editing, opening and comparing");
  await shot(page, "account-1366");
  await page.setViewportSize(PHONE);
  await expectNoHorizontalScroll(page);
  await shot(page, "account-390");
  await page.setViewportSize(LAPTOP);
  // The draft an assistant makes over the API: the month's only research call so far.
  const made = await research(page.request, key, "create_portfolio", { definition: STOCKS_AND_BONDS });
  const { portfolio } = made.result;
  expect(await callsUsed(page)).toBe("1 of 100");

  await page.goto(portfolio.openUrl);
  await expect(page.getByRole("region", { name: "Draft" })).toContainText("Drafted by Claude");
  // One save action, named for what it does; no Edit that does nothing.
  await expect(page.getByRole("button", { name: /^Save/ })).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Save to Lodestar" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Backtest", exact: true })).toHaveCount(1);
  await expect(page.getByText("Ready: the service accepts this strategy.")).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await shot(page, "draft-1366");
  await page.setViewportSize(PHONE);
  await expectNoHorizontalScroll(page);
  await shot(page, "draft-390");
  await page.setViewportSize(LAPTOP);

  await page.getByRole("button", { name: "Save to Lodestar" }).click();
  await expect(page.getByRole("region", { name: "Draft" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeVisible();
  await expect(page.getByText("All changes saved.")).toBeVisible();
  const saved = (await research(page.request, key, "get_portfolio", { portfolioId: portfolio.id })).result;
  expect(saved.portfolio).toMatchObject({ state: "saved", draft: null });
  // The save in the app counted nothing; the REST read just now counted one.
  expect(await callsUsed(page)).toBe("2 of 100");

  // A backtest from the free plan's first year: the dialog offers it, and it runs.
  await page.goto(`/portfolios/${portfolio.id}`);
  await page.getByRole("button", { name: "Backtest", exact: true }).click();
  const dialog = page.getByRole("dialog");
  const year = dialog.getByLabel("Start year", { exact: true });
  await year.fill(FREE_FIRST_YEAR);
  await expect(dialog).toContainText(`${FREE_FIRST_YEAR} to 2026 on your plan`);
  const reinvest = dialog.getByRole("checkbox", { name: /Reinvest dividends/ });
  await expect(reinvest).toBeChecked();
  await expect(dialog.getByText("On: dividends are reinvested")).toBeVisible();
  await reinvest.uncheck();
  await expect(dialog.getByText("Off: dividends are paid out as cash")).toBeVisible();
  await reinvest.check();
  await dialog.getByRole("button", { name: "Run backtest" }).click();
  await expect(page).toHaveURL(/\/simulations\/sim_[0-9a-f]{32}$/, { timeout: 60_000 });
  await expect(page.getByText(/^\d{1,2}\s[A-Z][a-z]{2}\s2006 to /)).toBeVisible({ timeout: 60_000 });
  // Every year in the heatmap, with no inner scroll box cutting the last ones off.
  const heatmap = page.getByRole("region", { name: "Monthly returns table" });
  await expect(heatmap.getByRole("rowheader", { name: "2026" })).toBeVisible({ timeout: 60_000 });
  const clipped = await heatmap.evaluate((el) => el.scrollHeight > el.clientHeight + 1);
  expect(clipped).toBe(false);
  await expectNoSeriousAxeViolations(page);
  await shot(page, "result-1366");
  // Opened at the phone's width: a chart measured at 1366 px keeps that width until it is redrawn.
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(heatmap.getByRole("rowheader", { name: "2026" })).toBeVisible({ timeout: 60_000 });
  await expectNoHorizontalScroll(page);
  await shot(page, "result-390");
  await page.setViewportSize(LAPTOP);
  expect(await callsUsed(page)).toBe("3 of 100");
});

test("a 10,000 run with −5,000 a month says at the top that the money ran out, and its balance ends at 0", async ({
  page,
}) => {
  const { key } = await personWithKey(page, "withdrawals");
  const made = await research(page.request, key, "create_portfolio", { definition: STOCKS_AND_BONDS });
  const { portfolio } = made.result;
  const run = await research(page.request, key, "simulate_portfolio", {
    portfolioId: portfolio.id,
    startYear: 2010,
    startingCapital: 10_000,
    cashFlows: { amount: -5_000, every: "month" },
  });
  const path = `/simulations/${run.result.simulation.id}`;
  // Dates are written with no-break spaces ("26 Feb 2010").
  const ranOut = /^Money ran out on \d{1,2}\s[A-Z][a-z]{2}\s2010/;

  for (const [viewport, name] of [
    [LAPTOP, "1366"],
    [PHONE, "390"],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto(path);
    await expect(page.getByText(ranOut)).toBeVisible({ timeout: 60_000 });
    await expectAboveTheFold(page, ranOut);
    // The headline's tiles (the cash-flow card further down repeats some of the words).
    await expect(page.getByText("End balance", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("Money-weighted return", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("CAGR (time-weighted)", { exact: true })).toBeVisible();
    await shot(page, `ran-out-${name}`);
    if (viewport === PHONE) await expectNoHorizontalScroll(page);
  }
  await page.setViewportSize(LAPTOP);
  await expectNoSeriousAxeViolations(page);

  // The balance: the money with the flows, ending at 0, with what was put in and taken out under it.
  const card = page.getByRole("region", { name: "Growth", exact: true });
  await card.getByRole("radio", { name: "Balance" }).check({ force: true });
  await expect(card.getByRole("list", { name: "Growth: series" })).toContainText("Put in so far");
  await card.getByRole("button", { name: "Show data" }).click();
  const table = page.getByRole("table", { name: "Growth: data" });
  await expect(table.getByRole("columnheader", { name: "Balance" })).toBeVisible();
  const last = table.getByRole("row").last();
  await expect(last.getByRole("cell").nth(1)).toHaveText("$0.00");
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: test.info().outputPath("balance-chart-1366.png") });
  await page.setViewportSize(PHONE);
  await expectNoHorizontalScroll(page);
  await card.screenshot({ path: test.info().outputPath("balance-chart-390.png") });
});

test("the favicon is served", async ({ request }) => {
  const icon = await request.get("/favicon.ico");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
});
