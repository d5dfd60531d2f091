// npm run bench:research — issue 24's targets measured together: bench/sweeps.ts (1,000 5-ETF variants
// over REST, the 10,000-variant sweep's memory, the momentum sweep with 1, 2 and 4 workers, vectorbt)
// then bench/walkForward.ts (20 years x 50 variants, in process and over REST), one after the other on
// the same database (BENCH_DATABASE_URL, else each makes a throw-away embedded PostgreSQL). Their lines
// are printed as they come; then every target with its figure and met / NOT met, and the load average.
import { spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";

const BENCHES = [
  { file: "bench/sweeps.ts", parts: process.env.BENCH_SWEEP_PARTS ?? "etf,momentum" },
  { file: "bench/walkForward.ts", parts: process.env.BENCH_WALK_FORWARD_PARTS ?? "domain,rest" },
];

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(", ");

function run(file: string, parts: string): Promise<string[]> {
  const child = spawn(path.resolve("node_modules/.bin/tsx"), [file], {
    env: { ...process.env, BENCH_PARTS: parts },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines: string[] = [];
  let rest = "";
  child.stdout.on("data", (chunk: Buffer) => {
    process.stdout.write(chunk);
    const text = rest + chunk.toString();
    const split = text.split("\n");
    rest = split.pop() ?? "";
    lines.push(...split);
  });
  return new Promise((resolve, reject) =>
    child.once("exit", (code) =>
      code === 0 ? resolve([...lines, rest]) : reject(new Error(`${file} exited with ${code}`)),
    ),
  );
}

async function main() {
  const started = new Date().toISOString();
  console.log(
    `bench:research from ${started}, load average ${loadAverage()} (1, 5, 15 min), ${os.cpus().length} cores`,
  );
  const targets: string[] = [];
  for (const { file, parts } of BENCHES) {
    console.log(`\n${file} (BENCH_PARTS=${parts})`);
    const lines = await run(file, parts);
    targets.push(...lines.filter((l) => /target[^)]*: (met|NOT met)/.test(l) || l.startsWith("vectorbt")));
  }
  console.log(`\nIssue 24's targets, measured together (${started} to ${new Date().toISOString()}):`);
  for (const line of targets) {
    const verdict = /: (NOT met|met)\)/.exec(line)?.[1];
    console.log(`- ${verdict ? `[${verdict}] ` : ""}${line}`);
  }
  console.log(`load average at the end: ${loadAverage()} (1, 5, 15 min)`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
