/**
 * Altered card text of replacements, counters and heroes (docs/card-text.md): invented cards in
 * the printed templating compile to card data and read back in both languages, what the card
 * data cannot state is refused, and the scenarios of these mechanisms pass, each card in them
 * being what its own `text` compiles to. No real card's text or name appears here.
 */
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/games/altered/text/compile.js';
import type { CardHeader } from '../../src/games/altered/text/lower.js';
import type { AlteredCard } from '../../src/games/altered/schema/file-schemas.js';
import { itCompilesScenarioCards, itReadsBack, loadIssue, tokenBook } from './text-round-trip.js';

const SCENARIOS = 'scenarios/altered/text-altreplace';

const landmark: CardHeader = { id: 'brine-lathe', name: 'Brine Lathe', type: 'landmark', faction: 'axiom', handCost: 2, reserveCost: 1 };

describe('a second exhaust ability on the line after the first, compiled and read back in English and in French', () => {
  itReadsBack({
    header: landmark,
    en: '{T} : I gain 3 Brine counters.  {T}, Spend 2 of my Brine counters: The next Character you play this Afternoon gains 2 boosts.',
    fr: '{T} : Je gagne 3 compteurs Brine.  {T}, dépensez 2 de mes compteurs Brine : Le prochain Personnage que vous jouez cet Après-midi gagne 2 boosts.',
    data: {
      exhaust: { effects: [{ op: 'boost', amount: 3, counter: 'Brine', me: true }] },
      exhaustAlso: { cost: { spend: { counter: 'Brine', amount: 2 } }, effects: [{ op: 'nextPlay', cardType: 'character', until: 'afternoon', boosts: 2 }] },
    },
  });
  itReadsBack({
    header: landmark,
    en: '{J} Target Character gains 2 boosts.  {T} : Draw a card.  {2}, {T} : Target Character gains 1 boost.',
    fr: '{J} Un Personnage ciblé gagne 2 boosts.  {T} : Piochez une carte.  {T}, {2} : Un Personnage ciblé gagne 1 boost.',
    data: {
      reactions: [{ on: 'played', target: 'anyCharacter', effects: [{ op: 'boost', amount: 2 }] }],
      exhaust: { effects: [{ op: 'draw', amount: 1 }] },
      exhaustAlso: { cost: { mana: 2 }, target: 'anyCharacter', effects: [{ op: 'boost', amount: 1 }] },
    },
  });

  it('refuses a third exhaust ability, and a second one without a first at load', () => {
    expect(compileCard(landmark, '{T} : Draw a card.  {T} : I gain 1 Brine counter.  {1}, {T} : Draw a card.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(landmark, '{T} : Piochez une carte.  {T} : Piochez une carte.  {T}, {1} : Piochez une carte.', 'fr', tokenBook())).toMatchObject({ ok: false });
    expect(loadIssue({ ...landmark, exhaustAlso: { effects: [{ op: 'draw', amount: 1 }] } } as AlteredCard)).toMatchObject({ path: '$.rules.extraCards[0].exhaustAlso' });
    expect(loadIssue({ ...landmark, exhaust: { effects: [{ op: 'draw', amount: 1 }] }, exhaustAlso: { effects: [{ op: 'draw', amount: 1 }] } } as AlteredCard)).toBeUndefined();
  });
});

const spirit: CardHeader = { id: 'mist-siren', name: 'Mist Siren', type: 'character', faction: 'yzmir', handCost: 2, reserveCost: 2, stats: { forest: 0, mountain: 1, water: 2 } };

describe('a card\'s own sacrifice heard, and the card put back in Reserve from the Discard, compiled and read back in English and in French', () => {
  itReadsBack({
    header: spirit,
    en: "When I'm sacrificed, if I was not [[Fleeting]] — Put me in Reserve.",
    fr: "Lorsque je suis sacrifié, si je n'étais pas [[Fugace]] — Mettez-moi en Réserve.",
    data: { reactions: [{ on: 'sacrificed', wasFleeting: false, effects: [{ op: 'reserveFromDiscard', me: true }] }] },
    alsoFr: ["Lorsque je suis sacrifiée, si je n'étais pas [[Fugace]] — Mettez-moi en Réserve."],
  });
  itReadsBack({
    header: spirit,
    en: "When I'm sacrificed, if I was [[Fleeting]] — Draw two cards.",
    fr: "Lorsque je suis sacrifié, si j'étais [[Fugace]] — Piochez deux cartes.",
    data: { reactions: [{ on: 'sacrificed', wasFleeting: true, effects: [{ op: 'draw', amount: 2 }] }] },
  });
  itReadsBack({
    header: spirit,
    en: "When I'm sacrificed — Target Character gains 1 boost.",
    fr: 'Lorsque je suis sacrifié — Un Personnage ciblé gagne 1 boost.',
    data: { reactions: [{ on: 'sacrificed', target: 'anyCharacter', effects: [{ op: 'boost', amount: 1 }] }] },
  });
  itReadsBack({
    header: spirit,
    en: 'When a Plant joins your Expeditions — You may sacrifice me to give it 3 boosts.',
    fr: "Lorsqu'un Plant rejoint vos Expéditions — Vous pouvez me sacrifier pour lui donner 3 boosts.",
    data: { reactions: [{ on: 'joins', joining: { subtype: 'Plant' }, effects: [{ op: 'sacrifice', me: true, optional: true }, { op: 'boost', amount: 3, link: 'to', ifDone: true }] }] },
  });

  it('refuses "it" after "to" naming nothing, the step outside the reaction to its own sacrifice, and a hero\'s sacrifice, at load at their paths', () => {
    expect(compileCard(spirit, '{J} You may sacrifice me to give it 2 boosts.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(spirit, '{J} Vous pouvez me sacrifier pour lui donner 2 boosts.', 'fr', tokenBook())).toMatchObject({ ok: false });
    expect(loadIssue({ ...spirit, reactions: [{ on: 'leaves', effects: [{ op: 'reserveFromDiscard', me: true }] }] } as AlteredCard)).toMatchObject({ path: '$.rules.extraCards[0].reactions[0].effects[0]' });
    expect(loadIssue({ id: 'vale-and-wren', name: 'Vale', type: 'hero', faction: 'yzmir', reserveLimit: 2, landmarkLimit: 2, reactions: [{ on: 'sacrificed', effects: [{ op: 'draw', amount: 1 }] }] } as AlteredCard)).toMatchObject({ path: '$.rules.extraCards[0].reactions[0].on' });
    expect(loadIssue({ ...spirit, reactions: [{ on: 'sacrificed', wasFleeting: false, effects: [{ op: 'reserveFromDiscard', me: true }] }] } as AlteredCard)).toBeUndefined();
  });
});

const hero: CardHeader = { id: 'juno-and-pip', name: 'Juno', type: 'hero', faction: 'ordis', reserveLimit: 2, landmarkLimit: 2 };

describe('a card of a subtype played, heard by a reaction whose "it" is that card, compiled and read back in English and in French', () => {
  itReadsBack({
    header: hero,
    en: 'When you play a Golem — It gains [[Anchored]].',
    fr: 'Lorsque vous jouez un Golem — Il gagne [[Ancré]].',
    data: { reactions: [{ on: 'youPlay', subtype: 'Golem', effects: [{ op: 'anchor' }] }] },
  });
  itReadsBack({
    header: hero,
    en: 'When you play an Illusion — It gains 2 boosts.',
    fr: 'Lorsque vous jouez une Illusion — Il gagne 2 boosts.',
    data: { reactions: [{ on: 'youPlay', subtype: 'Illusion', effects: [{ op: 'boost', amount: 2 }] }] },
  });

  it('refuses a card type read as a subtype, an article that does not agree, and a subtype on another trigger at load', () => {
    expect(compileCard(hero, 'When you play a Landmark — It gains [[Asleep]].', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(hero, 'Lorsque vous jouez un Illusion — Il gagne [[Endormi]].', 'fr', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(hero, 'When you play a Character — It gains [[Asleep]].', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(loadIssue({ ...hero, reactions: [{ on: 'atNoon', subtype: 'Scholar', effects: [{ op: 'draw', amount: 1 }] }] } as AlteredCard)).toMatchObject({ path: '$.rules.extraCards[0].reactions[0].subtype' });
  });
});

describe('a hero\'s exhaust ability, and one only the first player can activate, compiled and read back in English and in French', () => {
  itReadsBack({
    header: hero,
    en: '{T} : Target Character you control gains 1 boost.',
    fr: '{T} : Un Personnage ciblé que vous contrôlez gagne 1 boost.',
    data: { exhaust: { target: 'friendlyCharacter', effects: [{ op: 'boost', amount: 1 }] } },
  });
  itReadsBack({
    header: hero,
    en: '{T} : Draw a card. You can only activate this if you are the first player.',
    fr: '{T} : Piochez une carte. Vous pouvez seulement activer cela si vous êtes le premier joueur.',
    data: { exhaust: { firstPlayerOnly: true, effects: [{ op: 'draw', amount: 1 }] } },
  });
  itReadsBack({
    header: landmark,
    en: '{1}, {T} : [Sabotage]. You can only activate this if you are the first player.',
    fr: '{T}, {1} : [Sabotez]. Vous pouvez seulement activer cela si vous êtes le premier joueur.',
    data: { exhaust: { cost: { mana: 1 }, firstPlayerOnly: true, effects: [{ op: 'sabotage' }] } },
  });

  it('refuses the restriction on a support ability or before the steps, and a hero giving up a card, at load at its path', () => {
    expect(compileCard(landmark, '{D} : Draw a card. You can only activate this if you are the first player.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(hero, '{T} : Vous pouvez seulement activer cela si vous êtes le premier joueur. Piochez une carte.', 'fr', tokenBook())).toMatchObject({ ok: false });
    expect(loadIssue({ ...hero, exhaust: { cost: { giveUp: 'character' }, effects: [{ op: 'draw', amount: 1 }] } } as AlteredCard)).toMatchObject({ path: '$.rules.extraCards[0].exhaust.cost.giveUp' });
    expect(loadIssue({ ...hero, exhaust: { firstPlayerOnly: true, effects: [{ op: 'afterYou' }] } } as AlteredCard)).toBeUndefined();
  });
});

describe('"then may do it again" after a step the targeted opponent may take, compiled and read back in English and in French', () => {
  itReadsBack({
    header: spirit,
    en: '{J} Target opponent may [Resupply], then may do it again.',
    fr: '{J} Un adversaire ciblé peut [Ravitailler], puis le faire à nouveau.',
    data: {
      reactions: [
        {
          on: 'played',
          target: 'opponent',
          effects: [
            { op: 'resupply', player: 'target', optional: true },
            { op: 'resupply', player: 'target', optional: true, link: 'then', ifDone: true, again: true },
          ],
        },
      ],
    },
  });

  it('refuses it after a step no one may decline, and after a step that is no Resupply', () => {
    expect(compileCard(spirit, '{J} [Resupply], then may do it again.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(spirit, '{J} [Ravitaillez], puis le faire à nouveau.', 'fr', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(spirit, '{J} You may draw a card, then may do it again.', 'en', tokenBook())).toMatchObject({ ok: false });
  });
});

describe('a neutral token, of no faction', () => {
  const wyrm: CardHeader = { id: 'murk-wyrm', name: 'Murk Wyrm', type: 'character', faction: 'neutral', token: true, handCost: 0, reserveCost: 0, stats: { forest: 3, mountain: 3, water: 3 }, subtypes: ['Illusion'] };

  it('compiles from its reminder alone, and only a token is neutral at load', () => {
    expect(compileCard(wyrm, '(If I leave the Expedition zone, I cease to exist.)', 'en', tokenBook())).toMatchObject({ ok: true, card: { faction: 'neutral', token: true } });
    expect(loadIssue({ ...wyrm } as AlteredCard)).toBeUndefined();
    expect(loadIssue({ ...spirit, faction: 'neutral' } as AlteredCard)).toMatchObject({ path: '$.rules.extraCards[0].faction' });
  });
});

describe('a payment as a step of its own, and a target in the Expedition facing me, compiled and read back in English and in French', () => {
  itReadsBack({
    header: spirit,
    en: '{J} You may pay {3}. If you do, draw two cards.',
    fr: '{J} Vous pouvez payer {3}. Si vous le faites, piochez deux cartes.',
    data: { reactions: [{ on: 'played', effects: [{ op: 'pay', innerCost: 3 }, { op: 'draw', amount: 2, ifDone: true }] }] },
  });
  itReadsBack({
    header: spirit,
    en: '{R} Target Character in the Expedition facing me gains [[Asleep]].',
    fr: "{R} Un Personnage ciblé dans l'Expédition qui me fait face gagne [[Endormi]].",
    data: { reactions: [{ on: 'played', from: 'reserve', target: 'anyCharacter', targetScope: { in: 'facing' }, effects: [{ op: 'sleep' }] }] },
  });
  itReadsBack({
    header: spirit,
    en: '{J} You may pay {1} to draw a card.',
    fr: '{J} Vous pouvez payer {1} pour piocher une carte.',
    data: { reactions: [{ on: 'played', effects: [{ op: 'draw', amount: 1, innerCost: 1 }] }] },
  });

  it('refuses a payment no one may decline, and the facing target on a card in no expedition', () => {
    expect(compileCard(spirit, '{J} Pay {2}. If you do, draw a card.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(landmark, '{T} : Target Character in the Expedition facing me gains [[Asleep]].', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(loadIssue({ ...landmark, exhaust: { target: 'anyCharacter', targetScope: { in: 'facing' }, effects: [{ op: 'sleep' }] } } as AlteredCard)).toMatchObject({ path: '$.rules.extraCards[0].exhaust.targetScope' });
  });
});

describe('a reaction given to the characters you control, compiled and read back in English and in French', () => {
  itReadsBack({
    header: landmark,
    en: 'Your Characters have: "{R} I gain 2 boosts."',
    fr: 'Vos Personnages ont : « {R} Je gagne 2 boosts. »',
    printed: { fr: 'Vos Personnages ont : "{R} Je gagne 2 boosts."' },
    data: { charactersHave: [{ on: 'played', from: 'reserve', effects: [{ op: 'boost', amount: 2, me: true }] }] },
  });

  it('refuses a reaction of another trigger, one on a spell, and both at load at their paths', () => {
    expect(compileCard(landmark, 'Your Characters have: "At Noon — I gain 1 boost."', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard({ id: 'ember-call', name: 'Ember Call', type: 'spell', faction: 'bravos', handCost: 1, reserveCost: 1 }, 'Vos Personnages ont : « {J} Je gagne 1 boost. »', 'fr', tokenBook())).toMatchObject({ ok: false });
    expect(loadIssue({ ...landmark, charactersHave: [{ on: 'atNoon', effects: [{ op: 'draw', amount: 1 }] }] } as AlteredCard)).toMatchObject({ path: '$.rules.extraCards[0].charactersHave[0].on' });
    expect(loadIssue({ ...landmark, charactersHave: [{ on: 'played', effects: [{ op: 'boost', amount: 1, me: true }] }] } as AlteredCard)).toBeUndefined();
  });
});

describe('scenarios of replacements, counters and heroes', () => {
  itCompilesScenarioCards(SCENARIOS);
});
