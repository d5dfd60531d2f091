// The screener journeys in a real browser: a person builds a screener from rows read as sentences, runs
// it as of 2008-10-15, sorts the matches and downloads them as CSV, saves it, opens it again in the
// builder, and uses it in a strategy whose backtest then runs. An AI assistant's draft (made over REST
// with the person's key) opens by its openUrl through sign-in, in the builder under the draft banner,
// and is saved to Lodestar with an edit; leaving with unsaved edits asks first; another account's id is
// the not-found page; a public screener is copied into the person's own.
import fs from "node:fs";
import { test, expect, type Page } from "@playwright/test";
import { personWithKey, research } from "./api";
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, PHONE, signUp } from "./checks";

const NBSP = "\u00a0";

/** Picks a row's filter through the searchable list; `first`: the search ranks it first. */
async function pickFilter(page: Page, row: number, search: string, name: string, first = false) {
  await page.getByRole("combobox", { name: `Filter, row ${row}` }).click();
  await page.getByRole("combobox", { name: /Search filters/ }).fill(search);
  if (first) await expect(page.getByRole("option").first()).toHaveAccessibleName(name);
  await page.getByRole("option", { name, exact: true }).click();
}

// The first page that reads the market data loads it (seconds on a cold server): do it before the clock runs.
test.beforeAll(async ({ request }) => {
  await request.get("/", { timeout: 120_000 });
});

test("screener: filing-dated ROE with a price row, run as of 2015-06-30", async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, "/screeners/new");
  await page.getByLabel("Name", { exact: true }).fill("Profitable leaders");
  await page.getByRole("button", { name: "Add row" }).click();
  // Found by the name people use ("roe"), listed by its name, read point in time from the filings.
  await pickFilter(page, 1, "ROE", "Return on equity (ROE)", true);
  const rows = page.getByTestId("row-sentence");
  await expect(rows.nth(0)).toHaveText(/^Return on equity \(ROE\) is above 15/);
  await page.getByRole("button", { name: "Add row" }).click();
  await pickFilter(page, 2, "dividends reinvested", "Total return over N months");
  await expect(rows.nth(1)).toHaveText(`Total return over 12${NBSP}months is in the highest 10`);
  await expect(page.getByRole("status").filter({ hasText: "Ready to run" })).toBeVisible();
  await expect(page.getByText(/Fundamentals from SEC filings/)).toBeVisible();
  await page.getByLabel("As of").fill("2015-06-30");
  await page.getByRole("button", { name: "Run", exact: true }).click();
  await expect(page.getByRole("heading", { name: /^10 of [\d,]+ match as of 30\sJun 2015$/ })).toBeVisible({
    timeout: 45_000,
  });
  const table = page.getByRole("table", { name: "Matches" });
  await expect(table.getByRole("columnheader", { name: "Return on equity (ROE)" })).toBeVisible();
  await expect(table.locator("tbody tr")).toHaveCount(10);
  await page.screenshot({ path: "test-results/screener-filings.png", fullPage: true });
});

test("screener: build, run as of 2008-10-15, sort, download CSV, save, reopen and use in a strategy", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUp(page, "/screeners/new");
  await page.getByLabel("Name", { exact: true }).fill("Momentum leaders");

  // Row 1: price above $10 (the filter's default); row 2: the 20 best 12-month returns among those.
  await page.getByRole("button", { name: "Add row" }).click();
  await pickFilter(page, 1, "last close", "Price");
  const rows = page.getByTestId("row-sentence");
  await expect(rows.nth(0)).toHaveText("Price is above $10.00");
  await page.getByRole("button", { name: "Add row" }).click();
  // Found by its description's words, not only its name.
  await pickFilter(page, 2, "dividends reinvested", "Total return over N months");
  await expect(rows.nth(1)).toHaveText(`Total return over 12${NBSP}months is in the highest 10`);
  await page.getByLabel("How many, row 2").fill("20");
  await expect(rows.nth(1)).toHaveText(`Total return over 12${NBSP}months is in the highest 20`);
  await expect(page.getByRole("status").filter({ hasText: "Ready to run" })).toBeVisible();

  // Point in time: as of 15 Oct 2008, in the middle of the crash.
  await page.getByLabel("As of").fill("2008-10-15");
  await page.getByRole("button", { name: "Run", exact: true }).click();
  await expect(page.getByRole("heading", { name: /^20 of [\d,]+ match as of 15\sOct 2008$/ })).toBeVisible({
    timeout: 45_000,
  });
  const table = page.getByRole("table", { name: "Matches" });
  await expect(table.locator("tbody tr")).toHaveCount(20);
  // Fractions read as percentages and prices in dollars, never raw fractions.
  await expect(table.locator("tbody tr").first()).toContainText(/\$[\d,]+\.\d\d/);
  await expect(table.locator("tbody tr").first()).toContainText(/-?\d+\.\d\d\s%/);

  // The results, their notes and the filled-in rows pass axe too (the a11y pages hold an empty builder).
  await expectNoSeriousAxeViolations(page);

  // Sortable: by price.
  const priceHeader = table.getByRole("columnheader", { name: "Price" });
  await priceHeader.getByRole("button").click();
  await expect(priceHeader).toHaveAttribute("aria-sort", /ascending|descending/);

  // The CSV holds what the table shows: a header with units, then one line per match.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("momentum-leaders-2008-10-15.csv");
  const csv = fs
    .readFileSync((await download.path())!, "utf8")
    .trimEnd()
    .split("\r\n");
  expect(csv[0]).toBe("Rank,Ticker,Name,Price (USD),Total return over 12 months (%)");
  expect(csv).toHaveLength(21);
  expect(csv[1]).toMatch(/^1,[A-Z.\-]+,.+,\d+(\.\d+)?,-?\d+(\.\d+)?$/);

  // Saved in one step (no draft), it opens in the same builder, prefilled.
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/screeners\/[0-9a-f]{24}$/);
  const screenerId = page.url().split("/").pop()!;
  await expect(page.getByRole("heading", { name: "Momentum leaders" })).toBeVisible();
  await expect(page.locator("header").getByText("Saved", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Draft" })).toHaveCount(0);
  await expect(rows.nth(1)).toHaveText(`Total return over 12${NBSP}months is in the highest 20`);
  await expect(page.getByText("All changes saved.")).toBeVisible();

  // An edit is saved whole (edit_screener) and kept.
  await page.getByLabel("How many, row 2").fill("25");
  await expect(page.getByText(/Unsaved changes/)).toBeVisible();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("All changes saved.")).toBeVisible();
  await page.reload();
  await expect(rows.nth(1)).toHaveText(`Total return over 12${NBSP}months is in the highest 25`);

  // "Use in a strategy" starts a strategy with this screener as its entry screener.
  await page.getByRole("button", { name: "Use in a strategy" }).click();
  await expect(page).toHaveURL(new RegExp(`/portfolios/new\\?entryScreener=${screenerId}$`));

  // The new strategy selects the screener's matches, with a preview of what it matches today.
  const selection = page.getByRole("region", { name: "Selection", exact: true });
  await expect(selection.getByTestId("block-summary")).toHaveText("Matches of Momentum leaders");
  await expect(selection.getByRole("list", { name: "Entry screeners" })).toContainText(
    /\d+ match(es)? on \d{4}-\d{2}-\d{2}/,
  );
  await page.getByLabel("Name", { exact: true }).fill("Momentum");
  await expect(page.getByText("Ready: the service accepts this strategy.")).toBeVisible();
  await page.getByRole("button", { name: "Save strategy" }).click();
  await expect(page).toHaveURL(/\/portfolios\/[0-9a-f]{24}$/);
  await expect(page.getByRole("heading", { name: "Momentum", exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Backtest" }).last().click();
  await page.getByRole("button", { name: "Run backtest" }).click();
  await expect(page).toHaveURL(/\/simulations\/sim_[0-9a-f]{32}$/, { timeout: 60_000 });
  // A screener strategy is queued; the result page follows it to the end and draws its growth.
  const growth = page.getByRole("region", { name: "Growth", exact: true });
  await expect(growth.locator(".recharts-surface")).toBeVisible({ timeout: 120_000 });
});

// The password signUp (e2e/checks.ts) and personWithKey give every new person.
const PASSWORD = "correct horse battery";
const MOMENTUM = {
  name: "Momentum from my assistant",
  universe: { assetType: "stocks", indexes: ["sp_500"] },
  rows: [
    {
      filter: "total_return",
      relation: "highest",
      target: { kind: "count", value: 20 },
      inputs: { months: 12 },
    },
  ],
};

test("screener: an AI draft's openUrl lands through sign-in in the builder with the banner; edited, it is saved to Lodestar", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { email, key } = await personWithKey(page, "Claude Desktop");
  const created = (await research(page.request, key, "create_screener", MOMENTUM)).result.screener;
  expect(created).toMatchObject({ state: "draft", folder: "Claude Desktop" });
  const path = new URL(created.openUrl).pathname;

  // Signed out, the link goes through sign-in (whose sign-up link keeps the address too) and lands back.
  await page.context().clearCookies();
  await page.goto(created.openUrl);
  await expect(page).toHaveURL(`/sign-in?next=${encodeURIComponent(path)}`);
  await expect(page.getByRole("link", { name: "Create an account" })).toHaveAttribute(
    "href",
    `/sign-up?next=${encodeURIComponent(path)}`,
  );
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(path);

  // The editable builder under the banner and its three actions.
  const banner = page.getByRole("region", { name: "Draft" });
  await expect(banner).toContainText(/Drafted by Claude Desktop · expires \d{1,2}\s[A-Z][a-z]{2} \d{4}/);
  // Opening it is a use: the expiry moves on by the seconds since, to the same day.
  const expiryDay = created.draft.expiresAt.slice(0, 10);
  await expect(banner.locator("time")).toHaveAttribute("datetime", new RegExp(`^${expiryDay}T`));
  // One save action on a draft, in the side panel; the banner only says what a draft is.
  await expect(page.getByRole("button", { name: /^Save/ })).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Save to Lodestar" })).toBeVisible();
  await expect(page.getByRole("heading", { name: MOMENTUM.name })).toBeVisible();
  const rows = page.getByTestId("row-sentence");
  await expect(rows.nth(0)).toHaveText(`Total return over 12${NBSP}months is in the highest 20`);
  await expectNoSeriousAxeViolations(page);

  // An edit; leaving by a link or by Back now asks first, and staying keeps the edit.
  await page.getByLabel("How many, row 1").fill("15");
  await expect(rows.nth(0)).toHaveText(`Total return over 12${NBSP}months is in the highest 15`);
  const leave = page.getByRole("dialog", { name: "Leave without saving?" });
  await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Screeners" }).click();
  await expect(leave).toBeVisible();
  await expect(leave.getByRole("button", { name: "Stay and keep editing" })).toBeFocused();
  await expectNoSeriousAxeViolations(page);
  await leave.getByRole("button", { name: "Stay and keep editing" }).click();
  await expect(leave).toBeHidden();
  await page.goBack();
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: "Stay and keep editing" }).click();
  await expect(page).toHaveURL(path);
  await expect(rows.nth(0)).toHaveText(`Total return over 12${NBSP}months is in the highest 15`);

  // Save to Lodestar writes the edit first, then saves: the banner goes and the API reads it saved.
  await page.getByRole("button", { name: "Save to Lodestar" }).click();
  await expect(banner).toBeHidden();
  await expect(page.locator("header").getByText("Saved", { exact: true })).toBeVisible();
  const saved = (await research(page.request, key, "get_screener", { screenerId: created.id })).result
    .screener;
  expect(saved).toMatchObject({ state: "saved", draft: null, folder: "Claude Desktop" });
  expect(saved.definition.rows[0].target).toEqual({ kind: "count", value: 15 });

  // With nothing unsaved, a link leaves at once.
  await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Screeners" }).click();
  await expect(page).toHaveURL("/screeners");
  await expect(leave).toBeHidden();

  // Another account's screener is the not-found page.
  await page.context().clearCookies();
  await signUp(page, "/screeners");
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Not found" })).toBeVisible();
  await expect(page.getByText(MOMENTUM.name)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  // So is an id that cannot be one.
  expect((await page.goto("/screeners/not-an-id"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Not found" })).toBeVisible();
});

test("screener: a public screener is copied into the person's own, saved", async ({ page }) => {
  const { key } = await personWithKey(page, "copy check");
  const publicId = "5c0000000000000000000001";
  await page.goto(`/screeners/${publicId}`);
  const name = "Momentum leaders in the S&P 500";
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(page.locator("header").getByText("Public", { exact: true })).toBeVisible();
  // Nobody can change it: no Save, only a copy.
  await expect(page.getByRole("button", { name: /^Save/ })).toHaveCount(0);
  await page.getByRole("button", { name: "Make a copy" }).click();
  await expect(page).toHaveURL(
    (url) => /^\/screeners\/[0-9a-f]{24}$/.test(url.pathname) && !url.pathname.endsWith(publicId),
  );
  const copyId = page.url().split("/").pop()!;
  await expect(page.getByRole("heading", { name: `${name} (copy)` })).toBeVisible();
  await expect(page.locator("header").getByText("Saved", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Draft" })).toHaveCount(0);
  const copy = (await research(page.request, key, "get_screener", { screenerId: copyId })).result.screener;
  expect(copy).toMatchObject({ name: `${name} (copy)`, state: "saved", folder: "Lodestar web", draft: null });
  expect(copy.definition.rows).toHaveLength(2);
});

test("screener: a draft's page passes axe and fits a phone, in both themes; the menu's links ask before leaving edits", async ({
  browser,
}) => {
  for (const colorScheme of ["light", "dark"] as const) {
    const context = await browser.newContext({ viewport: PHONE, colorScheme });
    const page = await context.newPage();
    const { key } = await personWithKey(page, "Phone assistant");
    const created = (await research(page.request, key, "create_screener", MOMENTUM)).result.screener;
    await page.goto(new URL(created.openUrl).pathname);
    await expect(page.getByRole("region", { name: "Draft" })).toBeVisible();
    await expect(page.getByTestId("row-sentence").first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);
    // After an edit, a section link in the phone's menu closes the menu and asks first.
    await page.getByLabel("How many, row 1").fill("12");
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Screeners" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    const leave = page.getByRole("dialog", { name: "Leave without saving?" });
    await expect(leave).toBeVisible();
    await expectNoHorizontalScroll(page);
    await leave.getByRole("button", { name: "Leave without saving" }).click();
    await expect(page).toHaveURL("/screeners");
    await context.close();
  }
});
