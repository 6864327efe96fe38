/**
 * Every object of a Riftbound game in play holds the same fields, those unset as `undefined`
 * (state/state.ts, newGameObject): a field is set and unset, never added or deleted. What leaves the
 * game reads as before: views hold only the fields that are set, and a finished game keeps
 * only those (less memory). Objects from outside (a view determinized, a snapshot read from
 * JSON text, a position) are made whole.
 * The state itself, its seats, its showdowns, chain items and pending abilities keep their
 * fields the same way.
 */
import { describe, expect, it } from 'vitest';
import { createGame, loadPosition, restoreGame } from '../../src/api.js';
import { RandomBot } from '../../src/bots/random-bot.js';
import type { Game } from '../../src/engine/game/game.js';
import type { Snapshot } from '../../src/engine/game/record.js';
import { seedRng } from '../../src/engine/game/rng.js';
import { jsonValueIssues } from '../../src/engine/json/json-file.js';
import { determinizeRiftbound, type RiftboundView } from '../../src/games/riftbound/determinize.js';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compactObjects, gameObjectFrom, newGameObject, setFieldsOf, type GameObject, type RiftboundRules, type RiftboundState } from '../../src/games/riftbound/state/state.js';

const MODES = ['riftbound/duel', 'riftbound/2v2', 'riftbound/ffa4'];
const FIELDS = Object.keys(newGameObject('o1', 'card', 'A'));
const OPTIONAL = FIELDS.filter((key) => (newGameObject('o1', 'card', 'A') as unknown as Record<string, unknown>)[key] === undefined);

type RiftGame = Game<RiftboundState, RiftboundRules>;

/** Plays random actions, calling `each` after every one. */
function playRandom(game: RiftGame, seed: number, each: () => void): void {
  const bot = new RandomBot(seed);
  for (let n = 0; n < 250 && !game.over; n++) {
    const seat = game.seats.find((s) => game.legalActions(s).length > 0);
    if (seat === undefined) break;
    expect(game.apply(bot.choose(game.legalActions(seat))).ok).toBe(true);
    each();
  }
}

describe('objects of a live game', () => {
  it('lists every optional field of GameObject', () => {
    expect(OPTIONAL).toEqual(['might', 'keywords', 'grantedKeywords', 'turnKeywords', 'keywordChanges', 'buffed', 'moreBuffs', 'mightThisTurn', 'mightThisCombat', 'movesThisTurn', 'stunned', 'cantThisTurn', 'attachedTo', 'at']);
  });

  it.each(MODES)('keep every field, in one order, through random games of %s; views hold only those set', (mode) => {
    const setFields = new Set<string>();
    // Faults are collected and asserted once: an expect per object and action costs more than the games.
    const faults: string[] = [];
    const fields = FIELDS.join();
    for (const seed of [1, 2]) {
      const game = createGame<RiftboundState>({ mode, seed }) as unknown as RiftGame;
      let step = 0;
      playRandom(game, seed, () => {
        if (game.over) return;
        for (const [id, obj] of Object.entries(game.liveState.objects)) {
          if (Object.keys(obj).join() !== fields) faults.push(`${id}'s fields: ${Object.keys(obj).join()}`);
          for (const key of OPTIONAL) if ((obj as unknown as Record<string, unknown>)[key] !== undefined) setFields.add(key);
        }
        if (step++ % 7 !== 0) return;
        const view = game.view(game.seats[0] as string) as unknown as { objects: Record<string, GameObject>; showdown: object | null };
        if (view.showdown !== null && Object.values(view.showdown).includes(undefined)) faults.push('the showdown holds undefined');
        for (const [id, obj] of Object.entries(view.objects)) {
          // Plain JSON: no undefined, function, class instance or number JSON cannot hold.
          const issues = jsonValueIssues(obj);
          if (issues.length) faults.push(`${id} in the view: ${issues.map((i) => `${i.path} ${i.message}`).join('; ')}`);
        }
      });
    }
    expect(faults).toEqual([]);
    // The games set and unset some optional field, not only the fixed ones.
    expect(setFields.size).toBeGreaterThan(0);
  });
});

/** The keys of the state, of each seat and of the showdown, in order. */
function recordKeys(state: RiftboundState): { state: string[]; seats: string[][]; showdown: string[] | null } {
  return { state: Object.keys(state), seats: state.seats.map((s) => Object.keys(s)), showdown: state.showdown && Object.keys(state.showdown) };
}

describe('the state, its seats and showdowns in a live game', () => {
  it.each(MODES)('keep their fields, in one order, through random games of %s', (mode) => {
    const keys = recordKeys(createGame<RiftboundState>({ mode, seed: 1 }).liveState as RiftboundState);
    const seatKeys = keys.seats[0] as string[];
    expect(seatKeys.at(-1)).toBe('cardsPlayedThisTurn');
    expect(keys.state.slice(-11)).toEqual(['instructionCost', 'splitChoice', 'triggerCounts', 'entersReady', 'cantPlayCards', 'cantPlayTypes', 'buffsGiveMore', 'delayed', 'turnFacts', 'damagedBy', 'dying']);
    let showdownKeys: string[] | undefined;
    for (const seed of [1, 2]) {
      const game = createGame<RiftboundState>({ mode, seed }) as unknown as RiftGame;
      playRandom(game, seed, () => {
        const now = recordKeys(game.liveState);
        expect(now.state).toEqual(keys.state);
        for (const seat of now.seats) expect(seat).toEqual(seatKeys);
        if (now.showdown === null) return;
        showdownKeys ??= now.showdown;
        expect(now.showdown).toEqual(showdownKeys);
      });
    }
    expect(showdownKeys).toEqual(['battlefield', 'combat', 'attacker', 'defender', 'focus', 'passesInRow', 'orders', 'assigners', 'excessDamage']);
  });

  it('are never stripped of a field: no `delete` of one in the game module', () => {
    const root = join(import.meta.dirname, '../../src/games/riftbound');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    // Only entries of a dictionary (objects by id) may be deleted.
    const deletes = files.flatMap((f) => readFileSync(join(root, f), 'utf8').split('\n').filter((line) => /\bdelete\s/.test(line) && !/delete edit\([^)]*\)\[/.test(line)).map((line) => `${f}: ${line.trim()}`));
    expect(deletes).toEqual([]);
  });
});

describe('chain items and pending abilities in a live game', () => {
  const ITEM_FIELDS = ['kind', 'controller', 'source', 'card', 'keyword', 'ability', 'text', 'mode', 'targets', 'declined', 'here', 'lastKnown', 'subject', 'repeats', 'split', 'splitDamage', 'paidAdditional', 'recycled', 'excessDamage', 'eventPlayer', 'id'];
  const PENDING_FIELDS = ['id', 'trigger', 'controller', 'source', 'card', 'ability', 'keyword', 'here', 'text', 'targets', 'lastKnown', 'fromHiding', 'subject', 'excessDamage', 'eventPlayer'];

  it.each(MODES)('keep every field, in one order, through random games of %s; views hold only those set', (mode) => {
    let items = 0;
    let pending = 0;
    for (const seed of [1, 2, 3]) {
      const game = createGame<RiftboundState>({ mode, seed }) as unknown as RiftGame;
      playRandom(game, seed, () => {
        if (game.over) return;
        const { chain, triggers } = game.liveState;
        for (const item of chain) expect(Object.keys(item)).toEqual(ITEM_FIELDS);
        for (const t of triggers) expect(Object.keys(t)).toEqual(PENDING_FIELDS);
        items += chain.length;
        pending += triggers.length;
        if (chain.length + triggers.length === 0) return;
        const view = game.view(null) as unknown as Pick<RiftboundState, 'chain' | 'triggers'>;
        for (const entry of [...view.chain, ...view.triggers]) expect(Object.values(entry)).not.toContain(undefined);
      });
    }
    expect(items).toBeGreaterThan(0);
    expect(pending).toBeGreaterThan(0);
  });
});

describe('objects entering a game from outside', () => {
  it('are made whole: a view copied into a determinized state holds every field, as do its seats', () => {
    const game = createGame<RiftboundState>({ mode: 'riftbound/duel', seed: 4 }) as unknown as RiftGame;
    playRandom(game, 4, () => {});
    const seat = game.seats[0] as string;
    const view = { ...(game.view(seat) as object), machine: undefined } as unknown as RiftboundView;
    const state = determinizeRiftbound(view, seat, game.rules, seedRng(9));
    for (const obj of Object.values(state.objects)) expect(Object.keys(obj)).toEqual(FIELDS);
    const keys = recordKeys(game.liveState);
    expect(recordKeys(state).state).toEqual(keys.state);
    for (const seatKeys of recordKeys(state).seats) expect(seatKeys).toEqual(keys.seats[0]);
  });

  it('are made whole when a game is restored from snapshot JSON text, and it plays on as the game it was taken from', () => {
    for (const mode of MODES) {
      const game = createGame<RiftboundState>({ mode, seed: 8 }) as unknown as RiftGame;
      let showdownSeen = false;
      // Stop in a showdown when one comes, so that its fields are restored too.
      for (let n = 0; n < 400 && !game.over && !(showdownSeen = game.liveState.showdown !== null && n > 40); n++) {
        const seat = game.seats.find((s) => game.legalActions(s).length > 0) as string;
        expect(game.apply(new RandomBot(n).choose(game.legalActions(seat))).ok).toBe(true);
      }
      expect(showdownSeen).toBe(true);
      const snapshot = game.snapshot();
      // A snapshot is plain JSON: no field set to undefined in it.
      expect(snapshot).toStrictEqual(JSON.parse(JSON.stringify(snapshot)));
      const text = JSON.stringify(snapshot);
      const restored = restoreGame<RiftboundState>(JSON.parse(text) as Snapshot) as unknown as RiftGame;
      for (const obj of Object.values(restored.liveState.objects)) expect(Object.keys(obj)).toEqual(FIELDS);
      expect(recordKeys(restored.liveState)).toEqual(recordKeys(game.liveState));
      const keysOf = (state: RiftboundState) => [...state.chain, ...state.triggers].map((entry) => Object.keys(entry));
      expect(keysOf(restored.liveState)).toEqual(keysOf(game.liveState));
      expect(JSON.stringify(restored.snapshot())).toBe(text);
      const [a, b] = [new RandomBot(3), new RandomBot(3)];
      for (let n = 0; n < 60 && !game.over; n++) {
        const seat = game.seats.find((s) => game.legalActions(s).length > 0) as string;
        expect(restored.legalActions(seat)).toEqual(game.legalActions(seat));
        expect(restored.apply(b.choose(restored.legalActions(seat)))).toEqual(game.apply(a.choose(game.legalActions(seat))));
      }
      expect(restored.snapshot()).toEqual(game.snapshot());
    }
  });

  it('stay whole in a game restored from a sealed snapshot, once it copies the state it shared', () => {
    const game = createGame<RiftboundState>({ mode: 'riftbound/duel', seed: 9 }) as unknown as RiftGame;
    const bot = new RandomBot(9);
    for (let n = 0; n < 60; n++) {
      const seat = game.seats.find((s) => game.legalActions(s).length > 0) as string;
      expect(game.apply(bot.choose(game.legalActions(seat))).ok).toBe(true);
    }
    expect(game.over).toBe(false);
    const restored = restoreGame<RiftboundState>(game.sealedSnapshot()) as unknown as RiftGame;
    const seat = restored.seats.find((s) => restored.legalActions(s).length > 0) as string;
    expect(restored.apply(new RandomBot(1).choose(restored.legalActions(seat))).ok).toBe(true);
    expect(restored.liveState).not.toBe(game.liveState);
    for (const obj of Object.values(restored.liveState.objects)) expect(Object.keys(obj)).toEqual(FIELDS);
    expect(recordKeys(restored.liveState)).toEqual(recordKeys(game.liveState));
  });

  it('are made whole when a game is loaded from a position', () => {
    const file = join(import.meta.dirname, '../../scenarios/riftbound/triggers/combat-attacker-places-first.json');
    const { position } = JSON.parse(readFileSync(file, 'utf8')) as { position: { mode: string } };
    const game = loadPosition<RiftboundState>(position, file) as unknown as RiftGame;
    expect(game.liveState.showdown).not.toBeNull();
    const whole = createGame<RiftboundState>({ mode: position.mode, seed: 1 }).liveState as RiftboundState;
    for (const obj of Object.values(game.liveState.objects)) expect(Object.keys(obj)).toEqual(FIELDS);
    const keys = recordKeys(game.liveState);
    expect(keys.state).toEqual(recordKeys(whole).state);
    for (const seatKeys of keys.seats) expect(seatKeys).toEqual(recordKeys(whole).seats[0]);
    expect(keys.showdown).toEqual(['battlefield', 'combat', 'attacker', 'defender', 'focus', 'passesInRow', 'orders', 'assigners', 'excessDamage']);
  });

  it('are copied whole without sharing a list, and read back with only the fields set', () => {
    const fields = { ...newGameObject('o7', 'card', 'A'), keywords: ['Assault'], damage: 2 } as GameObject;
    const whole = gameObjectFrom(fields);
    expect(Object.keys(whole)).toEqual(FIELDS);
    expect(whole.keywords).toEqual(['Assault']);
    expect(whole.keywords).not.toBe(fields.keywords);
    expect(setFieldsOf(whole)).toStrictEqual({ id: 'o7', card: 'card', owner: 'A', controller: 'A', exhausted: false, damage: 2, keywords: ['Assault'] });
  });
});

describe('objects of a finished game', () => {
  it('keep only their fields that are set', () => {
    const game = createGame<RiftboundState>({ mode: 'riftbound/duel', seed: 5 }) as unknown as RiftGame;
    playRandom(game, 5, () => {});
    const bot = new RandomBot(6);
    while (!game.over) {
      const seat = game.seats.find((s) => game.legalActions(s).length > 0) as string;
      expect(game.apply(bot.choose(game.legalActions(seat))).ok).toBe(true);
    }
    const objects = Object.values(game.liveState.objects);
    expect(objects.length).toBeGreaterThan(0);
    for (const obj of objects) expect(Object.values(obj)).not.toContain(undefined);
  });

  it('are compacted without changing the state as JSON', () => {
    const game = createGame<RiftboundState>({ mode: 'riftbound/duel', seed: 6 }) as unknown as RiftGame;
    playRandom(game, 6, () => {});
    const state = structuredClone(game.liveState) as RiftboundState;
    const json = JSON.stringify(state);
    compactObjects(state);
    expect(JSON.stringify(state)).toBe(json);
    for (const obj of Object.values(state.objects)) expect(Object.values(obj)).not.toContain(undefined);
  });
});
