// The home page as a newcomer and as a signed-in person meet it: what Lodestar does, three public
// strategies with their real figures, the builders, and the top bar's links.
import { test, expect } from "@playwright/test";
import { signUp } from "./checks";

const STRATEGIES = ["S&P 500", "60/40 stocks and bonds", "All-weather mix"];

test("a newcomer sees three public strategies with figures, and a card leads to sign-up", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Research investing strategies on real history",
  );
  for (const name of STRATEGIES) {
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
    // Percentages as people read them: "10.6 %", a drawdown below zero.
    await expect(card.getByRole("definition").first()).toHaveText(/^\d+\.\d\s%$/);
    await expect(card.getByRole("definition").nth(1)).toHaveText(/^-\d+\.\d\s%$/);
    await expect(
      card.getByRole("img", { name: new RegExp(`^Growth of ${name.replace(/[/]/g, "\\/")}`) }),
    ).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Build a strategy" })).toHaveAttribute(
    "href",
    "/portfolios/new",
  );
  await expect(page.getByRole("link", { name: "Build a screener" })).toHaveAttribute(
    "href",
    "/screeners/new",
  );
  await expect(page.getByRole("link", { name: "Sign in", exact: true })).toBeVisible();

  await page.getByRole("link", { name: "60/40 stocks and bonds" }).click();
  await expect(page).toHaveURL(/\/sign-up\?next=%2Fportfolios%2F[0-9a-f]{24}$/);
});

test("the top bar's Docs link opens the API reference", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Docs" }).click();
  await expect(page.getByRole("heading", { name: "API", exact: true })).toBeVisible();
  await expect(page.locator("#list_risk_rule_presets")).toBeVisible();
});

test("signed in, home starts with recent work, the plan and the calls left", async ({ page }) => {
  await signUp(page);
  await expect(page.getByRole("link", { name: /^Free\s*plan:\s*100 calls left$/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your recent strategies" })).toBeVisible();
  await expect(page.getByText("No backtests yet")).toBeVisible();
  await page.getByRole("link", { name: "S&P 500", exact: true }).click();
  await expect(page).toHaveURL(/\/portfolios\/[0-9a-f]{24}$/);
});

test("on a phone the sections sit behind the menu button", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Sections" })).toBeHidden();
  await page.getByRole("button", { name: "Menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await menu.getByRole("link", { name: "Screeners" }).click();
  await expect(page).toHaveURL(/\/screeners$|\/sign-in\?next=%2Fscreeners$/);
});
