/**
 * Altered card text of expeditions, statistics and passive rules (docs/card-text.md): invented
 * cards in the printed templating compile to card data and read back in both languages, what the
 * card data cannot state is refused, and the scenarios of these mechanisms pass, each card in them
 * being what its own `text` (or, for a sentence every printing shares, its data) compiles to. No
 * real card's text or name appears here.
 */
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/games/altered/text/compile.js';
import type { CardHeader } from '../../src/games/altered/text/lower.js';
import type { AlteredCard } from '../../src/games/altered/schema/file-schemas.js';
import { itCompilesScenarioCards, itReadsBack, loadIssue, renderedText, tokenBook } from './text-round-trip.js';

const SCENARIOS = 'scenarios/altered/text-altexped2';

const character: CardHeader = { id: 'moor-arbiter', name: 'Moor Arbiter', type: 'character', faction: 'lyra', handCost: 3, reserveCost: 2, stats: { forest: 2, mountain: 1, water: 2 } };
const permanent: CardHeader = { id: 'reed-canopy', name: 'Reed Canopy', type: 'expeditionPermanent', faction: 'muna', handCost: 2, reserveCost: 2 };
const landmark: CardHeader = { id: 'salt-obelisk', name: 'Salt Obelisk', type: 'landmark', faction: 'axiom', handCost: 2, reserveCost: 2 };

/** Compiles the text the renderer writes from the card's data (`header` and `data`) in both languages, back to that data. */
function readsBackFromData(header: CardHeader, data: object): void {
  const card = { ...header, ...data } as AlteredCard;
  for (const lang of ['en', 'fr'] as const) {
    const text = renderedText(card, lang);
    const compiled = compileCard(header, text, lang, tokenBook());
    if (!compiled.ok) throw new Error(`${lang} "${text}": ${compiled.refusal.phrase}: ${compiled.refusal.reason}`);
    const { text: _text, ...back } = compiled.card;
    expect(back, lang).toEqual(card);
  }
}

describe('the {J}, {H} and {R} abilities of a group of Characters that cannot activate, compiled and read back in English and in French', () => {
  itReadsBack({
    header: permanent,
    en: "The {J}, {H} and {R} abilities of Characters in my Expedition can't activate.",
    fr: "Les capacités {J}, {H} et {R} des Personnages dans mon Expédition ne peuvent pas s'activer.",
    data: { passives: [{ kind: 'grant', cannotActivate: 'played', to: 'expedition' }] },
  });
  itReadsBack({
    header: character,
    en: "The {J}, {H} and {R} abilities of Characters you control can't activate.",
    fr: "Les capacités {J}, {H} et {R} des Personnages que vous contrôlez ne peuvent pas s'activer.",
    data: { passives: [{ kind: 'grant', cannotActivate: 'played', to: 'friendlyCharacters' }] },
  });
  it('reads the Characters facing the card back from its data alone, in both languages', () => {
    readsBackFromData(character, { passives: [{ kind: 'grant', cannotActivate: 'played', to: 'facing' }] });
    readsBackFromData(permanent, { passives: [{ kind: 'grant', cannotActivate: 'played', to: 'facing' }] });
  });

  it('refuses one or two of the three symbols, and the Characters facing a landmark at load', () => {
    expect(compileCard(character, "The {J} and {R} abilities of Characters you control can't activate.", 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(character, "Les capacités {H} des Personnages que vous contrôlez ne peuvent pas s'activer.", 'fr', tokenBook())).toMatchObject({ ok: false });
    expect(loadIssue({ ...landmark, passives: [{ kind: 'grant', cannotActivate: 'played', to: 'facing' }] } as AlteredCard)).toMatchObject({ path: '$.rules.extraCards[0].passives[0]' });
  });
});

describe('a keyword the card itself has only with enough Mana Orbs, or unless it has them, compiled and read back in English and in French', () => {
  itReadsBack({
    header: character,
    en: 'Unless you have seven or more Mana Orbs, I am [Defender].',
    fr: 'Sauf si vous avez au moins sept Orbes de Mana, je suis [Défenseur].',
    data: { passives: [{ kind: 'grant', keyword: 'defender', to: 'self', manaOrbs: { fewerThan: 7 } }] },
  });
  itReadsBack({
    header: character,
    en: 'If you have nine or more Mana Orbs, I am [Gigantic].',
    fr: 'Si vous avez au moins neuf Orbes de Mana, je suis [Gigantesque].',
    data: { passives: [{ kind: 'grant', keyword: 'gigantic', to: 'self', manaOrbs: { atLeast: 9 } }] },
  });
  itReadsBack({
    header: character,
    en: 'If you have five or more Mana Orbs, I am [Tough 2].',
    fr: 'Si vous avez au moins cinq Orbes de Mana, je suis [Coriace 2].',
    data: { passives: [{ kind: 'grant', keyword: 'tough', tough: 2, to: 'self', manaOrbs: { atLeast: 5 } }] },
  });

  it('refuses "less than" and a count without "or more"', () => {
    expect(compileCard(character, 'If you have less than seven Mana Orbs, I am [Defender].', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(character, 'If you have seven Mana Orbs, I am [Defender].', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(character, 'Si vous avez sept Orbes de Mana, je suis [Défenseur].', 'fr', tokenBook())).toMatchObject({ ok: false });
  });
});

describe('a Tough whose X is counted ("[Tough X], where X is the number of ..."), compiled and read back in English and in French', () => {
  itReadsBack({
    header: character,
    en: '[Tough X], where X is the number of cards in your Reserve.  {R} I gain 1 boost.',
    fr: '[Coriace X], où X est le nombre de cartes dans votre Réserve.  {R} Je gagne 1 boost.',
    alsoFr: ['[Coriace X], X étant le nombre de cartes dans votre Réserve.  {R} Je gagne 1 boost.'],
    printed: { fr: '[Coriace X], où X est le nombre de cartes dans votre Réserve.  {R} Je gagne 1 boost.' },
    data: { keywords: ['tough'], toughX: { what: 'reserveCards' }, reactions: [{ on: 'played', from: 'reserve', effects: [{ op: 'boost', amount: 1, me: true }] }] },
  });
  it('reads the regions between the expeditions, and the exhausted cards in Reserve, back from their data alone, in both languages', () => {
    readsBackFromData(character, { keywords: ['seasoned', 'tough'], toughX: { what: 'regionsBetweenExpeditions' } });
    readsBackFromData(character, { keywords: ['tough'], toughX: { what: 'exhaustedReserveCards' } });
  });

  it('refuses another count, and at load a counted X beside a printed one or without the keyword', () => {
    expect(compileCard(character, '[Tough X], where X is the number of Characters you control.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(character, 'Je suis [Coriace X], où X est le nombre de cartes dans votre Réserve.', 'fr', tokenBook())).toMatchObject({ ok: false });
    expect(loadIssue({ ...character, keywords: ['tough'], tough: 2, toughX: { what: 'reserveCards' } } as AlteredCard)).toMatchObject({ path: '$.rules.extraCards[0].toughX' });
    expect(loadIssue({ ...character, keywords: ['eternal'], toughX: { what: 'reserveCards' } } as AlteredCard)).toMatchObject({ path: '$.rules.extraCards[0].toughX' });
    expect(loadIssue({ ...character, keywords: ['tough'], toughX: { what: 'reserveCards' } } as AlteredCard)).toBeUndefined();
  });
});

describe('exhausted Characters in Reserve kept exhausted during Morning, compiled and read back in English and in French', () => {
  itReadsBack({
    header: character,
    en: '[Seasoned].  Exhausted Characters in Reserve remain exhausted during Morning.',
    fr: '[Aguerri].  Les Personnages épuisés en Réserve restent épuisés le Matin.',
    data: { keywords: ['seasoned'], passives: [{ kind: 'exhaustedStay', cardType: 'character' }] },
  });
  itReadsBack({
    header: permanent,
    en: '{J} You may exhaust target card in Reserve.  Exhausted Characters in Reserve remain exhausted during Morning.',
    fr: '{J} Vous pouvez épuiser une carte ciblée en Réserve.  Les Personnages épuisés en Réserve restent épuisés le Matin.',
    data: { reactions: [{ on: 'played', target: 'reserveCard', effects: [{ op: 'exhaust', optional: true }] }], passives: [{ kind: 'exhaustedStay', cardType: 'character' }] },
  });

  it('refuses it on a spell, and exhausted cards of another type', () => {
    expect(compileCard({ id: 'frost-word', name: 'Frost Word', type: 'spell', faction: 'lyra', handCost: 2, reserveCost: 2 }, 'Exhausted Characters in Reserve remain exhausted during Morning.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(character, 'Exhausted Spells in Reserve remain exhausted during Morning.', 'en', tokenBook())).toMatchObject({ ok: false });
  });
});

const spell: CardHeader = { id: 'sleet-squall', name: 'Sleet Squall', type: 'spell', faction: 'lyra', handCost: 5, reserveCost: 4 };

describe('each Character of the targeted Expedition sent to Reserve, then exhausted there, compiled and read back in English and in French', () => {
  itReadsBack({
    header: spell,
    en: 'Send to Reserve each Character from target Expedition, then exhaust them. Draw a card.',
    fr: "Envoyez en Réserve tous les Personnages d'une Expédition ciblée, puis épuisez-les. Piochez une carte.",
    data: { target: 'expedition', effects: [{ op: 'sendToReserve', all: { controller: 'everyone', expedition: 'target' } }, { op: 'exhaust', sent: true, link: 'then' }, { op: 'draw', amount: 1 }] },
  });
  itReadsBack({
    header: character,
    en: '{H} Send to Reserve each Character from target Expedition.',
    fr: "{H} Envoyez en Réserve tous les Personnages d'une Expédition ciblée.",
    data: { reactions: [{ on: 'played', from: 'hand', target: 'expedition', effects: [{ op: 'sendToReserve', all: { controller: 'everyone', expedition: 'target' } }] }] },
  });
  it('reads the Fleeting spell of these two steps back from its data alone, in both languages', () => {
    readsBackFromData(spell, { fleeting: true, target: 'expedition', effects: [{ op: 'sendToReserve', all: { controller: 'everyone', expedition: 'target' } }, { op: 'exhaust', sent: true, link: 'then' }] });
  });

  it('refuses "exhaust them" after no group, a second target, and at load the group without the expedition target', () => {
    expect(compileCard(spell, 'Draw a card, then exhaust them.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(spell, 'Send to Reserve each Character from target Expedition, then send target Character to Reserve.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(loadIssue({ ...spell, target: 'anyCharacter', effects: [{ op: 'sendToReserve', all: { controller: 'everyone', expedition: 'target' } }] } as AlteredCard)).toMatchObject({ path: '$.rules.extraCards[0].effects[0].all.expedition' });
    expect(loadIssue({ ...spell, target: 'expedition', effects: [{ op: 'draw', amount: 1 }, { op: 'exhaust', sent: true }] } as AlteredCard)).toMatchObject({ path: '$.rules.extraCards[0].effects[1].sent' });
  });
});

describe('the statistics of a group of Characters equal to their highest, compiled and read back in English and in French', () => {
  itReadsBack({
    header: permanent,
    en: '{J} I gain [[Fleeting]].  The {V}, {M} and {O} of Characters you control are equal to their highest statistic.',
    fr: '{J} Je gagne [[Fugace]].  Les {V}, {M} et {O} des Personnages que vous contrôlez sont égales à leur statistique la plus élevée.',
    data: { reactions: [{ on: 'played', effects: [{ op: 'fleeting', me: true }] }], passives: [{ kind: 'grant', stats: { highest: true }, to: 'friendlyCharacters' }] },
  });
  it('reads the Characters in the card\'s Expedition back from its data alone, in both languages', () => {
    readsBackFromData(permanent, { passives: [{ kind: 'grant', stats: { highest: true }, to: 'expedition' }] });
  });

  it('refuses two of the three statistics, and their lowest', () => {
    expect(compileCard(permanent, 'The {V} and {M} of Characters you control are equal to their highest statistic.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(permanent, 'Les {V}, {M} et {O} des Personnages que vous contrôlez sont égales à leur statistique la plus basse.', 'fr', tokenBook())).toMatchObject({ ok: false });
  });
});

describe('a keyword for the one Character of the card\'s Expedition, compiled and read back in English and in French', () => {
  itReadsBack({
    header: permanent,
    en: 'If there is only one Character in my Expedition, it is [Defender].',
    fr: "S'il n'y a qu'un seul Personnage dans mon Expédition, il est [Défenseur].",
    data: { passives: [{ kind: 'grant', keyword: 'defender', to: 'expedition', ifAlone: true }] },
  });
  itReadsBack({
    header: permanent,
    en: '{R} I lose [[Fleeting]].  If there is only one Character in my Expedition, it is [Tough 2].',
    fr: "{R} Je perds [[Fugace]].  S'il n'y a qu'un seul Personnage dans mon Expédition, il est [Coriace 2].",
    data: { reactions: [{ on: 'played', from: 'reserve', effects: [{ op: 'lose', status: 'fleeting', me: true }] }], passives: [{ kind: 'grant', keyword: 'tough', tough: 2, to: 'expedition', ifAlone: true }] },
  });

  it('refuses it on a landmark, and "two" Characters', () => {
    expect(compileCard(landmark, 'If there is only one Character in my Expedition, it is [Defender].', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(permanent, 'If there are only two Characters in my Expedition, they are [Defender].', 'en', tokenBook())).toMatchObject({ ok: false });
  });
});

describe('an Expedition facing the card that moves forward during Dusk only due to a terrain, compiled and read back in English and in French', () => {
  itReadsBack({
    header: permanent,
    en: "If an Expedition facing me is in {M}, it can't move forward during Dusk except due to {M}.",
    fr: 'Si une Expédition qui me fait face est en {M}, elle ne peut pas avancer durant le Crépuscule, sauf grâce à {M}.',
    data: { passives: [{ kind: 'facingDueToOnly', terrain: 'mountain' }] },
  });
  it('reads the forest and water forms back from their data alone, in both languages', () => {
    readsBackFromData(character, { passives: [{ kind: 'facingDueToOnly', terrain: 'forest' }] });
    readsBackFromData(character, { passives: [{ kind: 'facingDueToOnly', terrain: 'water' }] });
  });

  it('refuses two terrains, and a landmark', () => {
    expect(compileCard(character, "If an Expedition facing me is in {V}, it can't move forward during Dusk except due to {M}.", 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(landmark, "If an Expedition facing me is in {M}, it can't move forward during Dusk except due to {M}.", 'en', tokenBook())).toMatchObject({ ok: false });
  });
});

describe('a Character or an Expedition Permanent as the target that switches Expeditions, compiled and read back in English and in French', () => {
  itReadsBack({
    header: character,
    en: '{J} You may have target Character or Expedition Permanent switch Expeditions.',
    fr: "{J} Vous pouvez changer un Personnage ou Permanent d'Expédition ciblé d'Expédition.",
    data: { reactions: [{ on: 'played', target: 'anyCharacterOrPermanent', targetScope: { expeditionPermanents: true }, effects: [{ op: 'switchExpedition', optional: true }] }] },
  });
  it('refuses a Permanent that may be a landmark, and the scope on another target at load', () => {
    expect(compileCard(character, '{J} You may have target Character or Permanent switch Expeditions.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(spell, 'Target Character or Expedition Permanent switches Expeditions.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(loadIssue({ ...spell, target: 'anyPermanent', effects: [{ op: 'switchExpedition' }] } as AlteredCard)).toMatchObject({ path: '$.rules.extraCards[0].effects[0]' });
    expect(loadIssue({ ...spell, target: 'anyCharacter', targetScope: { expeditionPermanents: true }, effects: [{ op: 'switchExpedition' }] } as AlteredCard)).toMatchObject({ path: '$.rules.extraCards[0].targetScope.expeditionPermanents' });
  });
});

describe('scenarios of expeditions, statistics and passive rules', () => {
  itCompilesScenarioCards(SCENARIOS);
});
