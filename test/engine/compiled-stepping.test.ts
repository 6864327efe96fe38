/**
 * Games step their statechart through the compiled table by default, an XState actor when
 * inspected; both give the same games. Every shipped mode is played both ways and compared
 * step by step, and with the shadow check (each step taken both ways, configuration, events
 * and game state compared).
 */
import { describe, expect, it } from 'vitest';
import { createGame, listModes, restoreGame } from '../../src/api.js';
import { RandomBot } from '../../src/bots/random-bot.js';
import type { Game } from '../../src/engine/game/game.js';
import type { Action } from '../../src/engine/game/module.js';
import { defaultStepping, withStepping, type SteppingMode } from '../../src/engine/chart/stepping-mode.js';

const MODES = listModes();

function start(mode: string, seed: number, stepping: SteppingMode): Game {
  return createGame({ mode, seed } as never, { stepping }) as unknown as Game;
}

/** The next action of a seeded random bot, from the first seat with a legal action. */
function nextAction(game: Game, bot: RandomBot): Action {
  const seat = game.seats.find((s) => game.legalActions(s).length > 0);
  if (seat === undefined) throw new Error(`nobody can act in ${game.machineState}`);
  return bot.choose(game.legalActions(seat));
}

describe('stepping modes', () => {
  it('a game steps compiled by default, through an actor when inspected or asked to', () => {
    expect(defaultStepping()).toBe('compiled');
    expect((createGame({ mode: 'riftbound/duel', seed: 1 }) as unknown as Game).stepping).toBe('compiled');
    expect(start('riftbound/duel', 1, 'actor').stepping).toBe('actor');
    const seen: string[] = [];
    const inspected = createGame({ mode: 'riftbound/duel', seed: 1 }, { inspect: (e) => void seen.push(e.type), stepping: 'compiled' }) as unknown as Game;
    expect(inspected.stepping).toBe('actor');
    expect(seen).toContain('@xstate.microstep');
    expect(withStepping('shadow', () => (createGame({ mode: 'altered/duel', seed: 1 }) as unknown as Game).stepping)).toBe('shadow');
    expect(defaultStepping()).toBe('compiled');
  });
});

describe.each(MODES)('%s: compiled stepping and an XState actor give the same game', (mode) => {
  it('step by step: the same statechart state, automatic flag, events and legal actions; the same final snapshot and record', () => {
    const compiled = start(mode, 11, 'compiled');
    const actor = start(mode, 11, 'actor');
    const bot = new RandomBot(11);
    expect(compiled.machineState).toBe(actor.machineState);
    expect(compiled.events()).toEqual(actor.events());
    for (let n = 0; n < 250 && !compiled.over; n++) {
      const action = nextAction(compiled, bot);
      const a = compiled.apply(action);
      const b = actor.apply(structuredClone(action));
      expect(a).toEqual(b);
      expect([compiled.machineState, compiled.automatic, compiled.over]).toEqual([actor.machineState, actor.automatic, actor.over]);
      for (const seat of compiled.seats) expect(compiled.legalActions(seat)).toEqual(actor.legalActions(seat));
    }
    expect(compiled.snapshot()).toEqual(actor.snapshot());
    expect(compiled.record()).toEqual(actor.record());
  });

  it('with the shadow check on every step, from a new game and from restored positions', () => {
    const game = start(mode, 12, 'shadow');
    const bot = new RandomBot(12);
    for (let n = 0; n < 120 && !game.over; n++) {
      expect(game.apply(nextAction(game, bot)).ok).toBe(true);
      if (n % 40 === 39) {
        // A restored game rests where the snapshot was, named identically by both ways.
        const snapshot = game.snapshot();
        const restored = restoreGame(snapshot, { stepping: 'shadow' }) as unknown as Game;
        const viaActor = restoreGame(snapshot, { stepping: 'actor' }) as unknown as Game;
        expect(restored.snapshot()).toEqual(snapshot);
        expect([restored.machineState, restored.automatic]).toEqual([viaActor.machineState, viaActor.automatic]);
      }
    }
  });
});
