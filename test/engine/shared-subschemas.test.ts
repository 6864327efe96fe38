// @module-tag thorough
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shareSubschemas } from '../../src/engine/schema/shared-subschemas.js';
import { asWrittenValidator, schemaIssues } from '../../src/engine/schema/validate.js';
import { cardSetSchema } from '../../src/games/riftbound/schema/card-schema.js';
import { riftboundRulesSchema } from '../../src/games/riftbound/schema/rules-schema.js';
import { alteredCardSetSchema, alteredRulesSchema } from '../../src/games/altered/schema/file-schemas.js';
import { RULES_DIR } from '../../src/node/paths.js';
import { fileSource } from '../../src/node/file-source.js';
import { RulesChain } from '../../src/engine/loading/rules.js';

const big = { type: 'object', required: ['n'], properties: { n: { type: 'integer', description: 'x'.repeat(400) } }, additionalProperties: false } as const;

describe('shareSubschemas', () => {
  it('states a large subschema held in several places once, named by $ref', () => {
    const schema = { type: 'object', properties: { a: big, b: { type: 'array', items: big }, c: { anyOf: [big, { type: 'string' }] } } };
    const out = shareSubschemas(schema) as { $defs: Record<string, unknown>; properties: Record<string, unknown> };
    const names = Object.keys(out.$defs);
    expect(names).toHaveLength(1);
    const ref = { $ref: `#/$defs/${names[0]}` };
    expect(out.properties).toEqual({ a: ref, b: { type: 'array', items: ref }, c: { anyOf: [ref, { type: 'string' }] } });
    expect(out.$defs[names[0] as string]).toEqual(big);
    // The schema given is left as it was.
    expect(schema.properties.a).toBe(big);
  });

  it('returns a schema with nothing large held twice as it is, and never moves definitions', () => {
    const small = { type: 'integer' };
    const once = { type: 'object', properties: { a: big, b: small, c: small } };
    expect(shareSubschemas(once)).toBe(once);
    const defined = { $defs: { thing: big }, properties: { a: { $ref: '#/$defs/thing' } } };
    expect(shareSubschemas(defined)).toBe(defined);
  });

  it('keeps the $refs of a shared subschema naming the root definitions', () => {
    const withRef = { type: 'object', properties: { n: { $ref: '#/$defs/count' }, pad: { description: 'y'.repeat(400) } } };
    const schema = { $defs: { count: { type: 'integer', minimum: 0 } }, type: 'array', prefixItems: [withRef, withRef], minItems: 2, items: false };
    const ajv = new Ajv2020({ strict: true });
    const validate = ajv.compile(shareSubschemas(schema));
    expect(validate([{ n: 1 }, { n: 2 }])).toBe(true);
    expect(validate([{ n: 1 }, { n: -2 }])).toBe(false);
  });
});

/** Every JSON value inside `value`, by path, for mutating one of them. */
function paths(value: unknown, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(at);
  if (Array.isArray(value)) value.forEach((item, i) => paths(item, [...at, i], out));
  else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) paths(item, [...at, key], out);
  return out;
}

function mutated(value: unknown, path: readonly (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  if (replacement === undefined && rest.length === 0) delete copy[head];
  else copy[head] = mutated(copy[head], rest, replacement);
  return copy;
}

const cardFiles = (game: string) => readdirSync(join(RULES_DIR, game, 'cards')).map((f) => JSON.parse(readFileSync(join(RULES_DIR, game, 'cards', f), 'utf8')) as unknown);
/** A shipped mode's rules, merged along its `extends` chain as the loader validates them. */
const rulesFile = (mode: string) => new RulesChain(fileSource, { mode }).merged() as unknown;

describe('the validator that loads modes', () => {
  const cases = [
    { name: 'riftbound cards', schema: cardSetSchema, files: cardFiles('riftbound') },
    { name: 'riftbound rules', schema: riftboundRulesSchema, files: [rulesFile('riftbound/duel'), rulesFile('riftbound/2v2')] },
    { name: 'altered cards', schema: alteredCardSetSchema, files: cardFiles('altered') },
    { name: 'altered rules', schema: alteredRulesSchema, files: [rulesFile('altered/duel'), rulesFile('altered/2v2')] },
  ];
  // The rewritten schema compiled here as the loader compiles schemas; the schema as written is
  // the loader's own validator of it (compiled once, the one that words faults), which both the
  // rewritten schema and the loader's answers must agree with. Inlining references and
  // optimizing the generated code change how fast a validator runs, never its verdicts; without
  // them the large schemas compile in a fraction of the time.
  const reference = new Ajv2020({ allErrors: false, strict: true, strictRequired: false, allowUnionTypes: true, inlineRefs: false, code: { optimize: false } });
  reference.addKeyword('markdownDescription');

  for (const { name, schema, files } of cases) {
    it(`accepts and refuses ${name} exactly as the schema as written does`, () => {
      const { $id: _id, ...anonymous } = schema as { $id?: string };
      // The loader's own validator of the schema as written (the one that words its faults).
      const asWritten = asWrittenValidator(schema);
      // The rewritten schema itself, not only the loader's answer (which the schema as written
      // decides whenever the quick validator refuses): it must be neither stricter nor looser.
      const rewritten = reference.compile(shareSubschemas(anonymous));
      for (const file of files) expect(schemaIssues(schema, file)).toEqual([]);
      const values = [undefined, null, 0, -1, 1.5, 'x', '', true, [], {}, { op: 'draw' }];
      let refused = 0;
      fc.assert(
        fc.property(fc.nat(), fc.nat(), fc.nat(), (f, p, v) => {
          const file = files[f % files.length];
          const all = paths(file);
          const path = all[p % all.length] as (string | number)[];
          const changed = mutated(file, path, values[v % values.length]);
          const valid = asWritten(changed);
          if (!valid) refused++;
          expect(rewritten(changed)).toBe(valid);
          expect(schemaIssues(schema, changed).length === 0).toBe(valid);
        }),
        { numRuns: 300 },
      );
      // Most changes make a file invalid: the verdicts compared include refusals.
      expect(refused).toBeGreaterThan(100);
    });
  }
});
