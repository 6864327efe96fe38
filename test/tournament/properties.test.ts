/**
 * Properties of whole events with random results, drops and re-entries: every active entrant
 * plays once a round, no rematch while a pairing without one exists (TR 202.3), standings are a
 * total order following TR 409, and a refused action leaves the state as it was.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, newTournamentState } from '../../src/tournament/event.js';
import { records } from '../../src/tournament/records.js';
import { standings } from '../../src/tournament/standings.js';
import type { TournamentState } from '../../src/tournament/state.js';
import type { TournamentAction } from '../../src/types/tournament.js';
import { DUEL } from './helpers.js';

/** Whether the entrants can all be seated in pairs (one bye when odd) with no two who met. */
function rematchFreeExists(ids: readonly string[], met: (a: string, b: string) => boolean): boolean {
  if (ids.length % 2 === 1) return ids.some((bye) => rematchFreeExists(ids.filter((id) => id !== bye), met));
  if (ids.length === 0) return true;
  const [first, ...rest] = ids as [string, ...string[]];
  return rest.some((other) => !met(first, other) && rematchFreeExists(rest.filter((id) => id !== other), met));
}

const step = (state: TournamentState, action: TournamentAction) => applyAction(state, action, () => []);

interface Script {
  readonly players: number;
  readonly rounds: number;
  /** One choice per match and round: which entrant wins (past the end: a draw), and who drops or re-enters. */
  readonly choices: readonly number[];
  readonly seed: number;
}

const scripts = fc.record({
  players: fc.integer({ min: 2, max: 11 }),
  rounds: fc.integer({ min: 1, max: 6 }),
  choices: fc.array(fc.nat({ max: 40 }), { minLength: 80, maxLength: 80 }),
  seed: fc.nat({ max: 1000 }),
});

/** Plays a script, calling `check` after every pairing with the state and the entrants that had to be paired. */
function playScript(script: Script, check: (state: TournamentState, active: readonly string[], before: TournamentState) => void): TournamentState {
  let state = newTournamentState({ ...DUEL, swissRounds: script.rounds }, script.seed);
  for (let i = 0; i < script.players; i++) {
    const result = step(state, { type: 'register', name: `e${i}`, decks: ['deck'] });
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
  }
  let c = 0;
  const choice = () => script.choices[c++ % script.choices.length] as number;
  for (let r = 0; r < script.rounds; r++) {
    const active = state.entrants.filter((e) => !e.dropped).map((e) => e.id);
    if (active.length < 2) break;
    const before = state;
    const paired = step(state, { type: 'pair' });
    if (!paired.ok) throw new Error(paired.error.message);
    state = paired.state;
    check(state, active, before);
    for (const match of state.rounds.at(-1)?.matches ?? []) {
      while (state.rounds.at(-1)?.matches.find((m) => m.table === match.table)?.result === null) {
        const pick = choice();
        const winner = pick < match.entrants.length * 4 ? (match.entrants[pick % match.entrants.length] as string) : null;
        const played = step(state, pick === 40 ? { type: 'drawMatch', table: match.table } : { type: 'reportGame', table: match.table, winner });
        if (!played.ok) throw new Error(played.error.message);
        state = played.state;
      }
    }
    // Now and then someone drops, or someone dropped comes back.
    const who = state.entrants[choice() % state.entrants.length];
    if (who && choice() < 8) {
      const changed = step(state, { type: who.dropped ? 'reenter' : 'drop', entrant: who.id });
      if (changed.ok) state = changed.state;
    }
  }
  return state;
}

describe('tournament properties', () => {
  it('every active entrant is paired exactly once a round; dropped ones never', () => {
    fc.assert(fc.property(scripts, (script) => {
      playScript(script, (state, active) => {
        const seated = state.rounds.at(-1)?.matches.flatMap((m) => m.entrants) ?? [];
        expect([...seated].sort()).toEqual([...active].sort());
      });
    }), { numRuns: 40 });
  });

  it('no rematch while a pairing without one exists', () => {
    fc.assert(fc.property(scripts, (script) => {
      playScript(script, (state, active, before) => {
        const past = records(before);
        const met = (a: string, b: string) => past.get(a)?.opponents.includes(b) ?? false;
        const rematch = state.rounds.at(-1)?.matches.some((m) => m.entrants.length === 2 && met(m.entrants[0] as string, m.entrants[1] as string));
        if (rematch) expect(rematchFreeExists(active, met)).toBe(false);
      });
    }), { numRuns: 40 });
  });

  it('a bye goes to an entrant without one while an entrant without one can take it', () => {
    fc.assert(fc.property(scripts, (script) => {
      playScript(script, (state, active, before) => {
        const past = records(before);
        const byes = state.rounds.at(-1)?.matches.filter((m) => m.result?.end === 'bye').flatMap((m) => m.entrants) ?? [];
        const without = active.filter((id) => (past.get(id)?.byes ?? 0) === 0);
        const hadOne = byes.filter((id) => (past.get(id)?.byes ?? 0) > 0);
        // One who had a bye takes another only when every entrant without one is needed elsewhere to avoid a rematch.
        if (hadOne.length > 0 && without.length > 0) {
          const met = (a: string, b: string) => past.get(a)?.opponents.includes(b) ?? false;
          for (const candidate of without) expect(rematchFreeExists(active.filter((id) => id !== candidate), met)).toBe(false);
        }
      });
    }), { numRuns: 40 });
  });

  it('standings are a total order by points, then TR 409.2\'s tiebreakers in order', () => {
    fc.assert(fc.property(scripts, (script) => {
      const state = playScript(script, () => {});
      const rows = standings(state);
      expect(rows.map((r) => r.rank)).toEqual(rows.map((_, i) => i + 1));
      expect(new Set(rows.map((r) => r.entrant)).size).toBe(state.entrants.length);
      for (let i = 1; i < rows.length; i++) {
        const a = rows[i - 1] as (typeof rows)[number];
        const b = rows[i] as (typeof rows)[number];
        const keys = (r: typeof a) => [r.matchPoints, r.opponentsMatchWin, r.gameWin, r.opponentsGameWin];
        const ka = keys(a);
        const kb = keys(b);
        const first = ka.findIndex((v, k) => Math.abs(v - (kb[k] as number)) > 1e-9);
        if (first !== -1) expect(ka[first]).toBeGreaterThan(kb[first] as number);
        else expect(state.lots.indexOf(a.entrant)).toBeLessThan(state.lots.indexOf(b.entrant));
      }
    }), { numRuns: 40 });
  });

  it('a refused action changes nothing', () => {
    const actions: fc.Arbitrary<TournamentAction> = fc.oneof(
      fc.record({ type: fc.constant('reportGame' as const), table: fc.integer({ min: 1, max: 8 }), winner: fc.option(fc.constantFrom('e0', 'e1', 'e5', 'zz'), { nil: null }) }),
      fc.record({ type: fc.constant('concede' as const), table: fc.integer({ min: 1, max: 8 }), entrant: fc.constantFrom('e0', 'e3', 'zz') }),
      fc.record({ type: fc.constantFrom('drop' as const, 'reenter' as const), entrant: fc.constantFrom('e0', 'e2', 'zz') }),
      fc.record({ type: fc.constantFrom('pair' as const) }),
      fc.record({ type: fc.constant('register' as const), name: fc.constantFrom('e1', 'new'), decks: fc.constant(['deck']) }),
    );
    fc.assert(fc.property(scripts, fc.array(actions, { maxLength: 12 }), (script, tries) => {
      let state = playScript({ ...script, rounds: Math.max(1, script.rounds - 1) }, () => {});
      for (const action of tries) {
        const text = JSON.stringify(state);
        const result = step(state, action);
        expect(JSON.stringify(state)).toBe(text);
        if (result.ok) state = result.state;
      }
    }), { numRuns: 30 });
  });
});
