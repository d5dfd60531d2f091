// Sign-in limits in production (server/transport/authRoute.ts, domain/accounts/signInLimit.ts): per
// client address, found from the socket's peer (X-Forwarded-For only from a configured proxy), and
// per account whatever the address. Refusals say how long to wait, in Retry-After and in words.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_IN_LIMITS, waitInWords } from "@/server/domain/accounts/signInLimit";
import { setEnv } from "@/tests/helpers/env";
import { testServer } from "@/tests/helpers/server";

const server = testServer();
const PASSWORD = "a long passphrase";
let saved: Record<string, string | undefined>;
const SETTINGS = ["NODE_ENV", "BETTER_AUTH_SECRET", "LODESTAR_AUTH_RATE_LIMIT", "LODESTAR_TRUSTED_PROXIES"];

beforeAll(() => {
  saved = Object.fromEntries(SETTINGS.map((name) => [name, process.env[name]]));
  setEnv({ NODE_ENV: "production", BETTER_AUTH_SECRET: "sign-in-limit-test-secret-0123456789abcdef" });
});
afterAll(() => setEnv(saved));

const uniqueEmail = (tag: string) =>
  `${tag}.${Date.now()}.${Math.random().toString(16).slice(2, 8)}@example.com`;

async function post(path: string, body: unknown, forwardedFor?: string) {
  const res = await fetch(`${server.url()}/api/auth/${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: server.url(),
      ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = (await res.json().catch(() => null)) as { message?: string } | null;
  return { status: res.status, retryAfter: res.headers.get("retry-after"), message: json?.message ?? "" };
}

const signIn = (email: string, password: string, forwardedFor?: string) =>
  post("sign-in/email", { email, password }, forwardedFor);

describe("without a trusted proxy", () => {
  it("limits twenty wrong passwords from one peer whatever X-Forwarded-For says", async () => {
    setEnv({ LODESTAR_TRUSTED_PROXIES: undefined });
    const answers = [];
    for (let i = 0; i < 20; i++)
      answers.push(await signIn(uniqueEmail("rotating"), "wrong", `203.0.113.${i}`));
    const allowed = SIGN_IN_LIMITS.perAddress.attempts;
    expect(answers.slice(0, allowed).map((a) => a.status)).toEqual(Array(allowed).fill(401));
    for (const refused of answers.slice(allowed)) {
      expect(refused.status).toBe(429);
      expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(refused.retryAfter && Number(refused.retryAfter)).toBeLessThanOrEqual(60);
      // A full window's wait (60 s) is said as "1 minute".
      expect(refused.message).toMatch(
        /^Too many sign-in attempts from your network\. Try again in (\d+ seconds?|1 minute)\.$/,
      );
    }
  });
});

describe("behind a trusted proxy", () => {
  let n = 0;
  // Each call from its own client address, as a proxy in front of the app would say.
  const newAddress = () => `198.51.100.${++n}`;

  it("reads X-Forwarded-For from the proxy only, taking the nearest hop that is not a proxy", async () => {
    setEnv({ LODESTAR_TRUSTED_PROXIES: "127.0.0.1, 10.0.0.0/8" });
    // A client writing addresses of its own at the left of the header still has one address.
    const answers = [];
    for (let i = 0; i < 12; i++)
      answers.push(await signIn(uniqueEmail("spoof"), "wrong", `192.0.2.${i}, 203.0.113.77, 10.1.2.3`));
    expect(answers.filter((a) => a.status === 429)).toHaveLength(12 - SIGN_IN_LIMITS.perAddress.attempts);
  });

  it("limits failed sign-ins per account across addresses; a success clears them", async () => {
    setEnv({ LODESTAR_TRUSTED_PROXIES: "127.0.0.1" });
    const email = uniqueEmail("account");
    expect(
      (await post("sign-up/email", { email, password: PASSWORD, name: "Ada" }, newAddress())).status,
    ).toBe(200);

    const failures = SIGN_IN_LIMITS.perAccount.failures;
    for (let i = 1; i < failures; i++) expect((await signIn(email, "wrong", newAddress())).status).toBe(401);
    expect((await signIn(email, PASSWORD, newAddress())).status).toBe(200);

    for (let i = 1; i < failures; i++) {
      const failed = await signIn(email, "wrong", newAddress());
      expect(failed).toMatchObject({ status: 401, retryAfter: null });
    }
    const last = await signIn(email, "wrong", newAddress());
    expect(last.status).toBe(401);
    expect(Number(last.retryAfter)).toBeGreaterThan(14 * 60);
    expect(last.message).toMatch(/Too many failed sign-ins to this account\. Try again in 15 minutes\.$/);
    // Now even the right password, from yet another address, waits.
    const refused = await signIn(email, PASSWORD, newAddress());
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(14 * 60);
    expect(refused.message).toContain("Try again in 15 minutes.");
    // Another account from the same addresses is not affected.
    expect((await signIn(uniqueEmail("other"), "wrong", newAddress())).status).toBe(401);
  });
});

describe("variations on the per-account limit", () => {
  let n = 0;
  const newAddress = () => `198.51.101.${++n}`;

  it("a parallel burst from many addresses gets the account's five tries, not one per request", async () => {
    setEnv({ LODESTAR_TRUSTED_PROXIES: "127.0.0.1" });
    const email = uniqueEmail("burst");
    await post("sign-up/email", { email, password: PASSWORD, name: "Ada" }, newAddress());
    const burst = await Promise.all(Array.from({ length: 12 }, () => signIn(email, "wrong", newAddress())));
    const failures = SIGN_IN_LIMITS.perAccount.failures;
    expect(burst.filter((a) => a.status === 401)).toHaveLength(failures);
    expect(burst.filter((a) => a.status === 429)).toHaveLength(12 - failures);
    expect((await signIn(email, PASSWORD, newAddress())).status).toBe(429);
  });

  it("counts every case of the email as one account", async () => {
    setEnv({ LODESTAR_TRUSTED_PROXIES: "127.0.0.1" });
    const email = uniqueEmail("variants");
    await post("sign-up/email", { email, password: PASSWORD, name: "Ada" }, newAddress());
    const spellings = [
      email.toUpperCase(),
      email,
      email.replace(/^./, (c) => c.toUpperCase()),
      email.toUpperCase(),
      email,
    ];
    for (const spelling of spellings) await signIn(spelling, "wrong", newAddress());
    expect((await signIn(email, PASSWORD, newAddress())).status).toBe(429);
  });

  it("a malformed sign-in does not use the account's tries", async () => {
    setEnv({ LODESTAR_TRUSTED_PROXIES: "127.0.0.1" });
    const email = uniqueEmail("malformed");
    await post("sign-up/email", { email, password: PASSWORD, name: "Ada" }, newAddress());
    for (let i = 0; i < 8; i++) await post("sign-in/email", { email, password: 42 }, newAddress());
    expect((await signIn(email, PASSWORD, newAddress())).status).toBe(200);
  });
});

describe("how long to wait, in words", () => {
  it("rounds up to seconds, minutes or hours", () => {
    expect([1, 45, 59.2, 60, 61, 900, 3599, 3600, 7201].map(waitInWords)).toEqual([
      "1 second",
      "45 seconds",
      "60 seconds",
      "1 minute",
      "2 minutes",
      "15 minutes",
      "60 minutes",
      "1 hour",
      "3 hours",
    ]);
  });
});
