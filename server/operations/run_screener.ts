import { defineOperation } from "@/server/operations/types";
import { runScreenerInput } from "@/server/domain/screeners/requests";
import { runScreener as run, screenRunSchema } from "@/server/domain/screeners/run";

export const runScreener = defineOperation({
  id: "run_screener",
  family: "screening",
  title: "Run a screener on the market data",
  description:
    "Runs a screener (by screenerId, yours or public, or inline as universe + rows exactly as create_screener takes them) as of a date in the data (asOf; default the latest date with prices for the universe's asset type, or the data build's latest date when a row reads the fundamentals snapshot), using only data up to that date. " +
    "Returns the matching instruments with each row's filter value (in the filter's unit), their rank when a highest/lowest row orders them, and how many instruments the universe held and each row kept (rows apply in order). " +
    "An index in the universe (sp_500, nasdaq_100) holds its members on that date that have prices; the members without prices are named in a warning. " +
    "Filing-dated fundamental rows (net income, ROE, ROA, book value, cash flows) read the quarters whose SEC filing is dated on or before asOf, so they run at any date the filings cover; snapshot rows (P/E and other price ratios, market cap, EBITDA) read a single snapshot and run only on the latest date (or on or after the snapshot's date). Running a draft is a use (its expiry moves). To save a screener use create_screener; to read its definition use get_screener.",
  readOnly: true,
  input: runScreenerInput,
  output: screenRunSchema,
  handler: (input, ctx) => run(ctx, input),
});
