import { describe, expect, it } from 'vitest';
import { createGame, listModes, replay, restoreGame } from '../src/api.js';
import { LoadError } from '../src/engine/errors.js';
import type { RiftboundState } from '../src/games/riftbound/state/state.js';
import { playGame } from '../src/bots/random-bot.js';
import { act, duel, duelAtMain, live } from './support/riftbound.js';

describe('createGame', () => {
  it('lists the modes it ships', () => {
    expect(listModes()).toContain('riftbound/duel');
  });

  it('fails with a LoadError for an unknown mode, game or deck', () => {
    expect(() => createGame({ mode: 'riftbound/nope', seed: 1 })).toThrow(LoadError);
    expect(() => createGame({ mode: 'chess/duel', seed: 1 })).toThrow(/unknown game "chess"/);
    expect(() => createGame({ mode: 'riftbound/duel', seed: 1, decks: ['ember', 'nope'] })).toThrow(/unknown deck "nope"/);
    expect(() => createGame({ mode: 'riftbound/duel', seed: 1, decks: ['ember'] })).toThrow(/seats 2 players, got 1 decks/);
    expect(() => createGame({ mode: 'riftbound/duel', seed: 1.5 })).toThrow(LoadError);
  });

  it('loads rules given as a value once: the same rules again reuse them, and changing the value later changes no game', () => {
    const overrides = { victory: { score: 4 } };
    const first = createGame({ mode: 'riftbound/duel', seed: 1, rules: overrides });
    expect(createGame({ mode: 'riftbound/duel', seed: 2, rules: { victory: { score: 4 } } }).rules).toBe(first.rules);
    overrides.victory.score = 6;
    expect((first.rules as { victory: { score: number } }).victory.score).toBe(4);
    const changed = createGame({ mode: 'riftbound/duel', seed: 3, rules: overrides });
    expect((changed.rules as { victory: { score: number } }).victory.score).toBe(6);
    expect(createGame({ mode: 'riftbound/duel', seed: 4, rules: { victory: { score: 4 } } }).rules).toBe(first.rules);
  });

  it('accepts inline decks, checked against the card database', () => {
    const deck = { name: 'Tiny', legend: 'tide-oracle', battlefields: ['windworn-steps'], main: [{ card: 'tide-runner', count: 10 }], runes: [{ card: 'tide-shard', count: 12 }] };
    // A casual table: deck construction switched off (knobs.deckRules), card checks remain.
    const game = createGame<RiftboundState>({ mode: 'riftbound/duel', seed: 1, decks: [deck, 'ember'], rules: { knobs: { deckRules: 'off' } } });
    expect(game.liveState.seats.some((s) => s.legend === 'tide-oracle')).toBe(true);
    const broken = { ...deck, main: [{ card: 'no-such-card', count: 1 }] };
    try {
      createGame({ mode: 'riftbound/duel', seed: 1, decks: [broken, 'ember'], rules: { knobs: { deckRules: 'off' } } });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(LoadError);
      expect((error as LoadError).file).toBe('decks[0]');
      expect((error as LoadError).path).toBe('$.main[0].card');
    }
  });
});

describe('apply and refusals', () => {
  it('refuses malformed actions with MALFORMED_ACTION, UNKNOWN_ACTION or UNKNOWN_SEAT', () => {
    const game = duelAtMain(1);
    expect(game.apply(null)).toMatchObject({ ok: false, error: { code: 'MALFORMED_ACTION' } });
    expect(game.apply({})).toMatchObject({ ok: false, error: { code: 'MALFORMED_ACTION' } });
    expect(game.apply({ type: 'endTurn', seat: 5 })).toMatchObject({ ok: false, error: { code: 'MALFORMED_ACTION' } });
    expect(game.apply({ type: 'fly', seat: 'A' })).toMatchObject({ ok: false, error: { code: 'UNKNOWN_ACTION' } });
    expect(game.apply({ type: 'toString', seat: 'A' })).toMatchObject({ ok: false, error: { code: 'UNKNOWN_ACTION' } });
    expect(game.apply({ type: 'endTurn', seat: 'Z' })).toMatchObject({ ok: false, error: { code: 'UNKNOWN_SEAT' } });
    expect(game.apply({ type: 'pass', seat: 'A' })).toMatchObject({ ok: false, error: { code: 'NO_PRIORITY' } });
    expect(game.apply({ type: 'startShowdown', seat: 'A', battlefield: 'x' })).toMatchObject({ ok: false, error: { code: 'NOT_NOW' } });
    expect(game.apply({ type: 'endTurn', seat: 'A', now: true })).toMatchObject({ ok: false, error: { code: 'MALFORMED_ACTION', message: 'endTurn has no field "now"' } });
    expect(game.apply({ type: 'endTurn', seat: 'B' })).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_TURN', message: expect.any(String), rule: 'CR 307-313' } });
  });

  it('leaves the game untouched when it refuses an action', () => {
    const game = duelAtMain(1);
    const before = game.snapshot();
    const events = game.events().length;
    const record = game.record();
    const theirs = live(game).seats[1]!.hand[0]!;
    for (const action of [{ type: 'endTurn', seat: 'B' }, { type: 'playUnit', seat: 'A', card: theirs }, { type: 'move', seat: 'A', units: [theirs], to: 'base' }]) {
      expect(game.apply(action).ok).toBe(false);
    }
    expect(game.snapshot()).toEqual(before);
    expect(game.events()).toHaveLength(events);
    expect(game.record()).toEqual(record);
  });

  it('check() answers like apply without applying', () => {
    const game = duelAtMain(1);
    expect(game.check({ type: 'endTurn', seat: 'A' })).toBeUndefined();
    expect(game.check({ type: 'endTurn', seat: 'B' })).toMatchObject({ code: 'NOT_YOUR_TURN' });
    expect(live(game).turn.number).toBe(1);
  });

  it('returns the events an action caused', () => {
    const game = duelAtMain(1);
    const events = act(game, { type: 'endTurn', seat: 'A' });
    expect(events.map((e) => e.type)).toContain('turnStarted');
    expect(game.events().slice(-events.length)).toEqual(events);
  });

  it('says which action types are not possible now, and why', () => {
    const game = duelAtMain(1);
    expect(game.unavailableActions('B')).toContainEqual({ type: 'endTurn', reason: expect.objectContaining({ code: 'NOT_YOUR_TURN' }) });
    expect(game.unavailableActions('A').map((u) => u.type)).not.toContain('endTurn');
  });

  it('lists legal actions only for the seat that may act', () => {
    const game = duelAtMain(1);
    expect(game.legalActions('A')).toContainEqual({ type: 'endTurn', seat: 'A' });
    expect(game.legalActions('B')).toEqual([]);
    expect(game.legalActions('nobody')).toEqual([]);
  });
});

describe('views (CR 128, privacy)', () => {
  it('hides other hands, every deck order, and the objects in them', () => {
    const game = duelAtMain(1);
    const view = game.view('A') as unknown as { machine: string; seats: { id: string; hand: string[] | null; handSize: number; deckSize: number; deck?: unknown }[]; objects: Record<string, unknown> };
    expect(view.machine).toBe('turn.main.neutral.open');
    const [a, b] = view.seats;
    expect(a?.hand).toEqual(live(game).seats[0]?.hand);
    expect(b?.hand).toBeNull();
    expect(b?.handSize).toBe(live(game).seats[1]?.hand.length);
    expect(a?.deck).toBeUndefined();
    expect(a?.deckSize).toBe(live(game).seats[0]?.deck.length);
    for (const hidden of [...(live(game).seats[1]?.hand ?? []), ...(live(game).seats[0]?.deck ?? [])]) expect(view.objects[hidden]).toBeUndefined();
    for (const own of live(game).seats[0]?.hand ?? []) expect(view.objects[own]).toBeDefined();
    const spectator = game.view(null) as unknown as { seats: { hand: unknown }[] };
    expect(spectator.seats.every((s) => s.hand === null)).toBe(true);
  });

  it('state() is a copy: changing it changes nothing', () => {
    const game = duelAtMain(1);
    const copy = game.state();
    expect(copy.machine).toBe('turn.main.neutral.open');
    copy.state.teams[0]!.score = 99;
    expect(live(game).teams[0]?.score).toBe(0);
  });
});

describe('snapshots, records and replay', () => {
  it('snapshots are plain JSON and restore to the same game, statechart state included', () => {
    const game = duelAtMain(9);
    act(game, { type: 'endTurn', seat: 'A' });
    const snapshot = JSON.parse(JSON.stringify(game.snapshot()));
    expect(snapshot.machine).toBe('turn.main.neutral.open');
    const restored = restoreGame<RiftboundState>(snapshot);
    expect(restored.snapshot()).toEqual(game.snapshot());
    expect(restored.legalActions('B')).toEqual(game.legalActions('B'));
    const a = act(game, { type: 'endTurn', seat: 'B' });
    const b = act(restored, { type: 'endTurn', seat: 'B' });
    expect(b).toEqual(a);
    expect(restored.snapshot()).toEqual(game.snapshot());
  });

  it('refuses a snapshot of another format', () => {
    expect(() => restoreGame({ format: 'x' } as never)).toThrow(LoadError);
  });

  it('replays a record to the identical state and events', () => {
    const { game } = playGame({ mode: 'riftbound/duel', seed: 21 });
    const record = JSON.parse(JSON.stringify(game.record()));
    const again = replay(record);
    expect(again.snapshot()).toEqual(game.snapshot());
    expect(again.events()).toEqual(game.events());
    expect(again.over).toBe(true);
  });

  it('the same seed and actions give the same game', () => {
    const one = playGame({ mode: 'riftbound/duel', seed: 5 });
    const two = playGame({ mode: 'riftbound/duel', seed: 5 });
    expect(JSON.stringify(two.game.events())).toBe(JSON.stringify(one.game.events()));
    const other = playGame({ mode: 'riftbound/duel', seed: 6 });
    expect(JSON.stringify(other.game.events())).not.toBe(JSON.stringify(one.game.events()));
  });

  it('keeps rule overrides in snapshots', () => {
    const game = duel(2, { rules: { setup: { turnOrder: 'asSeated' }, victory: { score: 3 } } });
    const restored = restoreGame<RiftboundState>(JSON.parse(JSON.stringify(game.snapshot())));
    expect((restored.rules as { victory: { score: number } }).victory.score).toBe(3);
  });
});

describe('inspection', () => {
  it('streams XState inspection events', () => {
    const seen: string[] = [];
    const game = createGame({ mode: 'riftbound/duel', seed: 3 }, { inspect: (e) => seen.push(e.type) });
    expect(seen).toContain('@xstate.snapshot');
    expect(seen).toContain('@xstate.microstep');
    game.dispose();
  });
});
