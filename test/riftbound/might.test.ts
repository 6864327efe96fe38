/** Buffs, Mighty, bonus damage and additional turns: what the scenarios of scenarios/riftbound/might/ cannot say (they play in test/scenarios-shadow-checked.test.ts). */
import { describe, expect, it } from 'vitest';
import { isMighty } from '../../src/games/riftbound/reads/is-mighty.js';

import { loadPosition, replay, restoreGame } from '../../src/api.js';
import type { Game } from '../../src/engine/game/game.js';
import type { RiftboundState } from '../../src/games/riftbound/state/state.js';
import { loadError } from '../support/load-error.js';
import { act, passChain } from '../support/riftbound.js';


type RGame = Game<RiftboundState>;
const position = (p: Record<string, unknown>) => loadPosition<RiftboundState>({ mode: 'riftbound/duel', ...p }) as RGame;
const ffa4 = (p: Record<string, unknown>) => loadPosition<RiftboundState>({ mode: 'riftbound/ffa4', ...p }) as RGame;
const unit = { id: 'house-unit', name: 'House Unit', type: 'unit', domain: 'fury', cost: { energy: 1, power: [] }, might: 1 };

describe('card data for buffs, Mighty and bonus damage is checked at load', () => {
  it('refuses the old buff with an amount and a duration, at its path', () => {
    const error = loadError(() =>
      position({ cards: [{ ...unit, abilities: [{ kind: 'triggered', trigger: 'played', effects: [{ op: 'buff', amount: 1, target: 'self', duration: 'turn' }] }] }] }),
    );
    expect(error.issues.some((i) => i.path.startsWith('$.cards[0].abilities[0]'))).toBe(true);
  });

  it('refuses a passive that names neither the units it changes nor bonus damage, and a bonus damage passive that also changes might', () => {
    const none = loadError(() => position({ cards: [{ ...unit, abilities: [{ kind: 'passive', might: 1 }] }] }));
    expect(none.issues).toContainEqual(expect.objectContaining({ path: '$.cards[0].abilities[0]', message: expect.stringContaining('appliesTo') }));
    const both = loadError(() =>
      position({ cards: [{ ...unit, abilities: [{ kind: 'passive', appliesTo: 'self', might: 1, bonusDamage: { amount: 1, from: 'spells' } }] }] }),
    );
    expect(both.issues).toContainEqual(expect.objectContaining({ path: '$.cards[0].abilities[0].bonusDamage' }));
  });

  it('refuses an unknown selector in a Mighty condition and a wrong trigger name, at their paths', () => {
    const selector = loadError(() =>
      position({ cards: [{ ...unit, abilities: [{ kind: 'passive', appliesTo: 'self', might: 1, condition: { sel: 'isMightyy', args: [{ event: 'source' }] } }] }] }),
    );
    expect(selector.issues).toContainEqual(expect.objectContaining({ path: '$.cards[0].abilities[0].condition.sel' }));
    const trigger = loadError(() => position({ cards: [{ ...unit, abilities: [{ kind: 'triggered', trigger: 'becameMighty', effects: [{ op: 'draw', amount: 1 }] }] }] }));
    expect(trigger.issues.some((i) => i.path.startsWith('$.cards[0].abilities[0]'))).toBe(true);
  });

  it('refuses a position whose turn queue names a seat the mode does not have', () => {
    const error = loadError(() => position({ turn: { seat: 'A', queued: ['B', 'E'] } }));
    expect(error.issues).toContainEqual(expect.objectContaining({ path: '$.turn.queued[1]' }));
  });
});

describe('Mighty in non-board zones (CR 711)', () => {
  it('judges a card in the trash by its printed Might, whatever it had on the board', () => {
    const game = position({
      seats: { A: { trash: ['arcane-golem', 'blaze-captain'], base: [{ card: 'lens-sage', buffed: true, mightThisTurn: 3 }] } },
    });
    const host = { state: game.liveState, rules: game.rules, emit: () => {}, guard: () => false };
    expect(isMighty(host as never, 'A-arcane-golem')).toBe(true);
    expect(isMighty(host as never, 'A-blaze-captain')).toBe(false);
    expect(isMighty(host as never, 'A-lens-sage')).toBe(true);
  });
});

describe('the turn queue', () => {
  it('survives a snapshot and a replay: the same additional turns come in the same order', () => {
    const game = ffa4({ seats: { A: { hand: ['stolen-hour'], runes: 4 } } });
    act(game, { type: 'playSpell', seat: 'A', card: 'A-stolen-hour' });
    passChain(game);
    expect(game.liveState.turnQueue.next).toEqual(['A']);
    const restored = restoreGame<RiftboundState>(game.snapshot()) as RGame;
    for (const g of [game, restored]) {
      act(g, { type: 'endTurn', seat: 'A' });
      passChain(g);
      expect(g.liveState.turn.seat).toBe('A');
      expect(g.liveState.turnQueue).toEqual({ orderSeat: 'A', additional: true, next: [] });
    }
    expect(restored.snapshot()).toEqual(game.snapshot());
    expect(replay(game.record()).snapshot()).toEqual(game.snapshot());
  });

  it('a player who concedes takes their additional turns with them; the order goes on without them (CR 652.5, 737)', () => {
    const game = ffa4({ seats: { B: { hand: ['borrowed-moment'], runes: 5 }, A: { hand: ['clear-thought'], runes: 2 } } });
    act(game, { type: 'playSpell', seat: 'A', card: 'A-clear-thought' });
    act(game, { type: 'pass', seat: 'A' });
    act(game, { type: 'playSpell', seat: 'B', card: 'B-borrowed-moment' });
    passChain(game);
    expect(game.liveState.turnQueue.next).toEqual(['B']);
    act(game, { type: 'concede', seat: 'B' });
    expect(game.liveState.turnQueue.next).toEqual([]);
    act(game, { type: 'endTurn', seat: 'A' });
    passChain(game);
    expect(game.liveState.turn.seat).toBe('C');
  });

  it('a turn player who concedes during an additional turn: the queue goes on from the turn order', () => {
    const game = ffa4({ turn: { seat: 'B', additional: true, orderSeat: 'A', queued: ['D'] } });
    act(game, { type: 'concede', seat: 'B' });
    passChain(game);
    expect(game.liveState.turn.seat).toBe('D');
    expect(game.liveState.turnQueue.additional).toBe(true);
    act(game, { type: 'endTurn', seat: 'D' });
    passChain(game);
    expect(game.liveState.turn.seat).toBe('C');
    expect(game.liveState.turnQueue).toEqual({ orderSeat: 'C', additional: false, next: [] });
  });

  it('a snapshot whose turn queue names an unknown seat is refused', () => {
    const game = ffa4({});
    const snapshot = game.snapshot() as { state: RiftboundState };
    const bad = { ...snapshot, state: { ...snapshot.state, turnQueue: { orderSeat: 'A', additional: false, next: ['Q'] } } };
    const error = loadError(() => restoreGame(bad as never));
    expect(error.issues).toContainEqual(expect.objectContaining({ path: '$.state.turnQueue.next[0]' }));
  });
});
