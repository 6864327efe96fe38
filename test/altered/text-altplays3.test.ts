/**
 * Altered card text of plays, costs and statuses (docs/card-text.md): invented cards in the
 * printed templating compile to card data and read back in both languages, what the card data
 * cannot state is refused, and the scenarios of these mechanisms pass, each card in them being
 * what its own `text` compiles to. No real card's text or name appears here.
 */
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/games/altered/text/compile.js';
import type { CardHeader } from '../../src/games/altered/text/lower.js';
import type { AlteredCard } from '../../src/games/altered/schema/file-schemas.js';
import { itCompilesScenarioCards, itReadsBack, loadIssue, tokenBook } from './text-round-trip.js';

const SCENARIOS = 'scenarios/altered/text-altplays3';

const character: CardHeader = { id: 'tide-scholar', name: 'Tide Scholar', type: 'character', faction: 'yzmir', handCost: 4, reserveCost: 3, stats: { forest: 2, mountain: 3, water: 2 } };
const hero: CardHeader = { id: 'quill-and-moss', name: 'Quill', type: 'hero', faction: 'bravos', handCost: 0, reserveCost: 0, reserveLimit: 2, landmarkLimit: 2 };

describe('what a step is done for, a character given boosts ("You may discard a Spell from your Reserve to give me 3 boosts"), compiled and read back in English and in French', () => {
  itReadsBack({
    header: character,
    en: '{R} You may discard a Character from your Reserve to give me 3 boosts.',
    fr: '{R} Vous pouvez défausser un Personnage de votre Réserve pour me donner 3 boosts.',
    data: { reactions: [{ on: 'played', from: 'reserve', effects: [{ op: 'moveCard', from: 'reserve', to: 'discard', cardType: 'character', optional: true }, { op: 'boost', amount: 3, me: true, link: 'to', ifDone: true }] }] },
  });
  itReadsBack({
    header: hero,
    en: 'When a Character you control gains [[Anchored]] — You may exhaust me to give target Character 2 boosts.',
    fr: "Lorsqu'un Personnage que vous contrôlez gagne [[Ancré]] — Vous pouvez m'épuiser pour donner 2 boosts à un Personnage ciblé.",
    data: { reactions: [{ on: 'gainsStatus', status: 'anchored', gainer: 'friendlyCharacter', target: 'anyCharacter', effects: [{ op: 'exhaust', me: true, optional: true }, { op: 'boost', amount: 2, link: 'to', ifDone: true }] }] },
  });
  itReadsBack({
    header: character,
    en: '{J} You may discard a card from your Reserve to have me gain [[Anchored]].',
    fr: '{J} Vous pouvez défausser une carte de votre Réserve pour me faire gagner [[Ancré]].',
    data: { reactions: [{ on: 'played', effects: [{ op: 'moveCard', from: 'reserve', to: 'discard', optional: true }, { op: 'anchor', me: true, link: 'to', ifDone: true }] }] },
  });

  it('refuses it after a step the player cannot decline, and a French infinitive not agreed', () => {
    expect(compileCard(character, '{J} Discard a Spell from your Reserve to give me 2 boosts.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(character, '{J} Défaussez un Sort de votre Réserve pour me donner 2 boosts.', 'fr', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(character, '{J} Vous pouvez défausser un Sort de votre Réserve pour me donnez 2 boosts.', 'fr', tokenBook())).toMatchObject({ ok: false });
  });
});

describe('a sentence opening with "Then," ("Then, Robots you control gain 2 boosts"), compiled and read back in English and in French', () => {
  itReadsBack({
    header: character,
    en: '{J} You may pay {1} to draw a card. Then, Robots you control gain 2 boosts.',
    fr: '{J} Vous pouvez payer {1} pour piocher une carte. Puis, les Robots que vous contrôlez gagnent 2 boosts.',
    data: { reactions: [{ on: 'played', effects: [{ op: 'draw', amount: 1, innerCost: 1 }, { op: 'boost', amount: 2, all: { controller: 'you', subtype: 'Robot' }, link: 'thenSentence' }] }] },
  });
  itReadsBack({
    header: character,
    en: '{H} You may exhaust target card in Reserve. Then, if there are three or more exhausted cards in Reserve, I gain 2 boosts.',
    fr: "{H} Vous pouvez épuiser une carte ciblée en Réserve. Puis, s'il y a au moins trois cartes épuisées en Réserve, je gagne 2 boosts.",
    data: {
      reactions: [
        {
          on: 'played',
          from: 'hand',
          target: 'reserveCard',
          effects: [{ op: 'exhaust', optional: true }, { op: 'boost', amount: 2, me: true, ifHave: { atLeast: 3, of: { what: 'exhaustedReserveCards' } }, link: 'thenSentence' }],
        },
      ],
    },
  });

  it('refuses it at the head of an ability, and a French "Ensuite,"', () => {
    expect(compileCard(character, '{J} Then, draw a card.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(character, '{J} Piochez une carte. Ensuite, piochez une carte.', 'fr', tokenBook())).toMatchObject({ ok: false });
  });
});

const landmark: CardHeader = { id: 'bell-forge', name: 'Bell Forge', type: 'landmark', faction: 'axiom', handCost: 2, reserveCost: 2 };

describe('the next Character played activating its {R} abilities as well, compiled and read back in English and in French', () => {
  itReadsBack({
    header: landmark,
    en: '{T} : The next Character you play this Afternoon activates its {R} abilities.',
    fr: '{T} : Le prochain Personnage que vous jouez cet Après-midi active ses capacités {R}.',
    data: { exhaust: { effects: [{ op: 'nextPlay', cardType: 'character', until: 'afternoon', activates: 'reserve' }] } },
  });
  itReadsBack({
    header: character,
    en: '{J} The next Character you play from your hand this Afternoon activates its {R} abilities (as if it came from your Reserve).',
    fr: '{J} Le prochain Personnage que vous jouez de votre main cet Après-midi active ses capacités {R} (comme s\'il venait de votre Réserve).',
    printed: { en: '{J} The next Character you play from your hand this Afternoon activates its {R} abilities.', fr: '{J} Le prochain Personnage que vous jouez de votre main cet Après-midi active ses capacités {R}.' },
    data: { reactions: [{ on: 'played', effects: [{ op: 'nextPlay', cardType: 'character', from: 'hand', until: 'afternoon', activates: 'reserve' }] }] },
  });

  it('refuses it for a card that is no Character (a subtype too), and at load at its path', () => {
    expect(compileCard(landmark, '{T} : The next Robot you play this turn activates its {R} abilities.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(landmark, '{T} : The next Spell you play this turn activates its {R} abilities.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(landmark, '{T} : La prochaine carte que vous jouez ce tour active ses capacités {R}.', 'fr', tokenBook())).toMatchObject({ ok: false });
    expect(loadIssue({ ...landmark, exhaust: { effects: [{ op: 'nextPlay', cardType: 'spell', until: 'turn', activates: 'reserve' }] } } as AlteredCard)).toMatchObject({ path: '$.rules.extraCards[0].exhaust.effects[0].activates' });
    expect(loadIssue({ ...landmark, exhaust: { effects: [{ op: 'nextPlay', cardType: 'character', until: 'now', activates: 'reserve' }] } } as AlteredCard)).toMatchObject({ path: '$.rules.extraCards[0].exhaust.effects[0].activates' });
    expect(loadIssue({ ...landmark, exhaust: { effects: [{ op: 'nextPlay', cardType: 'character', until: 'turn', activates: 'reserve', boosts: 1 }] } } as AlteredCard)).toMatchObject({ path: '$.rules.extraCards[0].exhaust.effects[0]' });
    expect(loadIssue({ ...landmark, exhaust: { effects: [{ op: 'nextPlay', cardType: 'character', until: 'turn', activates: 'reserve' }] } } as AlteredCard)).toBeUndefined();
  });
});

describe('scenarios of plays, costs and statuses', () => {
  itCompilesScenarioCards(SCENARIOS);
});
