// The builder's form state and the definition it becomes. The form holds one plain value per field
// instance (numbers, booleans, text) and an on/off per switchable field; the definition is built by
// walking the catalogue's fields, so a field the catalogue does not list never reaches the request.
import type {
  AllocationMethod,
  MethodParameter,
  ModelField,
  SettingSpec,
  SettingValue,
} from "@/components/catalogue/types";
import type { FormScalar } from "@/components/catalogue/SettingInput";
import { effectiveBounds } from "@/components/catalogue/bounds";
import {
  ancestorsOf,
  instancesOf,
  isContainer,
  isSwitchable,
  keyFor,
  legOf,
  onByDefault,
  setPointer,
  type Instance,
  type ListItems,
} from "@/components/strategy/modelTree";

export interface StrategyForm {
  values: Record<string, FormScalar>;
  on: Record<string, boolean>;
}

/** A catalogue value as the form holds it: lists as comma-separated text, objects as JSON text. */
export function toScalar(spec: Pick<SettingSpec, "type">, value: SettingValue): FormScalar {
  if (value === null)
    return spec.type === "string" || spec.type === "list" || spec.type === "object" ? "" : null;
  if (Array.isArray(value)) return value.join(", ");
  if (typeof value === "object") return Object.keys(value).length ? JSON.stringify(value) : "";
  return value;
}

/** The form value as sent; undefined means "leave it out" (the service fills the default and reports it in assumed). */
export function fromScalar(
  spec: Pick<SettingSpec, "type"> & { items?: MethodParameter["items"] },
  value: FormScalar | undefined,
): SettingValue | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  if (spec.type === "number" || spec.type === "integer")
    return typeof value === "number" && Number.isFinite(value) ? value : undefined;
  if (spec.type === "list") {
    const parts = String(value)
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    return spec.items ? parts.map(Number) : parts;
  }
  if (spec.type === "object") {
    try {
      return JSON.parse(String(value)) as SettingValue;
    } catch {
      return undefined; // the form schema reports the text as not JSON
    }
  }
  return value;
}

/** `SPY=0.6, TLT=0.4` as a map from ticker to number (parameters given per instrument). */
export function parsePerInstrument(text: string): Record<string, number> {
  const map: Record<string, number> = {};
  for (const pair of text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [ticker, amount] = pair.split(/\s*[=:\s]\s*/);
    map[ticker.toUpperCase()] = Number(amount);
  }
  return map;
}

export const paramKey = (legKey: string, name: string) => `${legKey}/settings/${name}`;

/** The field instances the form shows: leaves, not containers; a leg's settings are its method's parameters. */
export const leavesOf = (fields: ModelField[]) =>
  fields.filter((f) => !isContainer(f, fields) && !(legOf(f, fields) && f.path.endsWith(".settings")));

/** Default form values for the instances of the given fields (all of them, or those of one new list item). */
export function defaultsFor(
  fields: ModelField[],
  all: ModelField[],
  items: ListItems,
  methods: AllocationMethod[],
  only?: (i: Instance) => boolean,
): StrategyForm {
  const form: StrategyForm = { values: {}, on: {} };
  for (const field of all.filter((f) => fields.includes(f))) {
    for (const inst of instancesOf(field.path, items).filter((i) => !only || only(i))) {
      if (isSwitchable(field, all)) form.on[inst.key] = onByDefault(field);
      if (isContainer(field, all)) continue;
      const leg = legOf(field, all);
      if (leg && field.path.endsWith(".settings")) continue;
      const deciding = field.boundsBy ? all.find((f) => f.path === field.boundsBy!.on) : undefined;
      const bounds = effectiveBounds(field, deciding ? deciding.default : undefined, field.planLimit);
      form.values[inst.key] = toScalar(field, bounds.default);
      if (leg && field.path.endsWith(".method")) {
        const legKey = keyFor(leg, inst.tokens);
        for (const p of methods.find((m) => m.id === bounds.default)?.parameters ?? [])
          form.values[paramKey(legKey, p.name)] = toScalar(p, p.default);
      }
    }
  }
  return form;
}

/** Whether an instance is switched off, by itself or by a container above it. */
export function isOff(field: ModelField, inst: Instance, all: ModelField[], on: Record<string, boolean>) {
  return [...ancestorsOf(field, all), field].some(
    (f) => isSwitchable(f, all) && on[keyFor(f.path, inst.tokens)] === false,
  );
}

/** The definition the form stands for, in the order the catalogue lists the fields. */
export function buildDefinition(
  all: ModelField[],
  items: ListItems,
  form: StrategyForm,
  methods: AllocationMethod[],
): Record<string, unknown> {
  const doc: Record<string, unknown> = {};
  for (const field of all) {
    for (const inst of instancesOf(field.path, items)) {
      const switchedOff = isSwitchable(field, all) && form.on[inst.key] === false;
      if (
        ancestorsOf(field, all).some(
          (a) => isSwitchable(a, all) && form.on[keyFor(a.path, inst.tokens)] === false,
        )
      )
        continue;
      if (switchedOff) {
        setPointer(doc, inst.pointer, null);
        continue;
      }
      if (isContainer(field, all)) continue;
      const leg = legOf(field, all);
      if (leg && field.path.endsWith(".settings")) {
        const legKey = keyFor(leg, inst.tokens);
        const method = methods.find((m) => m.id === form.values[`${legKey}/method`]);
        const settings: Record<string, SettingValue> = {};
        for (const p of method?.parameters ?? []) {
          const raw = form.values[paramKey(legKey, p.name)];
          const value =
            p.per === "instrument"
              ? typeof raw === "string" && raw.trim()
                ? parsePerInstrument(raw)
                : undefined
              : fromScalar(p, raw);
          if (value !== undefined) settings[p.name] = value;
        }
        setPointer(doc, inst.pointer, settings);
        continue;
      }
      const value = fromScalar(field, form.values[inst.key]);
      if (value !== undefined) setPointer(doc, inst.pointer, value);
    }
  }
  return doc;
}
