// @module-tag thorough
/**
 * A unit's passives, keywords and Might are cached per version of what they are made from.
 * The cache must never answer with a stale value: every read during random games of every
 * Riftbound mode, and during every Riftbound scenario, equals a fresh computation (shadow
 * check, reads in the middle of actions included); whole games play identically with the
 * cache bypassed; writes through `edit` are seen at once, and other writes keep the values.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createGame, loadPosition } from '../../src/api.js';
import { RandomBot } from '../../src/bots/random-bot.js';
import type { Game } from '../../src/engine/game/game.js';
import { PACKAGE_ROOT } from '../../src/node/paths.js';
import { boardEntriesOfKind, hasKeyword, might, passivesOn, unitLocation, unitsOnBoard } from '../../src/games/riftbound/reads/queries.js';
import type { RiftboundRules, RiftboundState } from '../../src/games/riftbound/state/state.js';
import { boardIndex, edit, editCardsPlayed, setShowdown, type BoardIndex, shadowCheckingUnitCache, uncachedSelectors, unitReadsKept, withoutUnitCache } from '../../src/games/riftbound/reads/unit-cache.js';
import { hostOf } from '../support/host.js';

const MODES = ['riftbound/duel', 'riftbound/2v2', 'riftbound/ffa3', 'riftbound/ffa4', 'riftbound/ffa4-war'];

type RiftGame = Game<RiftboundState, RiftboundRules>;

function newGame(mode: string, seed: number): RiftGame {
  return createGame<RiftboundState>({ mode, seed }) as unknown as RiftGame;
}

/** Plays up to `limit` random actions, calling `each` after every one. */
function playRandom(game: RiftGame, seed: number, limit: number, each: () => void = () => {}): void {
  const bot = new RandomBot(seed);
  for (let n = 0; n < limit && !game.over; n++) {
    const seat = game.seats.find((s) => game.legalActions(s).length > 0);
    if (seat === undefined) break;
    expect(game.apply(bot.choose(game.legalActions(seat))).ok).toBe(true);
    each();
  }
}

function unitsOf(state: RiftboundState): string[] {
  return [...state.seats.flatMap((s) => s.base), ...state.battlefields.flatMap((b) => b.units)];
}

describe.each(MODES)('%s: cached unit reads', (mode) => {
  it('are cached: every selector its passive conditions name says what it reads', () => {
    // A selector without an entry turns the cache off for the whole mode, silently slower.
    expect(uncachedSelectors(newGame(mode, 1).rules)).toEqual([]);
  });

  it('answer every read of whole games, in the middle of actions too, as a fresh computation would (shadow check)', () => {
    for (const seed of [31]) {
      shadowCheckingUnitCache(() => {
        const game = newGame(mode, seed);
        playRandom(game, seed, 3_000, () => {
          // Read every unit twice after each action: the second read comes from the cache and is checked.
          const host = { state: game.liveState as RiftboundState, rules: game.rules, emit: () => {}, guard: () => false };
          for (let i = 0; i < 2; i++) {
            for (const unit of unitsOf(host.state)) {
              might(host, unit);
              passivesOn(host, unit);
              hasKeyword(host, unit, 'tank');
            }
          }
        });
        expect(game.over).toBe(true);
      });
    }
  });

  it('are let go when the game ends: a finished game kept alive holds none, and reads of it are still right', () => {
    const game = newGame(mode, 33);
    playRandom(game, 33, 20);
    expect(game.over).toBe(false);
    const live = game.liveState as RiftboundState;
    expect(unitReadsKept(live)).toBe(true);
    playRandom(game, 33, 5_000);
    expect(game.over).toBe(true);
    const state = game.liveState as RiftboundState;
    expect(unitReadsKept(state)).toBe(false);
    const host = { state, rules: game.rules, emit: () => {}, guard: () => false };
    const reads = () => unitsOf(state).map((unit) => [might(host, unit), hasKeyword(host, unit, 'Tank')]);
    expect(shadowCheckingUnitCache(reads)).toEqual(withoutUnitCache(reads));
    expect(unitReadsKept(state)).toBe(false);
  });

  it('give the same games as the plain path: same events, same final state', () => {
    for (const seed of [41]) {
      const play = () => {
        const game = newGame(mode, seed);
        playRandom(game, seed, 3_000);
        return { events: game.events(), snapshot: game.snapshot() };
      };
      const cached = play();
      const plain = withoutUnitCache(play);
      expect(cached.events).toEqual(plain.events);
      expect(cached.snapshot).toEqual(plain.snapshot);
    }
  });
});

// Every scenario also runs with each read checked against a fresh computation: test/scenarios-shadow-checked.test.ts.

describe('the unit reads of a live state', () => {
  const game = newGame('riftbound/duel', 5);
  playRandom(game, 5, 60);
  const fresh = () => {
    const host = { state: structuredClone(game.liveState as RiftboundState), rules: game.rules, emit: () => {}, guard: () => false };
    const unit = unitsOf(host.state)[0] as string;
    return { host, unit, obj: host.state.objects[unit] as RiftboundState['objects'][string] };
  };

  it('follow every write made through edit', () => {
    const { host, unit, obj } = fresh();
    const before = might(host, unit);
    edit(host.state, obj).mightThisTurn = (obj.mightThisTurn ?? 0) + 3;
    expect(might(host, unit)).toBe(before + 3);
    edit(host.state, obj).buffed = !obj.buffed;
    expect(might(host, unit)).toBe(before + 3 + (obj.buffed ? 1 : -1));
    expect(hasKeyword(host, unit, 'tank')).toBe(false);
    edit(host.state, obj).turnKeywords = ['tank'];
    expect(hasKeyword(host, unit, 'tank')).toBe(true);
    const at = unitLocation(host.state, unit);
    const place = at === 'base' ? host.state.seats.find((s) => s.id === obj.controller)!.base : host.state.battlefields.find((b) => b.id === at)!.units;
    edit(host.state, place).splice(place.indexOf(unit), 1);
    expect(unitsOnBoard(host.state)).not.toContain(unit);
    expect(unitLocation(host.state, unit)).toBeUndefined();
  });

  it('place each unit in board order as by its id, in a board where a unit is listed twice or at a base not its controller\'s', () => {
    const { host, unit, obj } = fresh();
    const [seatA, seatB] = host.state.seats as RiftboundState['seats'];
    const bf = host.state.battlefields[0] as RiftboundState['battlefields'][number];
    const index = (): BoardIndex => withoutUnitCache(() => boardIndex(host.state));
    const placedInOrder = (board: BoardIndex) => board.units.map((_, i) => board.placesInOrder[i]);
    const placedById = (board: BoardIndex) => board.units.map((id) => board.places.get(id));
    // Listed at both bases (placed only at its controller's) and twice at a battlefield (placed at its first listing there when at no base).
    const other = (obj.controller === seatA!.id ? seatB : seatA) as RiftboundState['seats'][number];
    edit(host.state, other.base).push(unit);
    edit(host.state, bf.units).push(unit, unit);
    const board = index();
    expect(placedInOrder(board)).toEqual(placedById(board));
    expect(board.placesInOrder[board.units.indexOf(unit)]).toBe(board.places.get(unit));
    const own = host.state.seats.find((s) => s.id === obj.controller) as RiftboundState['seats'][number];
    const at = own.base.indexOf(unit);
    if (at >= 0) edit(host.state, own.base).splice(at, 1);
    for (const b of host.state.battlefields) if (b !== bf && b.units.includes(unit)) edit(host.state, b.units).splice(b.units.indexOf(unit), 1);
    const twice = index();
    expect(placedInOrder(twice)).toEqual(placedById(twice));
    expect(twice.places.get(unit)?.at).toBe(bf.id);
    expect(twice.placesInOrder[twice.units.indexOf(unit)]).toBe(twice.places.get(unit));
  });

  it('keep what they worked out through writes no read depends on: damage, exhaustion, hands', () => {
    const { host, unit, obj } = fresh();
    const units = unitsOnBoard(host.state);
    const before = might(host, unit);
    obj.damage += 1;
    obj.exhausted = !obj.exhausted;
    (host.state.seats[0] as RiftboundState['seats'][number]).hand.reverse();
    expect(unitsOnBoard(host.state)).toBe(units);
    expect(might(host, unit)).toBe(before);
  });

  it('follow what the selectors of passive conditions read, though it is written freely (a team score)', () => {
    // The Ash Scholar: while your score is 5 or more, friendly units have +1 Might.
    const position = loadPosition<RiftboundState>({ mode: 'riftbound/duel', scores: { A: 4 }, seats: { A: { legend: 'ash-scholar', champion: null, base: ['cinder-scout'] } } });
    const host = hostOf(position);
    shadowCheckingUnitCache(() => {
      const before = might(host, 'A-cinder-scout');
      const index = boardIndex(host.state);
      const text = boardEntriesOfKind(host, 'passive');
      (host.state.teams.find((t) => t.id === 'A') as RiftboundState['teams'][number]).score = 5;
      expect(might(host, 'A-cinder-scout')).toBe(before + 1);
      // The board is the same: its index and text are kept (and checked against fresh ones), its units' reads are not.
      expect(boardIndex(host.state)).toBe(index);
      expect(boardEntriesOfKind(host, 'passive')).toBe(text);
      (host.state.teams.find((t) => t.id === 'A') as RiftboundState['teams'][number]).score = 4;
      expect(might(host, 'A-cinder-scout')).toBe(before);
    });
  });

  it('see a combat start and end, and keep what they worked out through a showdown that is no combat (CR 454)', () => {
    // Ridge Raider: Assault 2, +2 Might while it attacks. Only a combat makes it an attacker.
    const position = { mode: 'riftbound/duel', battlefields: [{ id: 'X', card: 'sunken-plaza', units: { A: ['ridge-raider'] } }, { id: 'Y', card: 'lantern-crossing' }] };
    const host = hostOf(loadPosition<RiftboundState>(position));
    const unit = 'A-ridge-raider';
    const showdown = { battlefield: 'X', attacker: 'A', focus: 'A', passesInRow: 0 };
    shadowCheckingUnitCache(() => {
      expect(might(host, unit)).toBe(2);
      const units = unitsOnBoard(host.state);
      setShowdown(host.state, { ...showdown, combat: false, defender: null });
      expect(unitsOnBoard(host.state)).toBe(units);
      expect(might(host, unit)).toBe(2);
      setShowdown(host.state, null);
      expect(unitsOnBoard(host.state)).toBe(units);
      setShowdown(host.state, { ...showdown, combat: true, defender: 'B' });
      expect(might(host, unit)).toBe(4);
      setShowdown(host.state, null);
      expect(might(host, unit)).toBe(2);
    });
  });

  it('keep what they worked out through the cards played this turn where no passive reads them, and follow them where one does (Legion, CR 812.1.c)', () => {
    const { host, unit } = fresh();
    const before = might(host, unit);
    const units = unitsOnBoard(host.state);
    const player = host.state.seats[0] as RiftboundState['seats'][number];
    editCardsPlayed(host.state, player).cardsPlayedThisTurn = ['o1'];
    delete editCardsPlayed(host.state, player).cardsPlayedThisTurn;
    expect(unitsOnBoard(host.state)).toBe(units);
    expect(might(host, unit)).toBe(before);
    // A unit whose passive depends on Legion: +2 Might once its controller played another card this turn.
    const captain = { id: 'legion-captain', name: 'Legion Captain', type: 'unit', domain: 'order', cost: { energy: 2, power: [] }, might: 2, keywords: ['legion'], abilities: [{ kind: 'passive', appliesTo: 'self', might: 2, dependent: { keyword: 'legion' }, text: 'Legion: I have +2 Might.' }] };
    const legion = hostOf(loadPosition<RiftboundState>({ mode: 'riftbound/duel', cards: [captain], seats: { A: { base: ['legion-captain'] } } }));
    const seatA = legion.state.seats.find((s) => s.id === 'A') as RiftboundState['seats'][number];
    shadowCheckingUnitCache(() => {
      expect(might(legion, 'A-legion-captain')).toBe(2);
      editCardsPlayed(legion.state, seatA).cardsPlayedThisTurn = ['A-other'];
      expect(might(legion, 'A-legion-captain')).toBe(4);
      delete editCardsPlayed(legion.state, seatA).cardsPlayedThisTurn;
      expect(might(legion, 'A-legion-captain')).toBe(2);
    });
  });

  it('are kept from stale values by the types: their inputs are read-only outside edit', () => {
    const { obj, host } = fresh();
    const writes = () => {
      // @ts-expect-error a unit's controller is written only through edit
      obj.controller = 'B';
      // @ts-expect-error a battlefield's units are written only through edit
      host.state.battlefields[0]?.units.push('o1');
      // @ts-expect-error a seat's XP is written only through edit
      host.state.seats[0]!.xp += 1;
    };
    expect(typeof writes).toBe('function');
    // Only the write barrier lifts those read-only types in the game's code.
    const lifts = gameSources().filter((file) => readFileSync(file, 'utf8').includes('-readonly'));
    const casts = gameSources().filter((file) => /as Writable</.test(readFileSync(file, 'utf8')));
    expect([...lifts, ...casts].map((file) => relative(PACKAGE_ROOT, file))).toEqual(['src/games/riftbound/reads/unit-cache.ts', 'src/games/riftbound/reads/unit-cache.ts']);
  });
});

function gameSources(dir = join(PACKAGE_ROOT, 'src/games/riftbound')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? gameSources(path) : entry.name.endsWith('.ts') ? [path] : [];
  });
}
