import { describe, expect, it } from 'vitest';
import { createGame, loadPosition } from '../../src/api.js';
import type { Game } from '../../src/engine/game/game.js';
import type { RiftboundState } from '../../src/games/riftbound/state/state.js';
import { act } from '../support/riftbound.js';

type RGame = Game<RiftboundState>;

describe('conceding (CR 649-652)', () => {
  it('duel: the other player wins at once, in setup as in play (CR 651.1)', () => {
    const game = createGame<RiftboundState>({ mode: 'riftbound/duel', seed: 3, rules: { setup: { turnOrder: 'asSeated' } } });
    const events = act(game, { type: 'concede', seat: 'A' });
    expect(game.over).toBe(true);
    expect(game.liveState.winner).toBe('B');
    expect(events.map((e) => e.type)).toEqual(['conceded', 'gameOver']);
    expect(game.apply({ type: 'concede', seat: 'B' })).toMatchObject({ ok: false, error: { code: 'GAME_OVER' } });
  });

  it('2v2: the whole team loses, whoever concedes, even out of turn (CR 484.6.a.1, 651.4)', () => {
    const game = loadPosition<RiftboundState>({ mode: 'riftbound/2v2', turn: { seat: 'A' }, scores: { 'A+C': 9 } }) as RGame;
    act(game, { type: 'concede', seat: 'C' });
    expect(game.over).toBe(true);
    expect(game.liveState.winner).toBe('B+D');
  });

  it('FFA3: the game goes on without the player; their objects leave, their battlefield becomes a token battlefield; units there stay (CR 652)', () => {
    const game = loadPosition<RiftboundState>({
      mode: 'riftbound/ffa3',
      turn: { seat: 'A' },
      seats: { B: { base: ['tide-runner'], runes: 2, hand: ['mind-spike'] } },
      battlefields: [
        { card: 'sunken-plaza', contributedBy: 'A', controller: 'C', units: { C: ['ember-whelp'] } },
        { card: 'windworn-steps', contributedBy: 'B', controller: 'A', units: { A: ['cinder-scout'] } },
        { card: 'shattered-causeway', contributedBy: 'C', controller: 'B', units: { B: ['stone-sentry'] } },
      ],
    }) as RGame;
    const bOwned = Object.values(game.liveState.objects).filter((o) => o.owner === 'B').map((o) => o.id);
    act(game, { type: 'concede', seat: 'B' });
    const s = game.liveState;
    expect(game.over).toBe(false);
    expect(game.seats).toEqual(['A', 'C']);
    expect(s.removed).toEqual([expect.objectContaining({ seat: 'B', team: 'B' })]);
    expect(bOwned.filter((id) => s.objects[id] !== undefined)).toEqual([]);
    expect(s.battlefields.map((b) => [b.card, b.contributedBy])).toEqual([['sunken-plaza', 'A'], ['vacant-battlefield', null], ['shattered-causeway', 'C']]);
    // The replaced battlefield keeps what is there, and whoever controls it (CR 652.2.b).
    expect(s.battlefields[1]).toMatchObject({ id: 'windworn-steps', controller: 'A', units: ['A-cinder-scout'] });
    // A battlefield the leaver controlled is controlled by nobody.
    expect(s.battlefields[2]).toMatchObject({ controller: null, units: [] });
    // B can no longer act (CR 651.3).
    expect(game.legalActions('B')).toEqual([]);
    expect(game.apply({ type: 'pass', seat: 'B' })).toMatchObject({ ok: false });
  });

  it('FFA4: the turn player concedes; the next player still in the game takes the turn (CR 652.5.a.1)', () => {
    const game = loadPosition<RiftboundState>({ mode: 'riftbound/ffa4', turn: { seat: 'B' } }) as RGame;
    const turn = game.liveState.turn.number;
    act(game, { type: 'concede', seat: 'B' });
    while (game.liveState.chain.length) act(game, { type: 'pass', seat: game.liveState.priority as string });
    expect(game.liveState.turn).toEqual({ number: turn + 1, seat: 'C' });
    expect(game.machineState).toBe('turn.main.neutral.open');
    act(game, { type: 'concede', seat: 'D' });
    expect(game.seats).toEqual(['A', 'C']);
    act(game, { type: 'concede', seat: 'A' });
    expect(game.over).toBe(true);
    expect(game.liveState.winner).toBe('C');
  });

  it('the player with priority concedes: their item is countered and priority moves on (CR 652.4, 652.5.c.1)', () => {
    const game = loadPosition<RiftboundState>({
      mode: 'riftbound/ffa3',
      turn: { seat: 'A' },
      seats: { A: { hand: ['cinder-dart'], runes: 1 }, B: { hand: ['flash-fire'], runes: 2 } },
      battlefields: [
        { card: 'sunken-plaza', contributedBy: 'A', units: { C: ['ember-whelp'] }, controller: 'C' },
        { card: 'windworn-steps', contributedBy: 'B' },
        { card: 'shattered-causeway', contributedBy: 'C' },
      ],
    }) as RGame;
    const dart = game.liveState.seats[0]?.hand[0] as string;
    act(game, { type: 'playSpell', seat: 'A', card: dart, targets: { victim: 'C-ember-whelp' } });
    act(game, { type: 'pass', seat: 'A' });
    expect(game.liveState.priority).toBe('B');
    act(game, { type: 'concede', seat: 'B' });
    expect(game.liveState.priority).toBe('C');
    act(game, { type: 'pass', seat: 'C' });
    expect(game.liveState.chain).toEqual([]);
    expect(game.liveState.seats.find((s) => s.id === 'C')?.trash).toContain('C-ember-whelp');
  });
});
