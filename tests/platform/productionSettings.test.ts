// A production server refuses to start without the settings it cannot serve without, naming each one,
// instead of starting and answering 500 to every sign-in (server/env.ts productionSettingsProblem,
// checked by scripts/serve.ts before it loads anything else).
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { productionSettingsProblem } from "@/server/env";

const COMPLETE = {
  NODE_ENV: "production" as const,
  DATABASE_URL: "postgresql://postgres@127.0.0.1:1/none",
  BETTER_AUTH_SECRET: "a-secret-of-this-deployment",
  APP_URL: "https://lodestar.example",
};

describe("production settings", () => {
  it("names every missing variable, and counts an empty one as missing", () => {
    const problem = productionSettingsProblem({ NODE_ENV: "production", APP_URL: "" });
    for (const name of ["DATABASE_URL", "BETTER_AUTH_SECRET", "APP_URL"]) expect(problem).toContain(name);
    const onlySecret = productionSettingsProblem({ ...COMPLETE, BETTER_AUTH_SECRET: undefined });
    expect(onlySecret).toMatch(/without BETTER_AUTH_SECRET \(signs sessions[^)]*\)\. Set it/);
  });

  it("asks nothing outside production or of a complete production", () => {
    expect(productionSettingsProblem({})).toBeNull();
    expect(productionSettingsProblem({ NODE_ENV: "development" })).toBeNull();
    expect(productionSettingsProblem(COMPLETE)).toBeNull();
  });

  it("npm start exits with the message before it listens", () => {
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, ...COMPLETE, BETTER_AUTH_SECRET: "", PORT: "1" };
    const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/serve.ts"], {
      env,
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("Lodestar does not start in production without BETTER_AUTH_SECRET");
    expect(run.stdout).not.toContain("listening");
  }, 60_000);
});
