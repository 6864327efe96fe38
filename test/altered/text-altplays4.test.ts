/**
 * Altered card text of plays and costs (docs/card-text.md): invented cards in the printed
 * templating compile to card data and read back in both languages, what the card data cannot
 * state is refused, and the scenarios of these mechanisms pass, each card in them being what its
 * own `text` compiles to. No real card's text or name appears here.
 */
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/games/altered/text/compile.js';
import type { CardHeader } from '../../src/games/altered/text/lower.js';
import type { AlteredCard } from '../../src/games/altered/schema/file-schemas.js';
import { itCompilesScenarioCards, itReadsBack, loadIssue, tokenBook } from './text-round-trip.js';

const SCENARIOS = 'scenarios/altered/text-altplays4';

const character: CardHeader = { id: 'marsh-lurker', name: 'Marsh Lurker', type: 'character', faction: 'bravos', handCost: 6, reserveCost: 5, stats: { forest: 4, mountain: 3, water: 2 } };
const spell: CardHeader = { id: 'quiet-veil', name: 'Quiet Veil', type: 'spell', faction: 'lyra', handCost: 4, reserveCost: 4 };

describe('a card costing less to play in an Expedition with no Characters, and "Sacrifice it", compiled and read back in English and in French', () => {
  itReadsBack({
    header: character,
    en: 'I cost {3} less to play in an Expedition with no Characters.',
    fr: "Je coûte {3} de moins à jouer dans une Expédition où il n'y a aucun Personnage.",
    data: { costLess: { amount: 3, into: 'emptyExpedition' } },
  });
  itReadsBack({
    header: character,
    en: 'I cost {1} less to play in an Expedition with no Characters.  When a Robot joins my Expedition — Sacrifice it.',
    fr: "Je coûte {1} de moins à jouer dans une Expédition où il n'y a aucun Personnage.  Lorsqu'un Robot rejoint mon Expédition — Sacrifiez-le.",
    data: { costLess: { amount: 1, into: 'emptyExpedition' }, reactions: [{ on: 'joins', joining: { subtype: 'Robot' }, expedition: 'mine', effects: [{ op: 'sacrifice' }] }] },
  });

  it('refuses it with another condition, on a spell, and "Sacrifice it" on what is no character of the player', () => {
    expect(compileCard(character, 'I cost {2} less if there are two or more cards in Reserve to play in an Expedition with no Characters.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(character, 'Je coûte {2} de moins par carte dans votre Réserve à jouer dans une Expédition où il n\'y a aucun Personnage.', 'fr', tokenBook())).toMatchObject({ ok: false });
    expect(loadIssue({ ...character, reactions: [{ on: 'played', target: 'anyCharacter', effects: [{ op: 'boost', amount: 1 }, { op: 'sacrifice' }] }] } as AlteredCard)).toMatchObject({ path: '$.rules.extraCards[0].reactions[0].effects[1]' });
    expect(loadIssue({ ...spell, costLess: { amount: 2, into: 'emptyExpedition' }, effects: [{ op: 'draw', amount: 1 }] } as AlteredCard)).toMatchObject({ path: '$.rules.extraCards[0].costLess.into' });
    expect(loadIssue({ ...character, costLess: { amount: 2, into: 'emptyExpedition', per: { what: 'reserveCards' } } } as AlteredCard)).toMatchObject({ path: '$.rules.extraCards[0].costLess' });
    expect(loadIssue({ ...character, reactions: [{ on: 'joins', expedition: 'mine', effects: [{ op: 'sacrifice' }] }] } as AlteredCard)).toBeUndefined();
  });
});

describe('"me" said again after a step on another object ("Sacrifice it and I gain 1 boost"), compiled and read back in English and in French', () => {
  itReadsBack({
    header: character,
    en: 'When a non-token Character joins my Expedition — Sacrifice it and I gain 2 boosts.',
    fr: "Lorsqu'un Personnage non-jeton rejoint mon Expédition — Sacrifiez-le et je gagne 2 boosts.",
    data: { reactions: [{ on: 'joins', joining: { nonToken: true }, expedition: 'mine', effects: [{ op: 'sacrifice' }, { op: 'boost', amount: 2, me: true, link: 'and' }] }] },
  });
  itReadsBack({
    header: character,
    en: '{H} Target Character gains 1 boost and I gain [[Asleep]].',
    fr: '{H} Un Personnage ciblé gagne 1 boost et je gagne [[Endormi]].',
    data: { reactions: [{ on: 'played', from: 'hand', target: 'anyCharacter', effects: [{ op: 'boost', amount: 1 }, { op: 'sleep', me: true, link: 'and' }] }] },
  });

  it('refuses the subject left unsaid there', () => {
    expect(compileCard(character, 'When a Character joins my Expedition — Sacrifice it and gain 1 boost.', 'en', tokenBook())).toMatchObject({ ok: false });
  });
});

describe('a character playing itself at once for free ("You may play me for free"), compiled and read back in English and in French', () => {
  itReadsBack({
    header: character,
    en: 'When I go to Reserve from the Expedition zone — You may play me for free and I gain 2 boosts.',
    fr: "Lorsque je vais en Réserve depuis la zone d'Expédition — Vous pouvez me jouer gratuitement et je gagne 2 boosts.",
    data: { reactions: [{ on: 'toReserve', from: 'expedition', effects: [{ op: 'nextPlay', until: 'now', me: true, free: true, optional: true }, { op: 'boost', amount: 2, link: 'and' }] }] },
  });
  itReadsBack({
    header: character,
    en: 'When I go to Reserve from your hand — Play me for free. I gain [[Fleeting]].',
    fr: 'Lorsque je vais en Réserve depuis votre main — Jouez-moi gratuitement. Je gagne [[Fugace]].',
    data: { reactions: [{ on: 'toReserve', from: 'hand', effects: [{ op: 'nextPlay', until: 'now', me: true, free: true }, { op: 'fleeting' }] }] },
  });

  it('refuses "me" left unsaid after it, and at load on a card that is no character or with a card type', () => {
    expect(compileCard(character, 'When I go to Reserve from your hand — You may play me for free and gain [[Asleep]].', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(loadIssue({ ...spell, effects: [{ op: 'nextPlay', until: 'now', me: true, free: true }] } as AlteredCard)).toMatchObject({ path: '$.rules.extraCards[0].effects[0].me' });
    expect(loadIssue({ ...character, reactions: [{ on: 'toReserve', effects: [{ op: 'nextPlay', until: 'now', me: true, free: true, cardType: 'character' }] }] } as AlteredCard)).toMatchObject({ path: '$.rules.extraCards[0].reactions[0].effects[0].me' });
    expect(loadIssue({ ...character, reactions: [{ on: 'toReserve', effects: [{ op: 'nextPlay', until: 'turn', me: true, free: true }] }] } as AlteredCard)).toMatchObject({ path: '$.rules.extraCards[0].reactions[0].effects[0].me' });
    expect(loadIssue({ ...character, reactions: [{ on: 'toReserve', effects: [{ op: 'nextPlay', until: 'now', me: true, free: true, optional: true }, { op: 'sleep', link: 'and' }] }] } as AlteredCard)).toBeUndefined();
  });
});

const hero: CardHeader = { id: 'fen-and-flint', name: 'Fen', type: 'hero', faction: 'yzmir', handCost: 0, reserveCost: 0, reserveLimit: 2, landmarkLimit: 2 };

describe('the spells a player plays made Fleeting ("Spells you play with Hand Cost {2} or less have [[Fleeting]]"), compiled and read back in English and in French', () => {
  itReadsBack({
    header: hero,
    en: 'Spells you play with Hand Cost {2} or less have [[Fleeting]].',
    fr: 'Les Sorts que vous jouez de Coût de Main {2} ou moins ont [[Fugace]].',
    alsoFr: ['Les Sorts que vous jouez avec un Coût de Main {2} ou moins ont [[Fugace]].'],
    data: { passives: [{ kind: 'fleetingSpells', handCostAtMost: 2 }] },
  });

  it('refuses "or more", and other cards than spells', () => {
    expect(compileCard(hero, 'Spells you play with Hand Cost {2} or more have [[Fleeting]].', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(hero, 'Characters you play with Hand Cost {2} or less have [[Fleeting]].', 'en', tokenBook())).toMatchObject({ ok: false });
  });
});

describe('a player\'s first character of each Afternoon given boosts, compiled and read back in English and in French', () => {
  itReadsBack({
    header: hero,
    en: 'The first Character you play each Afternoon gains 3 boosts.',
    fr: 'Le premier Personnage que vous jouez chaque Après-midi gagne 3 boosts.',
    data: { passives: [{ kind: 'firstEachAfternoon', cardType: 'character', boosts: 3 }] },
  });

  it('refuses another card than a Character, and a status gained', () => {
    expect(compileCard(hero, 'The first Spell you play each Afternoon gains 1 boost.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(hero, 'Le premier Personnage que vous jouez chaque Après-midi gagne [[Ancré]].', 'fr', tokenBook())).toMatchObject({ ok: false });
  });
});

describe('every card played from Reserve made cheaper, down to a minimum, compiled and read back in English and in French', () => {
  itReadsBack({
    header: character,
    en: 'Cards played from Reserve cost {2} less, down to a minimum of {1}.',
    fr: "Les cartes jouées depuis la Réserve coûtent {2} de moins, jusqu'à un minimum de {1}.",
    data: { passives: [{ kind: 'reservePlaysCostLess', amount: 2, atLeast: 1 }] },
  });

  it('refuses cards played from the hand, and nothing taken off', () => {
    expect(compileCard(character, 'Cards played from hand cost {1} less, down to a minimum of {1}.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(character, "Les cartes jouées depuis la Réserve coûtent {0} de moins, jusqu'à un minimum de {1}.", 'fr', tokenBook())).toMatchObject({ ok: false });
  });
});

const landmark: CardHeader = { id: 'tether-stone', name: 'Tether Stone', type: 'landmark', faction: 'muna', handCost: 2, reserveCost: 2 };

describe('the next Character of a Hand Cost or less gaining [[Anchored]], compiled and read back in English and in French', () => {
  itReadsBack({
    header: landmark,
    en: '{T} : The next Character you play this Afternoon with Hand Cost {4} or less gains [[Anchored]].',
    fr: '{T} : Le prochain Personnage de Coût de Main {4} ou moins que vous jouez cet Après-midi gagne [[Ancré]].',
    alsoFr: ['{T} : Le prochain Personnage avec un Coût de Main {4} ou moins que vous jouez cet Après-midi gagne [[Ancré]].'],
    data: { exhaust: { effects: [{ op: 'nextPlay', cardType: 'character', handCostAtMost: 4, until: 'afternoon', gains: 'anchored' }] } },
  });
  itReadsBack({
    header: landmark,
    en: '{T} : The next card you play this turn with Hand Cost {2} or less costs {1} less.',
    fr: '{T} : La prochaine carte de Coût de Main {2} ou moins que vous jouez ce tour coûte {1} de moins.',
    data: { exhaust: { effects: [{ op: 'nextPlay', handCostAtMost: 2, until: 'turn', costLess: 1 }] } },
  });

  it('refuses a Spell gaining [[Anchored]], and loads a card played now with a Hand Cost bound (mechanics/play-now.ts)', () => {
    expect(compileCard(landmark, '{T} : The next Spell you play this turn gains [[Anchored]].', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(loadIssue({ ...landmark, exhaust: { effects: [{ op: 'nextPlay', cardType: 'spell', until: 'turn', gains: 'anchored' }] } } as AlteredCard)).toMatchObject({ path: '$.rules.extraCards[0].exhaust.effects[0].gains' });
    expect(loadIssue({ ...landmark, exhaust: { effects: [{ op: 'nextPlay', cardType: 'character', until: 'now', costLess: 1, handCostAtMost: 2 }] } } as AlteredCard)).toBeUndefined();
  });
});

describe('a card costing less for a card of the Reserve discarded, and an object returned to the top of its owner\'s deck, compiled and read back in English and in French', () => {
  itReadsBack({
    header: spell,
    en: 'You may discard a card from your Reserve to reduce my cost by {3}.  Return target Permanent to the top of its owner\'s deck.',
    fr: 'Vous pouvez défausser une carte de votre Réserve pour réduire mon coût de {3}.  Renvoyez un Permanent ciblé au-dessus du deck de son propriétaire.',
    data: { costLess: { amount: 3, ifDiscard: 'reserve' }, target: 'anyPermanent', effects: [{ op: 'returnToDeck' }] },
  });
  itReadsBack({
    header: character,
    en: '{J} You may return target Character to the top of its owner\'s deck.',
    fr: '{J} Vous pouvez renvoyer un Personnage ciblé au-dessus du deck de son propriétaire.',
    data: { reactions: [{ on: 'played', target: 'anyCharacter', effects: [{ op: 'returnToDeck', optional: true }] }] },
  });

  it('refuses another condition with the discard, and at load a return to the deck with no object in play', () => {
    expect(compileCard(spell, 'You may discard a card from your hand to reduce my cost by {2}.  Draw a card.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(loadIssue({ ...spell, costLess: { amount: 2, ifDiscard: 'reserve', per: { what: 'reserveCards' } }, effects: [{ op: 'draw', amount: 1 }] } as AlteredCard)).toMatchObject({ path: '$.rules.extraCards[0].costLess' });
    expect(loadIssue({ ...spell, target: 'opponent', effects: [{ op: 'returnToDeck' }] } as AlteredCard)).toMatchObject({ path: '$.rules.extraCards[0].effects[0]' });
  });
});

const ember: AlteredCard = { id: 'ember-sprite-token', name: 'Ember Sprite', type: 'character', faction: 'lyra', handCost: 0, reserveCost: 0, stats: { forest: 1, mountain: 2, water: 1 }, subtypes: ['Spirit'], token: true };

describe('tokens distributed among expeditions chosen as the step resolves, compiled and read back in English and in French', () => {
  itReadsBack({
    header: spell,
    en: 'Create four [Ember Sprite 1/2/1] Spirit tokens, distributed as you choose among any number of target Expeditions.',
    fr: "Créez quatre jetons Spirit [1/2/1 Ember Sprite], distribués comme vous le souhaitez dans n'importe quel nombre d'Expéditions ciblées.",
    tokens: [ember],
    data: { effects: [{ op: 'createToken', card: 'ember-sprite-token', expedition: 'distributed', count: 4 }] },
  });

  it('refuses a single token distributed, and at load another step or a player with it', () => {
    expect(compileCard(spell, 'Create one [Ember Sprite 1/2/1] Spirit tokens, distributed as you choose among any number of target Expeditions.', 'en', tokenBook([ember]))).toMatchObject({ ok: false });
    expect(loadIssue({ ...spell, effects: [{ op: 'moveExpedition', expedition: 'distributed', regions: 1 }] } as unknown as AlteredCard, ember)).toBeDefined();
    expect(loadIssue({ ...spell, effects: [{ op: 'createToken', card: 'ember-sprite-token', expedition: 'distributed', count: 2, player: 'eachPlayer' }] } as AlteredCard, ember)).toMatchObject({ path: '$.rules.extraCards[0].effects[0].expedition' });
    expect(loadIssue({ ...spell, effects: [{ op: 'createToken', card: 'ember-sprite-token', expedition: 'distributed', count: 2 }] } as AlteredCard, ember)).toBeUndefined();
  });
});

describe('an inner action of mana and a card moved ("You may pay {1} and put a card from your hand in Reserve to ..."), compiled and read back in English and in French', () => {
  itReadsBack({
    header: character,
    en: '{H} You may pay {2} and discard a Spell from your hand to draw two cards.',
    fr: '{H} Vous pouvez payer {2} et défausser un Sort de votre main pour piocher deux cartes.',
    data: { reactions: [{ on: 'played', from: 'hand', effects: [{ op: 'moveCard', from: 'hand', to: 'discard', cardType: 'spell', innerCost: 2, wording: 'payAnd' }, { op: 'draw', amount: 2, link: 'to', ifDone: true }] }] },
  });

  it('refuses it with no mana, and another step than a card moved', () => {
    expect(compileCard(character, '{H} You may pay {0} and discard a Spell from your hand to draw two cards.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(character, '{H} You may pay {1} and draw a card to draw two cards.', 'en', tokenBook())).toMatchObject({ ok: false });
  });
});

describe('a condition on the type of the card a step before moved ("If it\'s a Permanent, ..."), compiled and read back in English and in French', () => {
  itReadsBack({
    header: character,
    en: "{J} You may discard a card from your hand. If it's a Character, I gain 2 boosts.",
    fr: "{J} Vous pouvez défausser une carte de votre main. Si c'est un Personnage, je gagne 2 boosts.",
    data: { reactions: [{ on: 'played', effects: [{ op: 'moveCard', from: 'hand', to: 'discard', optional: true }, { op: 'boost', amount: 2, me: true, ifMoved: 'character' }] }] },
  });

  it('refuses another noun, and at load with no card moved before it', () => {
    expect(compileCard(character, "{J} You may discard a card from your hand. If it's a Robot, draw a card.", 'en', tokenBook())).toMatchObject({ ok: false });
    expect(loadIssue({ ...character, reactions: [{ on: 'played', effects: [{ op: 'draw', amount: 1 }, { op: 'draw', amount: 1, ifMoved: 'spell' }] }] } as AlteredCard)).toMatchObject({ path: '$.rules.extraCards[0].reactions[0].effects[1].ifMoved' });
  });
});

describe('scenarios of plays and costs', () => {
  itCompilesScenarioCards(SCENARIOS);
});
