// Share links in a real browser (production build): the owner makes a link from a result's Share menu;
// a fresh signed-out browser opens it and sees the result read only, with Open Graph tags whose image is
// a 1200 x 630 PNG, and nothing of the owner's account (no email, no Save, no Backtest); once revoked,
// the link and its image no longer open. At 1366 and 390 px; the page passes axe and fits a phone.
// Screenshots of the page, its preview card and its print view land in docs/screenshots/.
import fs from "node:fs";
import { test, expect, type Browser, type Page } from "@playwright/test";
import { personWithKey, research, STOCKS_AND_BONDS } from "./api";
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, PHONE } from "./checks";

const DESKTOP = { width: 1366, height: 900 };
const TOKEN_LINK = /https?:\/\/[^\s"]+\/s\/[A-Za-z0-9_-]{24}/;

/** A new person with one finished 60/40 backtest from 2010, made over the API. */
async function personWithBacktest(page: Page) {
  const { email, key } = await personWithKey(page, "share e2e");
  const created = await research(page.request, key, "create_portfolio", { definition: STOCKS_AND_BONDS });
  const run = await research(page.request, key, "simulate_portfolio", {
    portfolioId: created.result.portfolio.id,
    startYear: 2010,
  });
  const id = run.result.simulation.id as string;
  await expect
    .poll(
      async () => (await research(page.request, key, "get_simulation", { simulationId: id })).result.state,
    )
    .toBe("done");
  return { email, id };
}

const meta = (page: Page, property: string) =>
  page.locator(`meta[property="${property}"]`).getAttribute("content");

/** Opens the link in a new signed-out browser context at `viewport`; answers the page and its status. */
async function openSignedOut(browser: Browser, link: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const reply = await page.goto(link);
  return { page, status: reply?.status(), close: () => context.close() };
}

test("a shared result opens signed out, read only, with a preview card, and stops opening when revoked", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize(DESKTOP);
  const { email, id } = await personWithBacktest(page);
  await page.goto(`/simulations/${id}`);
  await page.getByRole("button", { name: "Share" }).click();
  await page.getByRole("menuitem", { name: "Create link" }).click();
  await expect(page.getByText(/Link copied|did not allow copying/)).toBeVisible();
  await page.getByRole("button", { name: "Share" }).click();
  const link = TOKEN_LINK.exec((await page.getByRole("menu").textContent()) ?? "")![0];
  await expect(page.getByRole("menuitem", { name: "Revoke link" })).toBeVisible();
  await page.screenshot({ path: "docs/screenshots/share-menu-1366.png" });
  await page.keyboard.press("Escape");

  const desktop = await openSignedOut(browser, link, DESKTOP);
  const shared = desktop.page;
  expect(desktop.status).toBe(200);
  await expect(shared.getByRole("heading", { level: 1, name: "Stocks and bonds" })).toBeVisible();
  await expect(shared.getByText("Shared backtest · read only")).toBeVisible();
  for (const title of ["Growth", "Drawdown", "Calendar years", "Allocation over time"])
    await expect(
      shared.getByRole("region", { name: title, exact: true }).locator(".recharts-surface"),
    ).toBeVisible();
  await expect(shared.getByRole("link", { name: "try it" })).toHaveAttribute("href", "/");
  for (const action of ["Save", "Backtest", "Share", "Run again with…"])
    await expect(shared.getByRole("button", { name: action, exact: true })).toHaveCount(0);
  await expect(shared.getByRole("link", { name: "Account" })).toHaveCount(0);
  const html = await shared.content();
  expect(html).not.toContain(email);
  expect(html).not.toContain(id);

  expect(await meta(shared, "og:title")).toBe("Stocks and bonds — Lodestar");
  expect(await meta(shared, "og:description")).toMatch(/^CAGR \d+\.\d\s%.* · max drawdown [−-]\d+\.\d\s%/);
  expect(await shared.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
  const imageUrl = (await meta(shared, "og:image"))!;
  const image = await shared.request.get(imageUrl);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
  const png = await image.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]); // the IHDR's width and height
  fs.writeFileSync("docs/screenshots/share-card.png", png);
  await shared.screenshot({ path: "docs/screenshots/share-1366.png", fullPage: true });

  // Printed on A4: the charts and the headline, without the frame's navigation or the page's links.
  await shared.emulateMedia({ media: "print" });
  await shared.setViewportSize({ width: 794, height: 1123 });
  await expect(shared.getByRole("navigation", { name: "Sections" })).toBeHidden();
  await expect(shared.getByRole("link", { name: "try it" })).toBeHidden();
  await shared.screenshot({ path: "docs/screenshots/print-share.png", fullPage: true });
  const pdf = await shared.pdf({ format: "A4", printBackground: true });
  fs.writeFileSync(test.info().outputPath("share.pdf"), pdf);
  // The headline and four charts, each kept whole, fill a few A4 pages.
  const pages = (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  expect(pages).toBeGreaterThanOrEqual(1);
  expect(pages).toBeLessThanOrEqual(5);
  await desktop.close();

  const phone = await openSignedOut(browser, link, PHONE);
  await expect(phone.page.getByRole("heading", { level: 1, name: "Stocks and bonds" })).toBeVisible();
  await phone.page.waitForLoadState("networkidle");
  await expectNoHorizontalScroll(phone.page);
  await expectNoSeriousAxeViolations(phone.page);
  await phone.page.screenshot({ path: "docs/screenshots/share-390.png", fullPage: true });
  await phone.close();

  // The owner's result page prints too, without its actions.
  await page.emulateMedia({ media: "print" });
  await page.setViewportSize({ width: 794, height: 1123 });
  await expect(page.getByRole("button", { name: "Share" })).toBeHidden();
  await page.screenshot({ path: test.info().outputPath("print-result-full.png"), fullPage: true });
  // The first two A4 pages' worth, for docs/.
  await page.screenshot({
    path: "docs/screenshots/print-result.png",
    fullPage: true,
    clip: { x: 0, y: 0, width: 794, height: 2246 },
  });
  await page.emulateMedia({ media: "screen" });
  await page.setViewportSize(DESKTOP);

  await page.getByRole("button", { name: "Share" }).click();
  await page.getByRole("menuitem", { name: "Revoke link" }).click();
  await expect(page.getByText("Link revoked")).toBeVisible();
  const after = await openSignedOut(browser, link, DESKTOP);
  expect(after.status).toBe(404);
  await expect(after.page.getByRole("heading", { level: 1, name: "Stocks and bonds" })).toHaveCount(0);
  expect((await after.page.request.get(imageUrl)).status()).toBe(404);
  await after.close();
});

test("a saved strategy shared from its page opens signed out as its definition in words with its latest backtest", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  const { key } = await personWithKey(page, "share strategy e2e");
  const created = await research(page.request, key, "create_portfolio", { definition: STOCKS_AND_BONDS });
  const portfolioId = created.result.portfolio.id as string;
  await research(page.request, key, "save_to_lodestar", { portfolioId, folder: "Private research" });
  await research(page.request, key, "simulate_portfolio", { portfolioId, startYear: 2012 });
  await page.goto(`/portfolios/${portfolioId}`);
  await page.getByRole("button", { name: "Share" }).click();
  await page.getByRole("menuitem", { name: "Create link" }).click();
  await expect(page.getByText(/Link copied|did not allow copying/)).toBeVisible();
  await page.getByRole("button", { name: "Share" }).click();
  const link = TOKEN_LINK.exec((await page.getByRole("menu").textContent()) ?? "")![0];

  for (const viewport of [DESKTOP, PHONE]) {
    const visitor = await openSignedOut(browser, link, viewport);
    expect(visitor.status).toBe(200);
    const shared = visitor.page;
    await expect(shared.getByRole("heading", { level: 1, name: "Stocks and bonds" })).toBeVisible();
    await expect(shared.getByText("Shared strategy · read only")).toBeVisible();
    await expect(shared.getByText("SPY 60 %, IEF 40 %")).toBeVisible();
    await expect(shared.getByRole("heading", { name: "Latest backtest" })).toBeVisible();
    expect(await shared.content()).not.toContain("Private research");
    expect(await meta(shared, "og:description")).toMatch(/^CAGR /);
    await shared.waitForLoadState("networkidle");
    await expectNoSeriousAxeViolations(shared);
    if (viewport === PHONE) await expectNoHorizontalScroll(shared);
    await shared.screenshot({
      path: test.info().outputPath(`share-strategy-${viewport.width}.png`),
      fullPage: true,
    });
    await visitor.close();
  }
});
