/**
 * Names for the definitions the published schemas state once (`$defs`), taken from where the
 * schema sits: the property that holds it (`dependent` gives `Dependent`), the list or map it
 * is the item of (`targets` gives `Target`), the value of the constant that tells a branch
 * from its siblings (the `draw` branch of `Effect` is `DrawEffect`). Names read as type names
 * and only change when the schema's place does.
 */
import { isSchemaObject, type SchemaObject, type Slot } from './subschema-slots.js';

/** Keywords whose subschema is one element of what its parent describes. */
const ELEMENT_KEYWORDS = new Set(['items', 'prefixItems', 'additionalItems', 'unevaluatedItems', 'contains', 'additionalProperties', 'unevaluatedProperties', 'patternProperties', 'propertyNames']);
/** Keywords whose subschemas are alternatives or parts of their parent. */
const BRANCH_KEYWORDS = new Set(['anyOf', 'oneOf', 'allOf']);

/** The singular of an English plural, as names of lists are written (`abilities`, `targets`). */
export function singular(word: string): string {
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ss|us|is)$/.test(word) || !/s$/.test(word)) return `${word} item`;
  if (/(ch|sh|x)es$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** `words` as a type name: `instructionCost` gives `InstructionCost`, `quick-draw effect` gives `QuickDrawEffect`. */
export function typeName(words: string): string {
  const name = words
    .split(/[^A-Za-z0-9]+/)
    .filter((part) => part !== '')
    .map((part) => `${part[0]?.toUpperCase() ?? ''}${part.slice(1)}`)
    .join('');
  return /^[A-Za-z]/.test(name) ? name : `Schema${name}`;
}

const WORD = /^[A-Za-z][\w-]*$/;

/**
 * What tells this branch from its siblings: the constant of a required field
 * (`op: { const: 'draw' }`), else its one required field (`{ required: ['reject'] }`).
 */
function discriminant(branch: SchemaObject): string | undefined {
  const properties = branch['properties'];
  const required = branch['required'];
  if (!isSchemaObject(properties) || !Array.isArray(required)) return undefined;
  for (const field of required) {
    const value = properties[field as string];
    if (isSchemaObject(value) && typeof value['const'] === 'string' && WORD.test(value['const'])) return value['const'];
  }
  const [only] = required;
  return required.length === 1 && typeof only === 'string' && WORD.test(only) ? only : undefined;
}

/** The words naming `sub`, in `slot` of a parent named `parent`. */
export function slotWords(parent: string, slot: Slot, sub: SchemaObject): string {
  if (slot.keyword === 'properties' || slot.keyword === 'dependentSchemas') return String(slot.member);
  if (ELEMENT_KEYWORDS.has(slot.keyword)) return singular(parent);
  if (BRANCH_KEYWORDS.has(slot.keyword)) {
    const constant = discriminant(sub);
    return constant === undefined ? parent : `${constant} ${parent}`;
  }
  return parent;
}
