import { describe, expect, it } from 'vitest';
import { createGame } from '../../src/api.js';
import type { RiftboundState } from '../../src/games/riftbound/state/state.js';
import { act, duel, duelAtMain, edit, live, seatOf } from '../support/riftbound.js';

describe('setup (CR 111-119)', () => {
  it('reveals one battlefield per player, picked from their own three', () => {
    const game = duel(3);
    const state = live(game);
    expect(state.battlefields).toHaveLength(2);
    for (const bf of state.battlefields) {
      const contributor = seatOf(state, bf.contributedBy as string);
      expect(contributor.battlefieldChoices).toContain(bf.card);
      expect(bf.controller).toBeNull();
    }
    expect(game.events().find((e) => e.type === 'battlefieldsRevealed')).toBeDefined();
  });

  it('deals 4 cards to each player and waits for the first mulligan', () => {
    const game = duel(3);
    expect(game.machineState).toBe('setup.mulligan');
    for (const seat of live(game).seats) {
      expect(seat.hand).toHaveLength(4);
      // 40 cards: the Chosen Champion waits in the champion zone (CR 113), 4 in hand.
      expect(seat.deck).toHaveLength(35);
      expect(seat.runeDeck).toHaveLength(12);
    }
    expect(game.legalActions('A').length).toBe(11); // keep, 4 singles, 6 pairs
    expect(game.legalActions('B')).toEqual([]);
  });

  it('mulligans in turn order', () => {
    const game = duel(3);
    const refused = game.apply({ type: 'mulligan', seat: 'B', setAside: [] });
    expect(refused).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_MULLIGAN', rule: 'CR 118' } });
  });

  it('sets aside up to two cards, draws as many, and puts them on the bottom of the deck', () => {
    const game = duel(3);
    const hand = [...seatOf(live(game), 'A').hand];
    const setAside = hand.slice(0, 2);
    act(game, { type: 'mulligan', seat: 'A', setAside });
    const a = seatOf(live(game), 'A');
    expect(a.hand).toHaveLength(4);
    expect(a.hand).toEqual(expect.arrayContaining(hand.slice(2)));
    expect(a.hand).not.toEqual(expect.arrayContaining(setAside));
    expect([...a.deck.slice(-2)].sort()).toEqual([...setAside].sort());
    expect(a.deck).toHaveLength(35);
  });

  it('refuses a mulligan of more than two cards, or of cards not in hand', () => {
    const game = duel(3);
    const hand = seatOf(live(game), 'A').hand;
    expect(game.apply({ type: 'mulligan', seat: 'A', setAside: hand.slice(0, 3) })).toMatchObject({ ok: false, error: { code: 'TOO_MANY_CARDS' } });
    expect(game.apply({ type: 'mulligan', seat: 'A', setAside: ['o9999'] })).toMatchObject({ ok: false, error: { code: 'NOT_IN_HAND' } });
    expect(game.apply({ type: 'mulligan', seat: 'A', setAside: 'o1' })).toMatchObject({ ok: false, error: { code: 'MALFORMED_ACTION' } });
  });

  it('decides the first player at random with the seeded generator', () => {
    const firsts = new Set<string>();
    for (let seed = 0; seed < 12; seed++) {
      const game = createGame<RiftboundState>({ mode: 'riftbound/duel', seed, seats: ['Ana', 'Bo'] });
      firsts.add(game.liveState.seats[0]?.name as string);
    }
    expect(firsts).toEqual(new Set(['Ana', 'Bo']));
  });

  it('starts the first turn after the last mulligan', () => {
    const game = duelAtMain(3);
    expect(game.machineState).toBe('turn.main.neutral.open');
    expect(live(game).turn).toEqual({ number: 1, seat: 'A' });
  });
});

describe('first turns of a duel (CR 476-484)', () => {
  it('the first player channels 2 and draws normally', () => {
    const game = duelAtMain(5);
    const a = seatOf(live(game), 'A');
    expect(a.runes).toHaveLength(2);
    expect(a.hand).toHaveLength(5);
  });

  it('the second player channels one extra rune in their first Channel Phase only', () => {
    const game = duelAtMain(5);
    game.apply({ type: 'endTurn', seat: 'A' });
    expect(live(game).turn).toEqual({ number: 2, seat: 'B' });
    expect(seatOf(live(game), 'B').runes).toHaveLength(3);
    game.apply({ type: 'endTurn', seat: 'B' });
    game.apply({ type: 'endTurn', seat: 'A' });
    expect(seatOf(live(game), 'B').runes).toHaveLength(5);
    expect(seatOf(live(game), 'A').runes).toHaveLength(4);
  });

  it('a house rule can make the first player skip the first draw, by config only', () => {
    const game = duelAtMain(5, { rules: { setup: { turnOrder: 'asSeated' }, firstTurn: { skipDraw: ['A'] } } });
    expect(seatOf(live(game), 'A').hand).toHaveLength(4);
    expect(game.events().some((e) => e.type === 'drawSkipped' && e['seat'] === 'A')).toBe(true);
    act(game, { type: 'endTurn', seat: 'A' });
    expect(seatOf(live(game), 'B').hand).toHaveLength(5);
  });

  it('walks the statechart through every phase of a turn', () => {
    const game = duelAtMain(5);
    const before = game.events().length;
    act(game, { type: 'endTurn', seat: 'A' });
    const order = game.events().slice(before).map((e) => e.type).filter((t) => ['endingStep', 'turnEnded', 'turnStarted', 'awakened', 'beginningStep', 'scoringStepRecorded', 'runesChanneled', 'cardsDrawn'].includes(t));
    expect(order).toEqual(['endingStep', 'turnEnded', 'turnStarted', 'awakened', 'beginningStep', 'scoringStepRecorded', 'runesChanneled', 'cardsDrawn']);
  });

  it('empties rune pools at the end of the turn', () => {
    const game = edit(duelAtMain(5), (s) => {
      seatOf(s, 'A').pool = { energy: 2, power: { fury: 1 }, restricted: undefined };
    });
    act(game, { type: 'endTurn', seat: 'A' });
    expect(seatOf(live(game), 'A').pool).toEqual({ energy: 0, power: {} });
  });
});
