// get_correlations: the Pearson correlation matrix of instruments (their total-return prices) or of
// your simulations (their daily values), on daily or month-end returns over a window, with each pair's
// rolling correlation over `window` months when asked. Only dates where every series has a value count.
import type { Db } from "@/server/db";
import { invalid } from "@/server/errors";
import type { PricePanel } from "@/server/engine/data/panel";
import { correlationMatrix, pairsOf, rollingCorrelations } from "@/server/engine/analysis/correlation";
import { TRADING_DAYS_PER_MONTH } from "@/server/engine/simulation/spec";
import { columnsOf, rowsOf } from "@/server/domain/analysis/window";
import { doneSimulation } from "@/server/domain/analysis/history";
import { resultOf } from "@/server/domain/simulations/stored";

export interface CorrelationRequest {
  instruments?: string[];
  simulationIds?: string[];
  startYear: number;
  endYear: number | null;
  frequency: "day" | "month";
  window?: number;
}

/** Dated value columns: values[k][t] is series k on dates[t] (NaN where it has none). */
interface Columns {
  names: string[];
  dates: string[];
  values: Float64Array[];
}

function instrumentColumns(
  prices: PricePanel,
  tickers: string[],
  startYear: number,
  endYear: number | null,
): Columns {
  const cols = columnsOf(prices, tickers, "/instruments");
  const { first, last } = rowsOf(prices, startYear, endYear);
  const N = prices.tickers.length;
  const dates = prices.dates.slice(first, last + 1);
  const values = cols.map((c) => {
    const v = new Float64Array(dates.length);
    for (let t = 0; t < v.length; t++) v[t] = prices.adjClose[(first + t) * N + c];
    return v;
  });
  return { names: cols.map((c) => prices.tickers[c]), dates, values };
}

async function simulationColumns(
  db: Db,
  userId: string,
  ids: string[],
  startYear: number,
  endYear: number | null,
): Promise<Columns> {
  const from = `${startYear}-01-01`;
  const to = endYear === null ? "9999-12-31" : `${endYear}-12-31`;
  const series = await Promise.all(
    ids.map(async (id, i) => {
      const r = resultOf(await doneSimulation(db, userId, id, `/simulationIds/${i}`));
      return new Map(r.dates.map((d, t) => [d, r.values[t]]));
    }),
  );
  const dates = [...new Set(series.flatMap((s) => [...s.keys()]))].filter((d) => d >= from && d <= to).sort();
  return { names: ids, dates, values: series.map((s) => Float64Array.from(dates, (d) => s.get(d) ?? NaN)) };
}

/** Returns between consecutive kept dates (every date, or each month's last) where all K have values. */
function returnsOf({ dates, values }: Columns, frequency: "day" | "month") {
  const K = values.length;
  const T = dates.length;
  const all: number[] = [];
  for (let t = 0; t < T; t++) {
    let complete = true;
    for (let i = 0; i < K && complete; i++) complete = values[i][t] > 0;
    if (complete) all.push(t);
  }
  // Monthly: the last date of each month on which every series has a value.
  const kept =
    frequency === "day"
      ? all
      : all.filter((t, k) => k === all.length - 1 || dates[all[k + 1]].slice(0, 7) !== dates[t].slice(0, 7));
  const returns = new Float64Array(Math.max(0, kept.length - 1) * K);
  const ends: string[] = [];
  for (let k = 1; k < kept.length; k++) {
    const [a, b] = [kept[k - 1], kept[k]];
    // A daily return needs adjacent rows (a gap is no one day's return).
    if (frequency === "day" && b !== a + 1) continue;
    const row = ends.length * K;
    for (let i = 0; i < K; i++) returns[row + i] = values[i][b] / values[i][a] - 1;
    ends.push(dates[b]);
  }
  return { returns: returns.subarray(0, ends.length * K), L: ends.length, dates: ends };
}

export async function correlations(db: Db, userId: string, prices: PricePanel, req: CorrelationRequest) {
  const columns = req.instruments
    ? instrumentColumns(prices, req.instruments, req.startYear, req.endYear)
    : await simulationColumns(db, userId, req.simulationIds!, req.startYear, req.endYear);
  const K = columns.names.length;
  const { returns, L, dates } = returnsOf(columns, req.frequency);
  const path = req.instruments ? "/instruments" : "/simulationIds";
  if (L < 3)
    throw invalid(
      path,
      `Only ${L} returns where every series has a value in the window.`,
      "Choose series that overlap, or an earlier startYear.",
    );
  const matrix = correlationMatrix(returns, L, K);
  const rowsPerMonth = req.frequency === "day" ? TRADING_DAYS_PER_MONTH : 1;
  const window = req.window === undefined ? null : Math.round(req.window * rowsPerMonth);
  if (window !== null && window > L)
    throw invalid(
      "/window",
      `The window (${window} returns) is longer than the ${L} returns in the window.`,
      "Choose a shorter window or an earlier startYear.",
    );
  const rolling =
    window === null
      ? null
      : rollingCorrelations(returns, L, K, window).map((values, p) => {
          const [i, j] = pairsOf(K)[p];
          return {
            pair: [columns.names[i], columns.names[j]] as [string, string],
            dates: dates.slice(window - 1),
            values: Array.from(values),
          };
        });
  return {
    names: columns.names,
    matrix: Array.from({ length: K }, (_, i) => Array.from(matrix.subarray(i * K, i * K + K))),
    returnsUsed: L,
    from: dates[0],
    to: dates[L - 1],
    rolling,
  };
}
