/** Records of what happened this turn, read from invented card texts and printed back, and the mechanisms they name. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../src/games/riftbound/schema/card-schema.js';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { compileCard } from '../../../src/games/riftbound/text/compile.js';
import { cardIssues, compiled, printed, printsAndReads, roundTrip } from './support.js';

const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'fury', cost: { energy: 6, power: ['fury', 'fury'] }, might: 5 };
const heldPoints = { sel: 'thisTurn', args: [{ event: 'controller' }, 'heldPoints'] };

/** The cards of a scenario of this family. */
function scenarioCards(file: string): CardDefinition[] {
  return (JSON.parse(readFileSync(new URL(`../../../scenarios/riftbound/text-records/${file}`, import.meta.url), 'utf8')) as { position: { cards: CardDefinition[] } }).position.cards;
}

/** Compiles the scenario's first card from its text alone (its header kept, what the text says left out) and expects its data, and the data to print as the text. */
function expectCompiledAsScenario(file: string): void {
  const [card] = scenarioCards(file) as [CardDefinition];
  const { text, abilities: _abilities, costReduction: _reduction, ...header } = card;
  expect(compiled(header as CardHeader, text as string)).toEqual(card);
  expect(printed(card)).toBe(text);
}

describe('a discount of Energy and Power for each point scored from holding this turn', () => {
  it('reads the count as the points its controller held this turn, and the Power beside the Energy', () => {
    const card = roundTrip(unit, 'I cost :rb_energy_1::rb_rune_fury::rb_rune_fury: less for each point you scored from holding this turn.');
    expect(card.costReduction).toEqual({ energy: 1, power: ['fury', 'fury'], forEach: heldPoints });
  });

  it('compiles the scenario\'s card from its text', () => {
    expectCompiledAsScenario('cheaper-for-each-point-held-this-turn.json');
  });

  it('keeps an Energy discount alone to the plain rule, and refuses Power of any domain', () => {
    expect(roundTrip(unit, 'I cost :rb_energy_2: less for each card in your trash.').costReduction).toEqual({ energy: 2, forEach: { sel: 'trashSize', args: [{ event: 'controller' }] } });
    expect(compileCard(unit, 'I cost :rb_energy_1::rb_rune_rainbow: less for each point you scored from holding this turn.')).toMatchObject({ ok: false, refusal: { reason: 'a discount of Power of any domain' } });
  });

  it('refuses Power that is not a domain in card data, at its path', () => {
    expect(cardIssues({ ...unit, costReduction: { energy: 1, power: ['any'], forEach: heldPoints } })).toEqual([expect.objectContaining({ path: expect.stringContaining('costReduction.power[0]') })]);
  });
});

describe('a unit played only to a battlefield its player conquered this turn', () => {
  const limit = { kind: 'passive', appliesTo: 'self', playableOnlyAt: 'conqueredThisTurn' } as const;

  it('prints the limit and reads it back', () => {
    const text = printsAndReads(unit, { abilities: [limit] });
    expect(text.startsWith('Play me only to')).toBe(true);
  });

  it('is the scenario card\'s own passive', () => {
    expect(scenarioCards('play-only-to-a-battlefield-conquered-this-turn.json')[0]?.abilities).toEqual([limit]);
  });

  it('is said of the card itself alone, and alone in its passive', () => {
    expect(cardIssues({ ...unit, abilities: [{ ...limit, appliesTo: 'friendlyUnits' }] })).toEqual([expect.objectContaining({ path: '$.cards[0].abilities[0].appliesTo' })]);
    expect(cardIssues({ ...unit, abilities: [{ ...limit, might: 1 }] })).toEqual([expect.objectContaining({ path: '$.cards[0].abilities[0].playableOnlyAt' })]);
  });
});

describe('a unit that takes no damage once it has moved this turn', () => {
  const movedTimes = (n: number) => ({ '>=': [{ sel: 'movesThisTurn', args: [{ event: 'source' }] }, n] });

  it('reads "If I have moved ... this turn" as the count of its own moves, and "I don\'t take damage" as a restriction of itself', () => {
    const card = roundTrip(unit, "If I have moved three times this turn, I don't take damage.");
    expect(card.abilities).toEqual([{ kind: 'passive', appliesTo: 'self', cannot: ['takeDamage'], condition: movedTimes(3) }]);
  });

  it('reads the same count before other passives, and keeps "I don\'t deal combat damage" without one', () => {
    expect(roundTrip(unit, 'If I have moved twice this turn, I have +2 :rb_might: and [Deflect].').abilities).toEqual([{ kind: 'passive', appliesTo: 'self', might: 2, keywords: ['deflect'], condition: movedTimes(2) }]);
    expect(roundTrip(unit, "I don't deal combat damage.").abilities).toEqual([{ kind: 'passive', appliesTo: 'self', cannot: ['dealCombatDamage'] }]);
  });

  it('compiles the scenario\'s card from its text', () => {
    expectCompiledAsScenario('moved-this-turn-takes-no-damage.json');
  });

  it('refuses a count it has no word for, and a restriction on damage said of players', () => {
    expect(compileCard(unit, "If I have moved four times this turn, I don't take damage.")).toMatchObject({ ok: false, refusal: { phrase: expect.stringContaining('moved four times') } });
    expect(cardIssues({ ...unit, abilities: [{ kind: 'passive', players: 'opponents', cannot: ['takeDamage'] }] })).toEqual([expect.objectContaining({ path: expect.stringContaining('$.cards[0].abilities[0]') })]);
  });
});
