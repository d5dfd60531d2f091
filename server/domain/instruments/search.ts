// Finding instruments of the data build (the instrument table, seeded from it) by ticker or name,
// best matches first: the exact ticker, then tickers that start with the query, then names holding
// every word of the query as a whole word ("gold" in "SPDR Gold Shares"), then names where each query
// word only starts a word ("Goldman"), in any order. All case-insensitive; within a tier the more widely
// traded first (popularity: the caller's dollar volume), then ticker order. Without a query: every
// instrument in ticker order.
import type { Db } from "@/server/db";
import type { Prisma } from "@/server/generated/prisma/client";
import type { AssetType } from "@/server/catalogue/filters/types";

export interface InstrumentQuery {
  query?: string;
  assetType?: AssetType;
  limit: number;
  offset: number;
}

const SELECT = {
  ticker: true,
  name: true,
  assetType: true,
  sector: true,
  firstDate: true,
  lastDate: true,
} as const;
type InstrumentRow = Prisma.InstrumentGetPayload<{ select: typeof SELECT }>;

/** Words as a person types them: "S&P 500" and "s&p 500" both read s, p, 500. */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * 0 exact ticker, 1 ticker prefix, 2 every query word is a word of the name, 3 every query word starts
 * a word of the name; null: no match.
 */
function rankOf(row: InstrumentRow, query: string, queryWords: string[]): number | null {
  const ticker = row.ticker.toLowerCase();
  if (ticker === query) return 0;
  if (ticker.startsWith(query)) return 1;
  if (queryWords.length === 0) return null;
  const nameWords = wordsOf(row.name);
  if (queryWords.every((q) => nameWords.includes(q))) return 2;
  return queryWords.every((q) => nameWords.some((w) => w.startsWith(q))) ? 3 : null;
}

export async function searchInstruments(
  db: Db,
  q: InstrumentQuery,
  popularity: (ticker: string) => number,
): Promise<{ rows: InstrumentRow[]; total: number }> {
  const byType: Prisma.InstrumentWhereInput = q.assetType ? { assetType: q.assetType } : {};
  const query = q.query?.toLowerCase() ?? "";
  if (!query) {
    const [rows, total] = await Promise.all([
      db.instrument.findMany({
        where: byType,
        select: SELECT,
        orderBy: { ticker: "asc" },
        skip: q.offset,
        take: q.limit,
      }),
      db.instrument.count({ where: byType }),
    ]);
    return { rows, total };
  }
  const queryWords = wordsOf(query);
  const nameHolds = (w: string) => ({ name: { contains: w, mode: "insensitive" as const } });
  // The database narrows to a superset (substrings); the ranking decides what matches.
  const candidates = await db.instrument.findMany({
    where: {
      ...byType,
      OR: [
        { ticker: { startsWith: query, mode: "insensitive" } },
        ...(queryWords.length ? [{ AND: queryWords.map(nameHolds) }] : []),
      ],
    },
    select: SELECT,
  });
  const ranked = candidates
    .map((row) => ({ row, rank: rankOf(row, query, queryWords), used: popularity(row.ticker) }))
    .filter((r): r is { row: InstrumentRow; rank: number; used: number } => r.rank !== null)
    .sort((a, b) => a.rank - b.rank || b.used - a.used || (a.row.ticker < b.row.ticker ? -1 : 1));
  return { rows: ranked.slice(q.offset, q.offset + q.limit).map((r) => r.row), total: ranked.length };
}
