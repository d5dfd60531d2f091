// What every REST answer carries besides its body: the security headers (a JSON answer allows no
// content and no framing), WWW-Authenticate on a 401, a JSON 405 naming the allowed method, and the
// month's research-call allowance as IETF RateLimit headers that move with each counted call.
import { beforeAll, describe, expect, it } from "vitest";
import { createTestUser } from "@/tests/helpers/accounts";
import { research, testServer } from "@/tests/helpers/server";
import { PLANS } from "@/server/plans";

const server = testServer();
let key: string;
beforeAll(async () => {
  key = (await createTestUser("starter")).key;
});

function expectSecurityHeaders(headers: Headers) {
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("x-frame-options")).toBe("DENY");
  expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(headers.get("permissions-policy")).toContain("camera=()");
  expect(headers.get("content-security-policy")).toContain("default-src 'none'");
  expect(headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
}

const remaining = (headers: Headers) => Number(/;r=(\d+)/.exec(headers.get("ratelimit") ?? "")?.[1]);

describe("REST answers", () => {
  it("carry the security headers and the allowance left, which a counted call lowers by one", async () => {
    const first = await research(server.url(), "list_risk_rule_presets", {}, key);
    expect(first.status).toBe(200);
    expectSecurityHeaders(first.headers);
    expect(first.headers.get("ratelimit-policy")).toMatch(
      new RegExp(`^"monthly";q=${PLANS.starter.researchCallsPerMonth};w=\\d+$`),
    );
    expect(first.headers.get("ratelimit")).toMatch(/^"monthly";r=\d+;t=\d+$/);
    const second = await research(server.url(), "list_risk_rule_presets", {}, key);
    expect(remaining(second.headers)).toBe(remaining(first.headers) - 1);
  });

  it("a refused call (422, not counted) still says how much is left, unchanged", async () => {
    const before = await research(server.url(), "list_risk_rule_presets", {}, key);
    const refused = await research(server.url(), "list_risk_rule_presets", { nope: 1 }, key);
    expect(refused.status).toBe(422);
    expectSecurityHeaders(refused.headers);
    expect(remaining(refused.headers)).toBe(remaining(before.headers));
  });

  it("a 401 names the Bearer scheme", async () => {
    const res = await research(server.url(), "list_risk_rule_presets", {});
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toBe('Bearer realm="Lodestar"');
    expectSecurityHeaders(res.headers);
    expect(res.headers.get("ratelimit")).toBeNull();
  });

  it("a GET on an operation is a 405 with the error body and Allow: POST", async () => {
    const res = await fetch(`${server.url()}/api/v1/research/list_risk_rule_presets`);
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    expect(await res.json()).toMatchObject({
      status: false,
      error: { code: "method_not_allowed", details: [{ path: "", fix: "Use POST." }] },
    });
    expectSecurityHeaders(res.headers);
  });
});
