/**
 * The card language of the tops of Main Decks and of hidden cards, from invented card texts:
 * each compiles to the card data below and renders back as printed; the scenarios of
 * scenarios/riftbound/text-decktop/ play them, and their cards are the data their text reads to.
 */
import { describe, expect, it } from 'vitest';
import { loadPosition } from '../../../src/api.js';
import type { CardDefinition } from '../../../src/games/riftbound/schema/card-schema.js';
import { loadCardSets } from '../../../src/games/riftbound/cards/cards.js';
import type { RiftboundState } from '../../../src/games/riftbound/state/state.js';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { compileCard } from '../../../src/games/riftbound/text/compile.js';
import { act } from '../../support/riftbound.js';
import { compiled, printed, roundTrip, itCompilesScenarioCards } from './support.js';

const unit: CardHeader = { id: 'decktop-unit', name: 'Decktop Unit', type: 'unit', domain: 'mind', cost: { energy: 2, power: [] }, might: 2 };
const spell: CardHeader = { id: 'decktop-spell', name: 'Decktop Spell', type: 'spell', domain: 'mind', cost: { energy: 2, power: [] } };

/** Expects the card set of one card to be refused at load with a message matching `message`. */
function refusedAtLoad(card: CardDefinition, message: RegExp): void {
  expect(() => loadCardSets([{ file: 'text.json', json: { set: 'check', cards: [card] } }])).toThrow(message);
}

itCompilesScenarioCards('text-decktop');

describe('a combat event or a play from hiding', () => {
  it('reads "When I defend or I\'m played from [Hidden]": both events, the play from hiding only', () => {
    expect(roundTrip(unit, "When I defend or I'm played from [Hidden], draw 1.").abilities?.[0]).toEqual({
      kind: 'triggered',
      trigger: ['defends', 'played'],
      subject: { self: true, fromHidden: true },
      effects: [{ op: 'draw', amount: 1 }],
    });
  });

  it('reads the attack as well', () => {
    expect(roundTrip(unit, "When I attack or I'm played from [Hidden], give me +1 :rb_might: this turn.").abilities?.[0]).toMatchObject({
      trigger: ['attacks', 'played'],
      subject: { self: true, fromHidden: true },
    });
  });

  it('is refused on a card that is not a unit', () => {
    const result = compileCard({ ...spell, type: 'gear', id: 'decktop-gear', name: 'Decktop Gear' }, "When I defend or I'm played from [Hidden], draw 1.");
    expect(result).toMatchObject({ ok: false, refusal: { phrase: expect.stringContaining('When I defend'), reason: expect.stringContaining('no rule of the templating reads') } });
  });

  it('fails at load when none of the events is a play: fromHidden has nothing to narrow', () => {
    refusedAtLoad({ ...unit, abilities: [{ kind: 'triggered', trigger: ['attacks', 'defends'], subject: { self: true, fromHidden: true }, effects: [{ op: 'draw', amount: 1 }] }] } as CardDefinition, /abilities\[0\]\.subject\.fromHidden.*played only/s);
  });

  it('does not hear the card played from its hand', () => {
    const text = "[Hidden]\nWhen I defend or I'm played from [Hidden], draw 2.";
    const card = { ...compiled(unit, text), text };
    const game = loadPosition<RiftboundState>({
      mode: 'riftbound/duel',
      cards: [card],
      battlefields: [{ id: 'X', card: 'broken-aqueduct', controller: 'A', units: { A: ['cinder-scout'] }, hidden: { card: 'decktop-unit', owner: 'A', id: 'A-hidden' } }],
      seats: { A: { hand: [{ card: 'decktop-unit', id: 'A-in-hand' }], runes: 2, deck: 8 } },
    });
    const fromHand = act(game, { type: 'playUnit', seat: 'A', card: 'A-in-hand' });
    expect(fromHand.some((e) => e.type === 'abilityTriggered')).toBe(false);
    const fromHiding = act(game, { type: 'playUnit', seat: 'A', card: 'A-hidden' });
    expect(fromHiding).toContainEqual(expect.objectContaining({ type: 'abilityTriggered', trigger: 'played', source: 'A-hidden' }));
  });
});

describe('an amount counted among the cards revealed', () => {
  it('deals so much for each card revealed that prints a keyword, then recycles them', () => {
    const text = 'Reveal the top 4 cards of your Main Deck. Deal 2 to a unit at a battlefield for each card with [Hidden], then recycle them.';
    expect(roundTrip(spell, text).effects).toEqual([
      { op: 'look', reveal: true, amount: 4 },
      { op: 'damage', amount: 2, target: 'unit', forEachLooked: { keyword: 'hidden' } },
      { op: 'recycleLooked', wording: ['them'], link: 'then' },
    ]);
  });

  it('counts every card revealed when no keyword is said', () => {
    expect(roundTrip(spell, 'Reveal the top 2 cards of your Main Deck. Deal 1 to an enemy unit for each card. Recycle the rest.').effects?.[1]).toEqual({ op: 'damage', amount: 1, target: 'unit', forEachLooked: {} });
  });

  it('fails at load when no step before it looked at cards', () => {
    refusedAtLoad(
      { ...spell, targets: [{ name: 'unit', select: 'unit' }], effects: [{ op: 'damage', amount: 1, target: 'unit', forEachLooked: { keyword: 'hidden' } }] } as CardDefinition,
      /effects\[0\]\.forEachLooked.*only after one/s,
    );
  });
});

describe('two verbs sharing one object, and a legend chosen', () => {
  it('reads "ready or exhaust a legend": the object named once, the second verb its choice', () => {
    expect(roundTrip(unit, 'When I move, ready or exhaust a legend.').abilities?.[0]).toEqual({
      kind: 'triggered',
      trigger: 'moved',
      targets: [{ name: 'legend', select: 'legend' }],
      effects: [
        { op: 'ready', target: 'legend' },
        { op: 'exhaust', target: 'legend', or: true, wording: ['sharedObject'] },
      ],
    });
  });

  it('reads other verbs and objects, after another step', () => {
    expect(roundTrip(spell, 'Draw 1. Stun or kill an enemy unit at a battlefield.').effects).toEqual([
      { op: 'draw', amount: 1 },
      { op: 'stun', target: 'unit' },
      { op: 'kill', target: 'unit', or: true, wording: ['sharedObject'] },
    ]);
    expect(roundTrip(spell, 'Exhaust or ready an enemy legend.').targets).toEqual([{ name: 'legend', select: 'legend', relation: 'enemy' }]);
  });

  it('does not print the wording on a step that follows no verb of its own', () => {
    const card = { ...spell, targets: [{ name: 'unit', select: 'unit' }], effects: [{ op: 'draw', amount: 1 }, { op: 'kill', target: 'unit', or: true, wording: ['sharedObject'] }] } as CardDefinition;
    expect(compileCard(spell, 'Stun the legend.').ok).toBe(false);
    expect(printed(card)).toBeUndefined();
  });

  it('fails at load when a legend target says more than whose it is', () => {
    refusedAtLoad({ ...spell, targets: [{ name: 'legend', select: 'legend', at: 'battlefield' }], effects: [{ op: 'ready', target: 'legend' }] } as CardDefinition, /targets\[0\]\.at.*legend target/s);
  });
});
