// The browser session cookie travels with requests from any site; tRPC's counted calls (mutations and
// counted queries) are served only to the app's own pages (Origin, else Sec-Fetch-Site) and only by
// POST, so another site's form, link or image can neither change records nor spend allowance.
import { beforeAll, describe, expect, it } from "vitest";
import { usageOf } from "@/server/domain/accounts/usage";
import { systemClock } from "@/server/clock";
import { testDb } from "@/tests/helpers/accounts";
import { appOrigin, signUpUser, type WebAndKeyUser } from "@/tests/transport/clients";
import { testServer } from "@/tests/helpers/server";

const server = testServer();
let person: WebAndKeyUser;
beforeAll(async () => {
  person = await signUpUser(server.url(), "free");
});

const SPY_ONLY = JSON.stringify({ definition: { models: [{ selection: { instruments: ["SPY"] } }] } });
const used = () => usageOf(testDb(), systemClock, person.userId);
const portfolios = () => testDb().portfolio.count({ where: { userId: person.userId } });

async function post(path: string, headers: Record<string, string>, body = SPY_ONLY) {
  const res = await fetch(`${server.url()}/api/trpc/${path}`, {
    method: "POST",
    headers: { cookie: person.cookie, "content-type": "application/json", ...headers },
    body,
  });
  return { status: res.status, body: await res.json() };
}

describe("a tRPC mutation with the session cookie", () => {
  const foreign: Record<string, Record<string, string>> = {
    "another site's Origin": { origin: "https://evil.example" },
    "Origin: null": { origin: "null" },
    "a look-alike origin": { origin: `${appOrigin().origin}.evil.example` },
    "Sec-Fetch-Site cross-site, no Origin": { "sec-fetch-site": "cross-site" },
    "Sec-Fetch-Site same-site (a sibling subdomain)": { "sec-fetch-site": "same-site" },
    "neither header": {},
  };
  it.each(Object.entries(foreign))("is refused with 403 from %s, changing nothing", async (_, headers) => {
    const [before, count] = [await used(), await portfolios()];
    const answer = await post("create_portfolio", headers);
    expect(answer.status).toBe(403);
    expect(answer.body.error.data).toMatchObject({ error: { code: "forbidden" } });
    expect(await used()).toBe(before);
    expect(await portfolios()).toBe(count);
  });

  it("is served from the app's own pages (Origin, or Sec-Fetch-Site same-origin)", async () => {
    expect((await post("create_portfolio", appOrigin())).status).toBe(200);
    expect((await post("create_portfolio", { "sec-fetch-site": "same-origin" })).status).toBe(200);
  });
});

describe("a counted query", () => {
  it("by a top-level GET (a link from anywhere) is 405 and spends nothing", async () => {
    const before = await used();
    const input = encodeURIComponent(JSON.stringify({}));
    const variants: Record<string, string>[] = [{}, appOrigin(), { "sec-fetch-site": "same-origin" }];
    for (const headers of variants) {
      const res = await fetch(`${server.url()}/api/trpc/list_portfolios?input=${input}`, {
        headers: { cookie: person.cookie, ...headers },
      });
      expect(res.status).toBe(405);
    }
    expect(await used()).toBe(before);
  });

  it("by POST from another site is 403 and spends nothing; from the app a computation counts one call", async () => {
    const correlations = JSON.stringify({ instruments: ["SPY", "IEF"], startYear: 2015, frequency: "month" });
    const before = await used();
    expect((await post("get_correlations", { origin: "https://evil.example" }, correlations)).status).toBe(
      403,
    );
    expect((await post("list_portfolios", { origin: "https://evil.example" }, "{}")).status).toBe(403);
    expect(await used()).toBe(before);
    expect((await post("get_correlations", appOrigin(), correlations)).status).toBe(200);
    expect(await used()).toBe(before + 1);
    // A read of the person's own records is a top-level procedure too, but computes nothing: uncounted.
    expect((await post("list_portfolios", appOrigin(), "{}")).status).toBe(200);
    expect(await used()).toBe(before + 1);
  });

  it("leaves the web reads (uncounted, nothing changed) to GET from the app's pages", async () => {
    const input = encodeURIComponent(JSON.stringify({}));
    const res = await fetch(`${server.url()}/api/trpc/web.list_portfolios?input=${input}`, {
      headers: { cookie: person.cookie },
    });
    expect(res.status).toBe(200);
  });
});
