import { loadMarketData } from "@/server/data/load";
import { filterById } from "@/server/catalogue/filters";
import { runScreen } from "@/server/engine/screening/runScreen";
import { columnValues } from "@/server/engine/screening/values";
import { barsOf } from "@/server/engine/indicators/bars";
const data = loadMarketData();
barsOf(data.prices, 0);
const screen = { universe: { assetType: "stocks" as const }, rows: [
  { filter: "price", relation: "greater_than" as const, target: { kind: "value" as const, value: 5 } },
  { filter: "total_return", relation: "highest" as const, inputs: { months: 12 }, target: { kind: "count" as const, value: 50 } },
]};
const T = data.prices.dates.length;
for (let rep = 0; rep < 5; rep++) {
const d = { ...data };
const t0 = performance.now();
let n = 0;
for (let t = T - 1; t > T - 5030; t -= 21) { runScreen(d, screen, t, filterById, columnValues); n++; }
const t1 = performance.now();
for (let t = T - 1; t > T - 5030; t -= 21) { runScreen(d, screen, t, filterById, columnValues); n++; }
console.log(n, "screens cold", (t1 - t0).toFixed(0), "ms warm", (performance.now() - t1).toFixed(0));
}
