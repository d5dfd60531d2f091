// Concurrency: 16 clients edit 4 shared records (2 portfolios, 2 screeners) over REST for 60 s, against
// the API process of bench/support/api-server.ts on loopback. Each record has 4 slots, one per client
// working on it: a portfolio model's description, a screener row's target value. A client writes its
// own slot with an increasing number, so every state of a record says which edits it holds:
//   - unversioned clients (2 per record) send a JSON Patch of their slot, with no version;
//   - versioned clients (2 per record) read the record, replace its whole definition with their slot
//     changed, and send expectedVersion: a 409 means someone wrote in between, and they read again.
// An acknowledged edit is lost when the final record, or any state answered at a later version, holds
// an older number in its slot (only the same client writes a slot, so nothing else may replace it).
// Prints acknowledged edits, 409s, other answers, lost edits (the target: 0) and the versions seen.
//
//   npx tsx bench/concurrency.ts [--seconds 60] [--clients 16]
// On BENCH_DATABASE_URL (a database of its own: migrated, seeded, given a bench user) or else a
// throw-away embedded PostgreSQL.
import http from "node:http";
import { parseArgs } from "node:util";
import { startTestPostgres } from "../scripts/embedded-postgres";
import { setupDatabase } from "../scripts/db-setup";
import { benchKey, load, percentile, startApi, timedCall } from "./support/client";

const { values: args } = parseArgs({
  options: { seconds: { type: "string", default: "60" }, clients: { type: "string", default: "16" } },
});
const SECONDS = Number(args.seconds);
const CLIENTS = Number(args.clients);
const RECORDS = 4;
const SLOTS = CLIENTS / RECORDS;

type Kind = "portfolio" | "screener";
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- definitions are read slot by slot
type Definition = any;
interface Shared {
  kind: Kind;
  id: string;
}
/** A state of a record as an answer showed it: its version and the number in each slot. */
interface Seen {
  version: number;
  slots: number[];
}

const SLOT_PATH: Record<Kind, (slot: number) => string> = {
  portfolio: (slot) => `/models/${slot}/description`,
  screener: (slot) => `/rows/${slot}/target/value`,
};
const slotsOf = (kind: Kind, definition: Definition): number[] =>
  kind === "portfolio"
    ? definition.models.map((m: { description: string | null }) => Number(m.description ?? 0))
    : definition.rows.map((r: { target: { value: number } }) => r.target.value);
const withSlot = (kind: Kind, definition: Definition, slot: number, value: number): Definition => {
  const copy = structuredClone(definition);
  if (kind === "portfolio") copy.models[slot].description = String(value);
  else copy.rows[slot].target.value = value;
  return copy;
};
const slotValue = (kind: Kind, value: number) => (kind === "portfolio" ? String(value) : value);

async function main() {
  const embedded = process.env.BENCH_DATABASE_URL ? null : await startTestPostgres();
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? embedded!.url;
  await setupDatabase(databaseUrl, () => {});
  const key = await benchKey(databaseUrl);
  const api = await startApi(databaseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  const call = async (operation: string, input: unknown) => {
    const answer = await timedCall(agent, api.url, key, operation, input);
    return { status: answer.status, ms: answer.ms, body: answer.status ? JSON.parse(answer.body) : null };
  };
  const recordOf = (kind: Kind, body: { data: { result: Record<string, Definition> } }) =>
    body.data.result[kind] as { id: string; version: number; definition: Definition };

  try {
    const shared: Shared[] = [];
    for (let r = 0; r < RECORDS; r++) {
      const kind: Kind = r % 2 === 0 ? "portfolio" : "screener";
      const slots = Array.from({ length: SLOTS }, (_, k) => k);
      const reply =
        kind === "portfolio"
          ? await call("create_portfolio", {
              definition: {
                name: `Shared ${r}`,
                models: slots.map((k) => ({
                  name: `Slot ${k}`,
                  description: "0",
                  selection: { instruments: ["SPY"] },
                })),
              },
            })
          : await call("create_screener", {
              name: `Shared ${r}`,
              universe: { assetType: "stocks" },
              rows: slots.map(() => ({ filter: "price", target: { kind: "value", value: 0 } })),
            });
      if (reply.status !== 200) throw new Error(`create ${kind}: ${JSON.stringify(reply.body)}`);
      shared.push({ kind, id: recordOf(kind, reply.body).id });
    }

    const seen: Seen[][] = shared.map(() => []);
    const acked: { record: number; slot: number; value: number; version: number }[] = [];
    const counts = { acknowledged: 0, conflicts: 0, other: new Map<number, number>() };
    const ms: number[] = [];
    const until = Date.now() + SECONDS * 1000;

    const client = async (c: number) => {
      const r = c % RECORDS;
      const slot = Math.floor(c / RECORDS);
      const versioned = slot % 2 === 1;
      const { kind, id } = shared[r];
      const idField = { [`${kind}Id`]: id };
      // Bounded: stops at the deadline, whatever the answers.
      for (let value = 1; Date.now() < until; value++) {
        let input: object = {
          ...idField,
          patch: [{ op: "replace", path: SLOT_PATH[kind](slot), value: slotValue(kind, value) }],
        };
        if (versioned) {
          const read = await call(`get_${kind}`, idField);
          if (read.status !== 200) {
            counts.other.set(read.status, (counts.other.get(read.status) ?? 0) + 1);
            continue;
          }
          const current = recordOf(kind, read.body);
          const definition = withSlot(kind, current.definition, slot, value);
          input =
            kind === "portfolio"
              ? { ...idField, definition, expectedVersion: current.version }
              : {
                  ...idField,
                  definition: { universe: definition.universe, rows: definition.rows },
                  expectedVersion: current.version,
                };
        }
        const reply = await call(`edit_${kind}`, input);
        ms.push(reply.ms);
        if (reply.status === 200) {
          const record = recordOf(kind, reply.body);
          counts.acknowledged++;
          acked.push({ record: r, slot, value, version: record.version });
          seen[r].push({ version: record.version, slots: slotsOf(kind, record.definition) });
        } else if (reply.status === 409) counts.conflicts++;
        else counts.other.set(reply.status, (counts.other.get(reply.status) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));

    // The final records, read once the clients have stopped.
    for (let r = 0; r < RECORDS; r++) {
      const { kind, id } = shared[r];
      const read = await call(`get_${kind}`, { [`${kind}Id`]: id });
      const record = recordOf(kind, read.body);
      seen[r].push({ version: record.version, slots: slotsOf(kind, record.definition) });
    }
    const lost = acked.filter((edit) =>
      seen[edit.record].some((state) => state.version > edit.version && state.slots[edit.slot] < edit.value),
    );
    const versions = seen.map((states) => states.map((s) => s.version));
    const repeated = acked.length - new Set(acked.map((a) => `${a.record}/${a.version}`)).size;
    const finals = versions.map((vs) => vs[vs.length - 1]);
    const sorted = [...ms].sort((a, b) => a - b);

    console.log(`concurrency: ${CLIENTS} clients on ${RECORDS} shared records for ${SECONDS} s ${load()}`);
    console.log(`  acknowledged edits   ${counts.acknowledged}`);
    console.log(`  409 conflict         ${counts.conflicts}`);
    console.log(
      `  other answers        ${counts.other.size ? [...counts.other].map(([s, n]) => `${n} x ${s}`).join(", ") : "none"}`,
    );
    console.log(`  lost edits           ${lost.length}  (target 0)`);
    console.log(`  versions answered twice ${repeated}; final versions ${finals.join(", ")} (written at 1)`);
    console.log(
      `  acknowledged + 1 = final version: ${finals.every((v, r) => v === 1 + acked.filter((a) => a.record === r).length)}`,
    );
    console.log(
      `  edit p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms`,
    );
    if (lost.length) process.exitCode = 1;
  } finally {
    agent.destroy();
    await api.stop();
    await embedded?.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
