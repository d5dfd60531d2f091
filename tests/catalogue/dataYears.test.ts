// The plans' earliest start years count back from the data build's last date (data/build/span.json),
// not from a constant: with the build ending on 2026-08-03, "20 years back" starts in 2006.
import { describe, expect, it } from "vitest";
import { readManifest } from "@/server/data/load";
import { EARLIEST_DAILY_YEAR, firstYearOf, LATEST_DATA_YEAR } from "@/server/catalogue/dataYears";
import { resolveSettings } from "@/server/domain/simulations/settings";
import { PLAN_IDS, type PlanId } from "@/server/plans";
import { PUBLIC_PORTFOLIOS, publicDefinition } from "@/server/seed/publicPortfolios";

describe("data years", () => {
  it("reads the latest year and the first daily year from the build's calendar", () => {
    const dates = readManifest().dates;
    expect(dates.at(-1)).toBe("2026-08-03");
    expect(LATEST_DATA_YEAR).toBe(2026);
    expect(dates[0]).toBe("1990-01-02");
    expect(EARLIEST_DAILY_YEAR).toBe(1990);
  });

  it("pins every plan's earliest start year (product.md: 20 years back, all daily, all with monthly)", () => {
    const expected: Record<PlanId, number> = {
      free: 2006,
      starter: 1990,
      advanced: 1871,
      ultimate: 1871,
      professional: 1871,
    };
    for (const plan of PLAN_IDS) expect(firstYearOf(plan), plan).toBe(expected[plan]);
  });

  it("accepts a start year of 2023 on every plan", () => {
    const definition = publicDefinition(PUBLIC_PORTFOLIOS[0]);
    for (const plan of PLAN_IDS)
      expect(resolveSettings({ startYear: 2023 }, definition, plan).settings.startYear, plan).toBe(2023);
  });
});
