// Data-quality findings on a hand-built panel: each kind of problem is reported where it is.
import { describe, expect, it } from "vitest";
import { coverage, findings } from "@/server/engine/data/quality";
import type { InstrumentMeta, PricePanel } from "@/server/engine/data/panel";

const dates = ["2020-01-02", "2020-01-03", "2020-01-06", "2020-01-07", "2020-01-08", "2020-01-09", "2020-01-10", "2020-01-13"];
const meta = (ticker: string, assetType: InstrumentMeta["assetType"]): InstrumentMeta => ({ ticker, name: ticker, assetType, exchange: null, origin: null, type: null, sector: null, indexes: [], currency: "usd" });

/** Two instruments, columns given per field; close doubles as adjClose unless given. */
function panel(cols: { close: number[][]; adj?: number[][]; volume: number[][]; high?: number[][]; low?: number[][] }): PricePanel {
  const T = dates.length;
  const N = cols.close.length;
  const dense = (c: number[][]) => {
    const a = new Float64Array(T * N);
    for (let t = 0; t < T; t++) for (let i = 0; i < N; i++) a[t * N + i] = c[i][t];
    return a;
  };
  const adj = dense(cols.adj ?? cols.close);
  const first = new Int32Array(N).fill(-1);
  const last = new Int32Array(N).fill(-1);
  for (let i = 0; i < N; i++) for (let t = 0; t < T; t++) if (!Number.isNaN(adj[t * N + i])) [first[i], last[i]] = [first[i] < 0 ? t : first[i], t];
  const close = dense(cols.close);
  return { dates, tickers: ["AAA", "BTC-USD"], column: new Map([["AAA", 0], ["BTC-USD", 1]]), meta: [meta("AAA", "stocks"), meta("BTC-USD", "crypto")], open: close, high: cols.high ? dense(cols.high) : close, low: cols.low ? dense(cols.low) : close, close, adjClose: adj, volume: dense(cols.volume), dividend: new Float64Array(T * N), first, last };
}

describe("data quality", () => {
  const N = NaN;
  const p = panel({
    close: [
      [10, 10, 16, 16, N, N, 17, 17],
      [N, 100, 100, 100, 100, 100, 100, 100],
    ],
    volume: [
      [5, 0, 0, 5, N, N, 5, 5],
      [N, 1, 1, 1, 1, 1, 1, 1],
    ],
    high: [
      [10, 10, 16, 16, N, N, 17, 17],
      [N, 100, 100, 100, 100, 100, 99, 100],
    ],
  });

  it("reports the 60 % jump, the two-row gap, the zero-volume run and the bar with high below close", () => {
    const found = findings(p, { jump: 0.5, gapRows: 2 });
    expect(found).toEqual([
      { ticker: "AAA", kind: "jump", date: "2020-01-06", detail: "adjusted close 60.0 % from 2020-01-03" },
      { ticker: "AAA", kind: "zero_volume", date: "2020-01-03", detail: "2 bar(s) with zero volume from 2020-01-03" },
      { ticker: "AAA", kind: "gap", date: "2020-01-08", detail: "2 calendar rows without a bar, 2020-01-07 to 2020-01-10" },
      { ticker: "BTC-USD", kind: "bad_bar", date: "2020-01-10", detail: "open 100 high 99 low 100 close 100 adjusted 100" },
    ]);
  });

  it("reports adjusted-close-only spans", () => {
    const q = panel({ close: [[1, 1, N, N, N, N, N, N], [N, N, N, N, N, N, N, 1]], adj: [[1, 1, 1, 1, 1, 1, 1, 1], [N, N, N, N, N, N, N, 1]], volume: [[1, 1, N, N, N, N, N, N], [N, N, N, N, N, N, N, 1]] });
    expect(findings(q).filter((f) => f.kind === "adjusted_only")).toEqual([{ ticker: "AAA", kind: "adjusted_only", date: "2020-01-06", detail: "adjusted close only (no raw OHLCV) 2020-01-06 to 2020-01-13" }]);
  });

  it("counts instruments, dates and bars per asset type", () => {
    expect(coverage(p)).toEqual([
      { assetType: "stocks", instruments: 1, firstDate: "2020-01-02", lastDate: "2020-01-13", bars: 6 },
      { assetType: "crypto", instruments: 1, firstDate: "2020-01-03", lastDate: "2020-01-13", bars: 7 },
    ]);
  });
});
