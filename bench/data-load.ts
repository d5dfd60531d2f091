// npm run bench:data — prints how long loading the data build takes and how much memory it adds.
import { loadMarketData } from "@/server/data/load";

const rssBefore = process.memoryUsage().rss;
const started = performance.now();
const cpu0 = process.cpuUsage();
const data = loadMarketData(process.argv[2]);
const ms = performance.now() - started;
const cpu = process.cpuUsage(cpu0);
const rssAfter = process.memoryUsage().rss;
const { prices } = data;
const mb = (n: number) => (n / 1024 / 1024).toFixed(0);
console.log(
  `data build ${data.dataVersion}: ${prices.dates.length} dates x ${prices.tickers.length} instruments, ${data.series.size} series`,
);
console.log(
  `load time ${ms.toFixed(0)} ms wall, ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms CPU (target < 2000 ms; wall time grows when the machine is busy)`,
);
console.log(
  `RSS ${mb(rssBefore)} MB -> ${mb(rssAfter)} MB (+${mb(rssAfter - rssBefore)} MB; target total < 1024 MB)`,
);
