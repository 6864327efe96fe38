/**
 * Round clocks (TR 408) driven by time fed in as data: the round starts at the first reading and
 * time is called past its minutes; after time no new game starts in the Swiss (TR 408.2.d) and a
 * game played on is decided by a lead of two points (TR 408.2.b); in a timed top cut even game
 * wins go on to a new game and sudden death (TR 408.4).
 */
import { describe, expect, it } from 'vitest';
import { applyAction, newTournamentState } from '../../src/tournament/event.js';
import { Tournament } from '../../src/tournament/tournament.js';
import type { TournamentState } from '../../src/tournament/state.js';
import { DUEL, drive } from './helpers.js';

const MINUTE = 60_000;

/** Two entrants registered and paired, in an event whose Swiss rounds last 50 minutes and top cut 40. */
function paired(settings: Partial<typeof DUEL> = {}): TournamentState {
  const state = newTournamentState({ ...DUEL, swissRounds: 1, roundMinutes: 50, topCutMinutes: 40, ...settings }, 2);
  return drive(state, { type: 'register', name: 'ana', decks: ['d'] }, { type: 'register', name: 'bo', decks: ['d'] }, { type: 'pair' });
}

describe('round clocks', () => {
  it('start at the first reading, call time past the round\'s minutes, never go back', () => {
    let state = paired();
    const event = () => new Tournament(state, () => []);
    expect(event().timeLeft).toBeNull();
    state = drive(state, { type: 'clock', at: 1_000 });
    expect(event().timeLeft).toBe(50 * MINUTE);
    state = drive(state, { type: 'clock', at: 1_000 + 49 * MINUTE });
    expect([event().timeCalled, event().timeLeft]).toEqual([false, MINUTE]);
    const back = applyAction(state, { type: 'clock', at: 500 }, () => []);
    expect(back).toMatchObject({ ok: false, error: { code: 'CLOCK_BACKWARDS', path: '$.at' } });
    state = drive(state, { type: 'clock', at: 1_000 + 50 * MINUTE });
    expect([event().timeCalled, event().timeLeft, state.rounds[0]?.clock.calledAt]).toEqual([true, 0, 1_000 + 50 * MINUTE]);
    // The clock is part of the stored state.
    expect(JSON.parse(JSON.stringify(state)).rounds[0].clock).toEqual({ minutes: 50, startedAt: 1_000, now: 1_000 + 50 * MINUTE, calledAt: 1_000 + 50 * MINUTE });
  });

  it('an untimed round never calls time', () => {
    const state = drive(paired({ roundMinutes: null }), { type: 'clock', at: 0 }, { type: 'clock', at: 600 * MINUTE });
    expect(new Tournament(state, () => []).timeCalled).toBe(false);
  });

  it('Swiss: the game played on is won by a lead of two points, then the match ends without a new game (TR 408.2)', () => {
    let state = drive(paired(), { type: 'clock', at: 0 }, { type: 'reportGame', table: 1, winner: 'ana' }, { type: 'clock', at: 50 * MINUTE });
    const event = new Tournament(state, () => []);
    expect(event.gameAtTime(1, { ana: 7, bo: 6 })).toEqual({ winner: null, suddenDeath: false });
    expect(event.gameAtTime(1, { ana: 6, bo: 8 })).toEqual({ winner: 'bo', suddenDeath: false });
    // bo wins the second game on points: game wins are even, so the match is drawn (TR 404.5).
    state = drive(state, { type: 'reportGame', table: 1, winner: 'bo' });
    expect(state.rounds[0]?.matches[0]?.result).toEqual({ winner: null, end: 'time' });
  });

  it('Swiss: a drawn game after time leaves the match to the one with more game wins (TR 408.3.a)', () => {
    const state = drive(paired(), { type: 'clock', at: 0 }, { type: 'reportGame', table: 1, winner: 'bo' }, { type: 'clock', at: 51 * MINUTE }, { type: 'reportGame', table: 1, winner: null });
    expect(state.rounds[0]?.matches[0]?.result).toEqual({ winner: 'bo', end: 'time' });
  });

  it('top cut: even game wins at time go on to a new game and sudden death (TR 408.4)', () => {
    // A one-round Swiss, then a timed final of the same two.
    let state = drive(paired({ topCut: 2 }), { type: 'reportGame', table: 1, winner: 'ana' }, { type: 'reportGame', table: 1, winner: 'ana' }, { type: 'pair' });
    state = drive(state, { type: 'clock', at: 0 }, { type: 'reportGame', table: 1, winner: 'bo' }, { type: 'reportGame', table: 1, winner: 'ana' }, { type: 'clock', at: 40 * MINUTE });
    // Between games with game wins even: no result, a new game is needed (TR 408.4.a, 408.4.d).
    expect(applyAction(state, { type: 'endMatch', table: 1 }, () => [])).toMatchObject({ ok: false, error: { code: 'NO_DRAW_IN_ELIMINATION', rule: 'TR 408.4' } });
    const event = new Tournament(state, () => []);
    expect(event.gameAtTime(1, { ana: 5, bo: 5 })).toEqual({ winner: null, suddenDeath: true });
    expect(event.gameAtTime(1, { ana: 5, bo: 6 })).toEqual({ winner: 'bo', suddenDeath: false });
    // A drawn game leaves them even: the match goes on; the sudden-death point decides it.
    state = drive(state, { type: 'reportGame', table: 1, winner: null });
    expect(state.rounds[1]?.matches[0]?.result).toBeNull();
    state = drive(state, { type: 'reportGame', table: 1, winner: 'bo' });
    expect(state.rounds[1]?.matches[0]?.result).toEqual({ winner: 'bo', end: 'played' });
    expect(state.phase).toBe('finished');
  });

  it('top cut: even points but more game wins take the match (TR 408.4.c.2)', () => {
    let state = drive(paired({ topCut: 2 }), { type: 'reportGame', table: 1, winner: 'ana' }, { type: 'reportGame', table: 1, winner: 'ana' }, { type: 'pair' });
    state = drive(state, { type: 'clock', at: 0 }, { type: 'reportGame', table: 1, winner: 'ana' }, { type: 'clock', at: 45 * MINUTE });
    const event = new Tournament(state, () => []);
    expect(event.gameAtTime(1, { ana: 4, bo: 4 })).toEqual({ winner: null, suddenDeath: false });
    state = drive(state, { type: 'reportGame', table: 1, winner: null });
    expect(state.rounds[1]?.matches[0]?.result).toEqual({ winner: 'ana', end: 'time' });
  });
});
