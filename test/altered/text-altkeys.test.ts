/**
 * Keywords and statuses as Altered card text (docs/card-text.md): keyword actions such as
 * [Resupply], in English and in French, compile to card data and read back as their text in
 * both languages. Invented cards only: no real card's text or name appears here.
 */
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/games/altered/text/compile.js';
import { roundTrip, tokenBook } from './text-round-trip.js';
import type { CardHeader } from '../../src/games/altered/text/lower.js';

const character: CardHeader = { id: 'dune-courier', name: 'Dune Courier', type: 'character', faction: 'muna', handCost: 3, reserveCost: 2, stats: { forest: 2, mountain: 1, water: 1 } };
const spell: CardHeader = { id: 'open-the-stores', name: 'Open the Stores', type: 'spell', faction: 'axiom', handCost: 2, reserveCost: 2 };
const landmark: CardHeader = { id: 'salt-depot', name: 'Salt Depot', type: 'landmark', faction: 'ordis', handCost: 2, reserveCost: 2 };

describe('keyword actions: [Resupply] and [Exhausted Resupply]', () => {
  it('reads a reaction that resupplies, with the reminder text dropped', () => {
    roundTrip({
      header: character,
      en: '{R} [Resupply]. (Your deck gives its first card to your Reserve.)',
      fr: '{R} [Ravitaillez]. (Votre deck donne sa carte du dessus à votre Réserve.)',
      data: { reactions: [{ on: 'played', from: 'reserve', effects: [{ op: 'resupply' }] }] },
      printed: { en: '{R} [Resupply].', fr: '{R} [Ravitaillez].' },
    });
  });

  it('reads a spell that resupplies exhausted, and a trigger with it', () => {
    roundTrip({
      header: spell,
      en: '[Exhausted Resupply]. Draw a card.',
      fr: '[Ravitaillez Épuisé]. Piochez une carte.',
      data: { effects: [{ op: 'resupply', exhausted: true }, { op: 'draw', amount: 1 }] },
    });
    roundTrip({
      header: landmark,
      en: 'At Dusk — [Exhausted Resupply].',
      fr: 'Au Crépuscule — [Ravitaillez Épuisé].',
      data: { reactions: [{ on: 'atDusk', effects: [{ op: 'resupply', exhausted: true }] }] },
    });
  });

  it('reads the French infinitive after "vous pouvez payer ... pour"', () => {
    roundTrip({
      header: character,
      en: '{H} You may pay {2} to [Resupply].',
      fr: '{H} Vous pouvez payer {2} pour [Ravitailler].',
      data: { reactions: [{ on: 'played', from: 'hand', effects: [{ op: 'resupply', innerCost: 2 }] }] },
      printed: { en: '{H} You may pay {2} to [Resupply].', fr: '{H} Vous pouvez payer {2} pour [Ravitailler].' },
    });
  });

  it('refuses the imperative where French wants the infinitive, naming the phrase', () => {
    const result = compileCard(character, '{H} Vous pouvez [Ravitaillez].', 'fr', tokenBook());
    expect(result).toMatchObject({ ok: false, refusal: { phrase: '{H} Vous pouvez [Ravitaillez].' } });
  });
});

describe('statuses gained and lost as steps', () => {
  it('reads "I gain [[Fleeting]]" and "I lose [[Fleeting]]"', () => {
    roundTrip({
      header: character,
      en: '{J} I gain [[Fleeting]]. (My way to Reserve leads to Discard.)  {R} I lose [[Fleeting]].',
      fr: '{J} Je gagne [[Fugace]]. (Mon chemin vers la Réserve mène à la Défausse.)  {R} Je perds [[Fugace]].',
      data: {
        reactions: [
          { on: 'played', effects: [{ op: 'fleeting', me: true }] },
          { on: 'played', from: 'reserve', effects: [{ op: 'lose', status: 'fleeting', me: true }] },
        ],
      },
      printed: { en: '{J} I gain [[Fleeting]].  {R} I lose [[Fleeting]].', fr: '{J} Je gagne [[Fugace]].  {R} Je perds [[Fugace]].' },
    });
  });

  it('reads a target gaining Fleeting and losing each status, French agreement included', () => {
    roundTrip({ header: spell, en: 'Target Character you control gains [[Fleeting]].', fr: 'Un Personnage ciblé que vous contrôlez gagne [[Fugace]].', data: { target: 'friendlyCharacter', effects: [{ op: 'fleeting' }] } });
    roundTrip({
      header: spell,
      en: 'Target Character you control loses [[Anchored]]. It loses [[Asleep]].',
      fr: 'Un Personnage ciblé que vous contrôlez perd [[Ancrée]]. Il perd [[Endormie]].',
      data: { target: 'friendlyCharacter', effects: [{ op: 'lose', status: 'anchored' }, { op: 'lose', status: 'asleep' }] },
      printed: { en: 'Target Character you control loses [[Anchored]]. It loses [[Asleep]].', fr: 'Un Personnage ciblé que vous contrôlez perd [[Ancré]]. Il perd [[Endormi]].' },
    });
  });
});

describe('spell keywords: [Cooldown]', () => {
  it('reads [Cooldown] on its own line before the instructions', () => {
    roundTrip({
      header: spell,
      en: '[Cooldown]. (If I go to Reserve after my effect resolves, I arrive exhausted.)  Target Character gains 2 boosts.',
      fr: '[Rafraîchissement]. (Si je vais en Réserve après mon effet, j\'y arrive épuisé.)  Un Personnage ciblé gagne 2 boosts.',
      data: { keywords: ['cooldown'], target: 'anyCharacter', effects: [{ op: 'boost', amount: 2 }] },
      printed: { en: '[Cooldown].  Target Character gains 2 boosts.', fr: '[Rafraîchissement].  Un Personnage ciblé gagne 2 boosts.' },
    });
  });
});

describe('keyword actions: [Sabotage]', () => {
  it('reads [Sabotage] as an order and after "you may pay"', () => {
    roundTrip({
      header: character,
      en: '{H} [Sabotage]. (A card of some Reserve may go away.)  {R} You may pay {1} to [Sabotage].',
      fr: '{H} [Sabotez]. (Une carte d\'une Réserve peut partir.)  {R} Vous pouvez payer {1} pour [Saboter].',
      data: { reactions: [{ on: 'played', from: 'hand', effects: [{ op: 'sabotage' }] }, { on: 'played', from: 'reserve', effects: [{ op: 'sabotage', innerCost: 1 }] }] },
      printed: { en: '{H} [Sabotage].  {R} You may pay {1} to [Sabotage].', fr: '{H} [Sabotez].  {R} Vous pouvez payer {1} pour [Saboter].' },
    });
  });
});
