/** The scenario format a judge writes in: partial matching, refusals at load, views, passing steps, every failure reported. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchesValue } from '../../src/engine/scenario/match.js';
import { LoadError } from '../../src/engine/errors.js';
import { describeResult, runScenario } from '../../src/scenarios/run.js';
import { validateFile } from '../../src/validate.js';

const duel = { mode: 'altered/duel', seats: { A: { hand: ['torch-bearer'], mana: 3 }, B: {} } };

describe('partial matching', () => {
  it('matches nested objects by the fields given, lists item by item, $contains in any order, $exactly deeply', () => {
    const value = { a: { b: 1, c: [1, 2, 3] }, list: [{ id: 'x', n: 1 }, { id: 'y', n: 2 }] };
    expect(matchesValue(value, { a: { b: 1 } })).toBe(true);
    expect(matchesValue(value, { a: { b: 2 } })).toBe(false);
    expect(matchesValue(value, { list: [{ id: 'x' }, { id: 'y' }] })).toBe(true);
    expect(matchesValue(value, { list: [{ id: 'x' }] })).toBe(false);
    expect(matchesValue(value, { list: { $contains: [{ id: 'y' }] } })).toBe(true);
    expect(matchesValue(value, { list: { $contains: [{ id: 'y' }, { id: 'y' }] } })).toBe(false);
    expect(matchesValue(value, { a: { $exactly: { b: 1 } } })).toBe(false);
    expect(matchesValue(value, { a: { c: { $exactly: [1, 2, 3] } } })).toBe(true);
    // A general pattern first never takes the only item a narrower one fits.
    expect(matchesValue([{ id: 'x', n: 1 }, { id: 'y' }], { $contains: [{}, { n: 1 }] })).toBe(true);
  });
});

describe('scenario steps and expectations', () => {
  it('reports every unmet expectation, not only the first', () => {
    const result = runScenario({ name: 'p', position: duel, steps: [{ expect: { hand: { A: 5 }, mana: { A: 1 } } }, { expect: { day: 9 } }] }, 'p.json');
    expect(result.failures.map((f) => [f.step, f.what])).toEqual([
      [0, 'expect hand.A'],
      [0, 'expect mana.A'],
      [1, 'expect day'],
    ]);
    expect(describeResult(result).split('\n')).toHaveLength(3);
  });

  it('a refusal step names a code, or only that the action is refused', () => {
    const any = runScenario({ name: 'p', position: duel, steps: [{ reject: { type: 'pass', seat: 'B' } }] }, 'p.json');
    expect(any.passed).toBe(true);
    const accepted = runScenario({ name: 'p', position: duel, steps: [{ reject: { type: 'pass', seat: 'A' } }] }, 'p.json');
    expect(accepted.failure).toMatchObject({ expected: 'refused', actual: 'accepted' });
  });

  it('checks what each seat sees', () => {
    const seen = { seats: { $contains: [{ id: 'A', hand: ['A-torch-bearer'] }] } };
    const hidden = { seats: { $contains: [{ id: 'A', hand: null, handSize: 1 }] } };
    expect(runScenario({ name: 'p', position: duel, steps: [{ expect: { view: { A: seen, B: hidden } } }] }, 'p.json').passed).toBe(true);
    const wrong = runScenario({ name: 'p', position: duel, steps: [{ expect: { view: { B: seen } } }] }, 'p.json');
    expect(wrong.failure).toMatchObject({ what: 'expect view.B' });
  });

  it('mana expectations say ready or total', () => {
    const steps = [{ do: { type: 'playCard', seat: 'A', card: 'A-torch-bearer', expedition: 'hero' } }, { expect: { mana: { A: { ready: 2, total: 3 } } } }];
    expect(runScenario({ name: 'p', position: duel, steps }, 'p.json').passed).toBe(true);
    const wrong = runScenario({ name: 'p', position: duel, steps: [steps[0], { expect: { mana: { A: { ready: 3 } } } }] }, 'p.json');
    expect(wrong.failure).toMatchObject({ what: 'expect mana.A.ready', expected: 3, actual: 2 });
  });

  it('"pass all" passes until something changes; "advance" with passing goes through players\' decisions', () => {
    const all = runScenario({ name: 'p', position: duel, steps: [{ pass: 'all' }, { expect: { state: 'day.morning', day: 3, events: [{ type: 'passed', seat: 'A' }, { type: 'passed', seat: 'B' }, { type: 'dusk' }] } }] }, 'p.json');
    expect(describeResult(all)).toMatch(/^✓/);
    const through = runScenario({ name: 'p', position: duel, steps: [{ advance: 'day.morning.mana', passing: true }, { expect: { day: 3 } }] }, 'p.json');
    expect(describeResult(through)).toMatch(/^✓/);
    const stuck = runScenario({ name: 'p', position: duel, steps: [{ advance: 'day.morning.mana' }] }, 'p.json');
    expect(stuck.failure).toMatchObject({ what: 'advance', actual: 'day.afternoon.turn' });
  });
});

describe('refusals at load', () => {
  it('expects a position refused, with its code and path in the scenario', () => {
    const position = { mode: 'altered/duel', seats: { A: { decklist: { name: 'short', hero: 'captain-emberhold', cards: [{ card: 'torch-bearer', count: 3 }] } } } };
    const ok = runScenario({ name: 'p', position, refused: { code: 'DECK_TOO_SMALL', path: '$.position.seats.A.decklist.cards' } }, 'p.json');
    expect(describeResult(ok)).toMatch(/^✓/);
    const wrong = runScenario({ name: 'p', position, refused: { code: 'WRONG_FACTION' } }, 'p.json');
    expect(wrong.failure).toMatchObject({ what: 'refused' });
    const loads = runScenario({ name: 'p', position: duel, refused: {} }, 'p.json');
    expect(loads.failure).toMatchObject({ what: 'refused', actual: 'loaded' });
  });

  it('reads a decklist file relative to the position\'s file, and refuses one outside its folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scenario-'));
    const deck = { name: 'short', hero: 'captain-emberhold', cards: [{ card: 'torch-bearer', count: 3 }] };
    writeFileSync(join(dir, 'short.json'), JSON.stringify(deck));
    const from = (file: string) => ({ mode: 'altered/duel', seats: { A: { decklist: { file } } } });
    const read = runScenario({ name: 'p', position: from('short.json'), refused: { code: 'DECK_TOO_SMALL', path: '$.position.seats.A.decklist.file.cards' } }, join(dir, 'p.json'));
    expect(describeResult(read)).toMatch(/^✓/);
    const outside = runScenario({ name: 'p', position: from('../short.json'), refused: { code: 'UNREADABLE_DECK', path: '$.position.seats.A.decklist.file' } }, join(dir, 'p.json'));
    expect(describeResult(outside)).toMatch(/^✓/);
  });

  it('expects a new game refused (createGame), at paths under $.game', () => {
    const deck = { name: 'x', hero: 'captain-emberhold', cards: [{ card: 'mossback-sage', count: 3 }] };
    const result = runScenario({ name: 'p', game: { mode: 'altered/duel', seed: 1, decks: ['bravos-a', deck] }, refused: { code: 'WRONG_FACTION', path: '$.game.decks[1].cards[0].card' } }, 'p.json');
    expect(describeResult(result)).toMatch(/^✓/);
    const game = runScenario({ name: 'p', game: { mode: 'altered/duel', seed: 1 }, steps: [{ expect: { state: 'setup' } }] }, 'p.json');
    expect(describeResult(game)).toMatch(/^✓/);
  });

  it('validate refuses a scenario whose steps name a state the statechart lacks', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scenario-'));
    const file = join(dir, 's.json');
    writeFileSync(file, JSON.stringify({ name: 'p', position: duel, steps: [{ advance: 'teatime' }] }));
    expect(() => validateFile(file)).toThrow(LoadError);
    try {
      validateFile(file);
    } catch (error) {
      expect((error as LoadError).issues[0]).toMatchObject({ path: '$.steps[0].advance', code: 'UNKNOWN_STATE' });
    }
    const run = runScenario({ name: 'p', position: duel, steps: [{ advance: 'teatime' }] }, 'p.json');
    expect(run.failure).toMatchObject({ step: -1, what: 'load' });
  });
});
