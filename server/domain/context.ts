// What a request hands the domain: the database, the clock, who asks and the request's id. Operations
// receive it from the transport (OperationContext is this) and pass it on whole; a domain function
// takes the parts it reads as one object, never as a positional run of (db, clock, caller, ...).
import type { Db } from "@/server/db";
import type { Clock } from "@/server/clock";
import type { Caller } from "@/server/domain/accounts/caller";

export interface RequestContext {
  db: Db;
  clock: Clock;
  caller: Caller;
  requestId: string;
}
