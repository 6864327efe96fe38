/** The table knob `turnLimit`: a game without a winner when that turn ends is a draw. */
import { describe, expect, it } from 'vitest';
import { createGame, restoreGame } from '../../src/api.js';
import { playToEnd, RandomBot } from '../../src/bots/random-bot.js';
import type { Game } from '../../src/engine/game/game.js';
import type { RiftboundRules, RiftboundState } from '../../src/games/riftbound/state/state.js';
import { loadError } from '../support/load-error.js';

function limited(turnLimit: number, mode = 'riftbound/duel', seed = 3): Game<RiftboundState> {
  return createGame<RiftboundState>({ mode, seed, rules: { knobs: { turnLimit } } });
}

describe('turn limit (knob turnLimit)', () => {
  it('ends a game still without a winner when that turn ends, in a draw', () => {
    const game = limited(4);
    const played = playToEnd(game as unknown as Game, new RandomBot(1));
    const events = played.game.events();
    expect(played.game.over).toBe(true);
    expect(played.game.winner).toBeNull();
    const drawn = events.findIndex((e) => e.type === 'gameDrawn');
    expect(events[drawn]).toEqual({ type: 'gameDrawn', reason: 'turnLimit', turn: 4 });
    expect(events[drawn - 1]).toMatchObject({ type: 'turnEnded', turn: 4 });
    expect(events.at(-1)).toMatchObject({ type: 'gameOver', winner: null });
    expect(events.filter((e) => e.type === 'turnStarted')).toHaveLength(4);
    expect((played.game.liveState as RiftboundState).drawn).toBe(true);
  });

  it('counts the turns of every player, in a team mode too', () => {
    const played = playToEnd(limited(6, 'riftbound/2v2', 5) as unknown as Game, new RandomBot(2));
    expect(played.game.winner).toBeNull();
    const turns = played.game.events().filter((e) => e.type === 'turnStarted').map((e) => e['seat']);
    expect(turns).toHaveLength(6);
    expect(new Set(turns).size).toBe(4);
    expect(played.game.events().find((e) => e.type === 'gameDrawn')).toEqual({ type: 'gameDrawn', reason: 'turnLimit', turn: 6 });
  });

  it('without the knob, the shipped modes set no limit', () => {
    for (const mode of ['riftbound/duel', 'riftbound/2v2', 'riftbound/ffa3', 'riftbound/ffa4', 'riftbound/ffa4-war', 'riftbound/match']) {
      const game = createGame<RiftboundState>({ mode, seed: 3 }) as unknown as Game<RiftboundState, RiftboundRules>;
      expect(game.rules.knobs.turnLimit, mode).toBeUndefined();
    }
  });

  it('a drawn game restores as over', () => {
    const played = playToEnd(limited(2) as unknown as Game, new RandomBot(1));
    const restored = restoreGame(played.game.snapshot());
    expect(restored.over).toBe(true);
    expect(restored.winner).toBeNull();
  });

  it('refuses a limit that is not a positive whole number, at its path', () => {
    const error = loadError(() => limited(0));
    expect(error.issues[0]?.path).toBe('$.rules.knobs.turnLimit');
  });
});
