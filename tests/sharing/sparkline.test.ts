// The preview card's growth line: cut to at most maxPoints with the first and last kept, the highest
// value at the top edge and the lowest at the bottom, spanning the full width.
import { describe, expect, it } from "vitest";
import { sparklinePath } from "@/components/sharing/sparkline";

const points = (path: string) =>
  path
    .split(/[ML]/)
    .filter(Boolean)
    .map((p) => p.trim().split(" ").map(Number) as [number, number]);

describe("sparklinePath", () => {
  it("keeps the ends and the extremes' rows, within the point budget", () => {
    const values = Array.from({ length: 1000 }, (_, i) => 1 + Math.sin(i / 50) * 0.2 + i / 1000);
    const drawn = points(sparklinePath(values, 1000, 200, 100));
    expect(drawn.length).toBeLessThanOrEqual(100);
    expect(drawn[0][0]).toBe(0);
    expect(drawn[drawn.length - 1][0]).toBe(1000);
    expect(Math.min(...drawn.map((p) => p[1]))).toBe(0);
    expect(Math.max(...drawn.map((p) => p[1]))).toBe(200);
    for (let i = 1; i < drawn.length; i++) expect(drawn[i][0]).toBeGreaterThan(drawn[i - 1][0]);
  });

  it("draws nothing for fewer than two finite values, and a flat line for a constant series", () => {
    expect(sparklinePath([1], 100, 50)).toBe("");
    expect(sparklinePath([NaN, 1], 100, 50)).toBe("");
    expect(points(sparklinePath([2, 2, 2], 100, 50)).map((p) => p[1])).toEqual([50, 50, 50]);
  });
});
