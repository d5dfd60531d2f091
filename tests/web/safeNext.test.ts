// Where sign-in and sign-up go afterwards (app/(auth)/credentials.ts safeNext): only a path of this
// site. Each known bypass form, as Next hands the decoded query value over, goes home; a path of the
// site is kept. Every answer is checked the way a browser would follow it.
import { describe, expect, it } from "vitest";
import { safeNext } from "@/app/(auth)/credentials";

const APP = "https://lodestar.example";

/** Where a browser lands following `path` from a page of the app. */
const landing = (path: string) => new URL(path, `${APP}/sign-in`);

const BYPASSES = [
  "/\t/evil.example", // /%09/x
  "/\n/evil.example", // /%0A/x
  "/\r\n/evil.example",
  "//evil.example",
  "///evil.example",
  "/\\evil.example", // /\x
  "\\\\evil.example",
  "/\t\\evil.example",
  "https:evil.example",
  "http:evil.example",
  "https://evil.example/portfolios",
  "HTTPS://evil.example",
  " //evil.example",
  "\u0000//evil.example",
  "\u001f/\\evil.example",
  "https://lodestar.example@evil.example/",
  "https://lodestar.example.evil.example/",
  "http://lodestar.example/", // another scheme is another origin
  "javascript:alert(document.cookie)",
  "data:text/html,<script>alert(1)</script>",
  "//evil.example/%2F..",
  // Variations tried after issue 23 (encoded slashes and backslashes, mixed-case schemes, dots that
  // some parsers read as ".", spaces that URL parsing does not strip, credentials, dot segments).
  "/%2F%2Fevil.example",
  "%2F%2Fevil.example",
  "/%5C%5Cevil.example",
  "/%09%2F/evil.example",
  "HtTpS://evil.example",
  "JaVaScRiPt:alert(1)",
  "//evil\u3002example",
  "/\u3002evil.example",
  "\u00a0//evil.example",
  "\ufeff//evil.example",
  "\u2028//evil.example",
  "/\u0000/evil.example",
  "/.%2e/%2e%2e//evil.example",
  "/a/../..//evil.example",
  "//localhost:3000@evil.example",
  "/@evil.example",
  "ftp://evil.example",
  "//%65vil.example",
];

describe("safeNext", () => {
  it.each(BYPASSES)("keeps %j on the site", (next) => {
    for (const app of [APP, "http://localhost:3000"]) {
      const answer = safeNext(next, app);
      expect(answer).toMatch(/^\/(?![/\\])/);
      expect(new URL(answer, `${app}/sign-in`).origin).toBe(app);
    }
  });

  it("sends another scheme's address home (https:x from an http site is https://x)", () => {
    expect(safeNext("https:evil.example", "http://localhost:3000")).toBe("/");
    expect(safeNext("http:evil.example", APP)).toBe("/");
    expect(safeNext("/\t/evil.example", APP)).toBe("/");
    expect(safeNext("//evil.example", APP)).toBe("/");
  });

  it("never answers a path a browser would take off the site", () => {
    // Forms that resolve on the site but whose path begins with two slashes.
    for (const next of [
      "/.//evil.example",
      "/..//evil.example",
      "/a/..//evil.example",
      "/%2e//evil.example",
    ]) {
      const answer = safeNext(next, APP);
      expect(answer, next).toMatch(/^\/(?![/\\])/);
      expect(landing(answer).origin, next).toBe(APP);
    }
  });

  it("keeps a path of the site, with its query and fragment", () => {
    expect(safeNext("/portfolios/abc?tab=results#chart", APP)).toBe("/portfolios/abc?tab=results#chart");
    expect(safeNext("/screeners", APP)).toBe("/screeners");
    expect(safeNext("https://lodestar.example/simulations/x", APP)).toBe("/simulations/x");
    expect(safeNext("/%2F%2Fevil.example", APP)).toBe("/%2F%2Fevil.example");
    expect(landing(safeNext("/%2F%2Fevil.example", APP)).origin).toBe(APP);
  });

  it("goes home without a next, or with one that is not text", () => {
    expect(safeNext(undefined, APP)).toBe("/");
    expect(safeNext("", APP)).toBe("/");
    expect(safeNext(["/a", "//evil.example"], APP)).toBe("/");
  });
});
