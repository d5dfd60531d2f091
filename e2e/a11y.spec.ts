// Every page in both themes at a phone's width: no serious or critical axe violation, no sideways
// scroll. Screenshots land in test-results/ as each page's artefact.
import { test, type Page } from "@playwright/test";
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, PHONE, signUp } from "./checks";
import { personWithKey, research, STOCKS_AND_BONDS } from "./api";

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

test("a shared result (/s/<token>), signed out, passes axe and fits a phone in both themes", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { key } = await personWithKey(page, "a11y share");
  const created = await research(page.request, key, "create_portfolio", { definition: STOCKS_AND_BONDS });
  const portfolioId = created.result.portfolio.id;
  const run = await research(page.request, key, "simulate_portfolio", { portfolioId, startYear: 2015 });
  const simulationId = run.result.simulation.id;
  const shared = await research(page.request, key, "share_record", { simulationId });
  const path = new URL(shared.result.link.url as string).pathname;
  for (const theme of THEMES) {
    const context = await browser.newContext({ viewport: PHONE, colorScheme: theme });
    await check(await context.newPage(), path, theme);
    await context.close();
  }
});
