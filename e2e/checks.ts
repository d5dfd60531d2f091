// Checks every page takes (the web issue's "Checks on every page"): no serious or critical axe
// violation, and no sideways scroll at a phone's width. Use them in any spec after the page settles.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The phone the pages are checked on (an iPhone 12-15's viewport). */
export const PHONE = { width: 390, height: 844 };

/** Fails with each serious or critical violation's rule, help text and the elements it names. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(serious, `axe on ${page.url()}`).toEqual([]);
}

/**
 * Fails if the page is wider than the window (run it at the PHONE viewport). Charts and tables take a
 * new size in their resize observers after a viewport change, so the width is polled for up to 5 s.
 */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await expect
    .poll(overflow, { message: `page wider than the window on ${page.url()}`, timeout: 5_000 })
    .toBeLessThanOrEqual(0);
}

/** Signs a new person up through the form and waits to land on `next`; returns their email. */
export async function signUp(page: Page, next = "/"): Promise<string> {
  const email = `person-${Date.now()}-${Math.random().toString(16).slice(2, 8)}@example.com`;
  await page.goto(`/sign-up?next=${encodeURIComponent(next)}`);
  await page.getByLabel("Name").fill("Ada Lovelace");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("correct horse battery");
  await page.getByRole("button", { name: "Create account" }).click();
  // The first sign-up of a fresh server hashes the password and loads the page's data: seconds on a
  // busy machine, more than the default 5 s.
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[?/]/g, "\\$&")}$`), { timeout: 20_000 });
  return email;
}
