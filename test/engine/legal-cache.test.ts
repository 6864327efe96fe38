// @module-tag thorough
/**
 * The runtime's shortcuts for legal actions: guards and active states computed once per
 * state version, seats that cannot act answered without asking the game to list anything,
 * and listed actions applied without a second check. Each shortcut is compared with the
 * plain path, in every shipped mode.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMode } from '../../src/api.js';
import { RandomBot } from '../../src/bots/random-bot.js';
import { loadDefinition } from '../../src/engine/game/definition.js';
import { fileSource, toLocation } from '../../src/node/file-source.js';
import { EngineError, violation } from '../../src/engine/errors.js';
import { guardEventFields } from '../../src/engine/game/flow-cache.js';
import { line } from '../../src/engine/game/event-words.js';
import { Game } from '../../src/engine/game/game.js';
import { replayGame } from '../../src/engine/game/replay.js';
import type { GameOptions } from '../../src/engine/game/options.js';
import type { Action, BaseState, GameModule } from '../../src/engine/game/module.js';
import { expectAccepted } from '../support/random-games.js';

const MODES = ['riftbound/duel', 'riftbound/2v2', 'riftbound/ffa4', 'altered/duel', 'altered/2v2'];

function newGame(mode: string, seed: number, options: GameOptions = {}): Game {
  return replayGame(loadMode(mode), { format: 'rulegraph/record@1', start: { setup: { mode, seed } }, actions: [] }, options);
}

/** Plays a seeded random game; `pick` turns the chosen listed action into what is applied. */
function play(mode: string, seed: number, options: GameOptions, pick: (listed: Action) => unknown, each: (game: Game) => void = () => {}): Game {
  const game = newGame(mode, seed, options);
  const bot = new RandomBot(seed);
  for (let n = 0; !game.over; n++) {
    if (n > 5000) throw new Error('game too long');
    each(game);
    const seat = game.seats.find((s) => game.legalActions(s).length > 0);
    if (seat === undefined) throw new Error(`nobody can act in ${game.machineState}`);
    const result = game.apply(pick(bot.choose(game.legalActions(seat))));
    expectAccepted(result);
  }
  return game;
}

describe('guardEventFields', () => {
  it('finds the action fields a guard reads, through the guards it names, and survives cycles', () => {
    const fields = guardEventFields({
      mine: { when: { '==': [{ event: 'seat' }, { sel: 'turn' }] } },
      aimed: { when: { and: [{ guard: 'mine' }, { in: [{ event: 'target' }, { sel: 'units' }] }] } },
      plain: { when: { sel: 'chainEmpty' } },
      loopA: { when: { or: [{ guard: 'loopB' }, { event: 'card' }] } },
      loopB: { when: { guard: 'loopA' } },
    });
    expect([...fields.get('mine')!]).toEqual(['seat']);
    expect([...fields.get('aimed')!].sort()).toEqual(['seat', 'target']);
    expect([...fields.get('plain')!]).toEqual([]);
    expect([...fields.get('loopA')!]).toEqual(['card']);
    expect([...fields.get('loopB')!]).toEqual(['card']);
  });
});

describe.each(MODES)('%s: shortcuts agree with the plain path', (mode) => {
  it('legal lists and unchecked applies match the full checks (shadow check) over seeded games', () => {
    for (const seed of [1, 2, 3]) {
      const game = play(mode, seed, { shadowCheck: true }, (a) => a);
      expect(game.over).toBe(true);
    }
  });

  it('applying the listed object or a copy of it (fully checked) gives the same events, states and records', () => {
    for (const seed of [4, 5]) {
      const fast = play(mode, seed, {}, (a) => a);
      const slow = play(mode, seed, {}, (a) => structuredClone(a));
      expect(fast.events()).toEqual(slow.events());
      expect(fast.snapshot()).toEqual(slow.snapshot());
      expect(fast.record()).toEqual(slow.record());
    }
  });

  it('actingSeats names every seat with a legal action, and a seat it leaves out has none', () => {
    let narrowed = 0;
    play(mode, 6, {}, (a) => a, (game) => {
      const acting = game.actingSeats();
      for (const seat of game.seats) {
        if (!acting.includes(seat)) expect(game.legalActions(seat)).toEqual([]);
        else if (game.legalActions(seat).length > 0) expect(acting).toContain(seat);
      }
      if (acting.length < game.seats.length) narrowed++;
    });
    // The statechart's seat guards rule out someone at most decisions.
    expect(narrowed).toBeGreaterThan(0);
  });
});

describe('an action kind the mode rules out (possible: false)', () => {
  it.each(['riftbound/duel', 'riftbound/ffa4', 'altered/2v2'])('is never listed in %s (no teammates, or the knob off), and makes no seat an acting one', (mode) => {
    let steps = 0;
    for (const seed of [1, 2]) {
      play(mode, seed, {}, (a) => a, (game) => {
        const withActions = game.seats.filter((seat) => game.legalActions(seat).length > 0);
        // Showing a hand, allowed in every state, would make every seat an acting one.
        expect(game.actingSeats()).toEqual(withActions);
        // Nor inviting a teammate, or declining an invitation, in a mode without teammates.
        for (const seat of game.seats) for (const type of game.legalActions(seat).map((a) => a.type)) expect(['showHand', 'invite', 'declineInvitation']).not.toContain(type);
        steps++;
      });
    }
    expect(steps).toBeGreaterThan(50);
  });

  it('is listed where the mode allows it: in riftbound/2v2 a seat with nothing else to do may show its hand, and acts', () => {
    const game = newGame('riftbound/2v2', 3);
    const bot = new RandomBot(3);
    let onlyShowing = 0;
    for (let n = 0; n < 300 && !game.over; n++) {
      const acting = game.actingSeats();
      for (const seat of game.seats) {
        const types = game.legalActions(seat).map((a) => a.type);
        if (types.length > 0 && types.every((type) => type === 'showHand')) {
          onlyShowing++;
          expect(acting).toContain(seat);
        }
      }
      // Play on with the actions that move the game (showing a hand would not).
      const seat = game.seats.find((s) => game.legalActions(s).some((a) => a.type !== 'showHand'));
      if (seat === undefined) break;
      expect(game.apply(bot.choose(game.legalActions(seat).filter((a) => a.type !== 'showHand'))).ok).toBe(true);
    }
    expect(onlyShowing).toBeGreaterThan(0);
  });
});

describe('listed actions', () => {
  it('are sealed: frozen, deeply, and not shared with the game state', () => {
    const game = newGame('riftbound/duel', 7);
    const seat = game.actingSeats()[0]!;
    const actions = game.legalActions(seat);
    expect(actions.length).toBeGreaterThan(0);
    for (const action of actions) {
      expect(Object.isFrozen(action)).toBe(true);
      for (const value of Object.values(action)) if (typeof value === 'object' && value !== null) expect(Object.isFrozen(value)).toBe(true);
    }
    expect(() => {
      (actions[0] as Record<string, unknown>)['seat'] = 'nobody';
    }).toThrow(TypeError);
  });

  it('listed before the state changed are checked again in full, and refused when no longer legal', () => {
    const game = newGame('riftbound/duel', 8);
    const seat = game.actingSeats()[0]!;
    const [first] = game.legalActions(seat);
    expect(game.apply(first).ok).toBe(true);
    // The same sealed object again: the mulligan was made, so the statechart now refuses it.
    const again = game.apply(first);
    expect(again.ok).toBe(false);
  });

  it('asked again in the same state version, are the same sealed actions in a new array of the caller\'s', () => {
    const game = newGame('riftbound/duel', 10);
    const seat = game.actingSeats()[0]!;
    const first = game.legalActions(seat);
    const second = game.legalActions(seat);
    expect(second).not.toBe(first);
    expect(second.length).toBe(first.length);
    second.forEach((action, i) => expect(action).toBe(first[i]));
    // What the caller does with its array changes nothing for the next one.
    first.length = 0;
    second.push({ type: 'pass', seat } as Action);
    const third = game.legalActions(seat);
    expect(third.length).toBe(second.length - 1);
    // An action of either list is applied as listed; after it, the state version changed.
    expect(game.apply(third[0]).ok).toBe(true);
    expect(game.legalActions(seat)[0]).not.toBe(third[0]);
  });

  it('a look-alike of a listed action is checked in full, on a copy of its own fields', () => {
    const game = newGame('riftbound/duel', 11);
    const seat = game.actingSeats()[0]!;
    const first = game.legalActions(seat)[0]!;
    const record = JSON.stringify(game.record());
    expect(game.apply({ ...first, card: 'o99999' })).toMatchObject({ ok: false, error: { code: 'MALFORMED_ACTION' } });
    // Inherited fields are not an action's: a copy (what the record would keep) has none.
    expect(game.apply(Object.create(first))).toMatchObject({ ok: false, error: { code: 'MALFORMED_ACTION' } });
    expect(game.check(Object.create(first))).toMatchObject({ code: 'MALFORMED_ACTION' });
    // What cannot be copied as data is refused, not sent.
    expect(game.apply(new Proxy({ ...first }, {}))).toMatchObject({ ok: false, error: { code: 'MALFORMED_ACTION' } });
    expect(game.apply({ ...first, later: () => 1 })).toMatchObject({ ok: false, error: { code: 'MALFORMED_ACTION' } });
    // Nor does a getter or a trap that throws crash anything: the copy fails, and that is the refusal.
    const throwing = Object.defineProperty({ ...first }, 'seat', { enumerable: true, get: () => { throw new Error('no seat'); } });
    expect(game.apply(throwing)).toMatchObject({ ok: false, error: { code: 'MALFORMED_ACTION' } });
    const trap = new Proxy({ ...first }, { get: () => { throw new Error('trapped'); }, ownKeys: () => { throw new Error('trapped'); } });
    expect(game.apply(trap)).toMatchObject({ ok: false, error: { code: 'MALFORMED_ACTION' } });
    expect(game.check(trap)).toMatchObject({ code: 'MALFORMED_ACTION' });
    // A field read through a getter is checked and sent as the value the copy took: one that
    // answers differently later cannot slip another value past the checks.
    let reads = 0;
    const shifty = { ...first };
    Object.defineProperty(shifty, 'seat', { enumerable: true, get: () => (reads++ < 2 ? seat : 'nobody') });
    expect(game.apply(shifty).ok).toBe(true);
    const kept = game.record().actions.at(-1)!;
    expect(kept).toEqual({ ...first });
    expect(Object.getOwnPropertyDescriptor(kept, 'seat')?.value).toBe(seat);
    expect(JSON.stringify(game.record())).not.toBe(record);
    expect(replayGame(loadMode('riftbound/duel'), game.record()).snapshot()).toEqual(game.snapshot());
  });

  it('an action from outside is JSON exactly, as the record keeps it: anything else is refused with its path', () => {
    const game = newGame('riftbound/duel', 11);
    const seat = game.actingSeats()[0]!;
    const first = game.legalActions(seat)[0]!;
    const record = JSON.stringify(game.record());
    const refusals: [unknown, string][] = [
      [{ ...first, card: Number.NaN }, '$.card'],
      [{ ...first, targets: { victim: [undefined] } }, '$.targets.victim[0]'],
      [{ ...first, to: new Date(0) }, '$.to'],
      [{ ...first, to: new Map() }, '$.to'],
      [{ ...first, targets: { victim: [Infinity] } }, '$.targets.victim[0]'],
      [{ ...first, targets: Array.from({ length: 10_001 }, () => 'o1') }, '$.targets'],
    ];
    for (const [input, path] of refusals) {
      const result = game.apply(input);
      expect(result).toMatchObject({ ok: false, error: { code: 'MALFORMED_ACTION', rule: 'docs/api.md#actions' } });
      expect(!result.ok && result.error.message).toContain(`${path}:`);
      expect(game.check(input)).toMatchObject({ code: 'MALFORMED_ACTION' });
    }
    // One that contains itself (a structured clone keeps the cycle) is refused too, and ends.
    const cyclic: Record<string, unknown> = { ...first, targets: {} };
    (cyclic['targets'] as Record<string, unknown>)['victim'] = cyclic;
    expect(game.apply(cyclic)).toMatchObject({ ok: false, error: { code: 'MALFORMED_ACTION', rule: 'docs/api.md#actions' } });
    // Nothing was applied or recorded.
    expect(JSON.stringify(game.record())).toBe(record);
    // A field set to undefined is absent, as in JSON (even one the action does not declare):
    // applied as the listed action, recorded without it.
    expect(game.apply({ ...first, note: undefined, targets: undefined }).ok).toBe(true);
    const kept = game.record().actions.at(-1)!;
    expect(kept).toEqual(first);
    expect(Object.keys(kept)).toEqual(Object.keys(first));
  });

  it('an edited copy of a listed action goes through every check', () => {
    const game = newGame('riftbound/duel', 9);
    const seat = game.actingSeats()[0]!;
    const [first] = game.legalActions(seat);
    const other = game.seats.find((s) => s !== seat)!;
    expect(game.apply({ ...first, seat: other })).toMatchObject({ ok: false });
    expect(game.apply({ ...first, extra: 1 })).toMatchObject({ ok: false, error: { code: 'MALFORMED_ACTION' } });
  });
});

// A game whose guard reads a field of the action besides the seat: each instance is asked.
interface PickState extends BaseState {
  picked: number[];
}
const pick: GameModule<PickState, { machine: string }, unknown> = {
  id: 'pick',
  modes: [],
  rulesSchema: { type: 'object' },
  selectors: { count: { returns: 'number', description: 'how many picked', fn: (s) => s.picked.length } },
  machineActions: { pick: (host, event) => void host.state.picked.push((event as unknown as { n: number }).n) },
  actions: {
    pick: {
      description: 'pick a number',
      fields: ['n'],
      enumerate: (_h, seat) => [1, 2, 3, 4].map((n) => ({ type: 'pick', seat, n })),
      check: (_h, a) => ([1, 2, 3, 4].includes(a['n'] as number) ? undefined : violation('BAD', 'pick 1 to 4', 'pick §1')),
    },
  },
  createState: (_r, _s, rng) => ({ rng, picked: [] }),
  seats: () => ['P', 'Q'],
  stateIssues: () => [],
  view: (s) => s,
  describeEvent: (e) => line(e.type),
  catalog: () => ({}),
  positionSchema: {},
  publishedSchemas: () => ({}),
  positionRules: () => undefined,
  expectations: { schema: { type: 'object' }, check: () => [] },
  fromPosition: (_r, p) => ({ state: p as PickState, machine: 'picking' }),
};

function pickGame(options: GameOptions = {}): Game<PickState, { machine: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'pick-'));
  writeFileSync(
    join(dir, 'pick.json'),
    JSON.stringify({
      id: 'pick',
      initial: 'picking',
      states: {
        picking: { always: { guard: 'full', target: 'done' }, on: { pick: { guard: 'evenForP', actions: ['pick'] } } },
        done: { type: 'final' },
      },
    }),
  );
  writeFileSync(
    join(dir, 'rules.json'),
    JSON.stringify({
      machine: 'pick',
      guards: {
        full: { when: { '>=': [{ sel: 'count' }, 3] } },
        // P may pick even numbers only; Q never.
        evenForP: { when: { and: [{ '==': [{ event: 'seat' }, 'P'] }, { in: [{ event: 'n' }, { list: [2, 4] }] }] } },
      },
    }),
  );
  const definition = loadDefinition(fileSource, pick, { file: toLocation(join(dir, 'rules.json')), machinesDir: toLocation(dir) });
  return replayGame(definition, { format: 'rulegraph/record@1', start: { setup: {} }, actions: [] }, options);
}

describe('a guard that reads more than the seat', () => {
  it('is asked for each listed instance, and the shadow check agrees', () => {
    const game = pickGame({ shadowCheck: true });
    expect(game.legalActions('P').map((a) => a['n'])).toEqual([2, 4]);
    expect(game.legalActions('Q')).toEqual([]);
    // Q is refused only by a guard that reads more than the seat, so it may look able to act.
    expect(game.actingSeats()).toEqual(['P', 'Q']);
    expect(game.apply({ type: 'pick', seat: 'P', n: 3 }).ok).toBe(false);
    for (let i = 0; i < 3; i++) expect(game.apply(game.legalActions('P')[0]).ok).toBe(true);
    expect(game.over).toBe(true);
    expect(game.liveState.picked).toEqual([2, 2, 2]);
    expect(game.actingSeats()).toEqual([]);
  });

  it('the shadow check fails loudly when a listed action would be refused', () => {
    const game = pickGame({ shadowCheck: true });
    const listed = game.legalActions('P')[0]!;
    // Simulate a game that lists what its own check refuses: break the check after listing.
    const kinds = (pick.actions as Record<string, { check: unknown }>);
    const check = kinds['pick']!.check;
    kinds['pick']!.check = () => violation('BROKEN', 'refuses all', 'pick §2');
    try {
      expect(() => game.apply(listed)).toThrow(EngineError);
    } finally {
      kinds['pick']!.check = check;
    }
  });
});
