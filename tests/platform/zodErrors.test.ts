// How schema violations become invalid_arguments details: a JSON pointer to the offending value, zod's
// message, and a fix that says what to send instead.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { detailsFromZod, invalidArguments, toPointer } from "@/server/zodErrors";

const schema = z.strictObject({
  count: z.number().int().min(1).max(10).optional(),
  weight: z.number().gt(0).lt(1).optional(),
  ticker: z
    .string()
    .regex(/^[A-Z]+$/)
    .min(1)
    .max(5)
    .optional(),
  email: z.email().optional(),
  target: z
    .discriminatedUnion("kind", [
      z.strictObject({ kind: z.literal("value"), value: z.number() }),
      z.strictObject({ kind: z.literal("none") }),
    ])
    .optional(),
  either: z.union([z.number(), z.string()]).optional(),
  step: z.number().multipleOf(5).optional(),
  weights: z.record(z.string().max(3), z.number()).optional(),
  ids: z.array(z.string()).min(2).max(3).optional(),
  group: z.enum(["volatility", "sp500"]).optional(),
  nested: z.strictObject({ "a/b": z.strictObject({ "c~d": z.number() }) }).optional(),
});

const details = (input: unknown) => {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error("expected a violation");
  return detailsFromZod(parsed.error).map(({ path, fix }) => ({ path, fix }));
};

describe("zod issues as details", () => {
  it.each([
    [{ count: 1.5 }, "/count", "Send a whole number."],
    [{ count: 0 }, "/count", "Send a value at least 1."],
    [{ count: 11 }, "/count", "Send a value at most 10."],
    [{ weight: 0 }, "/weight", "Send a value greater than 0."],
    [{ weight: 1 }, "/weight", "Send a value less than 1."],
    [{ ticker: "abc" }, "/ticker", "Send a value matching the pattern /^[A-Z]+$/."],
    [{ ticker: "ABCDEF" }, "/ticker", "Send at most 5 characters."],
    [{ email: "nope" }, "/email", "Send a valid email."],
    [{ target: { kind: "range" } }, "/target/kind", 'Set kind to one of: "value", "none".'],
    [{ target: { kind: "value", value: "3" } }, "/target/value", "Send a value of type number."],
    [{ either: true }, "/either", "Send a value of one of the types: number, string."],
    [{ step: 7 }, "/step", "Send a multiple of 5."],
    [{ weights: { LONG: 1 } }, "/weights/LONG", "Rename the property: use at most 3 characters."],
    [{ ids: ["a"] }, "/ids", "Send at least 2 items."],
    [{ ids: ["a", "b", "c", "d"] }, "/ids", "Send at most 3 items."],
    [{ ids: ["a", 2] }, "/ids/1", "Send a value of type string."],
    [{ group: "bonds" }, "/group", 'Use one of: "volatility", "sp500".'],
    [{ nested: { "a/b": { "c~d": "x" } } }, "/nested/a~1b/c~0d", "Send a value of type number."],
  ])("%j -> %s: %s", (input, path, fix) => {
    expect(details(input)).toEqual([{ path, fix }]);
  });

  it("gives each unknown property its own detail at the property", () => {
    expect(details({ p: 1, q: 2 })).toEqual([
      { path: "/p", fix: 'Remove "p": this object takes no such property.' },
      { path: "/q", fix: 'Remove "q": this object takes no such property.' },
    ]);
  });

  it("escapes JSON pointer segments (RFC 6901)", () => {
    expect(toPointer([])).toBe("");
    expect(toPointer(["a/b", "c~d", 0])).toBe("/a~1b/c~0d/0");
  });

  it("names the first problem in the message and lists at most 20", () => {
    const one = invalidArguments(schema.safeParse({ count: 0 }).error!);
    expect(one.message).toBe("The request is not valid: /count: Too small: expected number to be >=1.");
    const two = invalidArguments(schema.safeParse({ count: 0, step: 7 }).error!);
    expect(two.message).toBe(
      "The request is not valid: /count: Too small: expected number to be >=1 (and 1 more).",
    );
    const many = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`extra${i}`, i]));
    const capped = invalidArguments(schema.safeParse(many).error!);
    expect(capped.details).toHaveLength(20);
    expect(capped.message).toBe(
      'The request is not valid: /extra0: Unrecognized key: "extra0" (25 problems; the first 20 are listed).',
    );
    expect(capped.httpStatus).toBe(422);
  });
});
