import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/game/module.js';
import { scoreBattlefield } from '../../src/games/riftbound/mechanics/scoring.js';
import { blankDuel } from '../support/board.js';
import { hostOf } from '../support/host.js';
import { act, addUnit, bf, edit, live, passUntilSettled, score, seatOf, setScore, type DraftState, type RGame } from '../support/riftbound.js';

/** Moves one ready unit of A from base to a battlefield and plays out the showdown. */
function conquer(game: RGame, unit: string, field: string): GameEvent[] {
  return [...act(game, { type: 'move', seat: 'A', units: [unit], to: field }), ...passUntilSettled(game)];
}

function scored(events: readonly GameEvent[]) {
  return events.filter((e) => e.type === 'battlefieldScored' || e.type === 'scoreDenied' || e.type === 'pointGained');
}

function twoFields(change: (s: DraftState, x: string, y: string) => void = () => {}) {
  let x = '';
  let y = '';
  const units: string[] = [];
  const game = blankDuel(4, (s) => {
    x = s.battlefields[0]!.id;
    y = s.battlefields[1]!.id;
    for (let i = 0; i < 4; i++) units.push(addUnit(s, 'A', 'cinder-scout', 'base'));
    change(s, x, y);
  });
  return { game, x, y, units };
}

describe('hold and conquer (CR 462-467)', () => {
  it('a conquer scores a point; the battlefield is recorded as scored this turn', () => {
    const { game, x, units } = twoFields((s) => setScore(s, 'A', 3));
    const events = conquer(game, units[0]!, x);
    expect(scored(events)).toEqual([
      { type: 'battlefieldScored', seat: 'A', battlefield: x, method: 'conquer', outcome: 'point' },
      { type: 'pointGained', seat: 'A', team: 'A', source: 'conquer', battlefield: x, score: 4 },
    ]);
    expect(live(game).scoring.scored['A']).toEqual([x]);
  });

  it('losing and retaking a battlefield the same turn scores nothing more (seed 002)', () => {
    const { game, x, units } = twoFields((s) => setScore(s, 'A', 3));
    conquer(game, units[0]!, x);
    expect(score(game, 'A')).toBe(4);
    // Leaving it empty loses control at the cleanup; coming back conquers it again.
    act(game, { type: 'move', seat: 'A', units: [units[1]!], to: x });
    const back = edit(game, (s) => {
      s.objects[units[0]!]!.exhausted = false;
      s.objects[units[1]!]!.exhausted = false;
    });
    const left = act(back, { type: 'move', seat: 'A', units: [units[0]!, units[1]!], to: 'base' });
    expect(left.map((e) => e.type)).toContain('controlLost');
    const again = conquer(back, units[2]!, x);
    expect(scored(again)).toEqual([{ type: 'scoreDenied', seat: 'A', battlefield: x, method: 'conquer', reason: 'alreadyScoredThisTurn' }]);
    expect(score(back, 'A')).toBe(4);
  });

  it('holds each controlled battlefield at the scoring step, which uses up its score for the turn (seed 002)', () => {
    const { game, x, units } = twoFields((s, field) => {
      setScore(s, 'A', 4);
      s.battlefields[0]!.controller = 'A';
      addUnit(s, 'A', 'ironhide-brawler', field);
    });
    act(game, { type: 'endTurn', seat: 'A' });
    const holdTurn = game.events().length;
    act(game, { type: 'endTurn', seat: 'B' });
    const turnEvents = game.events().slice(holdTurn);
    expect(scored(turnEvents)).toEqual([
      { type: 'battlefieldScored', seat: 'A', battlefield: x, method: 'hold', outcome: 'point' },
      { type: 'pointGained', seat: 'A', team: 'A', source: 'hold', battlefield: x, score: 5 },
    ]);
    expect(live(game).scoring.atScoringStep?.controlled['A']).toEqual([x]);
    // Lose X, then retake it this turn: no conquer score.
    const defender = seatOf(live(game), 'A').base.length;
    expect(defender).toBe(4);
    const brawler = bf(live(game), x).units[0]!;
    act(game, { type: 'move', seat: 'A', units: [brawler], to: 'base' });
    expect(bf(live(game), x).controller).toBeNull();
    expect(scored(conquer(game, units[0]!, x))).toEqual([
      { type: 'scoreDenied', seat: 'A', battlefield: x, method: 'conquer', reason: 'alreadyScoredThisTurn' },
    ]);
    expect(score(game, 'A')).toBe(5);
  });

  it('losing control before the scoring step means no hold', () => {
    const { game } = twoFields((s) => {
      s.battlefields[0]!.controller = 'A';
      addUnit(s, 'A', 'ironhide-brawler', s.battlefields[0]!.id);
    });
    // B takes the battlefield during B's turn.
    act(game, { type: 'endTurn', seat: 'A' });
    const withAttacker = edit(game, (s) => void addUnit(s, 'B', 'deepwater-leviathan', 'base'));
    const attacker = seatOf(live(withAttacker), 'B').base[0]!;
    act(withAttacker, { type: 'move', seat: 'B', units: [attacker], to: bf(live(withAttacker), 0).id });
    passUntilSettled(withAttacker);
    expect(bf(live(withAttacker), 0).controller).toBe('B');
    const from = withAttacker.events().length;
    act(withAttacker, { type: 'endTurn', seat: 'B' });
    expect(withAttacker.events().slice(from).filter((e) => e.type === 'battlefieldScored')).toEqual([]);
    expect(score(withAttacker, 'A')).toBe(0);
  });

  it('keeps separate per-turn histories per scorer (seed 002)', () => {
    const { game, x } = twoFields();
    const host = hostOf(game);
    expect(scoreBattlefield(host, 'A', x, 'conquer')).toBe(true);
    expect(scoreBattlefield(host, 'B', x, 'conquer')).toBe(true);
    expect(scoreBattlefield(host, 'A', x, 'conquer')).toBe(false);
    expect(host.state.teams.map((t) => t.score)).toEqual([1, 1]);
  });

  it('lets a player conquer during another player\'s turn', () => {
    let field = '';
    let attacker = '';
    const game = blankDuel(4, (s) => {
      field = s.battlefields[0]!.id;
      addUnit(s, 'B', 'deepwater-leviathan', field); // B occupies X without controlling it
      attacker = addUnit(s, 'A', 'quill-adept', 'base');
    });
    const events = [...act(game, { type: 'move', seat: 'A', units: [attacker], to: field }), ...passUntilSettled(game)];
    expect(live(game).turn.seat).toBe('A');
    expect(scored(events)).toEqual([
      { type: 'battlefieldScored', seat: 'B', battlefield: field, method: 'conquer', outcome: 'point' },
      { type: 'pointGained', seat: 'B', team: 'B', source: 'conquer', battlefield: field, score: 1 },
    ]);
  });
});

describe('the final point (CR 462-467)', () => {
  it('duel at 7: conquering X first draws instead; conquering Y then brings 8 and the win (seed 002)', () => {
    const { game, x, y, units } = twoFields((s) => setScore(s, 'A', 7));
    const handBefore = seatOf(live(game), 'A').hand.length;
    const first = conquer(game, units[0]!, x);
    expect(scored(first)).toEqual([{ type: 'battlefieldScored', seat: 'A', battlefield: x, method: 'conquer', outcome: 'draw' }]);
    expect(first.find((e) => e.type === 'cardsDrawn')).toMatchObject({ seat: 'A', count: 1, reason: 'finalPointConquer' });
    expect(seatOf(live(game), 'A').hand.length).toBe(handBefore + 1);
    expect(score(game, 'A')).toBe(7);
    expect(live(game).scoring.scored['A']).toEqual([x]);
    const second = conquer(game, units[1]!, y);
    expect(scored(second)).toEqual([
      { type: 'battlefieldScored', seat: 'A', battlefield: y, method: 'conquer', outcome: 'point' },
      { type: 'pointGained', seat: 'A', team: 'A', source: 'conquer', battlefield: y, score: 8 },
    ]);
    expect(second.at(-1)).toMatchObject({ type: 'gameOver', winner: 'A' });
    expect(game.machineState).toBe('gameOver');
    expect(game.over).toBe(true);
    expect(game.apply({ type: 'endTurn', seat: 'A' })).toMatchObject({ ok: false, error: { code: 'GAME_OVER' } });
  });

  it('one point below the threshold, a conquer scores normally', () => {
    const { game, x, units } = twoFields((s) => setScore(s, 'A', 6));
    expect(scored(conquer(game, units[0]!, x))).toContainEqual(expect.objectContaining({ type: 'pointGained', score: 7 }));
  });

  it('a hold brings the final point with no extra condition', () => {
    const { game, x } = twoFields((s, field) => {
      setScore(s, 'A', 7);
      s.battlefields[0]!.controller = 'A';
      addUnit(s, 'A', 'ironhide-brawler', field);
    });
    act(game, { type: 'endTurn', seat: 'A' });
    act(game, { type: 'endTurn', seat: 'B' });
    expect(game.events().filter((e) => e.type === 'pointGained').at(-1)).toMatchObject({ source: 'hold', battlefield: x, score: 8 });
    expect(game.machineState).toBe('gameOver');
  });

  it('a tie at the victory score wins nothing; strictly more points then wins', () => {
    const { game, x, y, units } = twoFields((s) => {
      setScore(s, 'A', 8);
      setScore(s, 'B', 8);
    });
    const first = conquer(game, units[0]!, x); // cleanups ran: a tie at 8 wins nothing
    expect(scored(first)).toEqual([expect.objectContaining({ type: 'battlefieldScored', outcome: 'draw' })]);
    expect(live(game).winner).toBeNull();
    expect(game.machineState).toBe('turn.main.neutral.open');
    const second = conquer(game, units[1]!, y);
    expect(second.find((e) => e.type === 'gameWon')).toMatchObject({ team: 'A', score: 9, scores: { A: 9, B: 8 } });
  });

  it('with the v1.2 knob, only exactly one point short applies the condition', () => {
    let x = '';
    let unit = '';
    const game = blankDuel(4, (s) => {
      x = s.battlefields[0]!.id;
      unit = addUnit(s, 'A', 'cinder-scout', 'base');
      setScore(s, 'A', 8);
      setScore(s, 'B', 8);
    });
    const knobbed = edit(game, () => {}, { knobs: { finalPointThreshold: 'exactlyOneShort' } });
    const events = conquer(knobbed, unit, x);
    expect(scored(events)).toContainEqual(expect.objectContaining({ type: 'pointGained', score: 9 }));
    expect(knobbed.machineState).toBe('gameOver');
  });
});

describe('burn out (CR 431)', () => {
  it('drawing from an empty deck shuffles the trash in, gives the opponent a point, then draws', () => {
    let trash: string[] = [];
    const game = blankDuel(4, (s) => {
      const b = seatOf(s, 'B');
      trash = b.deck.splice(0, 3);
      b.trash.push(...trash);
      // Cards taken out of the game leave its objects too: every object is in one zone.
      for (const id of b.deck.splice(0)) delete s.objects[id];
    });
    const events = act(game, { type: 'endTurn', seat: 'A' });
    expect(events.find((e) => e.type === 'burnOut')).toEqual({ type: 'burnOut', seat: 'B', shuffled: 3, opponent: 'A' });
    expect(events.find((e) => e.type === 'pointGained')).toMatchObject({ seat: 'A', source: 'burnOut', battlefield: null, score: 1 });
    const b = seatOf(live(game), 'B');
    expect(b.trash).toEqual([]);
    expect(b.deck).toHaveLength(2);
    expect(b.hand).toHaveLength(1);
  });

  it('a burn-out point ignores the final-point condition and can win at the next cleanup', () => {
    const game = blankDuel(4, (s) => {
      setScore(s, 'A', 7);
      for (const id of seatOf(s, 'B').deck.splice(0)) delete s.objects[id];
    });
    const events = act(game, { type: 'endTurn', seat: 'A' });
    expect(events.find((e) => e.type === 'pointGained')).toMatchObject({ seat: 'A', source: 'burnOut', score: 8 });
    expect(events.find((e) => e.type === 'gameWon')).toMatchObject({ team: 'A', score: 8 });
    expect(game.machineState).toBe('gameOver');
  });
});
