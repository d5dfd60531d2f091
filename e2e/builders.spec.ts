// The strategy builder in a real browser against the production build: a new person is sent to sign in,
// signs up through the UI, sees the strategy model for the free plan, and builds, checks and backtests
// strategies. The screener builder's journey is e2e/screener.spec.ts.
import { test, expect, type Page } from "@playwright/test";

let accounts = 0;

const PASSWORD = "correct horse battery";

/** Opens a signed-in page as a new person: the page sends them to sign in; they create an account there. */
async function signUpAndOpen(page: Page, path: string): Promise<string> {
  const email = `builder-${Date.now()}-${accounts++}@example.com`;
  await page.goto(path);
  await expect(page).toHaveURL(/\/sign-in\?next=/);
  await page.getByRole("link", { name: "Create an account" }).click();
  await page.getByLabel("Name").fill("Ada Builder");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  return email;
}

test("strategy builder shows the position exits the catalogue gives for the free plan", async ({ page }) => {
  await signUpAndOpen(page, "/portfolios/new");
  const exits = page.getByRole("region", { name: "Position exits" });
  await expect(exits).toBeVisible();

  // Free plan: maxPositions is on by default, capped at 5 by the plan (product 1 to 50), default min(10, 5).
  const maxPositions = exits.getByLabel("Maximum positions", { exact: true });
  await expect(maxPositions).toHaveValue("5");
  await expect(maxPositions).toBeEnabled();
  await expect(exits.getByText("1 to 50 · your plan: up to 5")).toBeVisible();

  // Switchable exits off by default, with the catalogue's defaults waiting: 12 months, +150%, -30%.
  const maxHold = exits.getByLabel("Maximum holding period", { exact: true });
  await expect(maxHold).toBeDisabled();
  await expect(maxHold).toHaveValue("12");
  await expect(exits.getByLabel("Take profit", { exact: true })).toHaveValue("1.5");
  await expect(exits.getByLabel("Stop loss", { exact: true })).toHaveValue("-0.3");

  const preview = page.getByRole("region", { name: "Definition preview" }).locator("pre");
  await expect(preview).toContainText('"maxPositions": 5');
  await expect(preview).toContainText('"maxHoldMonths": null');
  await exits.getByLabel("Use maximum holding period").check();
  await expect(maxHold).toBeEnabled();
  await expect(preview).toContainText('"maxHoldMonths": 12');

  // Above the plan's cap is pointed out at the field.
  await maxPositions.fill("6");
  await expect(exits.getByText("At most 5.")).toBeVisible();

  // The server is the judge: validate_portfolio points at the selection, which holds nothing yet.
  await maxPositions.fill("5");
  await page.getByRole("button", { name: "Check", exact: true }).click();
  await expect(page.getByRole("table", { name: "Problems" })).toContainText("/definition/models/0/selection");

  // Allocation methods from list_allocation_methods: equal weight chosen, risk parity needs the advanced plan.
  const allocation = page.getByRole("region", { name: "Allocation" });
  await expect(allocation.getByRole("radio", { name: /Equal weight/ }).first()).toBeChecked();
  await expect(allocation.getByRole("radio", { name: /Risk parity/ }).first()).toBeDisabled();
  await expect(allocation.getByText("[advanced plan]").first()).toBeVisible();
});

test("strategy: check with the service, create a draft, open it by its openUrl and save it", async ({
  page,
}) => {
  await signUpAndOpen(page, "/portfolios/new");
  await page
    .getByRole("region", { name: "Combined level" })
    .getByLabel("Name", { exact: true })
    .fill("Bonds and stocks");
  await page
    .getByRole("region", { name: "Selection" })
    .getByLabel("Instruments", { exact: true })
    .fill("SPY, TLT");
  const preview = page.getByRole("region", { name: "Definition preview" }).locator("pre");
  await expect(preview).toContainText('"SPY"');
  await expect(preview).toContainText('"TLT"');

  await page.getByRole("button", { name: "Check", exact: true }).click();
  await expect(page.getByText("No problems: create_portfolio would accept this definition.")).toBeVisible();

  await page.getByRole("button", { name: "Create draft" }).click();
  const open = page.getByRole("link", { name: "Open “Bonds and stocks”" });
  await expect(open).toBeVisible();
  const openUrl = await open.getAttribute("href");
  expect(openUrl).toMatch(/\/portfolios\/[0-9a-f]{24}$/);

  await page.goto(openUrl!);
  await expect(page.getByRole("heading", { name: "Bonds and stocks" })).toBeVisible();
  await expect(page.getByLabel("Definition", { exact: true })).toContainText('"maxPositions": 5');
  await page.getByRole("button", { name: "Save to Lodestar" }).click();
  await expect(page.getByText("State: saved")).toBeVisible();

  await page.goto("/portfolios");
  await expect(page.getByRole("table", { name: "Your strategies" })).toContainText("Bonds and stocks");
});
