// The REST API as the browser tests call it: a person's API key made on the account page, and research
// calls made as a polite client makes them (a per-second refusal is waited out).
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { signUp } from "./checks";

/** POST /api/v1/research/<operation> with the key; answers the envelope's `data` (status 200 asserted). */
export async function research(request: APIRequestContext, key: string, operation: string, body: object) {
  for (let attempt = 0; ; attempt++) {
    const reply = await request.post(`/api/v1/research/${operation}`, {
      headers: { authorization: `Bearer ${key}` },
      data: body,
    });
    const retryAfter = Number(reply.headers()["retry-after"]);
    if (reply.status() === 429 && retryAfter > 0 && retryAfter < 10 && attempt < 5) {
      await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
      continue;
    }
    expect(reply.status(), await reply.text()).toBe(200);
    return (await reply.json()).data;
  }
}

/** The `r` (calls left this month) of a REST reply's RateLimit header; the call itself counts one. */
export async function callsLeft(page: Page, key: string): Promise<number> {
  const reply = await page.request.post("/api/v1/research/list_allocation_methods", {
    headers: { authorization: `Bearer ${key}` },
    data: {},
  });
  expect(reply.status()).toBe(200);
  return Number(/r=(\d+)/.exec(reply.headers()["ratelimit"])![1]);
}

/** Signs a new person up and makes an API key named `keyName` on the account page (their drafts' folder). */
export async function personWithKey(page: Page, keyName: string): Promise<{ email: string; key: string }> {
  const email = await signUp(page, "/account");
  await page.getByLabel("Key name").fill(keyName);
  await page.getByRole("button", { name: "Create key" }).click();
  const key = (await page.getByTestId("new-api-key").textContent())!.trim();
  return { email, key };
}

/** A 60/40 stocks-and-bonds strategy rebalanced quarterly, as create_portfolio takes it. */
export const STOCKS_AND_BONDS = {
  name: "Stocks and bonds",
  models: [
    {
      selection: { instruments: ["SPY", "IEF"] },
      rebalance: { every: 3 },
      allocation: { riskOn: { method: "fixed_weights", settings: { weight: { SPY: 0.6, IEF: 0.4 } } } },
    },
  ],
};
