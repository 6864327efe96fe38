/**
 * The declared public types (src/types/) stay in step with the engine:
 * - at compile time (`tsc --noEmit`, part of `npm test`): each game's action union equals the
 *   type json-schema-to-ts derives from its action schemas;
 * - at run time: every action kind accepts exactly the schema's fields, every legal action of
 *   random games in every mode validates, every emitted event has the declared fields, every
 *   view has the declared keys, and the refusal codes in the sources are the declared ones.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { FromSchema } from 'json-schema-to-ts';
import { describe, expect, it } from 'vitest';
import { listModes } from '../../src/api.js';
import { RandomBot } from '../../src/bots/random-bot.js';
import { createGame } from '../../src/api.js';
import { PACKAGE_ROOT } from '../../src/node/paths.js';
import { GAMES } from '../../src/games/index.js';
import type { AlteredAction } from '../../src/types/altered.js';
import type { RiftboundAction } from '../../src/types/riftbound.js';
import { alteredActionSchemas, riftboundActionSchemas } from './action-schemas.js';
import { DECLARED_CODES, DECLARED_EVENTS, DECLARED_VIEW_KEYS, UNAVAILABLE_CODES } from './declared-shapes.js';

type DeepReadonly<T> = T extends readonly (infer E)[] ? readonly DeepReadonly<E>[] : T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type FromSchemas<T extends Record<string, object>> = { [K in keyof T]: DeepReadonly<FromSchema<T[K]>> }[keyof T];

// Compile-time: the declared unions are exactly what the schemas describe.
const riftboundInStep: Same<RiftboundAction, FromSchemas<typeof riftboundActionSchemas>> = true;
const alteredInStep: Same<AlteredAction, FromSchemas<typeof alteredActionSchemas>> = true;

const SCHEMAS = { riftbound: riftboundActionSchemas, altered: alteredActionSchemas } as const;
const ajv = new Ajv2020({ allErrors: true, strict: false });

/** Plays a game between random bots, calling `visit` at each decision. */
function playRandom(mode: string, seed: number, visit: (game: ReturnType<typeof createGame>, seat: string) => void, maxActions = 400): ReturnType<typeof createGame> {
  const game = createGame({ mode, seed });
  const bot = new RandomBot(seed);
  for (let n = 0; n < maxActions && !game.over; n++) {
    const seat = game.toAct()[0];
    if (seat === undefined) break;
    visit(game, seat);
    const result = game.apply(bot.choose(game.legalActions(seat)));
    expect(result.ok).toBe(true);
  }
  return game;
}

describe('declared action types', () => {
  it('compile-time checks hold', () => {
    expect([riftboundInStep, alteredInStep]).toEqual([true, true]);
  });

  for (const [game, schemas] of Object.entries(SCHEMAS)) {
    it(`${game}: each action kind accepts exactly the declared fields`, () => {
      const kinds = (GAMES[game] as { actions: Record<string, { fields: readonly string[] }> }).actions;
      expect(Object.keys(kinds).sort()).toEqual(Object.keys(schemas).sort());
      for (const [type, schema] of Object.entries(schemas)) {
        const declared = Object.keys(schema.properties).filter((k) => k !== 'type' && k !== 'seat');
        expect([...(kinds[type]?.fields ?? [])].sort(), type).toEqual(declared.sort());
      }
    });
  }

  for (const mode of listModes()) {
    it(`${mode}: every legal action, event and view of random games has its declared shape`, () => {
      const game = mode.split('/')[0] as keyof typeof SCHEMAS;
      const validators = Object.fromEntries(Object.entries(SCHEMAS[game]).map(([type, schema]) => [type, ajv.compile(schema)]));
      const events = DECLARED_EVENTS[game];
      for (const seed of [1, 2]) {
        const played = playRandom(mode, seed, (g, seat) => {
          for (const action of g.legalActions(seat)) {
            const validate = validators[action.type];
            expect(validate, action.type).toBeDefined();
            expect(validate?.(action) ? [] : validate?.errors, JSON.stringify(action)).toEqual([]);
          }
          for (const viewer of [seat, null]) expect(Object.keys(g.view(viewer)).sort()).toEqual([...DECLARED_VIEW_KEYS[game]].sort());
        });
        for (const event of played.events()) {
          const declared = events[event.type];
          expect(declared, `event ${event.type} is declared`).toBeDefined();
          const fields = Object.keys(event).filter((k) => k !== 'type');
          const required = (declared ?? []).filter((f) => !f.endsWith('?'));
          const allowed = (declared ?? []).map((f) => f.replace(/\?$/, ''));
          expect(fields.filter((f) => !allowed.includes(f)), event.type).toEqual([]);
          expect(required.filter((f) => !fields.includes(f)), event.type).toEqual([]);
        }
      }
    });
  }
});

/** Every `.ts` file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('declared refusal codes', () => {
  for (const game of ['riftbound', 'altered'] as const) {
    it(`${game}: the codes in the engine, the game's sources and its shipped rules are the declared ones`, () => {
      const found = new Set<string>();
      for (const file of [...sources(join(PACKAGE_ROOT, 'src/engine')), ...sources(join(PACKAGE_ROOT, 'src/games', game))]) {
        const text = readFileSync(file, 'utf8');
        for (const m of text.matchAll(/violation\(\s*'([A-Z_]+)'/g)) found.add(m[1] as string);
        for (const m of text.matchAll(/refusal: '([A-Z_]+)'/g)) found.add(m[1] as string);
        // The message catalogues' refusal keys: a code, or a code and its variant after a dot.
        for (const m of text.matchAll(/^\s*'([A-Z][A-Z_]+)(?:\.\w+)?':/gm)) found.add(m[1] as string);
      }
      for (const file of readdirSync(join(PACKAGE_ROOT, 'rules', game)).filter((f) => f.endsWith('.json'))) {
        for (const m of readFileSync(join(PACKAGE_ROOT, 'rules', game, file), 'utf8').matchAll(/"code":\s*"([A-Z_]+)"/g)) found.add(m[1] as string);
      }
      expect([...found].sort()).toEqual([...new Set([...DECLARED_CODES[game], ...UNAVAILABLE_CODES])].sort());
    });
  }
});
