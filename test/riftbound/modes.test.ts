import { describe, expect, it } from 'vitest';
import { createGame, listModes } from '../../src/api.js';
import { playGame } from '../../src/bots/random-bot.js';
import { LoadError } from '../../src/engine/errors.js';
import { handSecret } from '../../src/engine/game-kit/show-hand.js';
import type { RiftboundState } from '../../src/games/riftbound/state/state.js';
import { act, endTurnOf, passChain } from '../support/riftbound.js';
import { readJsonFile } from '../../src/node/file-source.js';
import { RULES_DIR } from '../../src/node/paths.js';

const game2v2Deck = (name: string) => readJsonFile(`${RULES_DIR}/riftbound/decks/${name}.json`) as Record<string, unknown>;

function started(mode: string, seed = 1) {
  const game = createGame<RiftboundState>({ mode, seed, rules: { setup: { turnOrder: 'asSeated' } } });
  for (const seat of game.seats) act(game, { type: 'mulligan', seat, setAside: [] });
  passChain(game);
  return game;
}

describe('the modes (CR 476-484)', () => {
  it('ships duel, ffa3, ffa4, ffa4-war and 2v2', () => {
    expect(listModes()).toEqual(expect.arrayContaining(['riftbound/duel', 'riftbound/ffa3', 'riftbound/ffa4', 'riftbound/ffa4-war', 'riftbound/2v2']));
  });

  it.each([
    ['riftbound/duel', 2, 2, ['A', 'B']],
    ['riftbound/ffa3', 3, 3, ['A', 'B', 'C']],
    ['riftbound/ffa4', 4, 4, ['A', 'B', 'C', 'D']],
    ['riftbound/ffa4-war', 4, 3, ['B', 'C', 'D']],
  ])('%s: %i seats, %i battlefields brought by %j', (mode, seats, fields, contributors) => {
    const game = started(mode as string);
    expect(game.seats).toHaveLength(seats as number);
    const state = game.liveState;
    expect(state.battlefields).toHaveLength(fields as number);
    expect(state.battlefields.map((b) => b.contributedBy)).toEqual(contributors);
    expect(new Set(state.battlefields.map((b) => b.card)).size).toBe(fields as number);
    expect(game.rules).toMatchObject({ victory: { score: 8 } });
  });

  it.each(['riftbound/ffa3', 'riftbound/ffa4', 'riftbound/ffa4-war'])('%s: the first player skips the first draw; the last channels one extra rune', (mode) => {
    const game = started(mode);
    const seat = (id: string) => game.liveState.seats.find((s) => s.id === id)!;
    expect(seat('A').hand).toHaveLength(4);
    expect(seat('A').runes).toHaveLength(2);
    const last = game.seats.at(-1)!;
    for (const s of game.seats.slice(0, -1)) endTurnOf(game, s);
    expect(game.liveState.turn.seat).toBe(last);
    expect(seat(last).runes).toHaveLength(3);
    expect(seat(last).hand).toHaveLength(5);
    endTurnOf(game, last);
    expect(seat('A').hand).toHaveLength(5);
    expect(seat('A').runes).toHaveLength(4);
  });
});

describe('2v2 (CR 484.8)', () => {
  it('seats A, B, C, D in teams A+C and B+D; B, C and D bring a battlefield each, revealed together', () => {
    const game = started('riftbound/2v2');
    expect(game.liveState.teams.map((t) => t.id)).toEqual(['A+C', 'B+D']);
    expect(game.liveState.battlefields.map((b) => b.contributedBy)).toEqual(['B', 'C', 'D']);
    expect(game.events().filter((e) => e.type === 'battlefieldsRevealed')).toHaveLength(1);
    expect(game.rules).toMatchObject({ victory: { score: 11 } });
  });

  it('A skips only the draw of the first Draw Phase; D channels one extra rune in the first Channel Phase only', () => {
    const game = started('riftbound/2v2');
    const seat = (id: string) => game.liveState.seats.find((s) => s.id === id)!;
    expect(seat('A').hand).toHaveLength(4);
    for (const s of ['A', 'B', 'C']) endTurnOf(game, s);
    expect(seat('D').runes).toHaveLength(3);
    expect(seat('B').runes).toHaveLength(2);
    endTurnOf(game, 'D');
    expect(seat('A').hand).toHaveLength(5);
    for (const s of ['A', 'B', 'C']) endTurnOf(game, s);
    expect(seat('D').runes).toHaveLength(5);
  });

  it('refuses a setup where teammates share a Champion Legend or a battlefield', () => {
    expect(() => createGame({ mode: 'riftbound/2v2', seed: 1, decks: ['ember', 'tide', 'ember', 'tempest'] })).toThrow(/teammates \(decks 0 and 2\) both use the legend ember-matriarch/);
    const bastion = game2v2Deck('bastion');
    const borrowing = { ...bastion, name: 'Borrower', battlefields: ['sunken-plaza', 'amber-vault', 'hollow-spire'] };
    try {
      createGame({ mode: 'riftbound/2v2', seed: 1, decks: ['ember', 'tide', borrowing, 'tempest'] });
      expect.unreachable();
    } catch (error) {
      expect((error as LoadError).path).toBe('$.decks[2].battlefields');
      expect((error as LoadError).message).toMatch(/both bring sunken-plaza/);
    }
  });

  it('shows a hand to the teammate who was shown it, and to nobody else', () => {
    const game = started('riftbound/2v2');
    const handOf = (viewer: string, seat: string) => (game.view(viewer) as unknown as { seats: { id: string; hand: string[] | null }[] }).seats.find((s) => s.id === seat)?.hand;
    expect(handOf('C', 'A')).toBeNull();
    act(game, { type: 'showHand', seat: 'A', to: 'C' });
    expect(handOf('C', 'A')).toEqual(game.liveState.seats[0]?.hand);
    expect(handOf('B', 'A')).toBeNull();
    expect(handOf(null as unknown as string, 'A')).toBeNull();
    // Shown cards stay known while they stay in that hand; cards drawn later are not shown (CR 424.2.b).
    const shown = [...(game.liveState.seats[0]?.hand ?? [])];
    act(game, { type: 'endTurn', seat: 'A' });
    expect(handOf('C', 'A')).toEqual(shown.filter((id) => game.liveState.seats[0]?.hand.includes(id)));
  });

  it('names the shown cards to the teammate alone, and later draws to the drawer alone', () => {
    const game = started('riftbound/2v2');
    const shown = [...(game.liveState.seats[0]?.hand ?? [])];
    act(game, { type: 'showHand', seat: 'A', to: 'C' });
    const handShown = (seat: string | null) => game.events(seat).filter((e) => e.type === 'handShown').at(-1) as Record<string, unknown> | undefined;
    expect(handShown('C')?.['count']).toBe(shown.length);
    expect((handShown('C')?.['hand'] as { object: string }[]).map((h) => h.object)).toEqual(shown);
    for (const other of ['B', 'D', null]) expect(handShown(other)).not.toHaveProperty('hand');
    // Cards leaving the hand are named to a teammate only when it was shown every one of them.
    expect(handSecret('A', { C: shown }, shown.slice(0, 1), () => 'x').to).toEqual(['A', 'C']);
    expect(handSecret('A', { C: shown }, ['drawn-later'], () => 'x').to).toEqual(['A']);
    expect(handSecret('A', { C: shown.slice(1) }, shown.slice(0, 2), () => 'x').to).toEqual(['A']);
  });

  it('plays complete games to a winning team', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const { game } = playGame({ mode: 'riftbound/2v2', seed });
      expect(['A+C', 'B+D']).toContain((game.liveState as RiftboundState).winner);
    }
  });
});
