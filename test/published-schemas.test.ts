/**
 * The published JSON Schemas (rules/schema/) in their factored form: each shape stated once
 * under a name and named by `$ref` across files. Loaded together into one ajv, as an editor
 * loads the files a `$schema` leads to, they accept and refuse exactly what the schemas as
 * the code states them do, at the same JSON paths; no file is longer than an editor or a
 * reviewer can take in.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import { describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../src/node/paths.js';
import { publishedSchemas, SCHEMA_SOURCES } from '../src/schemas.js';
import { publishedForm } from '../src/engine/schema/published-form.js';
import { shareSubschemas } from '../src/engine/schema/shared-subschemas.js';
import { forEachSubschema, isSchemaObject, type SchemaObject } from '../src/engine/schema/subschema-slots.js';

const SCHEMA_DIR = join(PACKAGE_ROOT, 'rules/schema');
const MAX_LINES = 3000;

/**
 * The loader's options (src/engine/schema/validate.ts), made to compile fast: the first fault of
 * each branch, refs called rather than inlined. Faults are found in the same order either way,
 * so their paths compare.
 */
const options = { allErrors: false, strict: true, strictRequired: false, allowUnionTypes: true, inlineRefs: false, code: { optimize: false } } as const;

/** Every published file, read from disk, in one ajv: `$ref`s between files resolve by `$id`. */
function publishedValidators(): (file: string) => ValidateFunction {
  const ajv = new Ajv2020(options);
  ajv.addKeyword('markdownDescription');
  for (const file of readdirSync(SCHEMA_DIR)) ajv.addSchema(JSON.parse(readFileSync(join(SCHEMA_DIR, file), 'utf8')) as object);
  return (file) => {
    const validate = ajv.getSchema(file);
    if (!validate) throw new Error(`no published schema ${file}`);
    return validate;
  };
}

const sources = new Map<string, ValidateFunction>();

/** A schema as the code states it, complete on its own (compiled as the loader does, each shared constant once). */
function sourceValidator(file: string): ValidateFunction {
  let validate = sources.get(file);
  if (!validate) {
    const ajv = new Ajv2020(options);
    ajv.addKeyword('markdownDescription');
    validate = ajv.compile(shareSubschemas(SCHEMA_SOURCES[file] as object));
    sources.set(file, validate);
  }
  return validate;
}

/** Every shipped JSON file that names a published schema in `$schema`, with that schema's file name. */
function shippedFiles(): { path: string; schema: string; data: Record<string, unknown> }[] {
  const found: { path: string; schema: string; data: Record<string, unknown> }[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(join(PACKAGE_ROOT, dir), { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (path !== 'rules/schema') visit(path);
      } else if (entry.name.endsWith('.json')) {
        const data = JSON.parse(readFileSync(join(PACKAGE_ROOT, path), 'utf8')) as Record<string, unknown>;
        const schema = typeof data['$schema'] === 'string' ? basename(data['$schema']) : '';
        if (schema in publishedSchemas()) found.push({ path, schema, data });
      }
    }
  };
  for (const dir of ['machines', 'rules', 'scenarios']) visit(dir);
  return found;
}

const faultPaths = (validate: ValidateFunction, data: unknown): string[] => (validate(data) ? [] : [...new Set((validate.errors ?? []).map((e) => e.instancePath))].sort());

describe('the published schemas', () => {
  const published = publishedValidators();

  it.each(Object.keys(publishedSchemas()))('%s is at most 3,000 lines', (file) => {
    const lines = readFileSync(join(SCHEMA_DIR, file), 'utf8').split('\n').length - 1;
    expect(lines, `${file} has ${lines} lines: give a large part a file of its own in SCHEMA_SOURCES (src/schemas.ts)`).toBeLessThanOrEqual(MAX_LINES);
  });

  it('state each shape once: no subschema of some size is written out twice in the files', () => {
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    const walk = (schema: SchemaObject, file: string) => {
      forEachSubschema(schema, (sub) => {
        // A `$ref` within the file means that file's definition: equal texts in two files may differ.
        const text = JSON.stringify(sub).replaceAll('"$ref":"#', `"$ref":"${file}#`);
        if (text.length >= 240 && seen.has(text)) repeated.push(`${file} and ${seen.get(text)}: ${text.slice(0, 80)}`);
        seen.set(text, file);
        walk(sub, file);
      });
    };
    for (const [file, schema] of Object.entries(publishedSchemas())) {
      walk(schema as SchemaObject, file);
      for (const definition of Object.values((schema as { $defs?: Record<string, SchemaObject> }).$defs ?? {})) walk(definition, file);
    }
    expect(repeated).toEqual([]);
  });

  it('name each other by $id, and every $ref resolves', () => {
    for (const file of Object.keys(publishedSchemas())) expect(() => published(file), file).not.toThrow();
    const cards = readFileSync(join(SCHEMA_DIR, 'riftbound-position.schema.json'), 'utf8');
    expect(cards).toContain('"$ref": "riftbound-cards.schema.json#/$defs/Card"');
  });

  it('accept every shipped rules, card, deck, statechart, scenario and position file, as the schemas as written do', () => {
    const files = shippedFiles();
    expect(files.length).toBeGreaterThan(600);
    const refused: string[] = [];
    for (const { path, schema, data } of files) {
      const faults = faultPaths(published(schema), data);
      if (faults.length > 0) {
        refused.push(path);
        expect(faults, path).toEqual(faultPaths(sourceValidator(schema), data));
      }
      if (schema.endsWith('-scenario.schema.json') && isSchemaObject(data['position']) && data['refused'] === undefined) {
        expect(faultPaths(published(schema.replace('-scenario.', '-position.')), data['position']), `${path} position`).toEqual([]);
      }
    }
    // As before: the Riftbound base leaves the format (CR 478.6) to each mode file, which must state it.
    expect(refused).toEqual(['rules/riftbound/base.json']);
  });

  it('refuse broken files at the same JSON paths', () => {
    const read = (path: string) => JSON.parse(readFileSync(join(PACKAGE_ROOT, path), 'utf8')) as Record<string, unknown>;
    const sample = read('rules/riftbound/cards/sample.json') as { cards: Record<string, unknown>[] };
    const spell = { id: 'bad-spark', name: 'Bad Spark', type: 'spell', domain: 'fury', cost: { energy: 1, power: [] } };
    const broken: [string, unknown][] = [
      ['riftbound-cards.schema.json', { ...sample, cards: [...sample.cards, { ...spell, effects: [{ op: 'draw', amount: 1, pay: { energy: 1, power: ['sparkle'] } }] }] }],
      ['riftbound-cards.schema.json', { ...sample, cards: [{ ...spell, effects: [{ op: 'damage', amount: -1, target: 'x', link: 'but' }] }] }],
      ['riftbound-cards.schema.json', { set: 'x', cards: [{ ...spell, abilities: [{ kind: 'triggered', trigger: 'played', effects: [{ op: 'nope' }] }] }] }],
      ['riftbound-rules.schema.json', { ...read('rules/riftbound/base.json'), guards: { bad: { when: { nope: [1] } } } }],
      ['riftbound-rules.schema.json', { extends: './base.json', victory: { score: 'eight' } }],
      ['riftbound-scenario.schema.json', { name: 'x', game: { mode: 'riftbound/duel', seed: 1 }, steps: [{ do: { type: 'pass' } }, { expect: { over: 'no' } }] }],
      ['riftbound-deck.schema.json', { ...read('rules/riftbound/decks/ember.json'), main: [] }],
      ['altered-cards.schema.json', { set: 'x', cards: [{ id: 'bad', name: 'Bad', type: 'character', faction: 'nowhere' }] }],
      ['machine.schema.json', { ...read('machines/riftbound.json'), states: { a: { on: { GO: { target: 1 } } } } }],
    ];
    for (const [schema, data] of broken) {
      const before = faultPaths(sourceValidator(schema), data);
      expect(before.length, `${schema} refuses ${JSON.stringify(data).slice(0, 60)}`).toBeGreaterThan(0);
      expect(faultPaths(published(schema), data)).toEqual(before);
    }
  });

  it('are the same whatever the run: the pass is deterministic', () => {
    const again = publishedForm(Object.entries(SCHEMA_SOURCES).map(([file, schema]) => ({ file, schema })));
    expect(JSON.stringify(again)).toBe(JSON.stringify(publishedSchemas()));
  });
});
