/**
 * The views are typed as precisely as the actions (src/types/riftbound-view.ts, altered-view.ts):
 * - at compile time, the view schemas of view-schemas.ts describe exactly the declared types
 *   (the view builders are typed by them: another shape does not compile);
 * - at run time, the views of random games of every mode, for each seat to act and for a
 *   spectator, validate against those schemas, extra fields refused;
 * - docs/api.md has a table per part of each view listing exactly its fields.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { FromSchema } from 'json-schema-to-ts';
import { describe, expect, it } from 'vitest';
import { listModes } from '../../src/api.js';
import { PACKAGE_ROOT } from '../../src/node/paths.js';
import type { AlteredView } from '../../src/types/altered.js';
import type { RiftboundView } from '../../src/types/riftbound.js';
import { playRandomGame } from '../support/random-games.js';
import { alteredViewParts, alteredViewSchema, riftboundViewParts, riftboundViewSchema } from './view-schemas.js';

type DeepReadonly<T> = T extends readonly (infer E)[] ? readonly DeepReadonly<E>[] : T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

// An Altered choice's step is card data (the card schema describes it): compared apart, as an object with an `op`.
const riftboundInStep: Same<RiftboundView, DeepReadonly<FromSchema<typeof riftboundViewSchema>>> = true;
const alteredInStep: Same<Omit<AlteredView, 'choice'>, Omit<DeepReadonly<FromSchema<typeof alteredViewSchema>>, 'choice'>> = true;

const ajv = new Ajv2020({ allErrors: true, strict: false });
const validators = { riftbound: ajv.compile(riftboundViewSchema), altered: ajv.compile(alteredViewSchema) };

describe('declared view types', () => {
  it('the view schemas describe exactly the declared views', () => {
    expect([riftboundInStep, alteredInStep]).toEqual([true, true]);
  });

  for (const mode of listModes()) {
    it(`${mode}: every view of a random game validates against its schema`, () => {
      const validate = validators[mode.split('/')[0] as keyof typeof validators];
      let checked = 0;
      playRandomGame(mode, 3, (game, seat) => {
        for (const viewer of [seat, null]) {
          const view = game.view(viewer);
          expect(validate(view) ? [] : validate.errors, `${game.machineState} as ${String(viewer)}`).toEqual([]);
          checked++;
        }
      });
      expect(checked).toBeGreaterThan(20);
    });
  }
});

/** The field names of the table under each `#### <Game> view: <part>` heading of docs/api.md. */
function documentedParts(game: string): Map<string, string[]> {
  const text = readFileSync(join(PACKAGE_ROOT, 'docs/api.md'), 'utf8');
  const parts = new Map<string, string[]>();
  for (const section of text.split(/^#### /m).slice(1)) {
    const heading = new RegExp(`^${game} view: (\\w+)`).exec(section);
    if (!heading) continue;
    const rows = section.split('\n').filter((row) => row.startsWith('| `'));
    const fields = rows.flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`(\w+)`/g)].map((m) => m[1] as string));
    parts.set(heading[1] as string, fields);
  }
  return parts;
}

/** The properties of a part, or of its object forms (an Altered region is one of two). */
function fieldsOf(schema: object): string[] {
  const s = schema as { properties?: object; anyOf?: object[] };
  return [...new Set(s.properties ? Object.keys(s.properties) : (s.anyOf ?? []).flatMap(fieldsOf))];
}

describe('docs/api.md lists every field of the views', () => {
  const games = { Riftbound: { view: riftboundViewSchema, parts: riftboundViewParts }, Altered: { view: alteredViewSchema, parts: alteredViewParts } };
  for (const [game, { view, parts }] of Object.entries(games)) {
    it(`${game}: a table per part, with exactly its fields`, () => {
      const documented = documentedParts(game);
      expect([...documented.keys()].sort()).toEqual(['view', ...Object.keys(parts)].sort());
      expect(documented.get('view')?.sort()).toEqual(fieldsOf(view).sort());
      for (const [part, schema] of Object.entries(parts)) expect(documented.get(part)?.sort(), part).toEqual(fieldsOf(schema).sort());
    });
  }
});
