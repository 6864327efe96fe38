/**
 * Altered card text of targets, sacrifices and choices (docs/card-text.md): invented cards in
 * the printed templating compile to card data and read back in both languages, what the card
 * data cannot state is refused, and the scenarios of these mechanisms pass, each card in them
 * being what its own `text` compiles to. No real card's text or name appears here.
 */
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/games/altered/text/compile.js';
import type { CardHeader } from '../../src/games/altered/text/lower.js';
import type { AlteredCard } from '../../src/games/altered/schema/file-schemas.js';
import { itCompilesScenarioCards, itReadsBack, loadIssue, renderedText, tokenBook } from './text-round-trip.js';

const SCENARIOS = 'scenarios/altered/text-alttargets2';

const character: CardHeader = { id: 'loom-warden', name: 'Loom Warden', type: 'character', faction: 'axiom', handCost: 5, reserveCost: 4, stats: { forest: 3, mountain: 2, water: 2 } };

describe('each Permanent or other Character its player controls activating its {J} abilities, compiled and read back in English and in French', () => {
  itReadsBack({
    header: character,
    en: '{H} For each Permanent you control, you may activate its {J} abilities.',
    fr: '{H} Pour chaque Permanent que vous contrôlez, vous pouvez activer ses capacités {J}.',
    data: { reactions: [{ on: 'played', from: 'hand', effects: [{ op: 'activate', trigger: 'played', forEach: { cardType: 'permanent' }, optional: true }] }] },
  });
  itReadsBack({
    header: character,
    en: '{H} For each other Character you control, activate its {J} abilities.',
    fr: '{H} Pour chaque autre Personnage que vous contrôlez, activez ses capacités {J}.',
    data: { reactions: [{ on: 'played', from: 'hand', effects: [{ op: 'activate', trigger: 'played', forEach: { cardType: 'character', other: true } }] }] },
  });

  it('refuses another kind of object, and a French order after "vous pouvez"', () => {
    expect(compileCard(character, '{J} For each Spell you control, you may activate its {J} abilities.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(character, '{J} Pour chaque Permanent que vous contrôlez, vous pouvez activez ses capacités {J}.', 'fr', tokenBook())).toMatchObject({ ok: false });
  });
});

describe('a step done only when the one before was not, "Otherwise," after a condition and "If you can\'t," after any step, compiled and read back in English and in French', () => {
  itReadsBack({
    header: character,
    en: "{R} If I'm in {O}, [Resupply]. Otherwise, you may exhaust target card in Reserve.",
    fr: '{R} Si je suis en {O}, [Ravitaillez]. Sinon, vous pouvez épuiser une carte ciblée en Réserve.',
    data: { reactions: [{ on: 'played', from: 'reserve', target: 'reserveCard', effects: [{ op: 'resupply', ifMyTerrain: { terrain: 'water' } }, { op: 'exhaust', optional: true, otherwise: true }] }] },
  });
  itReadsBack({
    header: character,
    en: '{J} If you control three or more Landmarks, draw two cards. Otherwise, I gain 1 boost.',
    fr: '{J} Si vous contrôlez au moins trois Repères, piochez deux cartes. Sinon, je gagne 1 boost.',
    data: { reactions: [{ on: 'played', effects: [{ op: 'draw', amount: 2, ifControl: { count: 3, cardType: 'landmark' } }, { op: 'boost', amount: 1, me: true, otherwise: true }] }] },
  });
  itReadsBack({
    header: character,
    en: "{H} Sacrifice a Character. If you can't, draw a card.",
    fr: '{H} Sacrifiez un Personnage. Si vous ne pouvez pas le faire, piochez une carte.',
    data: { reactions: [{ on: 'played', from: 'hand', effects: [{ op: 'sacrifice', chosen: 'character' }, { op: 'draw', amount: 1, ifNotDone: true }] }] },
  });

  it('refuses either at the head of an ability, and "Otherwise," after a step with no condition', () => {
    expect(compileCard(character, '{J} Otherwise, draw a card.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(character, "{J} Si vous ne pouvez pas le faire, piochez une carte.", 'fr', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(character, '{J} Draw a card. Otherwise, I gain 1 boost.', 'en', tokenBook())).toMatchObject({ ok: false });
  });
});

describe('a sacrifice among the characters of one subtype and the permanents, compiled and read back in English and in French', () => {
  itReadsBack({
    header: character,
    en: "{J} Sacrifice another Robot or Permanent. If you can't, sacrifice me.",
    fr: '{J} Sacrifiez un autre Robot ou Permanent. Si vous ne pouvez pas le faire, sacrifiez-moi.',
    data: { reactions: [{ on: 'played', effects: [{ op: 'sacrifice', chosen: 'characterOrPermanent', subtype: 'Robot', other: true }, { op: 'sacrifice', me: true, ifNotDone: true }] }] },
  });
  itReadsBack({
    header: character,
    en: '{H} You may sacrifice an Illusion or Permanent to draw two cards.',
    fr: '{H} Vous pouvez sacrifier une Illusion ou un Permanent pour piocher deux cartes.',
    data: { reactions: [{ on: 'played', from: 'hand', effects: [{ op: 'sacrifice', chosen: 'characterOrPermanent', subtype: 'Illusion', optional: true }, { op: 'draw', amount: 2, link: 'to', ifDone: true }] }] },
  });

  it('reads the French "Permanent" with or without its own article, and refuses an article that does not agree', () => {
    const other = compileCard(character, '{J} Sacrifiez un autre Robot ou un Permanent.', 'fr', tokenBook());
    expect(other).toMatchObject({ ok: true, card: { reactions: [{ effects: [{ op: 'sacrifice', chosen: 'characterOrPermanent', subtype: 'Robot', other: true }] }] } });
    expect(compileCard(character, '{J} Sacrifiez un Plante ou un Permanent.', 'fr', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(character, '{J} Sacrifice a Illusion or Permanent.', 'en', tokenBook())).toMatchObject({ ok: false });
  });
});

const lantern: CardHeader = { id: 'dusk-lantern', name: 'Dusk Lantern', type: 'expeditionPermanent', faction: 'yzmir', handCost: 3, reserveCost: 2 };
const wisp: AlteredCard = { id: 'pale-wisp', name: 'Pale Wisp', type: 'character', faction: 'yzmir', token: true, subtypes: ['Spirit'], handCost: 0, reserveCost: 0, stats: { forest: 1, mountain: 2, water: 1 } };

describe('a sacrifice of a character without a subtype as a trigger, and a token named by its card\'s id, compiled and read back in English and in French', () => {
  itReadsBack({
    header: lantern,
    en: 'When you sacrifice a non-Spirit Character — Create a [PALE_WISP] Spirit token in my Expedition.',
    fr: 'Lorsque vous sacrifiez un Personnage non-Spirit — Créez un jeton Spirit [PALE_WISP] dans mon Expédition.',
    data: { reactions: [{ on: 'playerActs', by: 'you', acts: ['sacrifice'], cardType: 'character', notSubtype: 'Spirit', effects: [{ op: 'createToken', card: 'pale-wisp', wording: 'id', expedition: 'mine' }] }] },
    tokens: [wisp],
  });
  itReadsBack({
    header: character,
    en: '{J} You may create a [PALE_WISP] Spirit token in target Expedition.',
    fr: '{J} Vous pouvez créer un jeton Spirit [PALE_WISP] dans une Expédition ciblée.',
    data: { reactions: [{ on: 'played', target: 'expedition', effects: [{ op: 'createToken', card: 'pale-wisp', wording: 'id', expedition: 'target', optional: true }] }] },
    tokens: [wisp],
  });

  it('refuses a token id the set has no token card of, or of another subtype, and "non-" before a word in lower case', () => {
    expect(compileCard(lantern, '{J} Create a [PALE_WISP] Spirit token in my Expedition.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(lantern, '{J} Create a [PALE_WISP] Robot token in my Expedition.', 'en', tokenBook([wisp]))).toMatchObject({ ok: false });
    expect(compileCard(lantern, 'When you sacrifice a non-spirit Character — Draw a card.', 'en', tokenBook())).toMatchObject({ ok: false });
  });
});

const hero: CardHeader = { id: 'gear-and-moss', name: 'Gear', type: 'hero', faction: 'axiom', handCost: 0, reserveCost: 0, reserveLimit: 2, landmarkLimit: 2 };

describe('a card played of a kind and a Hand Cost as a trigger ("When you play a Permanent with Hand Cost {4} or more —"), compiled and read back in English and in French', () => {
  itReadsBack({
    header: hero,
    en: 'When you play a Permanent with Hand Cost {4} or more — You may exhaust me to draw a card.',
    fr: "Lorsque vous jouez un Permanent de Coût de Main {4} ou plus — Vous pouvez m'épuiser pour piocher une carte.",
    alsoFr: ["Lorsque vous jouez un Permanent avec un Coût de Main {4} ou plus — Vous pouvez m'épuiser pour piocher une carte."],
    data: { reactions: [{ on: 'youPlay', playing: { permanent: true, handCost: { atLeast: 4 } }, effects: [{ op: 'exhaust', me: true, optional: true }, { op: 'draw', amount: 1, link: 'to', ifDone: true }] }] },
  });
  itReadsBack({
    header: hero,
    en: 'When you play a Character with Hand Cost {1} or less — Draw a card.',
    fr: 'Lorsque vous jouez un Personnage de Coût de Main {1} ou moins — Piochez une carte.',
    data: { reactions: [{ on: 'youPlay', cardType: 'character', playing: { handCost: { atMost: 1 } }, effects: [{ op: 'draw', amount: 1 }] }] },
  });
  itReadsBack({
    header: hero,
    en: 'When you play a Permanent — Draw a card.',
    fr: 'Lorsque vous jouez un Permanent — Piochez une carte.',
    data: { reactions: [{ on: 'youPlay', playing: { permanent: true }, effects: [{ op: 'draw', amount: 1 }] }] },
  });

  it('refuses a Hand Cost without its bound\'s words', () => {
    expect(compileCard(hero, 'When you play a Permanent with Hand Cost {3} — Draw a card.', 'en', tokenBook())).toMatchObject({ ok: false });
  });
});

const mite: AlteredCard = { id: 'rust-mite-token', name: 'Rust Mite', type: 'character', faction: 'axiom', token: true, subtypes: ['Robot'], handCost: 0, reserveCost: 0, stats: { forest: 2, mountain: 1, water: 1 } };

describe('"create only one" after several tokens made, its token and expedition left unsaid, compiled and read back in English and in French', () => {
  itReadsBack({
    header: character,
    en: '{J} If you control three or more Robots, create three [Rust Mite 2/1/1] Robot tokens in target Expedition. Otherwise, create only one.',
    fr: '{J} Si vous contrôlez au moins trois Robots, créez trois jetons Robot [2/1/1 Rust Mite] dans une Expédition ciblée. Sinon, créez-en un seul.',
    data: {
      reactions: [
        {
          on: 'played',
          target: 'expedition',
          effects: [
            { op: 'createToken', card: 'rust-mite-token', expedition: 'target', count: 3, ifControl: { count: 3, cardType: 'character', subtype: 'Robot' } },
            { op: 'createToken', card: 'rust-mite-token', expedition: 'target', wording: 'onlyOne', otherwise: true },
          ],
        },
      ],
    },
    tokens: [mite],
  });

  it('refuses it after a step that makes one token, or none', () => {
    expect(compileCard(character, '{J} Create a [Rust Mite 2/1/1] Robot token in my Expedition. Create only one.', 'en', tokenBook([mite]))).toMatchObject({ ok: false });
    expect(compileCard(character, '{J} Draw a card. Créez-en un seul.', 'fr', tokenBook([mite]))).toMatchObject({ ok: false });
    expect(compileCard(character, '{J} Piochez une carte. Sinon, créez-en un seul.', 'fr', tokenBook([mite]))).toMatchObject({ ok: false });
  });
});

describe('a character made to lose a status and gain something in one "you may", compiled and read back in English and in French', () => {
  itReadsBack({
    header: character,
    en: '{H} You may have target Character lose [[Asleep]] and gain 3 boosts.',
    fr: '{H} Vous pouvez faire perdre [[Endormi]] et gagner 3 boosts à un Personnage ciblé.',
    data: { reactions: [{ on: 'played', from: 'hand', target: 'anyCharacter', effects: [{ op: 'lose', status: 'asleep', optional: true }, { op: 'boost', amount: 3, link: 'and', ifDone: true }] }] },
  });
  itReadsBack({
    header: character,
    en: '{J} You may have another target Character you control lose [[Fleeting]] and gain [[Anchored]].',
    fr: '{J} Vous pouvez faire perdre [[Fugace]] et gagner [[Ancré]] à un autre Personnage ciblé que vous contrôlez.',
    data: { reactions: [{ on: 'played', target: 'friendlyCharacter', targetScope: { other: true }, effects: [{ op: 'lose', status: 'fleeting', optional: true }, { op: 'anchor', link: 'and', ifDone: true }] }] },
  });

  it('refuses the French target without its "à", and a status gained before the one lost', () => {
    expect(compileCard(character, '{J} Vous pouvez faire perdre [[Fugace]] et gagner 1 boost un Personnage ciblé.', 'fr', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(character, '{J} Vous pouvez faire gagner 1 boost et perdre [[Fugace]] à un Personnage ciblé.', 'fr', tokenBook())).toMatchObject({ ok: false });
  });
});

const spell: CardHeader = { id: 'field-muster', name: 'Field Muster', type: 'spell', faction: 'ordis', handCost: 3, reserveCost: 3 };
const cadet: AlteredCard = { id: 'ridge-cadet-token', name: 'Ridge Cadet', type: 'character', faction: 'ordis', token: true, subtypes: ['Robot'], handCost: 0, reserveCost: 0, stats: { forest: 1, mountain: 2, water: 1 } };

describe('a modal spell whose player may choose both modes on a condition, compiled and read back in English and in French', () => {
  itReadsBack({
    header: spell,
    en: 'Choose one. If each of your Expeditions is tied or behind, you may choose both:\n• Draw two cards.\n• Create a [Ridge Cadet 1/2/1] Robot token in target Expedition.',
    fr: "Choisissez l'un. Si chacune de vos Expéditions est à égalité ou en retard, vous pouvez choisir les deux :\n• Piochez deux cartes.\n• Créez un jeton Robot [1/2/1 Ridge Cadet] dans une Expédition ciblée.",
    data: {
      modes: [{ effects: [{ op: 'draw', amount: 2 }] }, { target: 'expedition', effects: [{ op: 'createToken', card: 'ridge-cadet-token', expedition: 'target' }] }],
      moreModes: { upTo: 2, ifEachExpedition: ['tied', 'behind'] },
    },
    tokens: [cadet],
    printed: {
      en: 'Choose one. If each of your Expeditions is tied or behind, you may choose both:  • Draw two cards.  • Create a [Ridge Cadet 1/2/1] Robot token in target Expedition.',
      fr: "Choisissez l'un. Si chacune de vos Expéditions est à égalité ou en retard, vous pouvez choisir les deux :  • Piochez deux cartes.  • Créez un jeton Robot [1/2/1 Ridge Cadet] dans une Expédition ciblée.",
    },
  });
  itReadsBack({
    header: spell,
    en: 'Choose one. If each of your Expeditions is behind, you may choose both:\n• Draw a card.\n• I gain 1 boost.',
    fr: "Choisissez l'un. Si chacune de vos Expéditions est en retard, vous pouvez choisir les deux :\n• Piochez une carte.\n• Je gagne 1 boost.",
    data: { modes: [{ effects: [{ op: 'draw', amount: 1 }] }, { effects: [{ op: 'boost', amount: 1, me: true }] }], moreModes: { upTo: 2, ifEachExpedition: ['behind'] } },
    printed: {
      en: 'Choose one. If each of your Expeditions is behind, you may choose both:  • Draw a card.  • I gain 1 boost.',
      fr: "Choisissez l'un. Si chacune de vos Expéditions est en retard, vous pouvez choisir les deux :  • Piochez une carte.  • Je gagne 1 boost.",
    },
  });

  it('refuses a standing said twice, and the card is refused at load when two of its modes have a target', () => {
    expect(compileCard(spell, 'Choose one. If each of your Expeditions is tied or tied, you may choose both:\n• Draw a card.\n• Draw two cards.', 'en', tokenBook())).toMatchObject({ ok: false });
    const two = compileCard(spell, 'Choose one. If each of your Expeditions is tied, you may choose both:\n• Target Character gains 1 boost.\n• Target Character gains [[Asleep]].', 'en', tokenBook());
    if (!two.ok) throw new Error(two.refusal.reason);
    expect(loadIssue(two.card)).toMatchObject({ message: expect.stringContaining('only one of them has a target') });
  });
});

const stage: CardHeader = { id: 'parade-stage', name: 'Parade Stage', type: 'landmark', faction: 'lyra', handCost: 4, reserveCost: 3 };

describe('a phase\'s trigger on characters of several statuses, and winning the game, compiled and read back in English and in French', () => {
  itReadsBack({
    header: stage,
    en: 'At Night, if you control a [[Asleep]] Character, another [[Fleeting]] Character and yet another [[Anchored]] Character — You win the game.',
    fr: 'À la Nuit, si vous contrôlez un Personnage [[Endormi]], un autre Personnage [[Fugace]], et encore un Personnage [[Ancré]] — Vous gagnez la partie.',
    data: { reactions: [{ on: 'atNight', ifControlEach: [{ status: 'asleep' }, { status: 'fleeting' }, { status: 'anchored' }], effects: [{ op: 'winGame' }] }] },
  });
  itReadsBack({
    header: stage,
    en: 'At Noon, if you control a [[Anchored]] Character and another [[Asleep]] Character — Draw two cards.',
    fr: 'À Midi, si vous contrôlez un Personnage [[Ancré]] et un autre Personnage [[Endormi]] — Piochez deux cartes.',
    data: { reactions: [{ on: 'atNoon', ifControlEach: [{ status: 'anchored' }, { status: 'asleep' }], effects: [{ op: 'draw', amount: 2 }] }] },
  });

  it('refuses a status asked twice', () => {
    expect(compileCard(stage, 'At Dusk, if you control a [[Asleep]] Character and another [[Asleep]] Character — You win the game.', 'en', tokenBook())).toMatchObject({ ok: false });
  });
});

describe('"Up to one target Character" as a subject, compiled and read back in English; French prints its words, which it reads as a "you may" step', () => {
  const en = '{J} Up to one target Character you control loses [[Anchored]]. You may give it 1 boost.';
  const fr = "{J} Jusqu'à un Personnage ciblé que vous contrôlez perd [[Ancré]]. Vous pouvez lui faire gagner 1 boost.";
  const data = { reactions: [{ on: 'played', target: 'friendlyCharacter', targetCount: { upTo: 1 }, effects: [{ op: 'lose', status: 'anchored' }, { op: 'boost', amount: 1, optional: true }] }] };

  it('reads the English and prints it back in both languages', () => {
    const read = compileCard(character, en, 'en', tokenBook());
    if (!read.ok) throw new Error(read.refusal.reason);
    const { text: _text, ...card } = read.card;
    expect(card).toEqual({ ...character, ...data });
    expect(renderedText(read.card, 'en')).toBe(en);
    expect(renderedText(read.card, 'fr')).toBe(fr);
  });

  it('reads the French words as the cards translate "You may have target Character ..."', () => {
    expect(compileCard(character, fr, 'fr', tokenBook())).toMatchObject({ ok: true, card: { reactions: [{ target: 'friendlyCharacter', effects: [{ op: 'lose', status: 'anchored', optional: true }, { op: 'boost', amount: 1, optional: true }] }] } });
  });

  it('refuses "up to one" with a plural verb', () => {
    expect(compileCard(character, '{J} Up to one target Character gain 1 boost.', 'en', tokenBook())).toMatchObject({ ok: false });
  });
});

const frost: CardHeader = { id: 'hoar-snap', name: 'Hoar Snap', type: 'spell', faction: 'yzmir', handCost: 2, reserveCost: 1 };

describe('a card discarded from a Reserve as the target, compiled and read back in English and in French', () => {
  itReadsBack({
    header: frost,
    en: 'Choose one:\n• Discard target exhausted card from a Reserve.\n• Draw two cards.',
    fr: "Choisissez l'un :\n• Défaussez une carte épuisée ciblée d'une Réserve.\n• Piochez deux cartes.",
    data: { modes: [{ target: 'reserveCard', targetScope: { exhausted: true }, effects: [{ op: 'discard' }] }, { effects: [{ op: 'draw', amount: 2 }] }] },
    printed: {
      en: 'Choose one:  • Discard target exhausted card from a Reserve.  • Draw two cards.',
      fr: "Choisissez l'un :  • Défaussez une carte épuisée ciblée d'une Réserve.  • Piochez deux cartes.",
    },
  });
  itReadsBack({
    header: character,
    en: '{J} You may discard target card from a Reserve.',
    fr: "{J} Vous pouvez défausser une carte ciblée d'une Réserve.",
    data: { reactions: [{ on: 'played', target: 'reserveCard', effects: [{ op: 'discard', optional: true }] }] },
  });

  it('refuses an exhausted character target', () => {
    expect(compileCard(frost, 'Discard target exhausted Character.', 'en', tokenBook())).toMatchObject({ ok: false });
  });
});

describe('a status of the player\'s choice, compiled and read back in English and in French', () => {
  itReadsBack({
    header: character,
    en: '{H} Target Character gains [[Asleep]], [[Fleeting]] or [[Anchored]].',
    fr: '{H} Un Personnage ciblé gagne [[Endormi]], [[Fugace]] ou [[Ancré]].',
    data: { reactions: [{ on: 'played', from: 'hand', target: 'anyCharacter', effects: [{ op: 'statusOfChoice', statuses: ['asleep', 'fleeting', 'anchored'] }] }] },
  });
  itReadsBack({
    header: character,
    en: '{R} I gain [[Anchored]] or [[Fleeting]].',
    fr: '{R} Je gagne [[Ancré]] ou [[Fugace]].',
    data: { reactions: [{ on: 'played', from: 'reserve', effects: [{ op: 'statusOfChoice', statuses: ['anchored', 'fleeting'], me: true }] }] },
  });

  it('refuses a status listed twice, and three without their comma', () => {
    expect(compileCard(character, '{J} Target Character gains [[Asleep]] or [[Asleep]].', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(character, '{J} Target Character gains [[Asleep]] [[Fleeting]] or [[Anchored]].', 'en', tokenBook())).toMatchObject({ ok: false });
  });
});

describe('the cards of the scenarios of targets, sacrifices and choices', () => {
  itCompilesScenarioCards(SCENARIOS);
});
