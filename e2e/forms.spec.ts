// The builders' checks where the person is, on the production build at 1366 and 390 px: weights of
// 500 % and −20 % are refused beside their boxes, naming the ticker, in percent, before Save; the
// backtest dialog refuses a start capital of 0 and a start year outside the plan, in words, before Run.
// On a phone, Save and Backtest (the screener's Save and Run) stay in a bar at the bottom of the screen.
// From the click on "Run backtest" to the result, the person always sees the run's state.
import { test, expect, type Page } from "@playwright/test";
import { personWithKey, research, STOCKS_AND_BONDS } from "./api";
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, PHONE, signUp } from "./checks";
import { openBlock } from "./blocks";

const WIDTHS = [
  { name: "1366", viewport: { width: 1366, height: 900 } },
  { name: "390", viewport: PHONE },
];
const NBSP = "\u00a0";

test.beforeAll(async ({ request }) => {
  await request.get("/", { timeout: 120_000 });
});

/** A person with a Single of SPY and IEF at fixed weights (a draft from their assistant), its page open. */
async function strategyPage(page: Page) {
  const { key } = await personWithKey(page, "Assistant");
  const made = await research(page.request, key, "create_portfolio", { definition: STOCKS_AND_BONDS });
  await page.goto(`/portfolios/${made.result.portfolio.id}`);
  await expect(page.getByRole("button", { name: "Save to Lodestar" })).toBeVisible();
  return { key, id: made.result.portfolio.id as string };
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`at ${name} px`, () => {
    test.use({ viewport });

    test("weights of 500 % and −20 % are refused beside their boxes, naming the ticker, in percent, before Save", async ({
      page,
    }) => {
      await strategyPage(page);
      const allocation = await openBlock(page, "Allocation");
      await allocation.getByLabel("SPY weight", { exact: true }).fill("500");
      await allocation.getByLabel("IEF weight", { exact: true }).fill("-20");
      // As typed (after the pause the check waits for), beside the boxes; nothing saved yet.
      const spy = allocation.getByText(`SPY: 500${NBSP}% is above 100${NBSP}%.`);
      const ief = allocation.getByText(`IEF: −20${NBSP}% — weights can't be negative.`);
      await expect(spy).toBeVisible();
      await expect(ief).toBeVisible();
      await expect(allocation.getByLabel("SPY weight", { exact: true })).toHaveAttribute(
        "aria-invalid",
        "true",
      );
      await expect(page.getByRole("button", { name: "Save to Lodestar" })).toBeDisabled();
      // No path, field id or fraction anywhere on the page.
      const text = await page.locator("main").innerText();
      expect(text).not.toMatch(/\/definition|models\[|settings\.weight|as fractions|from 0 to 1\b/);
      await expect(page.getByText(/\b5 is outside|-0\.2\b/)).toHaveCount(0);
      await spy.evaluate((el) => el.scrollIntoView({ block: "center" }));
      await page.screenshot({ path: `docs/screenshots/builder-${name}.png` });
      await expectNoSeriousAxeViolations(page);
      if (name === "390") await expectNoHorizontalScroll(page);

      // Fixed, the messages go and Save is offered.
      await allocation.getByLabel("SPY weight", { exact: true }).fill("60");
      await allocation.getByLabel("IEF weight", { exact: true }).fill("40");
      await expect(spy).toHaveCount(0);
      await expect(ief).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Save to Lodestar" })).toBeEnabled();
    });

    test("the backtest dialog refuses a start capital of 0 and a year outside the plan, in words", async ({
      page,
    }) => {
      await strategyPage(page);
      await page.getByRole("button", { name: "Backtest", exact: true }).click();
      const dialog = page.getByRole("dialog");
      const run = dialog.getByRole("button", { name: "Run backtest" });
      await dialog.getByLabel("Starting capital", { exact: true }).fill("0");
      await expect(dialog.getByText("Starting capital: 0 is too little.", { exact: false })).toBeVisible();
      await expect(run).toBeDisabled();
      await page.screenshot({ path: `docs/screenshots/dialog-check-${name}.png` });
      await expectNoSeriousAxeViolations(page);
      await dialog.getByLabel("Starting capital", { exact: true }).fill("25000");
      await expect(run).toBeEnabled();
      await dialog.getByLabel("Start year", { exact: true }).fill("1950");
      await expect(
        dialog.getByText(/Start year: 1950 is outside your plan's range\. Pick a year from \d{4} to \d{4}/),
      ).toBeVisible();
      await expect(run).toBeDisabled();
      // The reinvest switch's words follow its box.
      const reinvest = dialog.getByRole("checkbox", { name: /Reinvest dividends/ });
      await expect(reinvest).toBeChecked();
      await expect(dialog.getByText("On: dividends are reinvested", { exact: false })).toBeVisible();
    });
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("Save and Backtest stay in reach in a bar at the bottom; the screener's Save and Run too", async ({
    page,
  }) => {
    await strategyPage(page);
    const bar = page.getByRole("region", { name: "Save and backtest" });
    for (const y of ["bottom", "top"]) {
      await page.evaluate((to) => window.scrollTo(0, to === "bottom" ? document.body.scrollHeight : 0), y);
      await expect(bar.getByRole("button", { name: "Save to Lodestar" })).toBeInViewport({ ratio: 1 });
      await expect(bar.getByRole("button", { name: "Backtest", exact: true })).toBeInViewport({ ratio: 1 });
    }
    // It covers nothing: the page's last content ends above it when scrolled to the bottom.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const barTop = (await bar.boundingBox())!.y;
    const lastAction = page.getByRole("button", { name: "Add a model" });
    const box = (await lastAction.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(barTop);
    // One of each on the page: the side panel's copies are hidden at this width.
    await expect(page.getByRole("button", { name: "Backtest", exact: true })).toHaveCount(1);

    await page.goto("/screeners/new");
    const screenerBar = page.getByRole("region", { name: "Save and run" });
    await page.getByLabel("Name", { exact: true }).fill("Phone screener");
    for (const y of ["bottom", "top"]) {
      await page.evaluate((to) => window.scrollTo(0, to === "bottom" ? document.body.scrollHeight : 0), y);
      await expect(screenerBar.getByRole("button", { name: "Save", exact: true })).toBeInViewport({
        ratio: 1,
      });
      await expect(screenerBar.getByRole("button", { name: "Run", exact: true })).toBeInViewport({
        ratio: 1,
      });
    }
  });
});

test.describe("at 1366 px", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("the bar is hidden where the side panel's actions are in view", async ({ page }) => {
    await strategyPage(page);
    await expect(page.getByRole("region", { name: "Save and backtest" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Backtest", exact: true })).toBeInViewport();
  });

  test("screener: no name, a row without a filter and How many 0 are each said in words before Save", async ({
    page,
  }) => {
    await signUp(page, "/screeners/new");
    await page.getByRole("button", { name: "Add row" }).click();
    await expect(page.getByText("Row 1 has no filter yet: pick one, or remove the row.")).toBeVisible();
    await expect(page.getByText(/Give the screener a name/).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Save", exact: true })).toBeDisabled();
    await page.getByRole("combobox", { name: "Filter, row 1" }).click();
    await page.getByRole("combobox", { name: /Search filters/ }).fill("Total return");
    await page.getByRole("option", { name: /^Total return over N months/ }).click();
    await page.getByLabel("Condition, row 1").click();
    await page.getByRole("option", { name: /highest/ }).click();
    await page.getByLabel("How many, row 1", { exact: true }).fill("0");
    await expect(page.getByText("How many, row 1: 0 is below 1.", { exact: false })).toBeVisible();
    await page.getByLabel("Name", { exact: true }).fill("Leaders");
    await expect(page.getByRole("button", { name: "Save", exact: true })).toBeDisabled();
    await page.getByLabel("How many, row 1", { exact: true }).fill("20");
    await expect(page.getByRole("button", { name: "Save", exact: true })).toBeEnabled();
    // An as-of date outside the data says which dates it holds.
    await page.getByLabel("As of", { exact: true }).fill("1950-01-02");
    await expect(
      page.getByText(/Pick a date between .+ and .+: the data holds no other days\./),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Run", exact: true })).toBeDisabled();
  });

  test("waiting: from Run backtest to the result, the run's state is always shown", async ({ page }) => {
    test.setTimeout(180_000);
    const { key } = await personWithKey(page, "Assistant");
    const screener = (
      await research(page.request, key, "create_screener", {
        name: "Momentum leaders",
        universe: { assetType: "stocks", indexes: ["sp_500"] },
        rows: [
          {
            filter: "total_return",
            relation: "highest",
            target: { kind: "count", value: 20 },
            inputs: { months: 12 },
          },
        ],
      })
    ).result.screener;
    const made = await research(page.request, key, "create_portfolio", {
      definition: { name: "Momentum", models: [{ selection: { entryScreeners: [screener.id] } }] },
    });
    await page.goto(`/portfolios/${made.result.portfolio.id}`);
    // What the page shows about the run is recorded at every change, however briefly it shows: the
    // button at work (the dialog stays until the result page replaces it), the run's status card, the
    // result; "none" would be a gap.
    await page.evaluate(() => {
      const seen: string[] = ((window as unknown as { seen: string[] }).seen = []);
      const state = () => {
        const busy = document.querySelector("[role=dialog] [aria-busy=true]");
        if (busy) return `button:${busy.textContent}`;
        if (document.querySelector("[role=progressbar][aria-label='Backtest progress']")) {
          const card = document.querySelector("[role=progressbar]")!.closest("section");
          return `progress:${card?.querySelector("h2,h3")?.textContent}`;
        }
        if (
          /\/simulations\/sim_/.test(location.pathname) &&
          document.querySelector("[data-slot=headline], h1")
        )
          return "result";
        return "none";
      };
      const look = () => {
        const now = state();
        if (seen.at(-1) !== now) seen.push(now);
      };
      new MutationObserver(look).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    });
    await page.getByRole("button", { name: "Backtest", exact: true }).click();
    await page.getByRole("button", { name: "Run backtest" }).click();
    await expect(page).toHaveURL(/\/simulations\/sim_[0-9a-f]{32}$/, { timeout: 60_000 });
    await expect(
      page.getByRole("region", { name: "Growth", exact: true }).locator(".recharts-surface"),
    ).toBeVisible({
      timeout: 150_000,
    });
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    // From the click: the button at work first, then never a moment without a state until the result.
    const fromClick = seen.slice(seen.findIndex((s) => s.startsWith("button:")));
    expect(fromClick[0], seen.join(" | ")).toMatch(/^button:(Running…|Queued…|Opening the result…)$/);
    const untilResult = fromClick.slice(0, fromClick.indexOf("result"));
    expect(untilResult, seen.join(" | ")).not.toContain("none");
    expect(fromClick, seen.join(" | ")).toContain("result");
    await expect(page.getByRole("progressbar", { name: "Backtest progress" })).toHaveCount(0);
  });
});
