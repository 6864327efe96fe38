/** Altered on the same engine core: setup, the day's flow, views, and whole games. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGame, listModes, loadPosition, replay } from '../../src/api.js';
import { nextDecision, playGame, RandomBot } from '../../src/bots/random-bot.js';
import type { AlteredState } from '../../src/games/altered/state/state.js';

function newDuel(seed = 1) {
  return createGame<AlteredState>({ mode: 'altered/duel', seed });
}

/**
 * What holds after every action: every card is in exactly one zone; Limbo holds emblems only
 * while a reactions state waits, Rest plans only during Rest's modifier choices; no reaction
 * activated more than 100 times today; tokens exist only in expeditions.
 */
function expectInvariants(state: AlteredState, machine: string, over: boolean): void {
  const zones = state.seats.flatMap((s) => [...s.deck, ...s.hand, ...s.mana.map((m) => m.id), ...s.reserve, ...s.landmarks, ...s.permanents, ...s.discard, ...s.expedition]);
  expect(new Set(zones).size).toBe(zones.length);
  expect(zones.every((id) => id in state.objects)).toBe(true);
  if (state.limbo.length && !over) expect(machine).toMatch(/\.(reactions|afterProgress|afterRest)$/);
  if (state.restPlans.some((p) => p.options.length)) expect(machine).toBe('day.night.modifiers');
  expect(Object.values(state.activations).every((n) => n <= 100)).toBe(true);
  const inExpeditions = new Set(state.seats.flatMap((s) => s.expedition));
  expect(Object.values(state.objects).filter((o) => o.token).every((o) => inExpeditions.has(o.id))).toBe(true);
}

describe('Altered duel', () => {
  it('is a mode of the package', () => {
    expect(listModes()).toContain('altered/duel');
  });

  it('deals 6, lays out 8 regions, and waits for mana choices in initiative order', () => {
    const game = newDuel(3);
    const state = game.liveState;
    expect(game.machineState).toBe('setup.mana');
    expect(state.regions).toHaveLength(8);
    expect(state.regions.filter((r) => r.faceDown)).toHaveLength(6);
    for (const s of state.seats) expect(s.track).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    for (const s of state.seats) {
      expect(s.hand).toHaveLength(6);
      expect(s.position).toEqual({ hero: 0, companion: 7 });
    }
    const first = state.firstPlayer;
    const second = state.seats.find((s) => s.id !== first)!.id;
    expect(game.legalActions(first)).toHaveLength(20);
    expect(game.apply({ type: 'chooseMana', seat: second, cards: state.seats.find((s) => s.id === second)!.hand.slice(0, 3) })).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_CHOICE' } });
  });

  it('skips the first Morning and starts the first Afternoon with the first player', () => {
    const game = newDuel(3);
    for (let i = 0; i < 2; i++) {
      const decision = nextDecision(game)!;
      game.apply(decision.actions[0]!);
    }
    expect(game.machineState).toBe('day.afternoon.turn');
    expect(game.liveState.day).toBe(1);
    expect(game.events().some((e) => e.type === 'morningSkipped')).toBe(true);
    expect(game.liveState.current).toBe(game.liveState.firstPlayer);
    for (const s of game.liveState.seats) expect(s.mana.filter((m) => !m.exhausted)).toHaveLength(3);
  });

  it('hides hands from the other player, and mana cards from everyone', () => {
    const game = newDuel(3);
    const view = game.view('A') as unknown as { seats: { id: string; hand: string[] | null; handSize: number; mana: { ready: number } }[] };
    expect(view.seats.find((s) => s.id === 'A')?.hand).toHaveLength(6);
    expect(view.seats.find((s) => s.id === 'B')?.hand).toBeNull();
    expect(JSON.stringify(view)).not.toContain('"deck"');
  });

  it('shows a hand shown to a teammate in their view only, until the day ends', () => {
    const game = loadPosition<AlteredState>({ mode: 'altered/2v2', rules: { knobs: { showHandToTeammate: true } }, seats: { A: { hand: ['torch-bearer', 'lullaby'] } } });
    type View = { seats: { id: string; hand: string[] | null }[]; objects: Record<string, unknown> };
    const handOfA = (viewer: string) => (game.view(viewer) as unknown as View).seats.find((s) => s.id === 'A')?.hand;
    expect(handOfA('C')).toBeNull();
    expect(game.apply({ type: 'showHand', seat: 'A', to: 'C' }).ok).toBe(true);
    expect(handOfA('C')).toEqual(['A-torch-bearer', 'A-lullaby']);
    expect((game.view('C') as unknown as View).objects).toHaveProperty('A-torch-bearer');
    expect(handOfA('B')).toBeNull();
    expect(handOfA('D')).toBeNull();
    for (const seat of ['A', 'B', 'C', 'D']) expect(game.apply({ type: 'pass', seat }).ok).toBe(true);
    expect(game.liveState.day).toBe(3);
    expect(handOfA('C')).toBeNull();
  });

  it.each([
    ['altered/duel', ['A', 'B'], 20],
    ['altered/2v2', ['A+C', 'B+D'], 20],
    ['altered/ffa', ['A', 'B', 'C', 'D'], 20],
  ] as const)('%s: random legal play keeps the invariants after every action, always ends with a winner, and replays to the identical state', (mode, winners, numRuns) => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const game = createGame<AlteredState>({ mode, seed });
        const bot = new RandomBot(seed);
        while (!game.over) {
          const decision = nextDecision(game);
          expect(decision).toBeDefined();
          expect(game.apply(bot.choose(decision!.actions)).ok).toBe(true);
          expect(game.liveState.day).toBeLessThan(60);
          expectInvariants(game.liveState, game.machineState, game.over);
        }
        expect(winners).toContain(game.liveState.winner);
        expect(replay(JSON.parse(JSON.stringify(game.record()))).snapshot()).toEqual(game.snapshot());
      }),
      { numRuns },
    );
  });

  it('plays from the command line helpers like any game', () => {
    const { game } = playGame({ mode: 'altered/duel', seed: 9 });
    expect(game.machineState).toBe('gameOver');
    expect(game.events().at(-1)).toMatchObject({ type: 'gameOver' });
  });
});

describe('Altered 2v2 and free for all', () => {
  it.each([
    ['altered/2v2', ['A+C', 'B+D']],
    ['altered/ffa', ['A', 'B', 'C', 'D']],
  ])('%s: each player has an 8-region track; random play ends with a winner', (mode, winners) => {
    for (let seed = 1; seed <= 10; seed++) {
      const { game } = playGame({ mode, seed });
      const state = game.liveState as AlteredState;
      expect(state.regions).toHaveLength(16);
      for (const s of state.seats) expect(s.track).toHaveLength(8);
      expect(winners).toContain(state.winner);
    }
  });

  it('2v2 tracks share Hero regions between opponents, and Companion regions too', () => {
    const state = createGame<AlteredState>({ mode: 'altered/2v2', seed: 2 }).liveState;
    const track = (id: string) => state.seats.find((s) => s.id === id)!.track;
    expect(track('A')[0]).toBe(track('B')[0]);
    expect(track('A')[7]).toBe(track('D')[7]);
    expect(track('C')[0]).toBe(track('D')[0]);
    expect(track('A')[0]).not.toBe(track('C')[0]);
  });
});
