// Request pieces the simulation operations share: one definition of each field, so every operation
// that names a simulation validates and describes it the same way.
import { z } from "zod";
import { SIMULATION_ID } from "@/server/ids";

export const simulationIdInput = z
  .string()
  .regex(SIMULATION_ID)
  .describe("The simulation's id (sim_ followed by 32 lowercase hex), from simulate_portfolio.");
