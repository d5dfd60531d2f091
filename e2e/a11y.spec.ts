// Every page in both themes at a phone's width: no serious or critical axe violation, no sideways
// scroll. Screenshots land in test-results/ as each page's artefact.
import { expect, test, type Page } from "@playwright/test";
import { setPlan } from "./database";
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

// A sweep's page for each of its layouts (a line for one axis, a heatmap per value of the third for
// three), made over the API: the two-axis heatmap and the walk-forward are checked in research.spec.ts.
const SWEPT = {
  name: "Swept",
  startingYear: 2015,
  models: [
    {
      selection: { instruments: ["SPY", "TLT", "GLD"] },
      allocation: { riskOn: { method: "inverse_volatility", lookbackMonths: 12 } },
    },
  ],
};
const LOOKBACK = { path: "models[0].allocation.riskOn.lookbackMonths", values: [3, 6, 12] };

test("a sweep's page passes axe and fits a phone, with one axis and with three", async ({ page }) => {
  test.setTimeout(120_000);
  const { email, key } = await personWithKey(page, "e2e sweep pages");
  setPlan(email, "starter");
  const portfolioId = (await research(page.request, key, "create_portfolio", { definition: SWEPT })).result
    .portfolio.id as string;
  const axes = [
    [LOOKBACK],
    [
      LOOKBACK,
      { path: "models[0].rebalance.every", values: [1, 3] },
      { path: "models[0].allocation.riskOn.leverage", values: [1] },
    ],
  ];
  for (const sweepAxes of axes) {
    const id = (await research(page.request, key, "run_sweep", { portfolioId, axes: sweepAxes })).result.sweep
      .id as string;
    await expect
      .poll(
        async () => (await research(page.request, key, "get_sweep", { sweepId: id })).result.sweep.state,
        {
          timeout: 60_000,
        },
      )
      .toBe("done");
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme });
      await check(page, `/sweeps/${id}`, theme);
    }
  }
});
