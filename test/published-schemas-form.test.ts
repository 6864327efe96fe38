/**
 * The factoring pass behind the published schemas (src/engine/schema/published-form.ts) and
 * the way the files are written (json-text.ts), on small invented formats.
 */
import { describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { COMMON_FILE, publishedForm } from '../src/engine/schema/published-form.js';
import { jsonText } from '../src/engine/schema/json-text.js';
import { singular, typeName } from '../src/engine/schema/definition-names.js';

const DRAFT = 'https://json-schema.org/draft/2020-12/schema';
const note = { type: 'string', description: 'Words for people reading the file, never read by the game itself: what the entry is for, where it comes from, who wrote it and why.' };
const step = {
  anyOf: [
    { type: 'object', required: ['op', 'amount'], properties: { op: { const: 'gain' }, amount: { type: 'integer', minimum: 0 }, note }, additionalProperties: false },
    { type: 'object', required: ['op'], properties: { op: { const: 'rest' }, note }, additionalProperties: false },
  ],
};
const gadget = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string' }, steps: { type: 'array', items: step }, extraSteps: { type: 'array', items: step, minItems: 1 }, note },
  additionalProperties: false,
};
const shelf = { $schema: DRAFT, $id: 'toy-shelf.schema.json', title: 'Toy shelf', type: 'object', properties: { gadgets: { type: 'array', items: gadget } }, additionalProperties: false };
const box = { $schema: DRAFT, $id: 'toy-box.schema.json', title: 'Toy box', type: 'object', properties: { shelf: { ...shelf, $schema: undefined, $id: undefined }, spare: gadget } };
const other = { $schema: DRAFT, $id: 'game-list.schema.json', title: 'Other game', type: 'object', properties: { note }, additionalProperties: false };

const sources = [
  { file: 'toy-shelf.schema.json', schema: shelf },
  { file: 'toy-box.schema.json', schema: JSON.parse(JSON.stringify(box)) as object },
  { file: 'game-list.schema.json', schema: other },
];

describe('the published form', () => {
  const published = publishedForm(sources) as Record<string, { $defs?: Record<string, unknown>; properties?: Record<string, unknown> }>;

  it('states a shape used twice once, named after its place, in the first file that uses it', () => {
    expect(Object.keys(published['toy-shelf.schema.json']?.$defs ?? {})).toEqual(['Gadget', 'Step']);
    expect(published['toy-box.schema.json']?.properties?.['spare']).toEqual({ $ref: 'toy-shelf.schema.json#/$defs/Gadget' });
    expect(JSON.stringify(published['toy-shelf.schema.json'])).toContain('"items":{"$ref":"#/$defs/Step"}');
  });

  it('names another file\'s whole schema by the file, and puts what two games share in the common file', () => {
    expect(published['toy-box.schema.json']?.properties?.['shelf']).toEqual({ $ref: 'toy-shelf.schema.json' });
    expect(Object.keys(published[COMMON_FILE]?.$defs ?? {})).toEqual(['Note']);
    expect(published['game-list.schema.json']?.properties?.['note']).toEqual({ $ref: 'common.schema.json#/$defs/Note' });
  });

  it('accepts and refuses what the sources do, at the same paths', () => {
    const ajv = new Ajv2020({ allErrors: true });
    for (const schema of Object.values(published)) ajv.addSchema(schema);
    const box = ajv.getSchema('toy-box.schema.json');
    const direct = new Ajv2020({ allErrors: true }).compile(sources[1]?.schema as object);
    const good = { shelf: { gadgets: [{ id: 'a', steps: [{ op: 'gain', amount: 2 }, { op: 'rest', note: 'x' }] }] }, spare: { id: 'b' } };
    const bad = { shelf: { gadgets: [{ id: 'a', steps: [{ op: 'gain', amount: -2 }] }] }, spare: { id: 3 } };
    expect(box?.(good)).toBe(true);
    expect(box?.(bad)).toBe(false);
    expect(direct(bad)).toBe(false);
    const paths = (errors: typeof direct.errors) => [...new Set((errors ?? []).map((e) => e.instancePath))].sort();
    expect(paths(box?.errors)).toEqual(paths(direct.errors));
  });

  it('refuses a $ref it cannot follow', () => {
    expect(() => publishedForm([{ file: 'x.schema.json', schema: { properties: { a: { $ref: 'elsewhere.json' } } } }])).toThrow(/elsewhere\.json/);
  });
});

describe('names and text', () => {
  it('takes type names from places', () => {
    expect([singular('abilities'), singular('targets'), singular('status'), singular('on')]).toEqual(['ability', 'target', 'status item', 'on item']);
    expect([typeName('instructionCost'), typeName('quick-draw effect'), typeName('2v2')]).toEqual(['InstructionCost', 'QuickDrawEffect', 'Schema2v2']);
  });

  it('writes what fits on one line, the rest a member a line, and parses back to the same value', () => {
    const value = { required: ['op', 'amount'], properties: { op: { const: 'gain' }, note: { ...note, description: note.description.repeat(3) } } };
    const text = jsonText(value);
    expect(text).toContain('"required": ["op", "amount"],');
    expect(text).toContain('"op": { "const": "gain" },');
    expect(text.endsWith('}\n')).toBe(true);
    expect(JSON.parse(text)).toEqual(value);
  });
});
