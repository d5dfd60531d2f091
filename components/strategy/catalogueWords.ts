// Catalogue descriptions as the builder shows them: with settings named as people read them.
import type { AllocationMethod, ModelField } from "@/components/catalogue/types";

/**
 * The catalogue's descriptions are written for the API too, so they name settings by their field ids
 * ("over lookbackMonths, each weight at most maxWeight"); the builder shows each as its name instead.
 */
export function inWords(fields: ModelField[], methods: AllocationMethod[]): (text: string) => string {
  const names = new Map<string, string>();
  for (const f of fields) names.set(f.path.split(".").at(-1)!, f.name);
  for (const m of methods) {
    names.set(m.id, m.name);
    for (const p of m.parameters) names.set(p.name, p.label);
  }
  const ids = new RegExp(`\\b(${[...names.keys()].filter((k) => /[A-Z_]/.test(k)).join("|")})\\b`, "g");
  return (text) => text.replace(ids, (id) => `“${names.get(id)}”`);
}
