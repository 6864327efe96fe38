/**
 * The schemas are written in TypeScript, where one subschema (a card's effect, an ability, a
 * target) is one constant used in many places, so that json-schema-to-ts types every place
 * alike. As JSON, each place is a copy, and ajv compiles a copy of the validating code for
 * each: most of what loading a mode costs. {@link shareSubschemas} gives ajv an equal schema
 * in which each large subschema used in several places is stated once under `$defs` and
 * named by `$ref` in those places, so that it is compiled once.
 */
import { DEFINITION_MAPS, isSchemaObject, SCHEMA_LISTS, SCHEMA_MAPS, SCHEMA_VALUED, type SchemaObject } from './subschema-slots.js';

/** Subschemas smaller than this (as JSON) cost less to compile again than to call. */
const MIN_SHARED_SIZE = 400;

/** Where shared subschemas go under `$defs`: a name no schema of the project uses. */
const SHARED_PREFIX = 'rulegraph.shared.';

type Schema = SchemaObject;

/**
 * Calls `visit` with each subschema directly inside `schema`, and whether it may be moved
 * (a definition may not).
 */
function forEachSubschema(schema: Schema, visit: (sub: Schema, movable: boolean) => void): void {
  for (const [key, value] of Object.entries(schema)) {
    if (SCHEMA_VALUED.has(key)) {
      if (isSchemaObject(value)) visit(value, true);
    } else if (SCHEMA_MAPS.has(key) || DEFINITION_MAPS.has(key)) {
      if (isSchemaObject(value)) for (const sub of Object.values(value)) if (isSchemaObject(sub)) visit(sub, SCHEMA_MAPS.has(key));
    } else if (SCHEMA_LISTS.has(key)) {
      if (Array.isArray(value)) for (const sub of value) if (isSchemaObject(sub)) visit(sub, true);
    }
  }
}

/** How many places hold each subschema object (a subtree met again is not walked again). */
function countPlaces(root: Schema): Map<Schema, number> {
  const places = new Map<Schema, number>();
  const walked = new Set<Schema>();
  const walk = (schema: Schema) => {
    forEachSubschema(schema, (sub, movable) => {
      if (movable) places.set(sub, (places.get(sub) ?? 0) + 1);
      if (walked.has(sub)) return;
      walked.add(sub);
      walk(sub);
    });
  };
  walk(root);
  return places;
}

/**
 * `schema` with every large subschema that two places or more hold (the same object) stated
 * once under `$defs` and named by `$ref` in those places: it accepts and refuses exactly what
 * `schema` does (its errors name other schema paths). A schema with nothing to share is
 * returned as it is. The `$ref`s inside name `#/$defs/...` of the root, where they stay.
 */
export function shareSubschemas(schema: object): object {
  const root = schema as Schema;
  const shared = new Map<Schema, string>();
  for (const [sub, count] of countPlaces(root)) {
    if (count >= 2 && JSON.stringify(sub).length >= MIN_SHARED_SIZE) shared.set(sub, `${SHARED_PREFIX}${shared.size}`);
  }
  if (shared.size === 0) return schema;
  const defs: Record<string, Schema> = {};
  const rebuilt = new Map<Schema, Schema>();
  const rebuild = (node: Schema): Schema => {
    const known = rebuilt.get(node);
    if (known !== undefined) return known;
    const out: Schema = {};
    rebuilt.set(node, out);
    for (const [key, value] of Object.entries(node)) out[key] = rebuildValue(key, value);
    return out;
  };
  const inPlace = (sub: Schema): Schema => {
    const name = shared.get(sub);
    if (name === undefined) return rebuild(sub);
    defs[name] ??= rebuild(sub);
    return { $ref: `#/$defs/${name}` };
  };
  const rebuildValue = (key: string, value: unknown): unknown => {
    if (SCHEMA_VALUED.has(key) && isSchemaObject(value)) return inPlace(value);
    if ((SCHEMA_MAPS.has(key) || DEFINITION_MAPS.has(key)) && isSchemaObject(value)) {
      const move = SCHEMA_MAPS.has(key) ? inPlace : rebuild;
      return Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, isSchemaObject(sub) ? move(sub) : sub]));
    }
    if (SCHEMA_LISTS.has(key) && Array.isArray(value)) return value.map((sub) => (isSchemaObject(sub) ? inPlace(sub) : sub));
    return value;
  };
  const out = rebuild(root);
  out['$defs'] = { ...(isSchemaObject(out['$defs']) ? out['$defs'] : {}), ...defs };
  return out;
}
