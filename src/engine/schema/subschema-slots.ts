/**
 * Where a JSON Schema holds other schemas (JSON Schema 2020-12, and the older
 * `additionalItems`): the keywords the passes over whole schemas walk through.
 */

/** Keywords whose value is a schema. */
export const SCHEMA_VALUED: ReadonlySet<string> = new Set(['items', 'additionalItems', 'not', 'if', 'then', 'else', 'additionalProperties', 'unevaluatedProperties', 'unevaluatedItems', 'contains', 'propertyNames']);
/** Keywords whose value maps names to schemas. */
export const SCHEMA_MAPS: ReadonlySet<string> = new Set(['properties', 'patternProperties', 'dependentSchemas']);
/** Keywords whose value maps names to definitions: they stay where they are (a `$ref` may name them). */
export const DEFINITION_MAPS: ReadonlySet<string> = new Set(['$defs', 'definitions']);
/** Keywords whose value is a list of schemas. */
export const SCHEMA_LISTS: ReadonlySet<string> = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);

export type SchemaObject = Record<string, unknown>;

export function isSchemaObject(value: unknown): value is SchemaObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Where a subschema sits in its parent: the keyword, and the member name or index under it. */
export interface Slot {
  readonly keyword: string;
  readonly member?: string | number;
}

/** Calls `visit` with each subschema directly inside `schema` (definitions excluded) and its slot. */
export function forEachSubschema(schema: SchemaObject, visit: (sub: SchemaObject, slot: Slot) => void): void {
  for (const [keyword, value] of Object.entries(schema)) {
    if (SCHEMA_VALUED.has(keyword)) {
      if (isSchemaObject(value)) visit(value, { keyword });
    } else if (SCHEMA_MAPS.has(keyword)) {
      if (isSchemaObject(value)) for (const [member, sub] of Object.entries(value)) if (isSchemaObject(sub)) visit(sub, { keyword, member });
    } else if (SCHEMA_LISTS.has(keyword) && Array.isArray(value)) {
      value.forEach((sub, member) => {
        if (isSchemaObject(sub)) visit(sub, { keyword, member });
      });
    }
  }
}

/** `schema` with each subschema directly inside it (definitions excluded) replaced by `replace(sub, slot)`. */
export function mapSubschemas(schema: SchemaObject, replace: (sub: SchemaObject, slot: Slot) => SchemaObject): SchemaObject {
  const out: SchemaObject = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (SCHEMA_VALUED.has(keyword) && isSchemaObject(value)) {
      out[keyword] = replace(value, { keyword });
    } else if (SCHEMA_MAPS.has(keyword) && isSchemaObject(value)) {
      out[keyword] = Object.fromEntries(Object.entries(value).map(([member, sub]) => [member, isSchemaObject(sub) ? replace(sub, { keyword, member }) : sub]));
    } else if (SCHEMA_LISTS.has(keyword) && Array.isArray(value)) {
      out[keyword] = value.map((sub: unknown, member) => (isSchemaObject(sub) ? replace(sub, { keyword, member }) : sub));
    } else {
      out[keyword] = value;
    }
  }
  return out;
}
