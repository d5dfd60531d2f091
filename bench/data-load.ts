// npm run bench:data — prints how long loading the data build takes and how much memory it adds, then
// the same for the fields decoded on first use (open, high, low, volume, dividend).
import { loadMarketData } from "@/server/data/load";
import { SECONDARY_FIELDS } from "@/server/engine/data/artifact";

const mb = (n: number) => (n / 1024 / 1024).toFixed(0);
const cpuMs = (c: NodeJS.CpuUsage) => ((c.user + c.system) / 1000).toFixed(0);

const rssBefore = process.memoryUsage().rss;
const started = performance.now();
const cpu0 = process.cpuUsage();
const data = loadMarketData(process.argv[2]);
const ms = performance.now() - started;
const cpu = process.cpuUsage(cpu0);
const rssAfter = process.memoryUsage().rss;
const { prices } = data;
console.log(
  `data build ${data.dataVersion}: ${prices.dates.length} dates x ${prices.tickers.length} instruments, ${data.series.size} series`,
);
console.log(
  `load time ${ms.toFixed(0)} ms wall, ${cpuMs(cpu)} ms CPU (target < 2000 ms; wall time grows when the machine is busy)`,
);
console.log(
  `RSS ${mb(rssBefore)} MB -> ${mb(rssAfter)} MB (+${mb(rssAfter - rssBefore)} MB; target total < 1024 MB)`,
);

const lazyStarted = performance.now();
const cpu1 = process.cpuUsage();
for (const field of SECONDARY_FIELDS) void prices[field].length;
const lazyCpu = process.cpuUsage(cpu1);
global.gc?.();
const rssAll = process.memoryUsage().rss;
console.log(
  `first use of ${SECONDARY_FIELDS.join(", ")}: ${(performance.now() - lazyStarted).toFixed(0)} ms wall, ${cpuMs(lazyCpu)} ms CPU; RSS then ${mb(rssAll)} MB (target < 1024 MB)`,
);
