// JSON Schema in the forms every model provider accepts, for the MCP tools' input and output schemas
// (the MCP Inspector's portability check). zod writes a simple nullable or primitive union as a type
// list (`"type": ["number", "null"]`), an unknown value as `{}`, and a URL as `"format": "uri"`; some
// providers refuse each. The same meaning in portable forms: `anyOf` of one type each, an explicit
// `anyOf` of every JSON type, and no format beyond the common ones. Validation is unchanged but for
// the dropped formats, which the schemas' patterns and descriptions still state.
type Schema = Record<string, unknown>;

/** Formats the providers' structured-output dialects share. */
export const PORTABLE_FORMATS = new Set(["date-time", "date", "time", "email", "uuid"]);

// Keywords that describe a schema rather than constrain it: they stay on the node a type list splits.
const ANNOTATIONS = new Set(["$schema", "title", "description", "default", "examples"]);
const COMBINATORS = ["anyOf", "oneOf", "allOf"];
// Keywords whose value is a map of schemas, and those whose value is one schema or a list of them.
const SCHEMA_MAPS = new Set(["properties", "patternProperties", "definitions", "$defs"]);
const SCHEMA_VALUES = new Set(["items", "additionalProperties", "not", "if", "then", "else", ...COMBINATORS]);

const ANY_JSON_VALUE = ["string", "number", "boolean", "null", "object", "array"].map((type) => ({ type }));

const isSchema = (v: unknown): v is Schema => typeof v === "object" && v !== null && !Array.isArray(v);
const constrains = (node: Schema) => Object.keys(node).some((k) => !ANNOTATIONS.has(k));

/** The schema with every node in a portable form (a new object; the argument is not changed). */
export function portableSchema(node: Schema): Schema {
  const out: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "format" && !PORTABLE_FORMATS.has(String(value))) continue;
    if (SCHEMA_MAPS.has(key) && isSchema(value)) {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, isSchema(v) ? portableSchema(v) : v]),
      );
    } else if (SCHEMA_VALUES.has(key) && Array.isArray(value)) {
      out[key] = value.map((v) => (isSchema(v) ? portableSchema(v) : v));
    } else if (SCHEMA_VALUES.has(key) && isSchema(value)) {
      out[key] = portableSchema(value);
    } else {
      out[key] = value;
    }
  }
  if (Array.isArray(out.type)) return splitTypes(out, out.type as string[]);
  if (!constrains(out)) return { ...out, anyOf: ANY_JSON_VALUE };
  return out;
}

/** `{type: [a, b], ...}` as `{anyOf: [{type: a, ...}, {type: b, ...}]}`, annotations kept on top. */
function splitTypes(node: Schema, types: string[]): Schema {
  const top: Schema = {};
  const shared: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "type") continue;
    (ANNOTATIONS.has(key) ? top : shared)[key] = value;
  }
  return { ...top, anyOf: types.map((type) => ({ type, ...shared })) };
}
