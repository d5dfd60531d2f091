// The filing-dated quarterly fundamentals (PROVENANCE "second data round": RominGandhi sec_fundamentals):
// one CSV per company, `ticker,period_end,available_date,<figures>` with available_date the SEC filing
// date. Kept as the files state them (docs/data.md "Filings"): no row dropped, no figure derived.
import fs from "node:fs";
import path from "node:path";
import { num, readCsv } from "./csv";
import { FILING_FIELDS, type FilingField, type StoredFilings } from "@/server/engine/data/filings";

export const FILINGS_DIR = "RominGandhi__sp500-long-short-strategy/sec_fundamentals";

/** Our field -> the files' column; a file may lack a column (then that figure is null throughout). */
const COLUMNS: Record<FilingField, string> = {
  netIncome: "net_income",
  totalAssets: "total_assets",
  equity: "equity",
  operatingCashFlow: "operating_cf",
  capex: "capex",
  freeCashFlow: "free_cash_flow",
};

const ISO = /^\d{4}-\d{2}-\d{2}$/;

export function buildFilings(raw: string): StoredFilings {
  const dir = path.join(raw, FILINGS_DIR);
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".csv"))
    .sort();
  const companies = files.map((file) => {
    const { header, rows } = readCsv(path.join(dir, file));
    const col = (name: string) => header.indexOf(name);
    const [pe, av] = [col("period_end"), col("available_date")];
    const cols = FILING_FIELDS.map((f) => col(COLUMNS[f]));
    const out = rows.map((r): [string, string, ...(number | null)[]] => {
      if (!ISO.test(r[pe]) || !ISO.test(r[av]) || r[av] < r[pe])
        throw new Error(`${FILINGS_DIR}/${file}: bad dates "${r[pe]}", "${r[av]}"`);
      return [r[pe], r[av], ...cols.map((c) => (c < 0 || Number.isNaN(num(r[c])) ? null : num(r[c])))];
    });
    out.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    for (let k = 1; k < out.length; k++)
      if (out[k][0] === out[k - 1][0]) throw new Error(`${FILINGS_DIR}/${file}: period ${out[k][0]} twice`);
    // File names write class shares with a dash (BRK-B); the price panel with a dot (BRK.B).
    return { ticker: file.replace(/\.csv$/, "").replace("-", "."), rows: out };
  });
  return { source: FILINGS_DIR, fields: FILING_FIELDS, companies };
}
