// The strategy model's fields as a tree the builder can walk. A field path such as
// `subStrategies[].riskConditions.conditions[].preset` is a template: each `[]` is a list. A Single has
// one strategy, so `subStrategies[]` is the definition's `models[0]` (describe_strategy_model names the
// models subStrategies; create_portfolio takes `models`). Other lists (risk conditions) hold the items
// the person adds. Form keys name an instance of a field ("models/0/riskConditions/conditions/i3/preset",
// item ids stable across removals); definition pointers use list positions ("/models/0/.../0/preset").
import type { ModelField } from "@/components/catalogue/types";

export const STRATEGIES_LIST = "subStrategies[]";
const DEFINITION_NAME: Record<string, string> = { subStrategies: "models" };

/** Item ids of each list instance, by the list's form key. */
export type ListItems = Record<string, number[]>;

export interface Instance {
  key: string;
  pointer: string;
  /** The index token taken at each list segment, outermost first ("0" for the strategy, "i<id>" for items). */
  tokens: string[];
}

const segmentsOf = (path: string) => path.split(".");
const nameOf = (segment: string) => {
  const bare = segment.replace(/\[\]$/, "");
  return DEFINITION_NAME[bare] ?? bare;
};

/** Every instance of a field template, given the items of each list. */
export function instancesOf(path: string, items: ListItems): Instance[] {
  let partial: { key: string[]; ptr: string[]; tokens: string[] }[] = [{ key: [], ptr: [], tokens: [] }];
  for (const segment of segmentsOf(path)) {
    const name = nameOf(segment);
    partial = partial.flatMap((p) => {
      const key = [...p.key, name];
      const ptr = [...p.ptr, name];
      if (!segment.endsWith("[]")) return [{ key, ptr, tokens: p.tokens }];
      if (segment === STRATEGIES_LIST)
        return [{ key: [...key, "0"], ptr: [...ptr, "0"], tokens: [...p.tokens, "0"] }];
      return (items[key.join("/")] ?? []).map((id, pos) => ({
        key: [...key, `i${id}`],
        ptr: [...ptr, String(pos)],
        tokens: [...p.tokens, `i${id}`],
      }));
    });
  }
  return partial.map((p) => ({ key: p.key.join("/"), pointer: `/${p.ptr.join("/")}`, tokens: p.tokens }));
}

/** The form key of a template for the given index tokens (a sibling or ancestor of an instance). */
export function keyFor(path: string, tokens: string[]): string {
  const parts: string[] = [];
  let t = 0;
  for (const segment of segmentsOf(path)) {
    parts.push(nameOf(segment));
    if (segment.endsWith("[]")) parts.push(tokens[t++] ?? "0");
  }
  return parts.join("/");
}

/** A container is a field whose parts are listed as fields of their own. */
export const isContainer = (field: ModelField, all: ModelField[]) =>
  all.some((f) => f.path.startsWith(`${field.path}.`) || f.path.startsWith(`${field.path}[]`));

/** Switchable: null switches it off. Leaves say so with enabledByDefault; a container that defaults to null is off until switched on. */
export const isSwitchable = (field: ModelField, all: ModelField[]) =>
  field.enabledByDefault !== null ||
  (field.default === null && field.type === "object" && isContainer(field, all));
export const onByDefault = (field: ModelField) => field.enabledByDefault ?? field.default !== null;

/** Containers above a field, nearest last. */
export const ancestorsOf = (field: ModelField, all: ModelField[]) =>
  all
    .filter(
      (f) => f !== field && (field.path.startsWith(`${f.path}.`) || field.path.startsWith(`${f.path}[]`)),
    )
    .sort((a, b) => a.path.length - b.path.length);

/** An allocation leg: a `method` field (an id from list_allocation_methods) beside its `settings` object. */
export const legOf = (field: ModelField, all: ModelField[]): string | null => {
  const m = /^(.*)\.(method|settings)$/.exec(field.path);
  if (!m) return null;
  return all.some((f) => f.path === `${m[1]}.method`) && all.some((f) => f.path === `${m[1]}.settings`)
    ? m[1]
    : null;
};

export function setPointer(doc: Record<string, unknown>, pointer: string, value: unknown) {
  const parts = pointer.slice(1).split("/");
  let node: Record<string, unknown> | unknown[] = doc;
  parts.forEach((part, i) => {
    const last = i === parts.length - 1;
    const nextIsIndex = !last && /^\d+$/.test(parts[i + 1]);
    const holder = node as Record<string, unknown>;
    if (last) holder[part] = value;
    else {
      if (holder[part] === null || typeof holder[part] !== "object") holder[part] = nextIsIndex ? [] : {};
      node = holder[part] as Record<string, unknown>;
    }
  });
}
