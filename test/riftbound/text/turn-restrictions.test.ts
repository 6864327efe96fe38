/** What an effect forbids units for the rest of the turn (CR 054): "It can't move this turn." */
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../src/games/riftbound/schema/card-schema.js';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { compileCard } from '../../../src/games/riftbound/text/compile.js';
import { cardIssues, itCompilesScenarioCards, printed, roundTrip } from './support.js';

const spell: CardHeader = { id: 'test-spell', name: 'Test Spell', type: 'spell', domain: 'calm', cost: { energy: 1, power: [] } };
const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'calm', cost: { energy: 2, power: [] }, might: 2 };

describe('a restriction for the turn', () => {
  it('reads "<unit> can\'t <what> this turn" of a unit chosen before or chosen by it', () => {
    expect(roundTrip(spell, 'Stun an enemy unit. It can\'t move this turn.').effects?.[1]).toEqual({ op: 'forbid', duration: 'turn', target: 'unit', cannot: ['move'] });
    expect(roundTrip(spell, 'Choose an enemy unit. It can\'t move to base this turn.').effects?.[1]).toMatchObject({ op: 'forbid', cannot: ['moveToBase'] });
    expect(roundTrip(spell, 'Choose a friendly unit. It can\'t be chosen by enemy spells and abilities this turn.').effects?.[1]).toMatchObject({ cannot: ['beChosenByEnemies'] });
    expect((roundTrip(unit, 'When I attack, an enemy unit here can\'t deal combat damage this turn.').abilities?.[0] as { effects: unknown[] }).effects).toEqual([
      { op: 'forbid', duration: 'turn', target: 'unit', cannot: ['dealCombatDamage'] },
    ]);
  });

  it('reads a group as the subject, printed without "all" as a passive\'s is', () => {
    expect(roundTrip(spell, 'Enemy units here can\'t move this turn.').effects).toEqual([{ op: 'forbid', duration: 'turn', cannot: ['move'], all: { select: 'unit', relation: 'enemy', at: 'here' } }]);
  });

  it('prints one restriction a step: several have no wording', () => {
    const two = { ...spell, targets: [{ name: 'unit', select: 'unit' }], effects: [{ op: 'forbid', duration: 'turn', target: 'unit', cannot: ['move', 'dealCombatDamage'] }] } as CardDefinition;
    expect(printed(two)).toBeUndefined();
    expect(cardIssues(two)).toEqual([]);
  });

  it('keeps player restrictions out of it, with the path', () => {
    const effects = [{ op: 'forbid', duration: 'turn', target: 'unit', cannot: ['score'] }];
    expect(cardIssues({ ...spell, targets: [{ name: 'unit', select: 'unit' }], effects })[0]?.path).toBe('$.cards[0].effects[0].cannot[0]');
    expect(compileCard(spell, 'Choose a unit. It can\'t score this turn.').ok).toBe(false);
  });
});

itCompilesScenarioCards('text-turn-restrictions');
