// Browser sign-in through better-auth's routes over real HTTP: sign-up, sign-in, the session caller the
// web app (tRPC) uses, and the plan that only the operator can set.
import { describe, expect, it } from "vitest";
import { credentialsFor, getSessionCaller, trustedOriginsFor } from "@/server/auth";
import { ensureUser, ensureUserWithPassword, setPlan } from "@/server/domain/accounts/users";
import { testDb } from "@/tests/helpers/accounts";
import { testServer } from "@/tests/helpers/server";

const server = testServer();
const uniqueEmail = (tag: string) =>
  `${tag}.${Date.now()}.${Math.random().toString(16).slice(2, 8)}@example.com`;

async function post(path: string, body: unknown, cookie?: string) {
  const res = await fetch(`${server.url()}/api/auth/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url(), ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const setCookie = res.headers.get("set-cookie") ?? "";
  // The session cookie as a browser would send it back.
  const session = /(?:__Secure-)?better-auth\.session_token=[^;]*/.exec(setCookie)?.[0];
  return {
    status: res.status,
    body: await res.json().catch(() => null),
    session,
    requestId: res.headers.get("x-request-id"),
  };
}

const cookieHeaders = (cookie: string | undefined) => new Headers(cookie ? { cookie } : {});

describe("browser sign-in", () => {
  it("signs up with email and password on the free plan, and the session cookie names the caller", async () => {
    const email = uniqueEmail("signup");
    const res = await post("sign-up/email", { email, password: "a long passphrase", name: "Grace" });
    expect(res.status).toBe(200);
    expect(res.requestId).toMatch(/^req_[0-9a-f]{16}$/);
    expect(res.session).toBeDefined();

    const user = await testDb().user.findUniqueOrThrow({ where: { email } });
    expect(user.id).toMatch(/^[0-9a-f]{24}$/);
    expect(user.plan).toBe("free");
    expect(await getSessionCaller(cookieHeaders(res.session), testDb())).toEqual({
      userId: user.id,
      plan: "free",
      apiKeyId: null,
      folder: "Lodestar web",
    });
  });

  it("does not let a sign-up choose its plan", async () => {
    const email = uniqueEmail("greedy");
    const res = await post("sign-up/email", {
      email,
      password: "a long passphrase",
      name: "Greedy",
      plan: "professional",
    });
    // better-auth drops fields marked input:false; the account is made on the default plan.
    expect(res.status).toBe(200);
    expect(res.body.user.plan).toBe("free");
    expect((await testDb().user.findUniqueOrThrow({ where: { email } })).plan).toBe("free");
  });

  it("refuses a wrong password and a second sign-up with the same email, without a 500", async () => {
    const email = uniqueEmail("twice");
    expect(
      (await post("sign-up/email", { email, password: "a long passphrase", name: "Twice" })).status,
    ).toBe(200);
    expect((await post("sign-in/email", { email, password: "not the passphrase" })).status).toBe(401);
    const again = await post("sign-up/email", { email, password: "another passphrase", name: "Twice" });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
    expect(await testDb().user.count({ where: { email } })).toBe(1);
  });

  it("signs in, reflects a plan the operator sets, and ends the session on sign-out", async () => {
    const email = uniqueEmail("signin");
    await post("sign-up/email", { email, password: "a long passphrase", name: "Ada" });
    const signIn = await post("sign-in/email", { email, password: "a long passphrase" });
    expect(signIn.status).toBe(200);
    await setPlan(testDb(), email, "advanced");
    expect(await getSessionCaller(cookieHeaders(signIn.session), testDb())).toMatchObject({
      plan: "advanced",
      apiKeyId: null,
      folder: "Lodestar web",
    });

    expect((await post("sign-out", {}, signIn.session)).status).toBe(200);
    expect(await getSessionCaller(cookieHeaders(signIn.session), testDb())).toBeNull();
  });

  it("answers malformed sign-in requests with a 4xx and a request id", async () => {
    for (const body of [
      "{not json",
      JSON.stringify({ email: 42 }),
      JSON.stringify({ email: "a@b.co", password: "x".repeat(10_000) }),
      "",
    ]) {
      const res = await fetch(`${server.url()}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url() },
        body,
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.headers.get("x-request-id")).toMatch(/^req_[0-9a-f]{16}$/);
    }
  });

  it("has no caller without a cookie or with a forged one", async () => {
    expect(await getSessionCaller(cookieHeaders(undefined), testDb())).toBeNull();
    expect(
      await getSessionCaller(cookieHeaders("better-auth.session_token=forged.value"), testDb()),
    ).toBeNull();
  });

  it("gives a password to a user the operator created without one, so they can sign in", async () => {
    const email = uniqueEmail("operator-made");
    const userId = await ensureUser(testDb(), { email, plan: "starter" });
    expect((await post("sign-in/email", { email, password: "chosen by the operator" })).status).toBe(401);
    expect(
      await ensureUserWithPassword(testDb(), credentialsFor(testDb()), {
        email,
        password: "chosen by the operator",
      }),
    ).toBe(userId);
    const signIn = await post("sign-in/email", { email, password: "chosen by the operator" });
    expect(signIn.status).toBe(200);
    expect(await getSessionCaller(cookieHeaders(signIn.session), testDb())).toEqual({
      userId,
      plan: "starter",
      apiKeyId: null,
      folder: "Lodestar web",
    });
    // Asked again with another password, it keeps the one the person has.
    await ensureUserWithPassword(testDb(), credentialsFor(testDb()), {
      email,
      password: "a different one entirely",
    });
    expect((await post("sign-in/email", { email, password: "chosen by the operator" })).status).toBe(200);
  });
});

describe("trusted origins", () => {
  it("trusts both spellings of a loopback APP_URL and only the origin of any other", () => {
    expect(trustedOriginsFor("http://localhost:3000")).toEqual([
      "http://localhost:3000",
      "http://127.0.0.1:3000",
    ]);
    expect(trustedOriginsFor("http://127.0.0.1:3210")).toEqual([
      "http://localhost:3210",
      "http://127.0.0.1:3210",
    ]);
    expect(trustedOriginsFor("https://lodestar.example.com/app")).toEqual(["https://lodestar.example.com"]);
  });
});
