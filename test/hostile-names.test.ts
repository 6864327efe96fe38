/**
 * Ids, ability indexes and target names that are names of JavaScript's object prototype
 * (`__proto__`, `toString`, `constructor`) are refused like any unknown name: never a crash,
 * never a change.
 */
import { describe, expect, it } from 'vitest';
import { loadPosition } from '../src/api.js';
import type { Game } from '../src/engine/game/game.js';

const NAMES = ['__proto__', 'toString', 'constructor', 'hasOwnProperty'];

function refusedWithoutChange(game: Game, action: Record<string, unknown>): string {
  const before = JSON.stringify(game.snapshot());
  const result = game.apply(action);
  expect(result.ok, JSON.stringify(action)).toBe(false);
  expect(JSON.stringify(game.snapshot())).toBe(before);
  return result.ok ? '' : result.error.code;
}

describe('Riftbound abilities, sources and targets named like prototype members', () => {
  const position = () =>
    loadPosition({
      mode: 'riftbound/duel',
      turn: { seat: 'A' },
      battlefields: [
        { id: 'X', card: 'broken-aqueduct', controller: 'B', units: { B: ['cinder-scout'] } },
        { id: 'Y', card: 'shattered-causeway', contributedBy: 'B' },
      ],
      seats: { A: { base: ['arc-sentry'], hand: ['cinder-dart'], runes: 3 }, B: { runes: 2, deck: 3 } },
    });

  it.each(NAMES)('%s as an ability, a source, a target name or id, a card', (name) => {
    const game = position();
    const good = { type: 'activate', seat: 'A', source: 'A-arc-sentry', ability: 0, targets: { victim: 'B-cinder-scout' } };
    expect(game.check(good)).toBeUndefined();
    expect(refusedWithoutChange(game, { ...good, ability: name })).toBe('NO_SUCH_ABILITY');
    expect(refusedWithoutChange(game, { ...good, source: name })).toBe('NOT_ON_BOARD');
    expect(refusedWithoutChange(game, { ...good, targets: JSON.parse(`{"${name}": "B-cinder-scout"}`) })).toBe('UNKNOWN_TARGET');
    expect(refusedWithoutChange(game, { ...good, targets: { victim: name } })).toBe('ILLEGAL_TARGET');
    expect(refusedWithoutChange(game, { type: 'playUnit', seat: 'A', card: name })).toBe('NOT_IN_HAND');
    expect(refusedWithoutChange(game, { type: 'playSpell', seat: 'A', card: 'A-cinder-dart', targets: { victim: name } })).toMatch(/TARGET/);
    expect(refusedWithoutChange(game, { type: 'move', seat: 'A', units: [name], to: 'X' })).toBe('NOT_ON_BOARD');
    expect(refusedWithoutChange(game, { type: 'move', seat: 'A', units: ['A-arc-sentry'], to: name })).toMatch(/DESTINATION/);
    expect(refusedWithoutChange(game, { type: name, seat: 'A' })).toBe('UNKNOWN_ACTION');
    expect(refusedWithoutChange(game, { type: 'endTurn', seat: name })).toBe('UNKNOWN_SEAT');
    expect(game.apply(good).ok).toBe(true);
  });
});

describe('Altered cards and targets named like prototype members', () => {
  const position = () =>
    loadPosition({
      mode: 'altered/duel',
      seats: { A: { hero: { characters: ['watch-captain', 'torch-bearer'] } }, B: { hero: { characters: ['ashen-duelist'] } } },
    });

  it.each(NAMES)('%s as a target or a card', (name) => {
    const game = position();
    const good = { type: 'quickAction', seat: 'A', card: 'A-watch-captain', target: 'A-torch-bearer' };
    expect(game.check(good)).toBeUndefined();
    expect(refusedWithoutChange(game, { ...good, target: name })).toMatch(/TARGET/);
    expect(refusedWithoutChange(game, { ...good, card: name })).toMatch(/^[A-Z_]+$/);
    expect(refusedWithoutChange(game, { type: 'playCard', seat: 'A', card: name })).toMatch(/^[A-Z_]+$/);
    expect(refusedWithoutChange(game, { type: 'playCard', seat: 'A', card: 'A-torch-bearer', target: name })).toMatch(/^[A-Z_]+$/);
    expect(game.apply(good).ok).toBe(true);
  });
});
