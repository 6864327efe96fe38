/**
 * The declared public types (src/types/) stay in step with the engine:
 * - at compile time (`tsc --noEmit`, part of `npm test`): each game's action union equals the
 *   type json-schema-to-ts derives from its action declarations (the game's
 *   player-actions.ts holds the same check);
 * - at run time: the module's action kinds are its declared actions, each with the schema of
 *   its own fields, every legal action of random games in every mode validates against its
 *   declared schema, every emitted event has the declared fields, every view has the declared
 *   keys, and the refusal codes in the sources are the declared ones.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { listModes } from '../../src/api.js';
import { RandomBot } from '../../src/bots/random-bot.js';
import { createGame } from '../../src/api.js';
import { PACKAGE_ROOT } from '../../src/node/paths.js';
import { GAMES } from '../../src/games/index.js';
import type { AlteredAction } from '../../src/types/altered.js';
import type { RiftboundAction } from '../../src/types/riftbound.js';
import { actionSchemas } from '../../src/engine/game-kit/define-action.js';
import { riftboundActions, type DeclaredRiftboundAction } from '../../src/games/riftbound/player-actions.js';
import { alteredActions, type DeclaredAlteredAction } from '../../src/games/altered/player-actions.js';
import { DECLARED_CODES, DECLARED_EVENTS, DECLARED_VIEW_KEYS, UNAVAILABLE_CODES } from './declared-shapes.js';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

// Compile-time: the published unions are exactly what the declarations' schemas describe.
const riftboundInStep: Same<RiftboundAction, DeclaredRiftboundAction> = true;
const alteredInStep: Same<AlteredAction, DeclaredAlteredAction> = true;

const DECLARED = { riftbound: riftboundActions, altered: alteredActions } as const;
const SCHEMAS = { riftbound: actionSchemas(riftboundActions), altered: actionSchemas(alteredActions) } as const;
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

  for (const [game, declared] of Object.entries(DECLARED)) {
    it(`${game}: the module's action kinds are its declared actions, each accepting exactly its schema's fields`, () => {
      const kinds = (GAMES[game] as { actions: Record<string, { fields: readonly string[]; schema?: object }> }).actions;
      expect(Object.keys(kinds)).toEqual(Object.keys(declared));
      for (const [type, action] of Object.entries(declared)) {
        expect(action.type, type).toBe(type);
        expect(kinds[type]?.schema, type).toBe(action.schema);
        const properties = Object.keys(action.schema.properties).filter((k) => k !== 'type' && k !== 'seat');
        expect(kinds[type]?.fields, type).toEqual(properties);
      }
    });
  }

  for (const mode of listModes()) {
    it(`${mode}: every legal action, event and view of random games has its declared shape`, () => {
      const game = mode.split('/')[0] as keyof typeof SCHEMAS;
      const validators = Object.fromEntries(Object.entries(SCHEMAS[game]).map(([type, schema]) => [type, ajv.compile(schema)]));
      const events = DECLARED_EVENTS[game];
      const viewKeys = [...DECLARED_VIEW_KEYS[game]].sort().join();
      // Collected and asserted once: every legal action of every decision is checked.
      const faults: string[] = [];
      for (const seed of [1, 2]) {
        const played = playRandom(mode, seed, (g, seat) => {
          for (const action of g.legalActions(seat)) {
            const validate = validators[action.type];
            if (validate === undefined) faults.push(`${action.type} is not declared`);
            else if (!validate(action)) faults.push(`${JSON.stringify(action)}: ${JSON.stringify(validate.errors)}`);
          }
          for (const viewer of [seat, null]) if (Object.keys(g.view(viewer)).sort().join() !== viewKeys) faults.push(`the view of ${viewer}: ${Object.keys(g.view(viewer)).sort().join()}`);
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
      expect(faults).toEqual([]);
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
