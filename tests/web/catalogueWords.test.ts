// The builder's catalogue words against the real service: after inWords, no method or field description
// names a setting by its field id (camelCase or snake_case), and the ids read as the settings' names.
import { expect, it } from "vitest";
import { createTestUser } from "@/tests/helpers/accounts";
import { research, testServer } from "@/tests/helpers/server";
import { inWords } from "@/components/strategy/catalogueWords";
import { STRATEGY_SECTIONS } from "@/components/strategy/useStrategyCatalogue";
import type { AllocationMethod, ModelField } from "@/components/catalogue/types";

const server = testServer();

it("descriptions name settings as people read them", async () => {
  const { key } = await createTestUser("professional");
  const read = async (operation: string, input: object) =>
    (await research(server.url(), operation, input, key)).body.data.result;
  const fields: ModelField[] = [];
  for (const section of STRATEGY_SECTIONS)
    fields.push(...(await read("describe_strategy_model", { section })).fields);
  const methods: AllocationMethod[] = (await read("list_allocation_methods", { level: "both" })).methods;
  const words = inWords(fields, methods);
  const maxSharpe = methods.find((m) => m.id === "maximum_sharpe")!;
  expect(maxSharpe.description).toContain("lookbackMonths");
  expect(words(maxSharpe.description)).toContain("“Lookback”");
  expect(words(maxSharpe.description)).toContain("“Maximum weight per instrument”");
  const ids = new Set([
    ...fields.map((f) => f.path.split(".").at(-1)!),
    ...methods.flatMap((m) => [m.id, ...m.parameters.map((p) => p.name)]),
  ]);
  const coded = [...ids].filter((id) => /[A-Z_]/.test(id));
  for (const text of [...methods.map((m) => m.description), ...fields.map((f) => f.description)]) {
    const shown = words(text);
    for (const id of coded) expect(shown, id).not.toMatch(new RegExp(`\\b${id}\\b`));
  }
});
