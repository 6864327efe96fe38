/**
 * The templating of the XP cards: game actions printed in their word backers ("[Stun]",
 * "[Buff]"), Predict (CR 436) and "When you gain XP" (CR 730.1).
 */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { compileCard } from '../../../src/games/riftbound/text/compile.js';
import type { CardDefinition } from '../../../src/games/riftbound/schema/card-schema.js';
import { cardIssues, compiled, itCompilesScenarioCards, printed, roundTrip } from './support.js';

const spell: CardHeader = { id: 'test-spell', name: 'Test Spell', type: 'spell', domain: 'mind', cost: { energy: 1, power: [] } };
const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'mind', cost: { energy: 2, power: [] }, might: 2 };
const gear: CardHeader = { id: 'test-gear', name: 'Test Gear', type: 'gear', domain: 'mind', cost: { energy: 1, power: [] } };

/** The steps of a card's first triggered ability. */
const abilityEffects = (card: { readonly abilities?: readonly unknown[] }): unknown => (card.abilities?.[0] as { effects: unknown }).effects;

describe('game actions in their word backers', () => {
  it('reads "[Stun]" and "[Buff]" as the verbs, and prints each line as it was printed', () => {
    expect(roundTrip(spell, '[Stun] an enemy unit.').effects).toEqual([{ op: 'stun', target: 'unit', wording: ['backer'] }]);
    expect(roundTrip(spell, 'Stun an enemy unit.').effects).toEqual([{ op: 'stun', target: 'unit' }]);
    expect(abilityEffects(roundTrip(unit, 'When you play me, [Buff] another friendly unit.'))).toEqual([{ op: 'buff', target: 'unit', wording: ['backer'] }]);
    expect(roundTrip(spell, '[Stun] a friendly unit and an enemy unit at the same battlefield.').effects?.[0]).toMatchObject({ op: 'stun', wording: ['backer'] });
  });

  it('does the same as the plain verb: only the wording differs', () => {
    const { wording: _w, ...backed } = compiled(spell, '[Stun] an enemy unit. Draw 1.').effects?.[0] as { wording?: unknown };
    expect(backed).toEqual(compiled(spell, 'Stun an enemy unit. Draw 1.').effects?.[0]);
  });

  it('keeps the backer to the game actions that have one', () => {
    expect(compileCard(spell, '[Kill] an enemy unit.').ok).toBe(false);
  });
});

describe('Predict', () => {
  const predictTwo = [
    { op: 'look', amount: 2 },
    { op: 'recycleLooked', anyNumber: true, wording: ['predict'] },
    { op: 'orderLooked', wording: ['predict'] },
  ];

  it('reads "Predict 2" as a look, a recycle of any number of the cards and an ordering of the rest, printed again as one word', () => {
    expect(roundTrip(spell, 'Predict 2.').effects).toEqual(predictTwo);
    expect(roundTrip(spell, 'Deal 3 to an enemy unit. Predict 2.').effects?.slice(1)).toEqual(predictTwo);
    expect(abilityEffects(roundTrip(unit, 'When you play me, predict 3 and draw 1.'))).toMatchObject([
      { op: 'look', amount: 3 },
      { op: 'recycleLooked' },
      { op: 'orderLooked' },
      { op: 'draw', amount: 1, link: 'and' },
    ]);
  });

  it('counts one card when no number is printed (CR 436.3.a)', () => {
    expect(roundTrip(spell, 'Predict. Draw 1.').effects?.[0]).toEqual({ op: 'look', amount: 1 });
    expect(roundTrip(spell, 'Predict 1.', 'Predict.').effects?.[0]).toEqual({ op: 'look', amount: 1 });
  });

  it('reads it in its word backer, "[Predict 2]" and "[Predict]"', () => {
    expect(roundTrip(spell, '[Predict 2].').effects?.[1]).toEqual({ op: 'recycleLooked', anyNumber: true, wording: ['predict', 'backer'] });
    expect(roundTrip(spell, 'Draw 1. [Predict].').effects?.slice(1, 2)).toEqual([{ op: 'look', amount: 1 }]);
  });

  it('prints the three steps as a Predict only when they are exactly one', () => {
    const changed = [predictTwo[0], { ...predictTwo[1], optional: true }, predictTwo[2]];
    expect(printed({ ...spell, effects: changed } as CardDefinition)).not.toBe('Predict 2.');
    expect(printed({ ...spell, effects: predictTwo } as CardDefinition)).toBe('Predict 2.');
    expect(compileCard(spell, 'You may predict 2.').ok).toBe(false);
  });

  it('refuses a recycle of the cards looked at chosen both ways, with its path', () => {
    const effects = [{ op: 'look', amount: 2 }, { op: 'recycleLooked', choose: true, anyNumber: true }];
    expect(cardIssues({ ...spell, effects })).toEqual([{ path: '$.cards[0].effects[1].anyNumber', message: expect.stringContaining('anyNumber') }]);
  });
});

describe('"When you gain XP"', () => {
  it('is its controller\'s XP on a unit, a gear or a legend', () => {
    expect(roundTrip(unit, 'When you gain XP, draw 1.').abilities?.[0]).toEqual({ kind: 'triggered', trigger: 'gainsXp', subject: { by: 'you' }, effects: [{ op: 'draw', amount: 1 }] });
    expect(roundTrip(gear, 'When you gain XP, draw 1.').abilities?.[0]).toEqual({ kind: 'triggered', trigger: 'gainsXp', effects: [{ op: 'draw', amount: 1 }] });
  });
});

describe('"for each XP you have"', () => {
  it('counts its controller\'s XP where other counts are read: a passive\'s Might, a discount, a step', () => {
    const xp = { sel: 'xp', args: [{ event: 'controller' }] };
    expect(roundTrip(unit, 'I have +1 :rb_might: for each XP you have.').abilities?.[0]).toEqual({ kind: 'passive', appliesTo: 'self', might: xp });
    expect(roundTrip(unit, 'I cost :rb_energy_1: less for each XP you have.').costReduction).toMatchObject({ forEach: xp });
    expect(roundTrip(spell, 'Draw 1 for each XP you have.').effects?.[0]).toMatchObject({ op: 'draw', amount: 1, forEachCount: xp });
  });
});

itCompilesScenarioCards('text-action-words');
