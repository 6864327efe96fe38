/**
 * The scenario runner reports unmet expectations exactly. Every scenario in scenarios/ is a
 * test of its own in scenarios-shadow-checked.test.ts, which plays it once with the compiled
 * stepping and the cached unit reads each checked against the plain computation on every step
 * (a pass there is a pass of the plain run too, so the suite does not play them twice).
 */
import { describe, expect, it } from 'vitest';
import { describeResult, runScenario } from '../src/scenarios/run.js';

const base = {
  name: 'probe',
  position: {
    mode: 'riftbound/duel',
    scores: { A: 2 },
    battlefields: [{ id: 'X', card: 'sunken-plaza' }, { id: 'Y', card: 'lantern-crossing' }],
    seats: { A: { base: ['cinder-scout'] } },
  },
};

describe('the scenario runner', () => {
  it('names the step, the expected and the actual value of an unmet expectation', () => {
    const result = runScenario({ ...base, steps: [{ do: { type: 'move', seat: 'A', units: ['A-cinder-scout'], to: 'X' } }, { pass: 'showdown' }, { expect: { scores: { A: 4 } } }] }, 'probe.json');
    expect(result).toMatchObject({ passed: false, failure: { step: 2, what: 'expect scores.A', expected: 4, actual: 3 } });
    expect(describeResult(result)).toBe('✗ probe (probe.json): step 3 (expect scores.A): not as expected: expected 4, got 3');
  });

  it('words a failure in the language asked, the game\'s refusal too', () => {
    const result = runScenario({ ...base, steps: [{ do: { type: 'move', seat: 'A', units: ['A-cinder-scout'], to: 'X' } }, { pass: 'showdown' }, { expect: { scores: { A: 4 }, over: true } }] }, 'probe.json');
    expect(describeResult(result, 'fr')).toBe('✗ probe (probe.json) : étape 3 (expect over) : la partie n\'est pas comme attendu : attendu true, obtenu false\n    étape 3 (expect scores.A) : pas comme attendu : attendu 4, obtenu 3');
    const refused = runScenario({ ...base, steps: [{ do: { type: 'endTurn', seat: 'B' } }] }, 'p.json');
    expect(refused.failure?.message).toMatch(/^refused: NOT_YOUR_TURN \(/);
    expect(describeResult(refused, 'fr')).toMatch(/^✗ probe \(p\.json\) : étape 1 \(do endTurn\) : refusé : NOT_YOUR_TURN \([^)]*\) : attendu "accepted", obtenu "NOT_YOUR_TURN"$/);
    // The result itself is plain JSON: the words are not in it.
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });

  it('reports a refused action, and an accepted one that should have been refused', () => {
    const refused = runScenario({ ...base, steps: [{ do: { type: 'endTurn', seat: 'B' } }] }, 'p.json');
    expect(refused.failure).toMatchObject({ step: 0, what: 'do endTurn', expected: 'accepted', actual: 'NOT_YOUR_TURN' });
    const accepted = runScenario({ ...base, steps: [{ reject: { type: 'endTurn', seat: 'A' }, code: 'NOT_YOUR_TURN' }] }, 'p.json');
    expect(accepted.failure).toMatchObject({ step: 0, expected: 'NOT_YOUR_TURN', actual: 'accepted' });
    const otherCode = runScenario({ ...base, steps: [{ reject: { type: 'endTurn', seat: 'B' }, code: 'NO_FOCUS' }] }, 'p.json');
    expect(otherCode.failure).toMatchObject({ expected: 'NO_FOCUS', actual: 'NOT_YOUR_TURN' });
  });

  it('checks events in order since the previous expect, and events that must not happen', () => {
    const steps = [
      { do: { type: 'move', seat: 'A', units: ['A-cinder-scout'], to: 'X' } },
      { pass: 'showdown' },
      { expect: { events: [{ type: 'pointGained', score: 3 }, { type: 'controlEstablished' }] } },
    ];
    const wrongOrder = runScenario({ ...base, steps }, 'p.json');
    expect(wrongOrder.failure).toMatchObject({ step: 2, what: 'expect events[1]' });
    const forbidden = runScenario({ ...base, steps: [...steps.slice(0, 2), { expect: { noEvents: [{ type: 'pointGained' }] } }] }, 'p.json');
    expect(forbidden.failure).toMatchObject({ what: 'expect noEvents[0]', actual: { type: 'pointGained', score: 3 } });
  });

  it('advances through states that need no player, and stops where one must act', () => {
    const position = { ...base.position, state: 'scoringStep', battlefields: [{ id: 'X', card: 'sunken-plaza', controller: 'A', units: { A: ['ember-whelp'] } }] };
    const ok = runScenario({ name: 'p', position, steps: [{ expect: { state: 'turn.beginning.scoringStep', scores: { A: 2 } } }, { advance: 'channel' }, { expect: { scores: { A: 3 }, atScoringStep: { controlled: { A: ['X'] } } } }, { advance: 'main' }] }, 'p.json');
    expect(describeResult(ok)).toMatch(/^✓/);
    const stuck = runScenario({ name: 'p', position, steps: [{ advance: 'endingStep' }] }, 'p.json');
    expect(stuck.failure).toMatchObject({ what: 'advance', expected: 'turn.ending.endingStep', actual: 'turn.main.neutral.open' });
  });

  it('hands the game to afterAction after each accepted action, and throws on what it throws', () => {
    const seen: number[] = [];
    const steps = [{ do: { type: 'move', seat: 'A', units: ['A-cinder-scout'], to: 'X' } }, { reject: { type: 'endTurn', seat: 'B' } }, { pass: 'showdown' }];
    const result = runScenario({ ...base, steps }, 'p.json', { afterAction: (game) => seen.push(game.eventCount) });
    expect(result.passed).toBe(true);
    // The move, then each pass the showdown took; never the refused action.
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(() => runScenario({ ...base, steps }, 'p.json', { afterAction: () => { throw new RangeError('checked'); } })).toThrow('checked');
  });

  it('checks legal actions present and absent', () => {
    const result = runScenario({ ...base, steps: [{ expect: { legal: [{ seat: 'A', type: 'move', to: 'X' }], notLegal: [{ seat: 'B', type: 'endTurn' }] } }] }, 'p.json');
    expect(result.passed).toBe(true);
    const wrong = runScenario({ ...base, steps: [{ expect: { legal: [{ seat: 'A', type: 'playUnit' }] } }] }, 'p.json');
    expect(wrong.failure).toMatchObject({ what: 'expect legal[0]' });
  });

  it('reports a broken scenario or position at load, with the JSON path', () => {
    expect(runScenario({ ...base, steps: [{ expect: { scorez: {} } }] }, 'p.json').failure).toMatchObject({ step: -1, what: 'load', message: '$.steps[0].expect.scorez: unknown field' });
    const position = { ...base.position, seats: { A: { base: ['no-such-card'] } } };
    expect(runScenario({ name: 'p', position, steps: [] }, 'p.json').failure?.message).toBe('$.position.seats.A.base[0]: unknown card "no-such-card"');
  });

  it("reports a fault of the position's inline cards or rule overrides where the scenario wrote it", () => {
    const token = { id: 'bad', name: 'Bad', type: 'spell', faction: 'bravos', handCost: 1, reserveCost: 1, effects: [{ op: 'createToken', card: 'torch-bearer', expedition: 'hero' }] };
    const altered = runScenario({ name: 'p', position: { mode: 'altered/duel', cards: [token] }, steps: [] }, 'p.json');
    expect(altered.failure?.message).toBe('$.position.cards[0].effects[0]: torch-bearer is not a token card of the card sets');
    const knob = runScenario({ name: 'p', position: { mode: 'altered/duel', rules: { knobs: { victoryCheck: 'never' } } }, steps: [] }, 'p.json');
    expect(knob.failure?.message).toMatch(/^\$\.position\.rules\.knobs\.victoryCheck: /);
    const misplaced = runScenario({ name: 'p', position: { mode: 'altered/duel', seats: { A: { landmarks: ['torch-bearer'] } } }, steps: [] }, 'p.json');
    expect(misplaced.failure?.message).toBe('$.position.seats.A.landmarks[0]: torch-bearer is a character, not a landmark');
  });
});
