import { test, expect } from "@playwright/test";

test("home page explains the product and links the API reference", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Research strategies on real history" })).toBeVisible();
  await page.getByRole("link", { name: "API", exact: true }).click();
  await expect(page.getByRole("heading", { name: "API", exact: true })).toBeVisible();
  // Rendered from the registry: the catalogue operations are listed with their descriptions.
  await expect(page.locator("#list_risk_rule_presets")).toBeVisible();
});
