// run_screener on index universes (real data build, over REST): the members on the screen's date,
// counted here from the raw membership files, less those without a price series on the date, which the
// survivorship warning names; members the raw files price (ATI, CB, DD, FOX, FOXA, the dieperdev-only
// tickers, the survivors after 2024) are in the screens of their dates; indexes the build holds no
// membership for answer a warning.
import { beforeAll, describe, expect, it } from "vitest";
import { readManifest } from "@/server/data/load";
import { startResearchServer, type TestAccount } from "@/tests/screeners/api";
import { fjaMembers, nasdaq100Members } from "@/tests/data/rawMembership";
import { lines } from "@/tests/data/rawFiles";

const { account } = startResearchServer();
let user: TestAccount;
beforeAll(async () => {
  user = await account("professional", "index-app");
});

const manifest = readManifest();
const spans = new Map(manifest.instruments.filter((i) => i.assetType === "stocks").map((i) => [i.ticker, i]));

/** The raw intervals of a ticker on a date, for the join rule (docs/data.md "Index membership"). */
function fjaInterval(ticker: string, date: string) {
  for (const l of lines("fja05680__sp500/sp500_ticker_start_end.csv").slice(1)) {
    const [t, start, end] = l.split(",");
    if (t.replace("-", ".") === ticker && start <= date && (end === "" || date < end)) return { start, end };
  }
  throw new Error(`${ticker} is not a member on ${date}`);
}

/** Members with no price series on the date: no stock of that ticker with a bar span over the date,
 * or a series starting later inside a closed interval (another company's, unless the member renamed
 * its ticker: ATI, Allegheny Technologies from 1999-11-29), or a reused ticker. */
function unpricedOn(
  members: Set<string>,
  date: string,
  interval: (t: string) => { start: string; end: string },
) {
  return [...members]
    .filter((t) => {
      const s = spans.get(t);
      if (!s || s.firstDate > date || s.lastDate < date) return true;
      const { start, end } = interval(t);
      const graceEnd = manifest.dates[manifest.dates.findIndex((d) => d >= start) + 5];
      const late = s.firstDate > graceEnd && !["1999-11-01", "2021-01-04"].includes(s.firstDate); // cut-off files
      return end !== "" && ((late && t !== "ATI") || ["EP", "SNT", "BBBY"].includes(t));
    })
    .sort();
}

/** Every match of the screen, over as many pages of 500 as it takes (the S&P 500 has more priced members). */
const screen = async (indexes: string[], asOf: string) => {
  const page = async (offset: number) => {
    const reply = await user.call("run_screener", {
      universe: { assetType: "stocks", indexes },
      rows: [],
      asOf,
      limit: 500,
      offset,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data.result as {
      asOf: string;
      universeSize: number;
      total: number;
      matches: { ticker: string }[];
      warnings: { code: string; severity: string; path: string; message: string }[];
    };
  };
  const first = await page(0);
  while (first.matches.length < first.total)
    first.matches.push(...(await page(first.matches.length)).matches);
  return first;
};

const namedGap = (message: string) => message.slice(message.lastIndexOf(": ") + 2, -1).split(", ");

describe("index universes", () => {
  it("holds the S&P 500 members of 2008-10-15 that have prices, and names the others", async () => {
    const date = "2008-10-15";
    const members = fjaMembers(date);
    const unpriced = unpricedOn(members, date, (t) => fjaInterval(t, date));
    const r = await screen(["sp_500"], date);
    expect(members.size).toBe(498);
    expect(r.total).toBe(members.size - unpriced.length);
    expect(r.universeSize).toBe(r.total);
    expect(r.matches.every((m) => members.has(m.ticker))).toBe(true);
    const gap = r.warnings.filter((w) => w.code === "index_members_without_prices");
    expect(gap).toHaveLength(1);
    expect(gap[0]).toMatchObject({ severity: "warning", path: "/universe/indexes" });
    expect(gap[0].message).toContain(`${unpriced.length} of the 498 S&P 500 members on ${date}`);
    expect(namedGap(gap[0].message)).toEqual(unpriced);
    expect(unpriced.length).toBeGreaterThan(100); // about a third (PROVENANCE)
    expect(unpriced).toEqual(expect.arrayContaining(["BBBY", "CELG"])); // Overstock's series; acquired
  });

  it("holds the 2024 S&P 500 members on 2024-06-03", async () => {
    const date = "2024-06-03";
    const members = fjaMembers(date);
    const unpriced = unpricedOn(members, date, (t) => fjaInterval(t, date));
    const r = await screen(["sp_500"], date);
    expect(r.total).toBe(members.size - unpriced.length);
    expect(new Set([...r.matches.map((m) => m.ticker), ...unpriced])).toEqual(members);
    // Every member has a series on that date (klevera carries UNH past dieperdev's end,
    // CarlosGBerreteaga MMC: PROVENANCE, third round), so no warning.
    expect(unpriced).toEqual([]);
    expect(r.warnings.filter((w) => w.code === "index_members_without_prices")).toEqual([]);
  });

  it("holds the Nasdaq-100 members of 2020-06-01", async () => {
    const date = "2020-06-01";
    const members = nasdaq100Members(date);
    const noInterval = () => ({ start: "2015-01-01", end: "" }); // open: only the series' span counts
    // FOX and FOXA were members 2015-01-01 to 2021-12-20 (21st Century Fox, then Fox Corp); their
    // series (Fox Corp, from 2019-03) is the S&P 500's FOX and FOXA on the same days, so it is theirs.
    const unpriced = unpricedOn(members, date, noInterval);
    const r = await screen(["nasdaq_100"], date);
    expect(members.size).toBe(103);
    expect(r.total).toBe(members.size - unpriced.length);
    expect(new Set([...r.matches.map((m) => m.ticker), ...unpriced])).toEqual(members);
    expect(r.matches.map((m) => m.ticker)).toEqual(
      expect.arrayContaining(["AAPL", "ZM", "DXCM", "FOX", "FOXA"]),
    );
    expect(r.matches.map((m) => m.ticker)).not.toContain("AAL"); // left on 2020-04-20
    expect(namedGap(r.warnings.find((w) => w.code === "index_members_without_prices")!.message)).toEqual(
      unpriced,
    );
  });

  it("holds the members the raw files price on dates inside their membership", async () => {
    // [date, index, members priced only since the third data round or the per-span splice]
    const cases: [string, string, string[]][] = [
      ["2005-06-01", "sp_500", ["ATI"]], // Allegheny Technologies, ATI from 1999-11-29
      ["2021-06-01", "nasdaq_100", ["FOX", "FOXA", "SPLK"]],
      ["2022-06-01", "sp_500", ["ABMD", "SBNY", "CTRA", "PARA"]], // DerekL1 from 2021; dieperdev-only
      ["2024-01-02", "sp_500", ["LULU", "FI", "PXD", "WRK", "CMA"]],
      [
        "2024-06-03",
        "sp_500",
        ["UNH", "ROP", "ED", "XYL", "MMC", "LULU", "CTRA", "PARA", "FI", "DAY", "WRK", "CMA"],
      ],
      ["2024-10-01", "sp_500", ["CTLT", "MRO", "DFS", "JNPR", "HES", "ANSS", "WBA", "PARA", "K", "IPG"]],
      ["2025-06-02", "sp_500", ["CB", "DD", "MMC", "K", "IPG", "FI", "DAY"]],
      ["2026-06-01", "sp_500", ["UNH", "ROP", "ED", "XYL", "LULU", "CB", "DD"]],
      ["2025-06-02", "nasdaq_100", ["LULU"]], // LULU left the Nasdaq-100 on 2025-12-22
    ];
    for (const [date, index, tickers] of cases) {
      const r = await screen([index], date);
      const held = r.matches.map((m) => m.ticker);
      const named = r.warnings
        .filter((w) => w.code === "index_members_without_prices")
        .flatMap((w) => namedGap(w.message));
      for (const t of tickers) {
        expect(held, `${t} in ${index} on ${date}`).toContain(t);
        expect(named, `${t} on ${date}`).not.toContain(t);
      }
    }
  });

  it("warns that an index without membership in the data selects nothing", async () => {
    const r = await screen(["sp_100"], "2020-06-01");
    expect(r.total).toBe(0);
    expect(r.warnings).toEqual([
      expect.objectContaining({
        code: "index_not_in_data",
        severity: "warning",
        path: "/universe/indexes/0",
      }),
    ]);
    const both = await screen(["sp_100", "nasdaq_100"], "2020-06-01");
    expect(both.total).toBe((await screen(["nasdaq_100"], "2020-06-01")).total);
  });

  it("warns before the membership is known", async () => {
    const r = await screen(["nasdaq_100"], "2014-06-02");
    expect(r.total).toBe(0);
    expect(r.warnings.map((w) => w.code)).toEqual(["index_not_in_data"]);
    expect(r.warnings[0].message).toContain("from 2015-01-01");
  });
});
