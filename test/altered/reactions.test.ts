/** Altered reactions: the daily limit of 100 activations, and reactions in whole games. */
import { describe, expect, it } from 'vitest';
import { createGame, loadPosition, restoreGame } from '../../src/api.js';
import { nextDecision, playGame, RandomBot } from '../../src/bots/random-bot.js';
import type { AlteredState } from '../../src/games/altered/state/state.js';
import { DAILY_ACTIVATIONS } from '../../src/games/altered/mechanics/triggers.js';

/** Plays A's reactions until Limbo is empty; returns how many were played. */
function playAllReactions(game: ReturnType<typeof loadPosition<AlteredState>>): number {
  let played = 0;
  for (;;) {
    const [action] = game.legalActions('A').filter((a) => a.type === 'playReaction');
    if (!action) return played;
    expect(game.apply(action).ok).toBe(true);
    played++;
  }
}

describe('Altered reactions', () => {
  it('activate at most 100 times a day: a reaction that feeds itself stops', () => {
    const game = loadPosition<AlteredState>({
      mode: 'altered/duel',
      seats: { A: { hand: ['war-chant'], mana: 2, deck: 10, hero: { characters: ['restless-sapling', 'torch-bearer'] } }, B: { deck: 10 } },
    });
    expect(game.apply({ type: 'playCard', seat: 'A', card: 'A-war-chant', target: 'A-restless-sapling' }).ok).toBe(true);
    expect(playAllReactions(game)).toBe(DAILY_ACTIVATIONS);
    const sapling = () => game.liveState.objects['A-restless-sapling']!;
    expect(sapling().boosts).toBe(2 + DAILY_ACTIVATIONS);
    expect(game.events().filter((e) => e.type === 'reactionLimitReached')).toHaveLength(1);
    expect(game.liveState.activations['A-restless-sapling#0']).toBe(DAILY_ACTIVATIONS);
    expect(game.machineState).toBe('day.afternoon.turn');

  });

  it('count again from 0 when a day begins', () => {
    const game = loadPosition<AlteredState>({
      mode: 'altered/duel',
      seats: { A: { hand: ['war-chant', 'iron-stake'], mana: 3, deck: 10, hero: { characters: ['restless-sapling'] } }, B: { deck: 10 } },
    });
    expect(game.apply({ type: 'playCard', seat: 'A', card: 'A-war-chant', target: 'A-restless-sapling' }).ok).toBe(true);
    expect(playAllReactions(game)).toBe(DAILY_ACTIVATIONS);
    // B passes, A anchors the sapling so that it stays in play over the Night, then passes.
    expect(game.apply({ type: 'pass', seat: 'B' }).ok).toBe(true);
    expect(game.apply({ type: 'playCard', seat: 'A', card: 'A-iron-stake', target: 'A-restless-sapling' }).ok).toBe(true);
    expect(game.apply({ type: 'pass', seat: 'A' }).ok).toBe(true);
    // Night, then the Morning's mana choices.
    while (game.machineState !== 'day.afternoon.turn') {
      const seat = game.seats.find((s) => game.legalActions(s).length > 0)!;
      expect(game.apply(game.legalActions(seat)[0]!).ok).toBe(true);
    }
    expect(game.liveState.day).toBe(3);
    expect(game.liveState.activations).toEqual({});
    expect(game.liveState.objects['A-restless-sapling']!.boosts).toBeGreaterThan(DAILY_ACTIVATIONS);
  });

  it('are played by bots in whole games of every mode, which still end with a winner', () => {
    for (const mode of ['altered/duel', 'altered/2v2', 'altered/ffa']) {
      let played = 0;
      for (let seed = 1; seed <= 5; seed++) {
        const { game } = playGame({ mode, seed });
        expect(game.over, `${mode} seed ${seed}`).toBe(true);
        expect((game.liveState as AlteredState).winner).not.toBeNull();
        played += game.events().filter((e) => e.type === 'reactionPlayed').length;
      }
      expect(played, mode).toBeGreaterThan(0);
    }
  });

  it('survive a snapshot: a game restored while Limbo holds emblems, or while a Rest waits for a modifier, plays on identically', () => {
    const waiting = new Set<string>();
    for (let seed = 1; seed <= 30 && waiting.size < 2; seed++) {
      const game = createGame<AlteredState>({ mode: 'altered/duel', seed });
      const bot = new RandomBot(seed);
      while (!game.over) {
        const state = game.machineState;
        const key = state.endsWith('.modifiers') ? 'modifiers' : state.includes('reactions') || state.includes('after') ? 'reactions' : null;
        if (key && !waiting.has(key) && nextDecision(game)) {
          waiting.add(key);
          const restored = restoreGame<AlteredState>(JSON.parse(JSON.stringify(game.snapshot())));
          expect(restored.machineState).toBe(state);
          // The same choices from here, with the same choices offered: the same game.
          for (let i = 0; i < 40 && !game.over; i++) {
            const decision = nextDecision(game)!;
            const action = bot.choose(decision.actions);
            expect(nextDecision(restored)).toEqual(decision);
            expect(game.apply(action).ok).toBe(true);
            expect(restored.apply(action).ok).toBe(true);
          }
          expect(restored.snapshot()).toEqual(game.snapshot());
          break;
        }
        const decision = nextDecision(game)!;
        expect(game.apply(bot.choose(decision.actions)).ok).toBe(true);
      }
    }
    expect([...waiting].sort()).toEqual(['modifiers', 'reactions']);
  });
});
