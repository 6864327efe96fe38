/**
 * Teams in two colours in both games' 2v2: the game's view names each seat's team (Altered's
 * from its rules' teams, seed 2v2; Riftbound's already did), so the table page colours
 * teammates alike, one colour a team, as every frontend can.
 */
import { describe, expect, it } from 'vitest';
import { createGame } from '../../src/api.js';
import { teamColours } from '../../src/table/page/cards.js';

describe('teams in two colours', () => {
  it.each(['altered/2v2', 'riftbound/2v2'])('%s: the view names each seat\'s team, and teammates share one of two colours', (mode) => {
    const game = createGame({ mode, seed: 3 } as never);
    const seats = (game.view(null) as unknown as { seats: { id: string; team: string }[] }).seats;
    const teams = new Map<string, string[]>();
    for (const seat of seats) teams.set(seat.team, [...(teams.get(seat.team) ?? []), seat.id]);
    expect([...teams.values()].map((t) => t.length)).toEqual([2, 2]);
    const colour = teamColours(seats);
    for (const members of teams.values()) expect(new Set(members.map(colour)).size).toBe(1);
    expect(new Set(seats.map((s) => colour(s.id))).size).toBe(2);
    game.dispose();
  });

  it('altered/duel: each player is its own team', () => {
    const game = createGame({ mode: 'altered/duel', seed: 3 } as never);
    const seats = (game.view(null) as unknown as { seats: { id: string; team: string }[] }).seats;
    expect(seats.map((s) => s.team)).toEqual(seats.map((s) => s.id));
    game.dispose();
  });
});
