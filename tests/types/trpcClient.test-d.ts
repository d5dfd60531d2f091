// Type checks, run by `tsc` (vitest only runs *.test.ts): the web app's tRPC client is typed by the
// operation registry, so a misspelt operation or another operation's input does not compile.
import { expectTypeOf } from "vitest";
import type { createTRPCClient } from "@trpc/client";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import type { TRPCOptionsProxy } from "@trpc/tanstack-react-query";
import type { AppRouter } from "@/server/transport/trpc";
import type { ReadOnlyId } from "@/server/transport/webReads";

declare const client: ReturnType<typeof createTRPCClient<AppRouter>>;
declare const trpc: TRPCOptionsProxy<AppRouter>;
declare const screenerInput: inferRouterInputs<AppRouter>["get_screener"];
const ID = "0123456789abcdef01234567";

export async function vanillaClient() {
  const envelope = await client.get_portfolio.query({ portfolioId: ID });
  expectTypeOf(envelope.data.result.portfolio.name).toEqualTypeOf<string>();
  await client.create_screener.mutate({ universe: { assetType: "stocks" }, rows: [] });

  // @ts-expect-error a misspelt operation
  await client.get_portfolios.query({ portfolioId: ID });
  // @ts-expect-error get_screener's input given to get_portfolio
  await client.get_portfolio.query({ screenerId: ID });
  // @ts-expect-error a value of get_screener's input type given to get_portfolio
  await client.get_portfolio.query(screenerInput);
  // @ts-expect-error a mutation is not a query
  await client.create_screener.query({ universe: { assetType: "stocks" }, rows: [] });
}

export function queryOptions() {
  trpc.list_portfolios.queryOptions({ state: "public", limit: 100 });
  trpc.save_to_lodestar.mutationOptions();
  type SimulationState = inferRouterOutputs<AppRouter>["get_simulation"]["data"]["result"]["state"];
  expectTypeOf<SimulationState>().toEqualTypeOf<"queued" | "running" | "done" | "failed">();

  // @ts-expect-error a misspelt operation
  trpc.list_portfolio.queryOptions({ limit: 100 });
  // @ts-expect-error get_portfolio's input given to get_simulation
  trpc.get_simulation.queryOptions({ portfolioId: ID });
  // @ts-expect-error list_screen_filters' input given to list_portfolios
  trpc.list_portfolios.queryOptions({ assetType: "stocks", limit: 200 });
}

/** The `web` sub-router: the app's own reads and live checks, with the same types as the counted ones. */
export async function webReads() {
  const found = await client.web.list_instruments.query({ query: "spy", assetType: "etps" });
  expectTypeOf(found.data.result.instruments[0].ticker).toEqualTypeOf<string>();
  type Listed = inferRouterOutputs<AppRouter>["web"]["list_simulations"]["data"]["result"]["simulations"];
  expectTypeOf<Listed[number]["state"]>().toEqualTypeOf<"queued" | "running" | "done" | "failed">();
  expectTypeOf<inferRouterInputs<AppRouter>["web"]["validate_portfolio"]>().toEqualTypeOf<
    inferRouterInputs<AppRouter>["validate_portfolio"]
  >();
  trpc.web.describe_strategy_model.queryOptions({ section: "allocation" });
  trpc.web.list_simulations.queryOptions({ portfolioId: ID, state: "done", limit: 10 });
  trpc.web.list_portfolios.pathFilter();

  // @ts-expect-error an explicit action is not a web read
  trpc.web.create_portfolio.mutationOptions();
  // @ts-expect-error comparing simulations counts, so it is not under web
  await client.web.compare_simulations.query({ simulationIds: [ID, ID] });
  // @ts-expect-error list_instruments' input given to list_simulations
  trpc.web.list_simulations.queryOptions({ query: "spy" });
  expectTypeOf<"validate_portfolio">().toExtend<ReadOnlyId>();
  // @ts-expect-error a write cannot be listed as a web read
  expectTypeOf<"create_portfolio">().toExtend<ReadOnlyId>();
}
