/** Bots by spec, and the watchdog that keeps every decision legal and on time. */
import { describe, expect, it } from 'vitest';
import { createGame } from '../../src/api.js';
import { seatWindow, type Bot, type SeatWindow } from '../../src/bots/bot.js';
import { botClock } from '../../src/bots/clock.js';
import { nextDecision } from '../../src/bots/random-bot.js';
import { BOT_SPECS, BotSpecError, RandomSeatBot, assertBotSpec, botFromSpec } from '../../src/bots/registry.js';
import { SearchBot } from '../../src/bots/search/search-bot.js';
import { Watchdog, type WatchdogIncident } from '../../src/bots/watchdog.js';
import type { Action } from '../../src/engine/game/module.js';

function windowNow(): SeatWindow {
  const game = createGame({ mode: 'riftbound/duel', seed: 3 });
  return seatWindow(game, nextDecision(game)!.seat);
}

function specError(spec: string): BotSpecError {
  try {
    assertBotSpec(spec);
  } catch (error) {
    if (error instanceof BotSpecError) return error;
    throw error;
  }
  throw new Error(`${spec} was accepted`);
}

describe('bot specs', () => {
  it('lists every kind of bot', () => {
    expect(BOT_SPECS.map((s) => s.spec.split(/[[:]/)[0])).toEqual(expect.arrayContaining(['random', 'greedy', 'search']));
  });

  it('builds each kind, named as spelled, inside a watchdog', () => {
    for (const [spec, name] of [['random', 'random'], ['greedy', 'greedy'], ['search', 'search'], ['search:3', 'search:3'], ['search:1:playouts=5:ms=200', 'search:1']]) {
      const bot = botFromSpec(spec as string, 1);
      expect(bot).toBeInstanceOf(Watchdog);
      expect(bot.name).toBe(name);
    }
    const search = (botFromSpec('search:1:playouts=5:rollout=2:ms=200', 1) as Watchdog).inner as SearchBot;
    expect(search.budget).toEqual({ playouts: 5, ms: 200, rollout: 2, exploration: 0.5 });
  });

  it('refuses unknown bots and bad options with a stable code', () => {
    expect(specError('minimax').code).toBe('UNKNOWN_BOT');
    expect(specError('').code).toBe('UNKNOWN_BOT');
    expect(specError('toString').code).toBe('UNKNOWN_BOT');
    expect(specError('search:7').code).toBe('BAD_BOT_OPTION');
    expect(specError('search:depth=3').code).toBe('BAD_BOT_OPTION');
    expect(specError('random:playouts=3').code).toBe('BAD_BOT_OPTION');
    expect(specError('greedy:samples=0').code).toBe('BAD_BOT_OPTION');
    expect(specError('minimax').message).toMatch(/known: random, greedy, search/);
    // The same refusal in French: its words are kept to be put into any language.
    expect(specError('minimax').words.in('fr')).toBe('bot inconnu "minimax" dans "minimax" ; connus : random, greedy, search');
    expect(specError('search:depth=3').words.in('fr')).toMatch(/^"depth=3" n'est pas une option du bot search ; il prend un niveau et playouts=N/);
    expect(specError('greedy:samples=0').message).toBe('samples must be positive');
  });

  it('is deterministic for a seed and a budget in playouts', () => {
    const window = windowNow();
    const spec = 'search:1:playouts=10:rollout=2:ms=60000:watchdog=60000';
    expect(botFromSpec(spec, 9).choose(window)).toEqual(botFromSpec(spec, 9).choose(window));
  });
});

class Throws implements Bot {
  readonly name = 'throws';
  choose(): Action {
    throw new Error('broken');
  }
}
class Illegal implements Bot {
  readonly name = 'illegal';
  choose(window: SeatWindow): Action {
    return { type: 'noSuchAction', seat: window.seat };
  }
}
class Slow implements Bot {
  readonly name = 'slow';
  constructor(private readonly ms: number) {}
  choose(window: SeatWindow): Action {
    // Busy for `ms` of the bots' clock (CPU time under Node).
    const until = botClock() + this.ms;
    while (botClock() < until);
    return window.actions[window.actions.length - 1] as Action;
  }
}

describe('the watchdog', () => {
  const window = windowNow();
  it.each([
    [new Throws(), 'error'],
    [new Illegal(), 'illegal'],
    [new Slow(60), 'timeout'],
  ] as const)('replaces a failed decision (%s) by a legal one and logs it', (bot, reason) => {
    const seen: WatchdogIncident[] = [];
    const dog = new Watchdog(bot, { limitMs: 20, fallback: new RandomSeatBot(1), onIncident: (i) => seen.push(i) });
    const action = dog.choose(window);
    expect(window.actions).toContainEqual(action);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ bot: bot.name, seat: window.seat, reason });
    expect(dog.incidents).toEqual(seen);
  });

  it('passes a decision made in time through untouched', () => {
    const dog = new Watchdog(new Slow(0), { limitMs: 1000, fallback: new Throws() });
    expect(dog.choose(window)).toEqual(window.actions[window.actions.length - 1]);
    expect(dog.incidents).toEqual([]);
  });

  it('falls back to the first legal action when the fallback fails too', () => {
    const dog = new Watchdog(new Throws(), { limitMs: 1000, fallback: new Throws() });
    expect(dog.choose(window)).toEqual(window.actions[0]);
  });

  it('tells the bot its deadline: the search stops its playouts there', () => {
    const search = new SearchBot(1, { playouts: 1_000_000, ms: 1_000_000, rollout: 2, exploration: 0.5 });
    const dog = new Watchdog(search, { limitMs: 400, fallback: new Throws() });
    const action = dog.choose(window);
    expect(window.actions).toContainEqual(action);
    expect(search.lastStats!.playouts).toBeLessThan(1_000_000);
    expect(search.lastStats!.playouts).toBeGreaterThan(0);
  });
});
