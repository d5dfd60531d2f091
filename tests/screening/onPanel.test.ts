// Price and total return read off the panel's rows (kernels/onPanel.ts) against the per-instrument
// kernels over each instrument's bars they stand in for: on the real data build, every instrument on
// 60 dates spread over the whole calendar (so histories that have not started, just started or stopped
// trading show), the same numbers bit for bit, with every months input the catalogue offers.
import { beforeAll, describe, expect, it } from "vitest";
import { loadMarketData } from "@/server/data/load";
import type { MarketData } from "@/server/engine/data/panel";
import { filterById } from "@/server/catalogue/filters";
import { perInstrument } from "@/server/engine/screening/kernels/kernel";
import * as kernels from "@/server/engine/screening/kernels/technical";
import * as onPanel from "@/server/engine/screening/kernels/onPanel";

let data: MarketData;
let dates: number[];

beforeAll(() => {
  data = loadMarketData();
  const T = data.prices.dates.length;
  dates = Array.from({ length: 60 }, (_, k) => T - 1 - Math.round((k * (T - 1)) / 59));
});

const same = (a: Float64Array, b: Float64Array) =>
  expect(Array.from(a).map(String)).toEqual(Array.from(b).map(String));

describe("filters read off the panel", () => {
  it("price is the kernel's close at each live bar", () => {
    const byBars = perInstrument(kernels.price);
    for (const t of dates) same(onPanel.price(data, {}, t, 0), byBars(data, {}, t, 0));
  });

  it("total return is the kernel's over every months input", () => {
    const months = filterById("total_return")!.inputs!.find((x) => x.id === "months")!;
    const byBars = perInstrument(kernels.totalReturn);
    const options = months.values.kind === "list" ? months.values.values : [];
    expect(options.length).toBeGreaterThan(1);
    for (const m of options)
      for (const t of dates)
        same(onPanel.totalReturn(data, { months: m }, t, 0), byBars(data, { months: m }, t, 0));
  });

  it("a lag reads the bars kernel", () => {
    const t = dates[1];
    same(
      onPanel.totalReturn(data, { months: 12 }, t, 3),
      perInstrument(kernels.totalReturn)(data, { months: 12 }, t, 3),
    );
  });
});
