/**
 * Decisions made away from the game (src/bots/decision.ts): a bot rebuilt at every decision
 * from its spec, seed and generators decides as the one kept in memory; its window carries no
 * events; and the bots a server lets clients ask for are judged by their budgets.
 */
import { describe, expect, it } from 'vitest';
import { createGame } from '../../src/api.js';
import { seatWindow } from '../../src/bots/bot.js';
import { actionKey } from '../../src/bots/action-key.js';
import { BotSeat, decide, decideByFallback, type DecisionTask } from '../../src/bots/decision.js';
import { nextDecision } from '../../src/bots/random-bot.js';
import { botFromSpec, botWithin } from '../../src/bots/registry.js';
import { NotKeptError } from '../../src/engine/errors.js';

/** A task as it arrives in another process: through JSON. */
function sent(task: DecisionTask): DecisionTask {
  return JSON.parse(JSON.stringify(task)) as DecisionTask;
}

describe('a decision made from a task', () => {
  it('is the decision of the bot kept in memory, decision after decision', () => {
    const specs: Record<string, string> = { A: 'greedy:samples=1', B: 'search:1:playouts=4' };
    const kept = Object.fromEntries(Object.entries(specs).map(([seat, spec], i) => [seat, botFromSpec(spec, (i + 1) * 7919)]));
    const seats = Object.fromEntries(Object.entries(specs).map(([seat, spec], i) => [seat, new BotSeat(spec, (i + 1) * 7919)]));
    const game = createGame({ mode: 'riftbound/duel', seed: 11 });
    for (let step = 0; step < 10 && !game.over; step++) {
      const seat = nextDecision(game)!.seat;
      const window = seatWindow(game, seat);
      const expected = kept[seat]!.choose(window);
      const answer = decide(sent(seats[seat]!.task({ mode: window.mode, seat, view: window.view, actions: window.actions }, 5000)));
      seats[seat]!.played(answer);
      expect(actionKey(answer.action)).toBe(actionKey(expected));
      expect(game.apply(answer.action).ok).toBe(true);
    }
  });

  it('reads no events, and its fallback decides alone with the fallback generator', () => {
    const game = createGame({ mode: 'riftbound/duel', seed: 2 });
    const seat = nextDecision(game)!.seat;
    const bot = new BotSeat('search:1', 5);
    const task = bot.task({ mode: game.mode, seat, view: game.view(seat), actions: game.legalActions(seat) }, 1000);
    const first = decideByFallback(task);
    expect(game.legalActions(seat).map(actionKey)).toContain(actionKey(first.action));
    expect(first.generators[0]).toEqual(task.generators[0]);
    expect(first.generators[1]).not.toEqual(task.generators[1]);
    const kept = botFromSpec('search:1', 5, () => undefined);
    expect(() => kept.inner.choose({ ...task.window, get events(): never { throw new NotKeptError('no events'); } })).not.toThrow();
  });
});

describe('the bots a server allows', () => {
  it('allows a spec within a listed one, by kind and budget', () => {
    const levels = ['random', 'greedy', 'search:1'];
    for (const spec of ['random', 'greedy', 'greedy:samples=1', 'search:1', 'search:1:c=0.9:ms=50', 'search:1:playouts=10', 'random:watchdog=50']) expect(botWithin(spec, levels), spec).toBe(true);
    for (const spec of ['search', 'search:2', 'search:3', 'search:1:playouts=500', 'search:1:rollout=9', 'greedy:samples=9']) expect(botWithin(spec, levels), spec).toBe(false);
    expect(botWithin('search:2', ['search:3'])).toBe(true);
    expect(botWithin('random', [])).toBe(false);
  });
});
