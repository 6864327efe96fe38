/** Conceding in Altered: the team leaves; one team left wins; in free for all the game goes on. */
import { describe, expect, it } from 'vitest';
import { createGame, restoreGame } from '../../src/api.js';
import { nextDecision, playToEnd, RandomBot } from '../../src/bots/random-bot.js';
import type { Game } from '../../src/engine/game/game.js';
import type { Action, GameEvent } from '../../src/engine/game/module.js';
import type { AlteredState } from '../../src/games/altered/state/state.js';

type AGame = Game<AlteredState>;

function act(game: AGame, action: Action): readonly GameEvent[] {
  const result = game.apply(action);
  if (!result.ok) throw new Error(`refused ${JSON.stringify(action)}: ${result.error.code} ${result.error.message}`);
  return result.events;
}

/** Random legal actions until the first Afternoon turn. */
function toAfternoon(game: AGame, bot = new RandomBot(5)): AGame {
  while (game.machineState !== 'day.afternoon.turn') {
    const decision = nextDecision(game)!;
    act(game, bot.choose(decision.actions)!);
  }
  return game;
}

describe('conceding in Altered', () => {
  it('duel: the other player wins at once, in setup as in a day', () => {
    const inSetup = createGame<AlteredState>({ mode: 'altered/duel', seed: 2 }) as AGame;
    expect(inSetup.machineState).toBe('setup.mana');
    const events = act(inSetup, { type: 'concede', seat: 'A' });
    expect(events.map((e) => e.type)).toEqual(['conceded', 'gameWon', 'gameOver']);
    expect(inSetup.over).toBe(true);
    expect(inSetup.winner).toBe('B');

    const inDay = toAfternoon(createGame<AlteredState>({ mode: 'altered/duel', seed: 2 }) as AGame);
    const waiting = inDay.liveState.current === 'A' ? 'B' : 'A';
    act(inDay, { type: 'concede', seat: waiting });
    expect(inDay.over).toBe(true);
    expect(inDay.winner).not.toBe(waiting);
    expect(inDay.apply({ type: 'concede', seat: inDay.winner as string })).toMatchObject({ ok: false, error: { code: 'GAME_OVER' } });
  });

  it('is never listed, yet always accepted', () => {
    const game = toAfternoon(createGame<AlteredState>({ mode: 'altered/duel', seed: 4 }) as AGame);
    for (const seat of game.seats) expect(game.legalActions(seat).some((a) => a.type === 'concede')).toBe(false);
    expect(game.toAct()).toEqual([game.liveState.current]);
  });

  it('2v2: the whole team loses, whoever concedes', () => {
    const game = toAfternoon(createGame<AlteredState>({ mode: 'altered/2v2', seed: 3 }) as AGame);
    const events = act(game, { type: 'concede', seat: 'C' });
    expect(events[0]).toMatchObject({ type: 'conceded', seat: 'C', team: 'A+C', leaving: ['A', 'C'] });
    expect(game.over).toBe(true);
    expect(game.winner).toBe('B+D');
    expect(game.view(null).conceded).toEqual(['A', 'C']);
  });

  it('free for all: the game goes on without the player, whose cards leave the game', () => {
    const game = toAfternoon(createGame<AlteredState>({ mode: 'altered/ffa', seed: 6 }) as AGame);
    const leaver = game.liveState.current;
    const owned = Object.values(game.liveState.objects).filter((o) => o.owner === leaver).map((o) => o.id);
    act(game, { type: 'concede', seat: leaver });
    const s = game.liveState;
    expect(game.over).toBe(false);
    expect(s.conceded).toEqual([leaver]);
    expect(game.seats).not.toContain(leaver);
    expect(owned.filter((id) => s.objects[id] !== undefined)).toEqual([]);
    const left = s.seats.find((x) => x.id === leaver)!;
    expect([left.hand, left.deck, left.reserve, left.expedition, left.mana]).toEqual([[], [], [], [], []]);
    // The turn went on to the next player; the leaver can no longer act.
    expect(s.current).not.toBe(leaver);
    expect(game.toAct()).toEqual([s.current]);
    expect(game.apply({ type: 'pass', seat: leaver })).toMatchObject({ ok: false, error: { code: 'UNKNOWN_SEAT' } });
    // The game still ends, and never gives the leaver a turn or a choice again.
    const played = playToEnd(game as unknown as Game, new RandomBot(9), 20_000);
    expect(played.game.over).toBe(true);
    expect(played.game.winner).not.toBe(leaver);
    const afterwards = played.game.events().slice(played.game.events().findIndex((e) => e.type === 'conceded'));
    expect(afterwards.some((e) => e['seat'] === leaver && e.type !== 'conceded')).toBe(false);
  });

  it('free for all: conceding players leave one by one until one is left, who wins', () => {
    const game = toAfternoon(createGame<AlteredState>({ mode: 'altered/ffa', seed: 8 }) as AGame);
    act(game, { type: 'concede', seat: 'B' });
    act(game, { type: 'concede', seat: 'D' });
    expect(game.over).toBe(false);
    act(game, { type: 'concede', seat: 'A' });
    expect(game.over).toBe(true);
    expect(game.winner).toBe('C');
    expect(game.liveState.conceded).toEqual(['B', 'D', 'A']);
  });

  it('a game with a concession snapshots and restores', () => {
    const game = toAfternoon(createGame<AlteredState>({ mode: 'altered/ffa', seed: 6 }) as AGame);
    act(game, { type: 'concede', seat: 'D' });
    const restored = restoreGame<AlteredState>(game.snapshot()) as AGame;
    expect(restored.seats).toEqual(game.seats);
    expect(restored.liveState.conceded).toEqual(['D']);
  });
});
