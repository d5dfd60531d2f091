// The strategy builder in a real browser against the production build: an AI assistant's Combined
// draft opened through its openUrl and saved with an edit; a Single built and backtested with the
// keyboard alone; each risk preset picked, accepted and backtested; and a long editing session that
// leaves the month's research calls where they were. The screener builder's journeys are in
// e2e/screener.spec.ts.
import { test, expect, type Locator, type Page } from "@playwright/test";
import { callsLeft, personWithKey, research } from "./api";
import { signUp } from "./checks";
import { setPlan } from "./database";
import { block, openBlock } from "./blocks";

const PASSWORD = "correct horse battery";

/** A Combined as an assistant would write it: stocks and bonds, each a model of its own. */
const COMBINED = {
  name: "Stocks and bonds, combined",
  models: [
    { name: "Stocks", selection: { instruments: ["SPY", "QQQ"] } },
    {
      name: "Bonds",
      selection: { instruments: ["TLT", "IEF"] },
      allocation: { riskOn: { method: "fixed_weights", settings: { weight: { TLT: 0.5, IEF: 0.5 } } } },
    },
  ],
};

// The first page that reads the market data loads it (seconds on a cold server): do it before the clock runs.
test.beforeAll(async ({ request }) => {
  await request.get("/", { timeout: 120_000 });
});

/** Adds an instrument through the search box, by mouse. */
async function addInstrument(page: Page, ticker: string, label = "Add an instrument") {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("combobox", { name: /Ticker or name/ }).fill(ticker);
  await page.getByRole("option", { name: new RegExp(`^${ticker} ·`) }).click();
}

test("AI draft: a Combined made over REST opens through sign-in in the builder and is saved with a new weight", async ({
  page,
}) => {
  const { email, key } = await personWithKey(page, "Claude");
  const made = await research(page.request, key, "create_portfolio", { definition: COMBINED });
  const { id, openUrl, state } = made.result.portfolio;
  expect(state).toBe("draft");

  // Opened signed out, as the person would from the assistant's message.
  await page.context().clearCookies();
  await page.goto(openUrl);
  await expect(page).toHaveURL(/\/sign-in\?next=/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`/portfolios/${id}$`));

  await expect(page.getByRole("region", { name: "Draft" })).toContainText("Drafted by Claude");
  const models = page.getByRole("list", { name: "Models" });
  const stocks = models.getByRole("listitem", { name: "Stocks", exact: true });
  const bonds = models.getByRole("listitem", { name: "Bonds", exact: true });
  await expect(stocks).toBeVisible();
  await expect(bonds).toBeVisible();
  await expect(stocks.getByTestId("model-summary")).toHaveText("SPY, QQQ · equal weight · monthly");

  await bonds.getByRole("button", { name: /^Bonds TLT/ }).click();
  const allocation = await openBlock(bonds, "Allocation");
  await allocation.getByLabel("TLT weight", { exact: true }).fill("70");
  await allocation.getByLabel("IEF weight", { exact: true }).fill("30");
  await expect(allocation.getByText("Adds up to 100 %.")).toBeVisible();
  await expect(page.getByText("Ready: the service accepts this strategy.")).toBeVisible();

  await page.getByRole("button", { name: "Save to Lodestar" }).click();
  await expect(page.getByRole("region", { name: "Draft" })).toHaveCount(0);
  await expect(page.getByText("All changes saved.")).toBeVisible();

  const stored = (await research(page.request, key, "get_portfolio", { portfolioId: id })).result.portfolio;
  expect(stored.state).toBe("saved");
  expect(stored.definition.models[1].allocation.riskOn.settings.weight).toEqual({ TLT: 0.7, IEF: 0.3 });
  expect(stored.definition.models.map((m: { name: string }) => m.name)).toEqual(["Stocks", "Bonds"]);
});

test("keyboard only: a Single built, saved and backtested from 2010 with costs off in EUR", async ({
  page,
}) => {
  const email = await signUp(page, "/portfolios/new");
  setPlan(email, "starter"); // a paying person's journey (2010 is within every plan's years now)
  await page.reload();
  const keys = page.keyboard;
  const focus = (target: Locator) => target.focus();

  await focus(page.getByLabel("Name", { exact: true }));
  await keys.type("Keyboard 60/40");

  for (const ticker of ["SPY", "TLT"]) {
    await focus(page.getByRole("combobox", { name: "Add an instrument" }));
    await keys.press("Enter");
    await expect(page.getByRole("combobox", { name: /Ticker or name/ })).toBeFocused();
    await keys.type(ticker);
    await expect(page.getByRole("option", { name: new RegExp(`^${ticker} ·`) })).toBeVisible();
    await keys.press("Enter");
    await expect(block(page, "Selection").getByRole("list", { name: "Instruments" })).toContainText(ticker);
    await expect(page.getByRole("combobox", { name: "Add an instrument" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    // As with every closed list, the focus comes back a moment later; the next step waits for it.
    await expect(page.getByRole("combobox", { name: "Add an instrument" })).toBeFocused();
  }
  const selection = block(page, "Selection");
  await expect(selection.getByTestId("block-summary")).toHaveText("SPY, TLT");

  // Radio cards: the arrow key moves from Equal weight to Fixed weights, which starts evenly spread.
  const allocation = block(page, "Allocation");
  await focus(allocation.getByRole("radio", { name: "Equal weight" }).first());
  await keys.press("ArrowRight");
  await expect(allocation.getByRole("radio", { name: "Fixed weights" }).first()).toBeChecked();
  await expect(allocation.getByLabel("SPY weight", { exact: true })).toHaveValue("50");
  await focus(allocation.getByLabel("SPY weight", { exact: true }));
  await keys.press("ControlOrMeta+a");
  await keys.type("60");
  await focus(allocation.getByLabel("TLT weight", { exact: true }));
  await keys.press("ControlOrMeta+a");
  await keys.type("40");
  await expect(page.getByText("Ready: the service accepts this strategy.")).toBeVisible();

  await focus(page.getByRole("button", { name: "Save strategy" }));
  await keys.press("Enter");
  await expect(page).toHaveURL(/\/portfolios\/[0-9a-f]{24}$/);
  await expect(page.getByText("All changes saved.")).toBeVisible();
  // In the web app a save is no research call: the top bar still shows the whole allowance.
  await expect(page.getByRole("banner").getByRole("link", { name: /calls left/ })).toContainText(
    "1,000 calls left",
  );

  await focus(page.getByRole("button", { name: "Backtest" }).last());
  await keys.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Backtest Keyboard 60/40" });
  await expect(dialog).toBeVisible();
  await focus(dialog.getByLabel("Start year", { exact: true }));
  await keys.type("2010");
  await focus(dialog.getByRole("checkbox", { name: /Trading costs/ }));
  await keys.press("Space");
  await expect(dialog.getByRole("checkbox", { name: /Trading costs/ })).not.toBeChecked();
  await focus(dialog.getByRole("combobox", { name: "Base currency" }));
  await keys.press("Enter");
  // Typeahead only works once the list has focused the chosen currency; typed earlier, the "E" is lost.
  await expect(page.getByRole("option", { name: "USD" })).toBeFocused();
  await keys.type("E");
  await expect(page.getByRole("option", { name: "EUR" })).toBeFocused();
  await keys.press("Enter");
  await expect(dialog.getByRole("combobox", { name: "Base currency" })).toHaveText("EUR");
  // The closed list hands focus back to its button a moment later: moved on before that, the focus is
  // taken back, and the next Enter opens the list again instead of running (seen on a loaded machine).
  await expect(dialog.getByRole("combobox", { name: "Base currency" })).toBeFocused();
  const runButton = dialog.getByRole("button", { name: "Run backtest" });
  await focus(runButton);
  await expect(runButton).toBeFocused();
  await keys.press("Enter");

  await expect(page).toHaveURL(/\/simulations\/sim_[0-9a-f]{32}$/, { timeout: 60_000 });
  for (const title of ["Growth", "Drawdown", "Calendar years", "Allocation over time"]) {
    await expect(block(page, title).locator(".recharts-surface")).toBeVisible({ timeout: 60_000 });
  }
  const heatmap = page.getByRole("table", { name: "Monthly returns" });
  await expect(heatmap.getByRole("rowheader", { name: "2010" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Metrics" })).toContainText("CAGR");
  await expect(page.getByText(/EUR/).first()).toBeVisible();
});

test("each of the five risk presets, picked in the builder, is accepted and backtests", async ({ page }) => {
  test.setTimeout(240_000);
  await signUp(page, "/portfolios/new");
  const presets = [
    "VIX level",
    "VIX term structure (VIX / VIX3M)",
    "Yield curve inversion (10y - 2y)",
    "Inflation trend (CPI, 12-month change)",
    "S&P 500 trend (SPY vs 200-day average)",
  ];
  for (const preset of presets) {
    await page.goto("/portfolios/new");
    await page.getByLabel("Name", { exact: true }).fill(`SPY unless ${preset}`);
    await addInstrument(page, "SPY");
    const risk = block(page, "Risk conditions");
    await risk.getByRole("button", { name: `Add ${preset}` }).click();
    await expect(risk.getByRole("img", { name: /month by month, with the thresholds/ })).toBeVisible();

    const allocation = block(page, "Allocation");
    await allocation.getByRole("checkbox", { name: "Risk-off allocation" }).check();
    await addInstrument(page, "TLT", "Add an instrument to hold");
    await allocation.getByRole("button", { name: "Spread the rest evenly" }).click();
    await expect(allocation.getByLabel("TLT weight", { exact: true })).toHaveValue("100");
    await expect(page.getByText("Ready: the service accepts this strategy.")).toBeVisible();

    await page.getByRole("button", { name: "Save strategy" }).click();
    await expect(page).toHaveURL(/\/portfolios\/[0-9a-f]{24}$/);
    await page.getByRole("button", { name: "Backtest" }).last().click();
    await page.getByRole("button", { name: "Run backtest" }).click();
    await expect(page).toHaveURL(/\/simulations\/sim_[0-9a-f]{32}$/, { timeout: 60_000 });
    await expect(block(page, "Growth").locator(".recharts-surface")).toBeVisible({ timeout: 60_000 });
  }
});

test("opening the builder and editing for a while spends no research calls", async ({ page }) => {
  const { key } = await personWithKey(page, "allowance check");
  const before = await callsLeft(page, key);

  await page.goto("/portfolios/new");
  const name = page.getByLabel("Name", { exact: true });
  // A person's minute of editing, compressed: typing letter by letter (each pause a live check), adding
  // and removing instruments and conditions, switching methods and exits, opening the definition.
  await name.pressSequentially("A strategy typed slowly, letter by letter", { delay: 60 });
  for (const ticker of ["SPY", "QQQ", "TLT", "GLD"]) await addInstrument(page, ticker);
  await block(page, "Selection").getByRole("button", { name: "Remove QQQ" }).click();
  const allocation = block(page, "Allocation");
  await allocation.getByRole("radio", { name: "Fixed weights" }).first().check();
  await allocation.getByLabel("SPY weight", { exact: true }).pressSequentially("40", { delay: 100 });
  await allocation.getByRole("radio", { name: "Equal weight" }).first().check();
  const risk = block(page, "Risk conditions");
  await risk.getByRole("button", { name: "Add VIX level" }).click();
  await risk.getByLabel("Risk off above", { exact: true }).fill("35");
  await risk.getByRole("button", { name: "Remove condition 1" }).click();
  const exits = block(page, "Position exits");
  await exits.getByRole("checkbox", { name: "Use stop loss" }).check();
  await exits.getByLabel("Stop loss", { exact: true }).fill("-25");
  await block(page, "Rebalance").getByRole("radio", { name: "Quarterly" }).check();
  await page.getByRole("tab", { name: "Definition" }).click();
  await expect(page.getByLabel("Definition as sent")).toContainText('"every": 3');
  await page.getByRole("tab", { name: "Builder" }).click();
  await expect(page.getByText("Ready: the service accepts this strategy.")).toBeVisible();

  // The list pages read through the web procedures too: reading them is not research.
  await page.goto("/portfolios");
  await expect(page.getByRole("link", { name: "60/40 stocks and bonds (SPY/IEF)" })).toBeVisible();
  await expect(page.getByText("No strategies yet")).toBeVisible();
  await page.goto("/screeners");
  await expect(page.getByRole("link", { name: "Momentum leaders" }).first()).toBeVisible();

  // The second REST call is the only research call since the first.
  const left = await callsLeft(page, key);
  expect(left).toBe(before - 1);

  // The account page's meter agrees with the API's count (its two REST calls are the month's only ones).
  await page.goto("/account");
  const meter = page.getByRole("meter", { name: "Research calls used this month" });
  await expect(meter).toHaveAttribute("aria-valuetext", `${100 - left} of 100`);
  expect(100 - left).toBe(2);
});

test("the backtest dialog offers the plan's years: an earlier start is raised and explained before any call", async ({
  page,
}) => {
  await signUp(page, "/portfolios/be0000000000000000000003"); // 60/40 from 2003; the free plan starts in 2006
  await page.getByRole("button", { name: "Backtest" }).last().click();
  const dialog = page.getByRole("dialog");
  const year = dialog.getByLabel("Start year", { exact: true });
  await expect(year).toHaveValue("2006");
  await expect(dialog).toContainText("2006 to 2026 on your plan");
  await year.fill("2005");
  await expect(dialog).toContainText(
    "Start year: 2005 is outside your plan's range. Pick a year from 2006 to 2026; a higher plan reaches further back.",
  );
  await expect(dialog.getByRole("button", { name: "Run backtest" })).toBeDisabled();
});
