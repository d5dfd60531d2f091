// npm run admin -- <command>: the operator's account tools, on DATABASE_URL (else the quick start's
// embedded database, scripts/local-database.ts).
//   create-key --email E --plan P --name N [--password W]   user made if needed, plan set; the new key is
//                                                           the last line of stdout (shown once, stored hashed)
//   set-plan   --email E --plan P
//   revoke-key --email E (--id ID | --name N)               --name revokes every live key with that name
//   --help (or -h, help)                                    the commands; needs no database
import { parseArgs } from "node:util";
import { createDb, type Db } from "@/server/db";
import { localDatabase } from "./local-database";
import { systemClock } from "@/server/clock";
import { credentialsFor } from "@/server/auth";
import { ApiError } from "@/server/errors";
import { createApiKey, revokeApiKey, revokeApiKeysNamed } from "@/server/domain/accounts/apiKeys";
import {
  checkPlan,
  ensureUser,
  ensureUserWithPassword,
  findUserByEmail,
  normaliseEmail,
  setPlan,
} from "@/server/domain/accounts/users";

const USAGE = `usage:
  npm run admin -- create-key --email E --plan P --name N [--password W]
  npm run admin -- set-plan --email E --plan P
  npm run admin -- revoke-key --email E (--id ID | --name N)`;

const HELP = `npm run admin -- <command>: the operator's account tools, on DATABASE_URL (else the quick
start's embedded database).

commands:
  create-key --email E --plan P --name N [--password W]
      Makes the user if needed (with a password, one who can sign in) and puts them on plan P, then
      makes an API key named N. The key is the last line printed, shown once.
  set-plan --email E --plan P
      Moves the user to plan P (free, starter, advanced, ultimate, professional).
  revoke-key --email E (--id ID | --name N)
      Revokes the key with that id, or every live key with that name.
  --help, -h, help
      Prints this.`;

/** Whether the arguments ask for the commands rather than run one. */
const asksForHelp = (argv: string[]) => argv[0] === "help" || argv.some((a) => a === "--help" || a === "-h");

class UsageError extends Error {}

type Flags = Partial<Record<"email" | "plan" | "name" | "password" | "id", string>>;

function required(flags: Flags, ...names: (keyof Flags)[]): string[] {
  const missing = names.filter((n) => !flags[n]);
  if (missing.length) throw new UsageError(`missing ${missing.map((n) => `--${n}`).join(", ")}`);
  return names.map((n) => flags[n]!);
}

async function userIdOf(db: Db, email: string): Promise<string> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new UsageError(`no user has the email ${email}`);
  return user.id;
}

const commands: Record<string, (db: Db, flags: Flags, out: (line: string) => void) => Promise<void>> = {
  async "create-key"(db, flags, out) {
    const [email, planName, name] = required(flags, "email", "plan", "name");
    const plan = checkPlan(planName);
    const userId = flags.password
      ? await ensureUserWithPassword(db, credentialsFor(db), { email, password: flags.password, plan })
      : await ensureUser(db, { email, plan });
    const key = await createApiKey(db, systemClock, userId, name);
    out(`user ${normaliseEmail(email)} (${userId}) is on the ${plan} plan`);
    out(
      `key "${key.name}" (${key.id}) created; drafts it makes go to the folder "${key.name}". It is shown once:`,
    );
    out(key.secret);
  },
  async "set-plan"(db, flags, out) {
    const [email, planName] = required(flags, "email", "plan");
    const plan = checkPlan(planName);
    out(`user ${await setPlan(db, email, plan)} is on the ${plan} plan`);
  },
  async "revoke-key"(db, flags, out) {
    const [email] = required(flags, "email");
    const userId = await userIdOf(db, email);
    if (flags.id) {
      if (!(await revokeApiKey(db, systemClock, userId, flags.id)))
        throw new UsageError(`no live key ${flags.id} for ${email}`);
      out(`revoked key ${flags.id}`);
    } else if (flags.name) {
      const count = await revokeApiKeysNamed(db, systemClock, userId, flags.name);
      if (count === 0) throw new UsageError(`no live key named "${flags.name}" for ${email}`);
      out(`revoked ${count} key(s) named "${flags.name}"`);
    } else throw new UsageError("give --id or --name");
  },
};

export async function runAdmin(
  argv: string[],
  databaseUrl: string | null,
  out: (line: string) => void,
): Promise<void> {
  if (asksForHelp(argv)) return out(HELP);
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: "string" },
      plan: { type: "string" },
      name: { type: "string" },
      password: { type: "string" },
      id: { type: "string" },
    },
  });
  const command = commands[positionals[0] ?? ""];
  if (!command || positionals.length > 1)
    throw new UsageError(positionals[0] ? `unknown command "${positionals.join(" ")}"` : "no command");
  if (!databaseUrl) throw new UsageError("DATABASE_URL is not set");
  const db = createDb(databaseUrl, 2);
  try {
    await command(db, values, out);
  } finally {
    await db.$disconnect();
  }
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  // Help needs no database: the quick start's embedded one is not started for it.
  if (asksForHelp(argv)) return runAdmin(argv, null, (line) => console.log(line));
  const database = await localDatabase();
  try {
    await runAdmin(argv, database.url, (line) => console.log(line));
  } finally {
    await database.stop();
  }
}

if (process.argv[1] && /admin\.ts$/.test(process.argv[1])) {
  main().catch((e: unknown) => {
    if (
      e instanceof UsageError ||
      (e instanceof TypeError && "code" in e && String(e.code).startsWith("ERR_PARSE_ARGS"))
    ) {
      console.error(`admin: ${e.message}\n${USAGE}`);
      process.exit(2);
    }
    if (e instanceof ApiError)
      console.error(`admin: ${e.message}${e.details[0]?.fix ? ` ${e.details[0].fix}` : ""}`);
    else console.error("admin:", e);
    process.exit(1);
  });
}
