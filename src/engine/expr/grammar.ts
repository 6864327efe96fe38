/**
 * The JSON Schema of the expression language, used in the emitted schemas so that editors
 * check guards as they are typed. The compiler (compile.ts) is the authority at load time:
 * it checks the same grammar, plus names and types, with precise JSON paths.
 */

const ref = { $ref: '#/$defs/expression' } as const;
const list = { type: 'array', items: ref } as const;
const pair = { type: 'array', items: ref, minItems: 2, maxItems: 2 } as const;
const binder = {
  type: 'array',
  prefixItems: [ref, { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_]*$' }, ref],
  minItems: 3,
  maxItems: 3,
} as const;

function op(name: string, operand: object, description: string): object {
  return {
    type: 'object',
    description,
    required: [name],
    properties: { [name]: operand },
    additionalProperties: false,
  };
}

export const COMPARISONS = ['==', '!=', '<', '<=', '>', '>='] as const;

export const expressionGrammar: object = {
  description: 'A rulegraph expression: a literal, or an object with exactly one operator.',
  anyOf: [
    { type: ['number', 'string', 'boolean', 'null'] },
    {
      type: 'object',
      description: 'A named selector of the game state, with optional arguments.',
      required: ['sel'],
      properties: { sel: { type: 'string' }, args: list },
      additionalProperties: false,
    },
    op('rule', { type: 'string' }, 'A value of the mode rules, by dotted path (resolved at load).'),
    op('event', { type: 'string' }, 'A field of the action or event being checked, like "seat".'),
    op('var', { type: 'string' }, 'A variable bound by some, every or filter.'),
    op('guard', { type: 'string' }, 'The value of another named guard.'),
    op('list', list, 'A list of the values of its items.'),
    op('and', list, 'True when every item is true (stops at the first false).'),
    op('or', list, 'True when some item is true (stops at the first true).'),
    op('not', ref, 'The negation of a boolean.'),
    ...COMPARISONS.map((c) => op(c, pair, `Comparison ${c} of two values.`)),
    op('+', list, 'The sum of numbers.'),
    op('-', pair, 'The difference of two numbers.'),
    op('*', list, 'The product of numbers.'),
    op('min', list, 'The smallest number.'),
    op('max', list, 'The largest number.'),
    op('in', pair, 'True when the first value is an element of the second (a list).'),
    op('count', ref, 'The number of elements of a list.'),
    op('some', binder, '[list, name, predicate]: true when the predicate holds for some element.'),
    op('every', binder, '[list, name, predicate]: true when the predicate holds for every element.'),
    op('filter', binder, '[list, name, predicate]: the elements for which the predicate holds.'),
    op('if', { type: 'array', items: ref, minItems: 3, maxItems: 3 }, '[condition, then, else].'),
  ],
};

/** `schema` with the expression grammar in its `$defs`: for a format that embeds expressions. */
export function withExpressionGrammar<T extends { $defs: object }>(schema: T): T {
  return { ...schema, $defs: { ...schema.$defs, expression: expressionGrammar } };
}

/** A file whose schema is one of `schema`'s definitions: a part of a format that has a file of its own. */
export function definitionFile<T extends { $schema: string; $defs: object }>(schema: T, name: keyof T['$defs'] & string, id: string, title: string): object {
  return { $schema: schema.$schema, $id: id, title, $ref: `#/$defs/${name}`, $defs: schema.$defs };
}
