/**
 * The published schema of a rules file, for editors. A mode file that `extends` another only
 * writes what it changes: objects merge key by key with the parent, so any field at any object
 * depth may be left out. The engine validates the merged document against the full schema; the
 * editor sees the file alone, so the published schema makes every object field optional when the
 * file has `extends` (JSON Schema `if`/`then`/`else`) and stays strict for a complete file.
 */

type SchemaNode = Readonly<Record<string, unknown>>;

function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keys the merge replaces whole (expressions): their schema keeps its required fields. */
const REPLACED_WHOLE = new Set(['when']);

/**
 * `schema` with `required` dropped from every object a merge reaches key by key: the top object,
 * its properties and map values, and the branches of `anyOf`/`oneOf`/`allOf` describing them.
 * Array items are replaced whole by a merge, so they stay as they are.
 */
export function mergeablePartial(schema: unknown): unknown {
  if (!isNode(schema)) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'required') continue;
    if (key === 'properties' && isNode(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, REPLACED_WHOLE.has(name) ? sub : mergeablePartial(sub)]));
    } else if (key === 'additionalProperties' || key === 'patternProperties') {
      out[key] = key === 'patternProperties' && isNode(value) ? Object.fromEntries(Object.entries(value).map(([p, sub]) => [p, mergeablePartial(sub)])) : mergeablePartial(value);
    } else if ((key === 'anyOf' || key === 'oneOf' || key === 'allOf') && Array.isArray(value)) {
      out[key] = value.map(mergeablePartial);
    } else {
      out[key] = value;
    }
  }
  return out;
}

const ANNOTATIONS = ['$schema', '$id', 'title', 'description', '$defs'] as const;

/**
 * The editor's schema of a rules file: strict without `extends`, every field optional with it.
 * The two branches share `$defs` at the top, where `$ref`s resolve.
 */
export function rulesFileSchema<T extends SchemaNode>(schema: T): SchemaNode {
  const top: Record<string, unknown> = {};
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if ((ANNOTATIONS as readonly string[]).includes(key)) top[key] = value;
    else body[key] = value;
  }
  return { ...top, if: { type: 'object', required: ['extends'] }, then: mergeablePartial(body), else: body };
}
