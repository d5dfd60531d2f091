import { defineOperation } from "@/server/operations/types";
import {
  listInstrumentsInput,
  instrumentListSchema,
  listInstrumentPage as run,
} from "@/server/domain/instruments/listCall";

export const listInstruments = defineOperation({
  id: "list_instruments",
  family: "screening",
  title: "Find instruments",
  description:
    "Finds instruments of the data build (stocks, ETPs, crypto) by ticker or name, best matches " +
    "first: the exact ticker, then tickers starting with the query, then names containing every word of " +
    'the query in any order ("apple", "s&p 500", "gold etf"). Each comes with its asset type, ' +
    "sector and the first and last date it has prices for. Use it to find the tickers a portfolio's " +
    "selection.instruments takes; a run before an instrument's first date cannot hold it.",
  readOnly: true,
  input: listInstrumentsInput,
  output: instrumentListSchema,
  handler: (input, ctx) => run(ctx, input),
});
