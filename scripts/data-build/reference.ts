// Reference files: S&P 500 constituents (2026 and the April-2021 list) and the Nasdaq Trader listings.
import path from "node:path";
import { readCsv } from "./csv";

export const CONSTITUENTS_2026 = "datasets__s-and-p-500-companies/data/constituents.csv";
export const CONSTITUENTS_2021 = "Pooksoft__PooksoftSP500EquityPriceDataSet/data/constituents.csv";
export const CONSTITUENTS_FJA = "fja05680__sp500/sp500.csv";
export const NASDAQ_LISTED = "datasets__nasdaq-listings/data/nasdaq-listed-symbols.csv";
export const OTHER_LISTED = "datasets__nyse-other-listings/data/other-listed.csv";

/** GICS sector names (both lists) to the spec's sector ids. */
const SECTOR_IDS: Record<string, string> = {
  "Communication Services": "communication_services",
  "Consumer Discretionary": "consumer_cyclical",
  "Consumer Staples": "consumer_defensive",
  Energy: "energy",
  Financials: "financial_services",
  "Health Care": "healthcare",
  Industrials: "industrials",
  "Information Technology": "technology",
  Materials: "basic_materials",
  "Real Estate": "real_estate",
  Utilities: "utilities",
};

export interface Company {
  name: string;
  sector: string;
}

function sectorId(gics: string, file: string, symbol: string): string {
  const id = SECTOR_IDS[gics.trim()];
  if (!id) throw new Error(`${file}: unknown GICS sector "${gics}" for ${symbol}`);
  return id;
}

/** Symbol -> name and sector id, from one constituents file. */
export function readConstituents(
  raw: string,
  rel: string,
  nameColumn: string,
  sectorColumn: string,
): Map<string, Company> {
  const { header, rows } = readCsv(path.join(raw, rel));
  const [s, n, g] = [header.indexOf("Symbol"), header.indexOf(nameColumn), header.indexOf(sectorColumn)];
  if (s < 0 || n < 0 || g < 0)
    throw new Error(`${rel}: expected columns Symbol, ${nameColumn}, ${sectorColumn}`);
  return new Map(rows.map((r) => [r[s].trim(), { name: r[n].trim(), sector: sectorId(r[g], rel, r[s]) }]));
}

export interface Listing {
  name: string;
  exchange: string;
  etf: boolean;
}

const OTHER_EXCHANGES: Record<string, string> = { N: "nyse", A: "nyse_mkt", P: "nyse_arca", Z: "bats" };

/** Symbol -> listing (2026), test issues left out. Nasdaq symbols are listed on nasdaq. */
export function readListings(raw: string): Map<string, Listing> {
  const out = new Map<string, Listing>();
  const nasdaq = readCsv(path.join(raw, NASDAQ_LISTED));
  const nh = nasdaq.header;
  for (const r of nasdaq.rows) {
    if (r.length < nh.length || r[nh.indexOf("Test Issue")] !== "N") continue; // also drops the footer line
    out.set(r[nh.indexOf("Symbol")], {
      name: r[nh.indexOf("Security Name")].trim(),
      exchange: "nasdaq",
      etf: r[nh.indexOf("ETF")] === "Y",
    });
  }
  const other = readCsv(path.join(raw, OTHER_LISTED));
  const oh = other.header;
  for (const r of other.rows) {
    if (r.length < oh.length || r[oh.indexOf("Test Issue")] !== "N") continue;
    const exchange = OTHER_EXCHANGES[r[oh.indexOf("Exchange")]];
    if (!exchange) throw new Error(`${OTHER_LISTED}: unknown exchange code "${r[oh.indexOf("Exchange")]}"`);
    out.set(r[oh.indexOf("ACT Symbol")], {
      name: r[oh.indexOf("Security Name")].trim(),
      exchange,
      etf: r[oh.indexOf("ETF")] === "Y",
    });
  }
  return out;
}
