// Every page in both themes at a phone's width: no serious or critical axe violation, no sideways
// scroll. Screenshots land in test-results/ as each page's artefact.
import { test, type Page } from "@playwright/test";
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, PHONE, signUp } from "./checks";

const SIGNED_OUT = ["/", "/sign-in", "/sign-up", "/docs"];
// The screener pages: the listing, the builder and a public screener opened in it.
const SCREENERS = ["/screeners", "/screeners/new", "/screeners/5c0000000000000000000001"];
// The strategy pages: the listing, the builder and a public strategy (60/40) opened in it.
const STRATEGIES = ["/portfolios", "/portfolios/new", "/portfolios/be0000000000000000000002"];
const SIGNED_IN = ["/", "/account", "/docs", ...SCREENERS, ...STRATEGIES];
const THEMES = ["light", "dark"] as const;

test.use({ viewport: PHONE });

async function check(page: Page, path: string, theme: (typeof THEMES)[number]) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await expectNoHorizontalScroll(page);
  await expectNoSeriousAxeViolations(page);
  const name = `${path === "/" ? "home" : path.slice(1).replaceAll("/", "-")}-${theme}`;
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test("signed-out pages pass axe and fit a phone", async ({ page }) => {
      for (const path of SIGNED_OUT) await check(page, path, theme);
    });

    test("signed-in pages pass axe and fit a phone", async ({ page }) => {
      await signUp(page);
      for (const path of SIGNED_IN) await check(page, path, theme);
    });
  });
}
