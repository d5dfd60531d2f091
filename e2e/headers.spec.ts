// A page's security headers in the production build: a CSP whose script nonce is fresh on every load,
// and a page that still runs its scripts under it (the sign-up form works; the browser reports no CSP
// violation).
import { test, expect } from "@playwright/test";

const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];

test("pages carry a nonce-based CSP and the security headers, and run under them", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content[- ]Security[- ]Policy/i.test(m.text())) violations.push(m.text());
  });
  const first = await page.goto("/sign-up");
  const headers = first!.headers();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy"]).toContain("'strict-dynamic'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  const nonce = nonceOf(headers["content-security-policy"]);
  expect(nonce).toBeTruthy();
  // Next stamped the nonce on its scripts, and they run: the form's own checks (React) answer a click.
  expect(await page.locator("script[nonce]").count()).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Enter your name.")).toBeVisible();
  const again = await page.goto("/sign-up");
  expect(nonceOf(again!.headers()["content-security-policy"])).not.toBe(nonce);
  expect(violations).toEqual([]);
});
