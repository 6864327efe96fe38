/** Whole events between bots: every round paired and played, the top cut to its final, in matches, teams and pods. */
import { describe, expect, it } from 'vitest';
import { runBotEvent } from '../../src/tournament/bot-event.js';

describe('an event between bots', () => {
  it('plays best-of-three matches through the Swiss and the top cut', () => {
    const event = runBotEvent({ mode: 'riftbound/match', entrants: 2, swissRounds: 1, topCut: 2, bots: ['random'], seed: 3, maxActions: 3000 });
    expect(event.phase).toBe('finished');
    expect(event.state.rounds.map((r) => r.stage)).toEqual(['swiss', 'topCut']);
    for (const round of event.state.rounds) {
      for (const match of round.matches) {
        expect(match.result).not.toBeNull();
        if (match.result?.end === 'played') expect(match.games.filter((g) => g === match.result?.winner)).toHaveLength(2);
      }
    }
    expect(event.standings()[0]?.entrant).toBe(event.state.rounds[1]?.matches[0]?.result?.winner);
  });

  it('plays 2v2 team events and free-for-all pods of Altered', () => {
    const teams = runBotEvent({ mode: 'altered/2v2', entrants: 2, swissRounds: 1, topCut: 0, bots: ['random'], seed: 1, maxActions: 3000 });
    expect(teams.state.entrants.map((e) => e.players)).toEqual([['T1a', 'T1b'], ['T2a', 'T2b']]);
    expect(teams.phase).toBe('finished');
    const pods = runBotEvent({ mode: 'altered/ffa', entrants: 5, swissRounds: 1, topCut: 0, bots: ['random'], seed: 1, maxActions: 3000 });
    expect(pods.state.rounds[0]?.matches.map((m) => m.entrants.length)).toEqual([4, 1]);
    expect(pods.phase).toBe('finished');
  });
});
