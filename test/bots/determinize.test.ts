/**
 * A sampled game agrees with the window it was sampled from: the deciding seat has the same
 * legal actions there (showing a hand aside, whose bookkeeping the view leaves out), the same
 * public board, and hidden cards that change with the generator.
 */
import { describe, expect, it } from 'vitest';
import { createGame } from '../../src/api.js';
import { actionKey } from '../../src/bots/action-key.js';
import { seatWindow } from '../../src/bots/bot.js';
import { botModel } from '../../src/bots/models.js';
import { nextDecision, RandomBot } from '../../src/bots/random-bot.js';
import { seedRng } from '../../src/engine/game/rng.js';

const moving = (actions: readonly { type: string }[]) => actions.filter((a) => a.type !== 'showHand').map((a) => actionKey(a as never)).sort();

describe.each(['riftbound/duel', 'riftbound/2v2', 'altered/duel'])('%s: sampled games', (mode) => {
  it('give the deciding seat the legal actions of its window, all along a game', () => {
    const game = createGame({ mode, seed: 11 });
    const bot = new RandomBot(11);
    const model = botModel(mode);
    const rng = seedRng(5);
    let checked = 0;
    for (let step = 0; !game.over && step < 400; step++) {
      const decision = nextDecision(game)!;
      if (step % 7 === 0) {
        const window = seatWindow(game, decision.seat);
        const sample = model.sample(window, rng);
        expect(moving(sample.legalActions(decision.seat)), `step ${step}, ${game.machineState}`).toEqual(moving(window.actions));
        expect(sample.view(decision.seat)['machine']).toBe(window.view.machine);
        checked++;
      }
      game.apply(bot.choose(decision.actions));
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('sample the hidden cards afresh, keep the public ones', () => {
    const game = createGame({ mode, seed: 4 });
    const window = seatWindow(game, nextDecision(game)!.seat);
    const model = botModel(mode);
    const rng = seedRng(1);
    const a = model.sample(window, rng).snapshot().state as unknown as { seats: { id: string; hand: string[] }[]; objects: Record<string, { card: string }> };
    const b = model.sample(window, rng).snapshot().state as unknown as typeof a;
    const handCards = (s: typeof a, seat: string) => s.seats.find((x) => x.id === seat)!.hand.map((id) => s.objects[id]!.card);
    const other = a.seats.find((s) => s.id !== window.seat)!.id;
    // The deciding seat's own hand is what it sees; an opponent's hand is a guess that varies.
    expect(handCards(a, window.seat)).toEqual(handCards(b, window.seat));
    const guesses = new Set([JSON.stringify(handCards(a, other)), JSON.stringify(handCards(b, other))]);
    for (let i = 0; i < 4; i++) guesses.add(JSON.stringify(handCards(model.sample(window, rng).snapshot().state as unknown as typeof a, other)));
    expect(guesses.size).toBeGreaterThan(1);
    // The evaluation of an undecided game is strictly between a loss and a win.
    const value = model.evaluate(model.sample(window, rng), window.seat);
    expect(value).toBeGreaterThan(0);
    expect(value).toBeLessThan(1);
  });
});
