/**
 * The engine core with a game that is not Riftbound: a race to a target number. It shows
 * that the runtime knows no card game, and checks its guarantees on a tiny scale.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDefinition, type GameDefinition } from '../../src/engine/game/definition.js';
import { fileSource, toLocation } from '../../src/node/file-source.js';
import { EngineError, violation } from '../../src/engine/errors.js';
import { Game } from '../../src/engine/game/game.js';
import { replayGame } from '../../src/engine/game/replay.js';
import { MAX_EVENTS_PER_ACTION } from '../../src/engine/game/host.js';
import type { BaseState, GameModule } from '../../src/engine/game/module.js';
import { randomInt, seedRng } from '../../src/engine/game/rng.js';
import { line } from '../../src/engine/game/event-words.js';

interface RaceState extends BaseState {
  totals: Record<string, number>;
  turn: string;
}
interface RaceRules {
  machine: string;
  target: number;
}

const race: GameModule<RaceState, RaceRules, { seed: number }> = {
  id: 'race',
  modes: [],
  rulesSchema: {
    type: 'object',
    required: ['machine', 'target', 'guards'],
    properties: { machine: { type: 'string' }, target: { type: 'integer' }, guards: { type: 'object' } },
    additionalProperties: false,
  },
  selectors: {
    turn: { returns: 'string', description: 'whose turn', fn: (s) => s.turn },
    best: { returns: 'number', description: 'highest total', fn: (s) => Math.max(...Object.values(s.totals)) },
  },
  machineActions: {
    add: (host, event) => {
      const by = (event as unknown as { by: number }).by;
      if (by === 13) throw new Error('unlucky number');
      // 12 echoes without end: more events than one action may cause.
      if (by === 12) for (let i = 0; i < 120_000; i++) host.emit({ type: 'echo', i });
      // 11 whispers the total so far to the adding seat only.
      if (by === 11) host.emit({ type: 'whisper' }, { to: [host.state.turn], fields: { total: host.state.totals[host.state.turn] } });
      host.state.totals[host.state.turn] = (host.state.totals[host.state.turn] ?? 0) + by;
      host.emit({ type: 'added', seat: host.state.turn, by });
      host.state.turn = host.state.turn === 'X' ? 'Y' : 'X';
    },
    roll: (host) => host.emit({ type: 'rolled', value: randomInt(host.state.rng, 6) + 1 }),
  },
  actions: {
    add: {
      description: 'add 1 to 3, or 13',
      fields: ['by'],
      enumerate: (_h, seat) => [1, 2, 3].map((by) => ({ type: 'add', seat, by })),
      check: (_h, a) => ([1, 2, 3, 11, 12, 13].includes(a['by'] as number) ? undefined : violation('BAD_NUMBER', 'add 1, 2 or 3', 'race §1')),
    },
  },
  createState: (_rules, _setup, rng) => ({ rng, totals: { X: 0, Y: 0 }, turn: 'X' }),
  seats: () => ['X', 'Y'],
  stateIssues: () => [],
  view: (state) => state,
  describeEvent: (event) => line(event.type),
  catalog: () => ({}),
  positionSchema: {},
  publishedSchemas: () => ({}),
  positionRules: (position) => position['rules'],
  expectations: { schema: { type: 'object' }, check: () => [] },
  fromPosition: (_rules, position) => ({ state: position as RaceState, machine: 'playing' }),
};

function definition(): GameDefinition<RaceState, RaceRules> {
  const dir = mkdtempSync(join(tmpdir(), 'race-'));
  writeFileSync(
    join(dir, 'race.json'),
    JSON.stringify({
      id: 'race',
      initial: 'playing',
      states: {
        playing: {
          entry: ['roll'],
          always: { guard: 'reached', target: 'done' },
          on: { add: { guard: 'isTurn', actions: ['add'] } },
        },
        done: { type: 'final' },
      },
    }),
  );
  writeFileSync(
    join(dir, 'rules.json'),
    JSON.stringify({
      machine: 'race',
      target: 7,
      guards: {
        isTurn: { when: { '==': [{ event: 'seat' }, { sel: 'turn' }] }, error: { code: 'WAIT', message: 'not your turn', rule: 'race §2' } },
        reached: { when: { '>=': [{ sel: 'best' }, { rule: 'target' }] } },
      },
    }),
  );
  return loadDefinition(fileSource, race, { file: toLocation(join(dir, 'rules.json')), machinesDir: toLocation(dir) });
}

function newRace(seed = 1): Game<RaceState, RaceRules> {
  return replayGame(definition(), { format: 'rulegraph/record@1', start: { setup: { seed } }, actions: [] });
}

describe('the engine core, with another game', () => {
  it('runs the statechart, its guards from the rules, and the game actions', () => {
    const game = newRace();
    expect(game.machineState).toBe('playing');
    expect(game.legalActions('X')).toHaveLength(3);
    expect(game.legalActions('Y')).toEqual([]);
    expect(game.apply({ type: 'add', seat: 'Y', by: 1 })).toEqual({ ok: false, error: { code: 'WAIT', message: 'not your turn', rule: 'race §2' } });
    expect(game.apply({ type: 'add', seat: 'X', by: 9 })).toMatchObject({ ok: false, error: { code: 'BAD_NUMBER' } });
    for (const [seat, by] of [['X', 3], ['Y', 3], ['X', 3], ['Y', 1], ['X', 1]] as const) expect(game.apply({ type: 'add', seat, by }).ok).toBe(true);
    expect(game.over).toBe(true);
    expect(game.machineState).toBe('done');
    expect(game.legalActions('Y')).toEqual([]);
  });

  it('draws randomness only from the seeded generator in the state', () => {
    const rolls = (seed: number) => newRace(seed).events().map((e) => e['value']);
    expect(rolls(4)).toEqual(rolls(4));
    const state = seedRng(4);
    expect(rolls(4)).toEqual([randomInt(state, 6) + 1]);
  });

  it('an internal failure leaves the game as it was before the action', () => {
    const game = newRace();
    game.apply({ type: 'add', seat: 'X', by: 2 });
    const before = game.snapshot();
    const events = game.events().length;
    expect(() => game.apply({ type: "add", seat: "Y", by: 13 })).toThrow(EngineError);
    expect(game.snapshot()).toEqual(before);
    expect(game.events()).toHaveLength(events);
    expect(game.apply({ type: 'add', seat: 'Y', by: 2 }).ok).toBe(true);
    expect(game.liveState.totals).toEqual({ X: 2, Y: 2 });
  });

  it('refuses an action that would cause more events than the limit, and changes nothing', () => {
    const game = newRace();
    game.apply({ type: 'add', seat: 'X', by: 2 });
    const before = JSON.stringify(game.snapshot());
    const [events, actions] = [game.events().length, game.record().actions.length];
    const result = game.apply({ type: 'add', seat: 'Y', by: 12 });
    expect(result).toMatchObject({ ok: false, error: { code: 'TOO_MANY_EVENTS', message: expect.stringContaining(String(MAX_EVENTS_PER_ACTION)) } });
    expect(JSON.stringify(game.snapshot())).toBe(before);
    expect(game.events()).toHaveLength(events);
    expect(game.record().actions).toHaveLength(actions);
    expect(replayGame(definition(), game.record()).events()).toEqual(game.events());
    expect(game.apply({ type: 'add', seat: 'Y', by: 1 }).ok).toBe(true);
  });

  it('without a record (keepRecord: false), an internal failure cannot be repaired: the game refuses every later call', () => {
    const game = replayGame(definition(), { format: 'rulegraph/record@1', start: { setup: { seed: 1 } }, actions: [] }, { keepRecord: false });
    expect(game.apply({ type: 'add', seat: 'X', by: 2 }).ok).toBe(true);
    expect(() => game.record()).toThrow(expect.objectContaining({ name: 'NotKeptError', code: 'RECORD_NOT_KEPT' }));
    expect(() => game.apply({ type: 'add', seat: 'Y', by: 13 })).toThrow(/internal error while applying add/);
    expect(() => game.apply({ type: 'add', seat: 'Y', by: 2 })).toThrow(/keeps no record to rebuild it from/);
    expect(() => game.legalActions('Y')).toThrow(/keeps no record to rebuild it from/);
  });

  it('gives each seat the private part of an event meant for it, and spectators none', () => {
    const game = newRace();
    game.apply({ type: 'add', seat: 'X', by: 2 });
    const result = game.apply({ type: 'add', seat: 'Y', by: 11 });
    if (!result.ok) throw new Error(result.error.message);
    const whisper = (list: readonly { type: string }[]) => list.find((e) => e.type === 'whisper');
    expect(whisper(result.events)).toEqual({ type: 'whisper' });
    expect(whisper(result.bySeat['Y'] ?? [])).toEqual({ type: 'whisper', total: 0 });
    expect(whisper(result.bySeat['X'] ?? [])).toEqual({ type: 'whisper' });
    expect(whisper(game.events('Y'))).toEqual({ type: 'whisper', total: 0 });
    expect(whisper(game.events('X'))).toEqual({ type: 'whisper' });
    expect(whisper(game.events(null))).toEqual({ type: 'whisper' });
    expect(whisper(game.events('nobody'))).toEqual({ type: 'whisper' });
  });

  it('hands out nothing that reaches back into the game', () => {
    const game = newRace();
    const action = { type: 'add', seat: 'X', by: 2 };
    const result = game.apply(action);
    if (!result.ok) throw new Error(result.error.message);
    const before = JSON.stringify(game.snapshot());
    action.by = 3;
    expect(() => ((result.events[0] as unknown as { by: number }).by = 99)).toThrow(TypeError);
    expect(() => (game.events() as { type: string }[]).push({ type: 'forged' })).not.toThrow();
    expect(game.events().some((e) => e.type === 'forged')).toBe(false);
    expect(() => ((game.record().actions[0] as unknown as { by: number }).by = 3)).toThrow(TypeError);
    expect(game.record().actions[0]).toMatchObject({ by: 2 });
    expect(() => ((game.rules as { target: number }).target = 1)).toThrow(TypeError);
    const refusal = game.apply({ type: 'add', seat: 'X', by: 1 });
    if (refusal.ok) throw new Error('accepted');
    expect(() => ((refusal.error as { code: string }).code = 'X')).toThrow(TypeError);
    expect(newRace().apply({ type: 'add', seat: 'Y', by: 1 })).toMatchObject({ ok: false, error: { code: 'WAIT' } });
    const state = game.state();
    state.state.totals['X'] = 100;
    expect(JSON.stringify(game.snapshot())).toBe(before);
  });
});
