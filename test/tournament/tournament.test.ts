/**
 * A tournament through the public API: registration with decks checked by the game's deck
 * construction (TR 401), refusals that change nothing, drops and re-entry (TR 414),
 * concessions and intentional draws (TR 410), the top cut (TR 202.4, 407.2.a), team events
 * (TR 603) and free-for-all pods, private decklists (TR 401.5), and a state that restores.
 */
import { describe, expect, it } from 'vitest';
import { LoadError } from '../../src/engine/errors.js';
import { createTournament, restoreTournament } from '../../src/index.js';
import type { Tournament, TournamentAction } from '../../src/index.js';

const DECKS = ['ember', 'tide', 'bastion', 'tempest', 'gale', 'lantern', 'thicket', 'cinder'];

function ok(tournament: Tournament, ...actions: TournamentAction[]): void {
  for (const action of actions) {
    const result = tournament.apply(action);
    expect(result, JSON.stringify(action)).toEqual({ ok: true });
  }
}

/** A best-of-three event of `count` players, registered. */
function event(count: number, options: { topCut?: number; swissRounds?: number; openDecklist?: boolean } = {}): Tournament {
  const t = createTournament({ mode: 'riftbound/match', seed: 5, ...options });
  for (let i = 0; i < count; i++) ok(t, { type: 'register', name: `p${i + 1}`, decks: [DECKS[i % DECKS.length] as string] });
  return t;
}

/** Every open match of the round won 2-0 by its first entrant. */
function firstWins(t: Tournament): void {
  for (const match of t.round?.matches ?? []) {
    if (match.result) continue;
    const winner = match.entrants[0] as string;
    ok(t, { type: 'reportGame', table: match.table, winner }, { type: 'reportGame', table: match.table, winner });
  }
}

describe('creating and registering', () => {
  it('reads the match format from the mode: best of three for riftbound/match, teams of two for 2v2', () => {
    expect(createTournament({ mode: 'riftbound/match' }).state.settings).toMatchObject({ gamesToWin: 2, teamSize: 1, podSize: 2 });
    expect(createTournament({ mode: 'riftbound/2v2' }).state.settings).toMatchObject({ gamesToWin: 1, teamSize: 2, podSize: 2 });
    expect(createTournament({ mode: 'riftbound/ffa4' }).state.settings).toMatchObject({ teamSize: 1, podSize: 4 });
    expect(createTournament({ mode: 'altered/duel', gamesToWin: 2 }).state.settings).toMatchObject({ gamesToWin: 2, teamSize: 1, podSize: 2 });
  });

  it('refuses bad options with a LoadError at their path', () => {
    expect(() => createTournament({ mode: 'riftbound/match', topCut: 6 })).toThrow(LoadError);
    try {
      createTournament({ mode: 'riftbound/match', swissRounds: 0 });
    } catch (error) {
      expect((error as LoadError).path).toBe('$.swissRounds');
    }
    expect(() => createTournament({ mode: 'chess/duel' })).toThrow(LoadError);
  });

  it('checks decks by the game\'s deck construction and refuses without change', () => {
    const t = createTournament({ mode: 'riftbound/match' });
    const before = t.state;
    const bad = t.apply({ type: 'register', name: 'p1', decks: [{ name: 'Empty', legend: 'ember-matriarch', main: [] }] });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.error.code).toBe('DECK_REFUSED');
    expect(bad.error.path.startsWith('$.decks[0]')).toBe(true);
    expect(bad.error.issues?.length).toBeGreaterThan(0);
    expect(t.apply({ type: 'register', name: 'p1', decks: ['no-such-deck'] })).toMatchObject({ ok: false, error: { code: 'DECK_REFUSED', path: '$.decks[0]' } });
    expect(t.state).toBe(before);
  });

  it('refuses malformed actions with the path of the fault', () => {
    const t = event(2);
    const before = t.state;
    expect(t.apply({ type: 'register', name: '', decks: ['ember'] })).toMatchObject({ ok: false, error: { code: 'MALFORMED_ACTION', path: '$.name' } });
    expect(t.apply({ type: 'fly' } as never)).toMatchObject({ ok: false, error: { code: 'MALFORMED_ACTION' } });
    expect(t.apply({ type: 'register', name: 'p1', decks: ['ember'] })).toMatchObject({ ok: false, error: { code: 'DUPLICATE_ENTRANT', path: '$.name', rule: 'TR 401.3' } });
    expect(t.apply({ type: 'register', name: 'p9', decks: ['ember', 'tide'] })).toMatchObject({ ok: false, error: { code: 'WRONG_TEAM_SIZE' } });
    expect(t.state).toBe(before);
  });

  it('closes registration at the first pairing (TR 401.4)', () => {
    const t = event(4);
    ok(t, { type: 'pair' });
    expect(t.apply({ type: 'register', name: 'late', decks: ['ember'] })).toMatchObject({ ok: false, error: { code: 'REGISTRATION_CLOSED', rule: 'TR 401.4' } });
  });

  it('an entrant dropping before the event never took part (TR 414.2)', () => {
    const t = event(3);
    ok(t, { type: 'drop', entrant: 'p2' });
    expect(t.state.entrants.map((e) => e.id)).toEqual(['p1', 'p3']);
  });
});

describe('rounds and results', () => {
  it('pairs every entrant once a round, a bye for an odd count, and refuses to pair before results are in', () => {
    const t = event(5, { swissRounds: 3 });
    ok(t, { type: 'pair' });
    const round = t.round;
    expect(round?.matches.flatMap((m) => m.entrants).sort()).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
    expect(round?.matches.filter((m) => m.result?.end === 'bye')).toHaveLength(1);
    const before = t.state;
    expect(t.apply({ type: 'pair' })).toMatchObject({ ok: false, error: { code: 'ROUND_NOT_OVER', rule: 'TR 408.1' } });
    expect(t.state).toBe(before);
  });

  it('words a refusal in the language asked, English by default, with the same code, rule and path', () => {
    const t = event(4);
    ok(t, { type: 'pair' });
    const english = t.apply({ type: 'reportGame', table: 7, winner: 'p1' });
    const french = t.apply({ type: 'reportGame', table: 7, winner: 'p1' }, { lang: 'fr' });
    expect(english).toEqual({ ok: false, error: { code: 'UNKNOWN_TABLE', message: 'round 1 has no table 7', rule: 'TR 405.1', path: '$.table' } });
    expect(french).toEqual({ ok: false, error: { code: 'UNKNOWN_TABLE', message: "la ronde 1 n'a pas de table 7", rule: 'TR 405.1', path: '$.table' } });
    const deck = t.apply({ type: 'register', name: 'late', decks: ['ember'] }, { lang: 'fr' });
    expect(deck).toMatchObject({ ok: false, error: { code: 'REGISTRATION_CLOSED', message: /^les decks s'inscrivent avant/ } });
  });

  it('a match ends at two game wins; a drawn game does not count (TR 404.3)', () => {
    const t = event(2, { swissRounds: 1 });
    ok(t, { type: 'pair' });
    const [a, b] = t.round?.matches[0]?.entrants as [string, string];
    ok(t, { type: 'reportGame', table: 1, winner: a }, { type: 'reportGame', table: 1, winner: null }, { type: 'reportGame', table: 1, winner: b });
    expect(t.round?.matches[0]?.result).toBeNull();
    ok(t, { type: 'reportGame', table: 1, winner: b });
    expect(t.round?.matches[0]?.result).toEqual({ winner: b, end: 'played' });
    expect(t.phase).toBe('finished');
    expect(t.apply({ type: 'reportGame', table: 1, winner: a })).toMatchObject({ ok: false, error: { code: 'MATCH_OVER' } });
    expect(t.apply({ type: 'pair' })).toMatchObject({ ok: false, error: { code: 'EVENT_OVER' } });
  });

  it('time between games: more game wins take the match, equal ones draw it (TR 404.4, 404.5)', () => {
    const t = event(4, { swissRounds: 1 });
    ok(t, { type: 'pair' });
    const [m1, m2] = t.round?.matches ?? [];
    ok(t, { type: 'reportGame', table: 1, winner: m1?.entrants[1] as string }, { type: 'endMatch', table: 1 });
    ok(t, { type: 'reportGame', table: 2, winner: m2?.entrants[0] as string }, { type: 'reportGame', table: 2, winner: m2?.entrants[1] as string }, { type: 'endMatch', table: 2 });
    expect(t.round?.matches.map((m) => m.result)).toEqual([{ winner: m1?.entrants[1], end: 'time' }, { winner: null, end: 'time' }]);
  });

  it('concessions and intentional draws (TR 410.2); a player at another table cannot concede', () => {
    const t = event(4, { swissRounds: 1 });
    ok(t, { type: 'pair' });
    const [m1, m2] = t.round?.matches ?? [];
    const other = m2?.entrants[0] as string;
    expect(t.apply({ type: 'concede', table: 1, entrant: other })).toMatchObject({ ok: false, error: { code: 'NOT_AT_TABLE', path: '$.entrant' } });
    ok(t, { type: 'concede', table: 1, entrant: m1?.entrants[0] as string }, { type: 'drawMatch', table: 2 });
    expect(t.round?.matches.map((m) => m.result)).toEqual([{ winner: m1?.entrants[1], end: 'conceded' }, { winner: null, end: 'intentionalDraw' }]);
    const rows = t.standings();
    expect(rows[0]).toMatchObject({ entrant: m1?.entrants[1], matchPoints: 3, gameWin: 1 });
  });

  it('a drop concedes the match in progress and leaves the entrant out of later pairings; re-entry brings it back (TR 414)', () => {
    const t = event(4, { swissRounds: 3 });
    ok(t, { type: 'pair' });
    const match = t.round?.matches[0];
    const [leaver, stayer] = match?.entrants as [string, string];
    ok(t, { type: 'drop', entrant: leaver });
    expect(t.round?.matches[0]?.result).toEqual({ winner: stayer, end: 'conceded' });
    firstWins(t);
    ok(t, { type: 'pair' });
    expect(t.round?.matches.flatMap((m) => m.entrants)).not.toContain(leaver);
    expect(t.round?.matches.some((m) => m.result?.end === 'bye')).toBe(true);
    expect(t.nextTable(leaver)).toBeNull();
    expect(t.apply({ type: 'drop', entrant: leaver })).toMatchObject({ ok: false, error: { code: 'ALREADY_DROPPED' } });
    ok(t, { type: 'reenter', entrant: leaver });
    firstWins(t);
    ok(t, { type: 'pair' });
    expect(t.round?.matches.flatMap((m) => m.entrants)).toContain(leaver);
    expect(t.nextTable(leaver)).toBeGreaterThan(0);
  });
});

describe('top cut', () => {
  it('the best of the Swiss meet in single elimination, the higher seed first; the places follow the cut', () => {
    const t = event(8, { swissRounds: 3, topCut: 4 });
    for (let r = 0; r < 3; r++) {
      ok(t, { type: 'pair' });
      firstWins(t);
    }
    const swiss = t.standings().map((s) => s.entrant);
    ok(t, { type: 'pair' });
    expect(t.phase).toBe('topCut');
    expect(t.round?.matches.map((m) => m.entrants)).toEqual([[swiss[0], swiss[3]], [swiss[1], swiss[2]]]);
    // No draw in elimination.
    expect(t.apply({ type: 'drawMatch', table: 1 })).toMatchObject({ ok: false, error: { code: 'NO_DRAW_IN_ELIMINATION' } });
    expect(t.apply({ type: 'endMatch', table: 1 })).toMatchObject({ ok: false, error: { code: 'NO_DRAW_IN_ELIMINATION', rule: 'TR 408.4' } });
    // The lower seeds win the semi-finals; nobody re-enters after the cut (TR 414.9).
    for (const match of t.round?.matches ?? []) {
      const winner = match.entrants[1] as string;
      ok(t, { type: 'reportGame', table: match.table, winner }, { type: 'reportGame', table: match.table, winner });
    }
    ok(t, { type: 'drop', entrant: swiss[7] as string });
    expect(t.apply({ type: 'reenter', entrant: swiss[7] as string })).toMatchObject({ ok: false, error: { code: 'REENTRY_CLOSED', rule: 'TR 414.9' } });
    ok(t, { type: 'pair' });
    expect(t.round?.matches.map((m) => m.entrants)).toEqual([[swiss[2], swiss[3]]]);
    ok(t, { type: 'concede', table: 1, entrant: swiss[2] as string });
    expect(t.phase).toBe('finished');
    const places = t.standings();
    expect(places.slice(0, 4).map((s) => s.entrant)).toEqual([swiss[3], swiss[2], swiss[0], swiss[1]]);
    expect(places[0]?.swissRank).toBe(4);
  });

  it('a top-cut drop before the pairing advances nobody: its opponent has a bye (TR 414.6)', () => {
    const t = event(4, { swissRounds: 2, topCut: 4 });
    for (let r = 0; r < 2; r++) {
      ok(t, { type: 'pair' });
      firstWins(t);
    }
    const swiss = t.standings().map((s) => s.entrant);
    ok(t, { type: 'drop', entrant: swiss[3] as string }, { type: 'pair' });
    expect(t.round?.matches.map((m) => [m.entrants, m.result])).toEqual([
      [[swiss[0]], { winner: swiss[0], end: 'bye' }],
      [[swiss[1], swiss[2]], null],
    ]);
  });
});

describe('teams, pods, privacy, storage', () => {
  it('2v2 teams register their players in order with a deck each; a team drops as one (TR 603)', () => {
    const t = createTournament({ mode: 'riftbound/2v2', swissRounds: 1 });
    // The game's own team construction applies: teammates' legends differ (CR 484.8.g).
    expect(t.apply({ type: 'register', name: 'Reds', players: ['ann', 'bo'], decks: ['ember', 'ember'] })).toMatchObject({ ok: false, error: { code: 'DECK_REFUSED', rule: 'CR 484.8.g' } });
    ok(t, { type: 'register', name: 'Reds', players: ['ann', 'bo'], decks: ['ember', 'tide'] });
    expect(t.apply({ type: 'register', name: 'Blues', players: ['cy'], decks: ['gale'] })).toMatchObject({ ok: false, error: { code: 'WRONG_TEAM_SIZE', rule: 'TR 603.1' } });
    expect(t.apply({ type: 'register', name: 'Blues', players: ['cy', 'bo'], decks: ['gale', 'tide'] })).toMatchObject({ ok: false, error: { code: 'DUPLICATE_PLAYER', path: '$.players[1]' } });
    ok(t, { type: 'register', name: 'Blues', players: ['cy', 'di'], decks: ['gale', 'thicket'] });
    ok(t, { type: 'pair' });
    expect(t.round?.matches[0]?.entrants.slice().sort()).toEqual(['Blues', 'Reds']);
    // One player dropping drops the team.
    ok(t, { type: 'drop', entrant: 'bo' });
    expect(t.state.entrants.find((e) => e.id === 'Reds')?.dropped).toBe(true);
    expect(t.round?.matches[0]?.result).toEqual({ winner: 'Blues', end: 'conceded' });
  });

  it('free-for-all pods: four entrants a match, byes for the seats left', () => {
    const t = createTournament({ mode: 'riftbound/ffa4', swissRounds: 2 });
    for (let i = 0; i < 6; i++) ok(t, { type: 'register', name: `p${i + 1}`, decks: [DECKS[i] as string] });
    ok(t, { type: 'pair' });
    const [pod, ...byes] = t.round?.matches ?? [];
    expect(pod?.entrants).toHaveLength(4);
    expect(byes.map((m) => m.result?.end)).toEqual(['bye', 'bye']);
    const winner = pod?.entrants[2] as string;
    ok(t, { type: 'reportGame', table: 1, winner });
    expect(t.round?.matches[0]?.result).toEqual({ winner, end: 'played' });
    ok(t, { type: 'pair' });
    // The two with byes do not take another while others have had none.
    const second = t.round?.matches ?? [];
    const hadBye = byes.map((m) => m.entrants[0]);
    expect(second.filter((m) => m.result?.end === 'bye').flatMap((m) => m.entrants).some((e) => hadBye.includes(e))).toBe(false);
  });

  it('decklists are private unless the event is open decklist (TR 401.5)', () => {
    const closed = event(2);
    expect(closed.view('p1').entrants.map((e) => e.decks)).toEqual([['ember'], null]);
    expect(closed.view(null).entrants.map((e) => e.decks)).toEqual([null, null]);
    expect('rng' in closed.view(null)).toBe(false);
    const open = event(2, { openDecklist: true });
    expect(open.view(null).entrants.map((e) => e.decks)).toEqual([['ember'], ['tide']]);
  });

  it('the state is JSON: a restored event continues as the original does', () => {
    const t = event(6, { swissRounds: 2 });
    ok(t, { type: 'pair' });
    firstWins(t);
    const copy = restoreTournament(JSON.parse(JSON.stringify(t.state)));
    ok(t, { type: 'pair' });
    ok(copy, { type: 'pair' });
    expect(copy.state).toEqual(t.state);
    expect(() => restoreTournament({ ...t.state, lots: ['nobody'] })).toThrow(/no entrant nobody/);
    expect(() => restoreTournament({ ...t.state, phase: 'lunch' } as never)).toThrow(LoadError);
  });

  it('the lots, and so the first pairing, follow from the seed', () => {
    const pairings = (seed: number) => {
      const t = createTournament({ mode: 'riftbound/match', seed });
      for (let i = 0; i < 8; i++) ok(t, { type: 'register', name: `p${i + 1}`, decks: [DECKS[i] as string] });
      ok(t, { type: 'pair' });
      return t.round?.matches.map((m) => m.entrants);
    };
    expect(pairings(3)).toEqual(pairings(3));
    expect(pairings(3)).not.toEqual(pairings(4));
  });
});
