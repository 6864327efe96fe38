/**
 * Altered card text of the Mana zone, the players' acts and who is chosen (docs/card-text.md):
 * invented cards in the printed templating compile to card data and read back in both
 * languages, what the card data cannot state is refused with its reason, and the scenarios of
 * these mechanisms pass. No real card's text or name appears here.
 */
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/games/altered/text/compile.js';
import type { CardHeader } from '../../src/games/altered/text/lower.js';
import type { AlteredCard } from '../../src/games/altered/schema/file-schemas.js';
import { itCompilesScenarioCards, itReadsBack, loadIssue, tokenBook, type TextCase } from './text-round-trip.js';

const character: CardHeader = { id: 'brine-hermit', name: 'Brine Hermit', type: 'character', faction: 'lyra', handCost: 3, reserveCost: 2, stats: { forest: 2, mountain: 1, water: 1 } };
const spell: CardHeader = { id: 'silt-grasp', name: 'Silt Grasp', type: 'spell', faction: 'lyra', handCost: 2, reserveCost: 2 };
const landmark: CardHeader = { id: 'kelp-arch', name: 'Kelp Arch', type: 'landmark', faction: 'lyra', handCost: 2, reserveCost: 2 };

describe('an object put in its owner\'s Mana zone', () => {
  const cases: TextCase[] = [
    {
      header: spell,
      en: '[[Fleeting]]. (Once resolved, I go to the Discard.)  Put target Permanent in its owner\'s Mana zone (as an exhausted Mana Orb).',
      fr: "[[Fugace]]. (Une fois résolu, je vais à la Défausse.)  Mettez un Permanent ciblé dans la zone de Mana de son propriétaire (en tant qu'Orbe de Mana épuisé).",
      printed: { en: '[[Fleeting]].  Put target Permanent in its owner\'s Mana zone.', fr: '[[Fugace]].  Mettez un Permanent ciblé dans la zone de Mana de son propriétaire.' },
      data: { fleeting: true, target: 'anyPermanent', effects: [{ op: 'toMana' }] },
    },
    {
      header: spell,
      en: 'Target Character gains 1 boost. Put it in its owner\'s Mana zone.',
      fr: 'Un Personnage ciblé gagne 1 boost. Mettez-le dans la zone de Mana de son propriétaire.',
      alsoFr: ['Un Personnage ciblé gagne 1 boost. Mettez-la dans la zone de Mana de son Propriétaire.'],
      data: { target: 'anyCharacter', effects: [{ op: 'boost', amount: 1 }, { op: 'toMana' }] },
    },
    {
      header: spell,
      en: 'Return target Character to its owner\'s hand, then you may put me in your Mana zone.',
      fr: 'Renvoyez un Personnage ciblé dans la main de son propriétaire, puis vous pouvez me mettre dans votre zone de Mana.',
      data: { target: 'anyCharacter', effects: [{ op: 'returnToHand' }, { op: 'toMana', me: true, wording: 'yours', optional: true, link: 'then' }] },
    },
    {
      header: spell,
      en: 'Draw two cards, then put me in your Mana zone.',
      fr: 'Piochez deux cartes, puis mettez-moi dans votre zone de Mana.',
      data: { effects: [{ op: 'draw', amount: 2 }, { op: 'toMana', me: true, wording: 'yours', link: 'then' }] },
    },
    {
      header: character,
      en: '{J} Draw a card.  At Dusk — You may put me in my owner\'s Mana zone.',
      fr: '{J} Piochez une carte.  Au Crépuscule — Vous pouvez me mettre dans la zone de Mana de mon propriétaire.',
      data: { reactions: [{ on: 'played', effects: [{ op: 'draw', amount: 1 }] }, { on: 'atDusk', effects: [{ op: 'toMana', me: true, optional: true }] }] },
    },
    {
      header: landmark,
      en: '{T} : Put target Character you control in its owner\'s Mana zone.',
      fr: '{T} : Mettez un Personnage ciblé que vous contrôlez dans la zone de Mana de son propriétaire.',
      data: { exhaust: { target: 'friendlyCharacter', effects: [{ op: 'toMana' }] } },
    },
  ];
  for (const c of cases) itReadsBack(c);

  it('refuses a step on nothing named, and card data with no object to put there', () => {
    expect(compileCard(spell, 'Put it in its owner\'s Mana zone.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { reason: '"it" names nothing chosen before it' } });
    expect(compileCard(spell, 'Put target opponent in its owner\'s Mana zone.', 'en', tokenBook())).toMatchObject({ ok: false });
    const aimless = { ...spell, effects: [{ op: 'toMana' }] } as AlteredCard;
    expect(loadIssue(aimless)).toMatchObject({ path: '$.rules.extraCards[0].effects[0]', message: expect.stringContaining('toMana') });
    const atReserve = { ...spell, target: 'reserveCard', effects: [{ op: 'toMana' }] } as AlteredCard;
    expect(loadIssue(atReserve)?.message).toContain('toMana');
    expect(loadIssue({ ...spell, effects: [{ op: 'toMana', me: true, wording: 'yours' }] } as AlteredCard)).toBeUndefined();
  });
});

describe('several characters sacrificed', () => {
  const cases: TextCase[] = [
    {
      header: character,
      en: '[Gigantic].  {J} Sacrifice three Characters.',
      fr: '[Gigantesque].  {J} Sacrifiez trois Personnages.',
      data: { keywords: ['gigantic'], reactions: [{ on: 'played', effects: [{ op: 'sacrifice', chosen: 'character', count: 3 }] }] },
    },
    {
      header: spell,
      en: 'Each player sacrifices two Characters. Draw a card.',
      fr: 'Chaque joueur sacrifie deux Personnages. Piochez une carte.',
      data: { effects: [{ op: 'sacrifice', chosen: 'character', count: 2, player: 'eachPlayer' }, { op: 'draw', amount: 1 }] },
    },
    {
      header: character,
      en: '{H} You may sacrifice two Characters. If you do, draw three cards.',
      fr: '{H} Vous pouvez sacrifier deux Personnages. Si vous le faites, piochez trois cartes.',
      data: { reactions: [{ on: 'played', from: 'hand', effects: [{ op: 'sacrifice', chosen: 'character', count: 2, optional: true }, { op: 'draw', amount: 3, ifDone: true }] }] },
    },
  ];
  for (const c of cases) itReadsBack(c);

  it('reads one Character as "a Character", and refuses several without a choice as it resolves', () => {
    expect(compileCard(spell, 'Sacrifice one Characters.', 'en', tokenBook())).toMatchObject({ ok: false });
    const compiled = compileCard(spell, 'Sacrifice a Character.', 'en', tokenBook());
    expect(compiled.ok && compiled.card.effects).toEqual([{ op: 'sacrifice', chosen: 'character' }]);
    const targeted = { ...spell, target: 'friendlyCharacter', effects: [{ op: 'sacrifice', count: 2 }] } as AlteredCard;
    expect(loadIssue(targeted)).toMatchObject({ path: '$.rules.extraCards[0].effects[0].count' });
  });
});

describe('one of your Mana Orbs discarded', () => {
  const cases: TextCase[] = [
    {
      header: spell,
      en: '[[Fleeting]].  Discard one of your Mana Orbs. If you do, send target Character to Reserve.',
      fr: '[[Fugace]].  Défaussez un de vos Orbes de Mana. Si vous le faites, envoyez un Personnage ciblé en Réserve.',
      data: { fleeting: true, target: 'anyCharacter', effects: [{ op: 'moveCard', from: 'mana', to: 'discard' }, { op: 'sendToReserve', ifDone: true }] },
    },
    {
      header: character,
      en: '{R} You may discard one of your Mana Orbs to draw two cards.',
      fr: '{R} Vous pouvez défausser un de vos Orbes de Mana pour piocher deux cartes.',
      data: { reactions: [{ on: 'played', from: 'reserve', effects: [{ op: 'moveCard', from: 'mana', to: 'discard', optional: true }, { op: 'draw', amount: 2, link: 'to', ifDone: true }] }] },
    },
  ];
  for (const c of cases) itReadsBack(c);

  it('refuses a kind of card or "another" among face-down orbs, and an orb put anywhere but the Discard has no printed form', () => {
    const typed = { ...spell, effects: [{ op: 'moveCard', from: 'mana', to: 'discard', cardType: 'spell' }] } as AlteredCard;
    expect(loadIssue(typed)).toMatchObject({ path: '$.rules.extraCards[0].effects[0]', message: expect.stringContaining('face down') });
    expect(loadIssue({ ...spell, effects: [{ op: 'moveCard', from: 'mana', to: 'discard', other: true }] } as AlteredCard)?.message).toContain('face down');
    expect(loadIssue({ ...spell, effects: [{ op: 'moveCard', from: 'mana', to: 'hand' }] } as AlteredCard)).toBeUndefined();
    expect(compileCard(spell, 'Discard one of your Mana Orb.', 'en', tokenBook())).toMatchObject({ ok: false });
  });
});

describe('a group of one subtype', () => {
  const cases: TextCase[] = [
    {
      header: character,
      en: '{J} Robots you control gain 2 boosts.',
      fr: '{J} Les Robots que vous contrôlez gagnent 2 boosts.',
      data: { reactions: [{ on: 'played', effects: [{ op: 'boost', amount: 2, all: { controller: 'you', subtype: 'Robot' } }] }] },
    },
    {
      header: spell,
      en: 'Each other Plant you control gains [[Anchored]]. Draw a card.',
      fr: 'Chaque autre Plant que vous contrôlez gagne [[Ancré]]. Piochez une carte.',
      data: { effects: [{ op: 'anchor', all: { controller: 'you', other: true, wording: 'each', subtype: 'Plant' } }, { op: 'draw', amount: 1 }] },
    },
    {
      header: spell,
      en: 'All Soldiers your opponents control gain [[Asleep]].',
      fr: 'Tous les Soldiers que vos adversaires contrôlent gagnent [[Endormi]].',
      data: { effects: [{ op: 'sleep', all: { controller: 'opponents', wording: 'all', subtype: 'Soldier' } }] },
    },
  ];
  for (const c of cases) itReadsBack(c);

  it('reads a type name as the characters, never as a subtype', () => {
    const compiled = compileCard(spell, 'Characters you control gain 1 boost.', 'en', tokenBook());
    expect(compiled.ok && compiled.card.effects).toEqual([{ op: 'boost', amount: 1, all: { controller: 'you' } }]);
    expect(compileCard(spell, 'Spells you control gain 1 boost.', 'en', tokenBook())).toMatchObject({ ok: false });
  });
});

describe('an action the targeted opponent may take', () => {
  const cases: TextCase[] = [
    {
      header: character,
      en: '{R} Target opponent may [Resupply].',
      fr: '{R} Un adversaire ciblé peut [Ravitailler].',
      alsoFr: ["{R} L'adversaire ciblé peut [Ravitailler]."],
      data: { reactions: [{ on: 'played', from: 'reserve', target: 'opponent', effects: [{ op: 'resupply', player: 'target', optional: true }] }] },
    },
    {
      header: spell,
      en: 'Draw a card. Target opponent may [Exhausted Resupply].',
      fr: 'Piochez une carte. Un adversaire ciblé peut [Ravitailler Épuisé].',
      data: { target: 'opponent', effects: [{ op: 'draw', amount: 1 }, { op: 'resupply', exhausted: true, player: 'target', optional: true }] },
    },
  ];
  for (const c of cases) itReadsBack(c);

  it('reads only a player action after "target opponent may"', () => {
    expect(compileCard(spell, 'Target opponent may [Sabotage].', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(spell, 'Target opponent may draw a card.', 'en', tokenBook())).toMatchObject({ ok: false });
  });
});

describe('scenarios', () => {
  itCompilesScenarioCards('scenarios/altered/text-altmana');
});
