// Two tabs edit the same record: the first save lands, the second is refused because the record changed
// after that tab opened it (409 conflict), and the builder says so in words with two ways on: "Reload
// theirs" (the first tab's version, the second tab's edits dropped) or "Keep mine as new" (a copy of
// the second tab's state, the record left as the first tab saved it). Screenshots at 1280 and 390 px.
import { test, expect, type Page } from "@playwright/test";
import { personWithKey, research, STOCKS_AND_BONDS } from "./api";
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, PHONE } from "./checks";

const DESKTOP = { width: 1280, height: 800 };

// The first page that reads the market data loads it (seconds on a cold server): do it before the clock runs.
test.beforeAll(async ({ request }) => {
  await request.get("/", { timeout: 120_000 });
});

/** Types a new description in the builder's About/Strategy card and presses its save button. */
async function editAndSave(page: Page, description: string, save: string) {
  await page.getByLabel("Description").fill(description);
  await page.getByRole("button", { name: save, exact: true }).click();
}

for (const viewport of [DESKTOP, PHONE]) {
  test(`strategy: a save over a newer version asks to reload theirs or keep mine as new (${viewport.width} px)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const { key } = await personWithKey(page, "Two tabs");
    const made = await research(page.request, key, "create_portfolio", { definition: STOCKS_AND_BONDS });
    const id = made.result.portfolio.id;
    // Kept (version 2), so the builder's one action is a plain Save.
    await research(page.request, key, "save_to_lodestar", { portfolioId: id });
    const mine = await page.context().newPage();
    await mine.setViewportSize(viewport);
    await page.goto(`/portfolios/${id}`);
    await mine.goto(`/portfolios/${id}`);
    await expect(page.getByLabel("Description")).toBeVisible({ timeout: 30_000 });
    await expect(mine.getByLabel("Description")).toBeVisible({ timeout: 30_000 });

    await editAndSave(page, "Saved first, in the other tab", "Save");
    await expect(page.getByText("Changes saved", { exact: true })).toBeVisible();

    await editAndSave(mine, "Mine, made on the old version", "Save");
    const dialog = mine.getByRole("dialog", { name: "This strategy was changed somewhere else" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("it is now at version 3, and your changes were made on version 2");
    await expect(dialog.getByRole("button", { name: "Reload theirs" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Keep mine as new" })).toBeVisible();
    await expectNoSeriousAxeViolations(mine);
    if (viewport === PHONE) await expectNoHorizontalScroll(mine);
    await mine.screenshot({ path: `test-results/conflict-strategy-${viewport.width}.png` });

    if (viewport === DESKTOP) {
      // Reload theirs: the builder shows the saved version, and saving again now lands.
      await dialog.getByRole("button", { name: "Reload theirs" }).click();
      await expect(dialog).toBeHidden();
      await expect(mine.getByLabel("Description")).toHaveValue("Saved first, in the other tab");
      await editAndSave(mine, "Mine, on their version", "Save");
      await expect(mine.getByText("Changes saved", { exact: true })).toBeVisible();
      const stored = await research(page.request, key, "get_portfolio", { portfolioId: id });
      expect(stored.result.portfolio).toMatchObject({ description: "Mine, on their version", version: 4 });
    } else {
      // Keep mine as new: a copy holds this tab's edits; the record keeps the other tab's.
      await dialog.getByRole("button", { name: "Keep mine as new" }).click();
      await expect(mine).not.toHaveURL(new RegExp(`/portfolios/${id}$`), { timeout: 20_000 });
      await expect(mine.getByLabel("Description")).toHaveValue("Mine, made on the old version");
      const stored = await research(page.request, key, "get_portfolio", { portfolioId: id });
      expect(stored.result.portfolio).toMatchObject({ description: "Saved first, in the other tab" });
    }
  });
}

test("screener: a save over a newer version opens the same question", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const { key } = await personWithKey(page, "Two tabs");
  const made = await research(page.request, key, "create_screener", {
    name: "Calm stocks",
    universe: { assetType: "stocks" },
    rows: [{ filter: "volatility" }],
  });
  const id = made.result.screener.id;
  await research(page.request, key, "save_to_lodestar", { screenerId: id });
  const mine = await page.context().newPage();
  await page.goto(`/screeners/${id}`);
  await mine.goto(`/screeners/${id}`);
  await expect(mine.getByLabel("Description")).toBeVisible({ timeout: 30_000 });
  await editAndSave(page, "Theirs", "Save");
  await expect(page.getByText("Changes saved", { exact: true })).toBeVisible();
  await editAndSave(mine, "Mine", "Save");
  const dialog = mine.getByRole("dialog", { name: "This screener was changed somewhere else" });
  await expect(dialog).toContainText("version 3");
  await mine.screenshot({ path: "test-results/conflict-screener-1280.png" });
  await dialog.getByRole("button", { name: "Reload theirs" }).click();
  await expect(mine.getByLabel("Description")).toHaveValue("Theirs");
});
