// Page speed on the production build, in Debian's Chromium, measured by the browser's own clock
// (performance.now(): milliseconds since the navigation started):
//   - the builder (/portfolios/new) is interactive: its name box is on the page and React has hydrated it;
//   - an existing strategy (/portfolios/<id>) is open: the name box holds the record's name;
//   - a finished 20-year backtest (/simulations/<id>) has drawn all its charts and the metric table;
//   - first-load JavaScript per page: the compressed bytes of every script a first visit fetches.
// Targets (web issue): builder < 1.5 s, record < 1 s, result charts < 1 s, builder JS < 350 kB gzipped.
//
//   npx next build && npx tsx bench/web.ts [--runs 7]
// Serves `.next` (`npm start`'s scripts/serve.ts) on TEST_DATABASE_URL (its schema is reset) or a throw-away
// embedded PostgreSQL, for a person signed up through the form and moved to the professional plan (a
// 20-year backtest) with `npm run admin`; pages are loaded warm (after one untimed visit), the median printed.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { chromium, type Browser, type Page } from "playwright-core";
import { CHROMIUM } from "../e2e/chromium";
import { freePort } from "../scripts/embedded-postgres";
import { prepareTestDatabase } from "../scripts/test-database";
import { waitUntilUp } from "./support/client";

const { values: args } = parseArgs({ options: { runs: { type: "string", default: "7" } } });
const RUNS = Number(args.runs);
const STRATEGY = {
  name: "Speed check 60/40",
  models: [
    {
      selection: { instruments: ["SPY", "IEF"] },
      rebalance: { every: 1 },
      allocation: { riskOn: { method: "fixed_weights", settings: { weight: { SPY: 0.6, IEF: 0.4 } } } },
    },
  ],
};

/** True once `element` exists and React has attached its props (the page is hydrated there). */
const HYDRATED = (element: Element | null) =>
  element !== null && Object.keys(element).some((k) => k.startsWith("__reactProps$"));

async function signUpWithKey(page: Page, base: string, databaseUrl: string): Promise<string> {
  const email = `speed-${Date.now()}@example.com`;
  await page.goto(`${base}/sign-up?next=%2Faccount`);
  await page.getByLabel("Name").fill("Speed Check");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("correct horse battery");
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL(/\/account$/);
  const admin = [
    "--import",
    "tsx",
    "scripts/admin.ts",
    "set-plan",
    "--email",
    email,
    "--plan",
    "professional",
  ];
  const moved = spawnSync(process.execPath, admin, { env: { ...process.env, DATABASE_URL: databaseUrl } });
  if (moved.status !== 0) throw new Error(`set-plan failed: ${moved.stderr}`);
  await page.getByLabel("Key name").fill("bench");
  await page.getByRole("button", { name: "Create key" }).click();
  return (await page.getByTestId("new-api-key").textContent())!.trim();
}

async function research(base: string, key: string, operation: string, body: object) {
  const reply = await fetch(`${base}/api/v1/research/${operation}`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!reply.ok) throw new Error(`${operation}: ${reply.status} ${await reply.text()}`);
  return ((await reply.json()) as { data: { result: Record<string, { id: string }> & { state?: string } } })
    .data.result;
}

async function finishedBacktest(base: string, key: string): Promise<{ portfolioId: string; id: string }> {
  const portfolioId = (await research(base, key, "create_portfolio", { definition: STRATEGY })).portfolio.id;
  const id = (await research(base, key, "simulate_portfolio", { portfolioId, startYear: 2006 })).simulation
    .id;
  while ((await research(base, key, "get_simulation", { simulationId: id })).state !== "done") {
    await new Promise((r) => setTimeout(r, 200));
  }
  return { portfolioId, id };
}

/** Milliseconds from navigation start until `ready` holds in the page (polled every frame). */
async function timeTo(page: Page, url: string, ready: string, arg: unknown): Promise<number> {
  await page.goto(url, { waitUntil: "commit" });
  const handle = await page.waitForFunction(
    new Function(
      "arg",
      `const hydrated = ${HYDRATED.toString()}; return (${ready})(arg) && performance.now();`,
    ) as (a: unknown) => number,
    arg,
    { polling: "raf", timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

/** The name box: the first text box on the page whose label says "name". */
const NAME_BOX = `() => [...document.querySelectorAll("main input")].find((i) => /name/i.test(i.getAttribute("aria-label") ?? "") || /name/i.test(i.labels?.[0]?.textContent ?? ""))`;
const BUILDER_READY = `() => hydrated((${NAME_BOX})() ?? null)`;
const RECORD_READY = `(name) => { const box = (${NAME_BOX})(); return hydrated(box ?? null) && box.value === name; }`;
/** Every chart card holds a drawn chart (Recharts' surface, or the heatmap's rows) and the metric table has rows. */
const RESULT_READY = `() => {
  const cards = [...document.querySelectorAll("section[data-slot=card]")].filter((c) =>
    [...c.querySelectorAll("button")].some((b) => /Show data|Hide data/.test(b.textContent ?? "")));
  const drawn = (c) => c.querySelector("svg.recharts-surface .recharts-layer") || c.querySelector("tbody tr");
  const metrics = [...document.querySelectorAll("table")].some((t) => /metric/i.test(t.getAttribute("aria-label") ?? "") && t.querySelector("tbody tr"));
  return cards.length >= 5 && cards.every(drawn) && metrics;
}`;

/** The sorted timings of RUNS warm loads, or the reason the page never got ready. */
async function timings(page: Page, url: string, ready: string, arg?: unknown): Promise<number[] | string> {
  try {
    await timeTo(page, url, ready, arg); // untimed: the server's and the browser's first visit
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push(await timeTo(page, url, ready, arg));
    return times.sort((a, b) => a - b);
  } catch (e) {
    return `not ready within 30 s (${(e as Error).name})`;
  }
}

/** Compressed bytes of the scripts a first visit (empty cache) fetches. */
async function firstLoadJs(browser: Browser, storage: string, url: string): Promise<number> {
  const context = await browser.newContext({ storageState: JSON.parse(storage) });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: "networkidle" });
  const bytes = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((e) => (e as PerformanceResourceTiming).initiatorType === "script" || e.name.endsWith(".js"))
      .reduce((sum, e) => sum + (e as PerformanceResourceTiming).encodedBodySize, 0),
  );
  await context.close();
  return bytes;
}

async function main() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { url: databaseUrl, embedded } = await prepareTestDatabase();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: databaseUrl,
    APP_URL: base,
    BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
  };
  const server = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts"], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const browser = await chromium.launch(CHROMIUM);
  try {
    await waitUntilUp(base, server);
    const context = await browser.newContext();
    const page = await context.newPage();
    const key = await signUpWithKey(page, base, databaseUrl);
    const { portfolioId, id } = await finishedBacktest(base, key);
    const rows: [string, string, number[] | string, number][] = [
      [
        "builder interactive",
        "/portfolios/new",
        await timings(page, `${base}/portfolios/new`, BUILDER_READY),
        1500,
      ],
      [
        "strategy record open",
        `/portfolios/<id>`,
        await timings(page, `${base}/portfolios/${portfolioId}`, RECORD_READY, STRATEGY.name),
        1000,
      ],
      [
        "20-year result, all charts",
        "/simulations/<id>",
        await timings(page, `${base}/simulations/${id}`, RESULT_READY),
        1000,
      ],
    ];
    console.log(`page timings, warm, ${RUNS} runs each (ms since navigation start: median, min-max)`);
    for (const [what, path, t, target] of rows) {
      if (typeof t === "string") {
        console.log(`${what.padEnd(28)} ${path.padEnd(20)} ${t}`);
        continue;
      }
      const m = t[Math.floor(t.length / 2)];
      console.log(
        `${what.padEnd(28)} ${path.padEnd(20)} ${m.toFixed(0).padStart(5)}  (${t[0].toFixed(0)}-${t.at(-1)!.toFixed(0)})  target < ${target}  ${m < target ? "met" : "NOT met"}`,
      );
    }
    const storage = JSON.stringify(await context.storageState());
    const pages = [
      "/",
      "/portfolios/new",
      `/portfolios/${portfolioId}`,
      "/screeners/new",
      "/simulations",
      `/simulations/${id}`,
    ];
    console.log("first-load JavaScript (compressed, empty cache)");
    for (const path of pages) {
      const kb = (await firstLoadJs(browser, storage, `${base}${path}`)) / 1000;
      console.log(`${path.replace(/[0-9a-z]{20,}/, "<id>").padEnd(28)} ${kb.toFixed(0).padStart(5)} kB`);
    }
  } finally {
    await browser.close();
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    await embedded?.stop();
  }
}

void main();
