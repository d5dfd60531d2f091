// server/env.ts: defaults, empty variables, refusals, and the settings table in DEVELOPERS.md kept
// complete (the schema is its source).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { envSchema, readEnv } from "@/server/env";

describe("settings", () => {
  it("gives every setting its default with nothing set, and treats an empty variable as unset", () => {
    const settings = readEnv({ PORT: "", APP_URL: "" });
    expect(settings).toMatchObject({ databaseUrl: null, port: 3000, appUrl: "http://localhost:3000" });
    expect(settings).toMatchObject({ production: false, jobs: true, inProcessWorker: true, rateLimit: true });
    expect(settings).toMatchObject({ simulationQueue: "simulations", simulationInlineLimit: 300_000 });
    expect(settings.authSecret).toEqual(expect.any(String));
  });

  it("has no development secret in production, and limits sign-in there unless turned off", () => {
    expect(readEnv({ NODE_ENV: "production" })).toMatchObject({ authSecret: null, authRateLimit: true });
    expect(readEnv({ NODE_ENV: "production", LODESTAR_AUTH_RATE_LIMIT: "off" }).authRateLimit).toBe(false);
    expect(readEnv({ NODE_ENV: "development" }).authRateLimit).toBe(false);
  });

  it("derives APP_URL from PORT and drops a trailing slash", () => {
    expect(readEnv({ PORT: "4100" }).appUrl).toBe("http://localhost:4100");
    expect(readEnv({ APP_URL: "https://lodestar.example/" }).appUrl).toBe("https://lodestar.example");
  });

  it("refuses a bad value with the variable's name", () => {
    expect(() => readEnv({ LODESTAR_WORKER_CONCURRENCY: "0" })).toThrow(/LODESTAR_WORKER_CONCURRENCY/);
    expect(() => readEnv({ LODESTAR_RATE_LIMIT: "no" })).toThrow(/LODESTAR_RATE_LIMIT/);
  });

  it("reads the trusted proxies as addresses or subnets, none by default, and refuses a host name", () => {
    expect(readEnv({}).trustedProxies).toEqual([]);
    expect(readEnv({ LODESTAR_TRUSTED_PROXIES: "10.0.0.0/8, 127.0.0.1,::1" }).trustedProxies).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
      "::1",
    ]);
    for (const bad of ["proxy.internal", "10.0.0.0/33", "10.0.0.1/8/1", "127.0.0.1, ,"])
      expect(() => readEnv({ LODESTAR_TRUSTED_PROXIES: bad }), bad).toThrow(/LODESTAR_TRUSTED_PROXIES/);
    expect(readEnv({}).refusalsPerMinute).toBe(120);
  });

  it("runs start-up work only in the Node runtime of a server, not in next build", () => {
    expect(readEnv({ NEXT_RUNTIME: "nodejs" }).startUpWork).toBe(true);
    expect(readEnv({ NEXT_RUNTIME: "nodejs", NEXT_PHASE: "phase-production-build" }).startUpWork).toBe(false);
    expect(readEnv({ NEXT_RUNTIME: "edge" }).startUpWork).toBe(false);
  });

  it("lists every variable in DEVELOPERS.md's settings table", () => {
    const guide = readFileSync("DEVELOPERS.md", "utf8");
    for (const name of Object.keys(envSchema.shape)) expect(guide).toContain(`| \`${name}\` |`);
  });
});
