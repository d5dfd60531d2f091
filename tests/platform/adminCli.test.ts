// The operator CLI as a child process on the test database; the key it prints is used over real HTTP.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { hashKey } from "@/server/domain/accounts/apiKeys";
import { testDb } from "@/tests/helpers/accounts";
import { research, testServer } from "@/tests/helpers/server";

const TSX = path.resolve("node_modules/.bin/tsx");
const server = testServer();

async function admin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(TSX, ["scripts/admin.ts", ...args], {
      env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL },
    });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const { code, stdout, stderr } = e as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

const lastLine = (text: string) => text.trimEnd().split("\n").at(-1)!;
const includedRuleTypes = async (key: string) =>
  (
    await research(server.url(), "list_risk_rule_presets", { includeRuleTypes: true }, key)
  ).body.data.result.ruleTypes
    .filter((t: { availability: { includedInYourPlan: boolean } }) => t.availability.includedInYourPlan)
    .map((t: { id: string }) => t.id);

describe("npm run admin", () => {
  it("create-key makes the user, sets the plan and prints a working key as the last line", async () => {
    const email = `Cli.${Date.now()}@Example.com`;
    const run = await admin(
      "create-key",
      "--email",
      email,
      "--plan",
      "advanced",
      "--name",
      "Research notebook",
    );
    expect(run.code).toBe(0);
    const key = lastLine(run.stdout);
    expect(key).toMatch(/^lsk_[0-9a-f]{40}$/);

    const user = await testDb().user.findUniqueOrThrow({
      where: { email: email.toLowerCase() },
      include: { apiKeys: true },
    });
    expect(user.plan).toBe("advanced");
    expect(user.apiKeys).toHaveLength(1);
    // Stored hashed and named; the secret itself is nowhere in the row.
    expect(user.apiKeys[0]).toMatchObject({
      name: "Research notebook",
      hash: hashKey(key),
      prefix: key.slice(0, 12),
      revokedAt: null,
    });
    expect(JSON.stringify(user.apiKeys[0])).not.toContain(key);

    const res = await research(server.url(), "list_risk_rule_presets", {}, key);
    expect(res.status).toBe(200);
    expect(await includedRuleTypes(key)).toEqual(["single_series", "double_series", "strategy_based"]);
  });

  it("set-plan changes what the same key may use; a second create-key reuses the user; revoke-key ends the key", async () => {
    const email = `cli-plan.${Date.now()}@example.com`;
    const first = lastLine(
      (await admin("create-key", "--email", email, "--plan", "free", "--name", "first")).stdout,
    );
    expect(await includedRuleTypes(first)).toEqual(["single_series", "double_series"]);

    expect((await admin("set-plan", "--email", email, "--plan", "ultimate")).code).toBe(0);
    expect(await includedRuleTypes(first)).toEqual([
      "single_series",
      "double_series",
      "hidden_markov",
      "clustering",
      "strategy_based",
    ]);

    const second = lastLine(
      (await admin("create-key", "--email", email, "--plan", "ultimate", "--name", "second")).stdout,
    );
    expect(await testDb().user.count({ where: { email } })).toBe(1);
    expect(await testDb().apiKey.count({ where: { user: { email } } })).toBe(2);

    const revoke = await admin("revoke-key", "--email", email, "--name", "first");
    expect(revoke.code).toBe(0);
    expect((await research(server.url(), "list_risk_rule_presets", {}, first)).status).toBe(401);
    expect((await research(server.url(), "list_risk_rule_presets", {}, second)).status).toBe(200);
  });

  it("--help, -h and help print every command, with no database", async () => {
    for (const ask of [["--help"], ["-h"], ["help"]]) {
      const run = await promisify(execFile)(TSX, ["scripts/admin.ts", ...ask], {
        env: { ...process.env, DATABASE_URL: "" },
      });
      for (const command of ["create-key", "set-plan", "revoke-key", "--help"])
        expect(run.stdout, ask[0]).toContain(command);
      expect(run.stderr).toBe("");
    }
  });

  it("refuses an unknown plan, a missing flag and an unknown command without writing anything", async () => {
    const email = `cli-bad.${Date.now()}@example.com`;
    const badPlan = await admin("create-key", "--email", email, "--plan", "gold", "--name", "x");
    expect(badPlan.code).toBe(1);
    expect(badPlan.stderr).toContain(
      'Unknown plan "gold". Use one of: free, starter, advanced, ultimate, professional.',
    );
    const missing = await admin("create-key", "--email", email, "--plan", "free");
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("missing --name");
    const unknown = await admin("make-coffee");
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown command "make-coffee"');
    expect(await testDb().user.count({ where: { email } })).toBe(0);
  });
});
