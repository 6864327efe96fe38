/**
 * Altered card text for statuses (glossary 2.4) heard, asked of a target and replaced
 * (docs/card-text.md): invented cards in the printed templating compile to card data and read
 * back in both languages, what the card data cannot state is refused with its reason, and the
 * scenarios of these mechanisms pass, each card in them being what its own `text` compiles to.
 * No real card's text or name appears here.
 */
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../src/scenarios/run.js';
import { compileCard } from '../../src/games/altered/text/compile.js';
import type { CardHeader } from '../../src/games/altered/text/lower.js';
import { itCompilesScenarioCards, itReadsBack, tokenBook, type TextCase } from './text-round-trip.js';

const character: CardHeader = { id: 'tide-warden', name: 'Tide Warden', type: 'character', faction: 'ordis', handCost: 3, reserveCost: 2, stats: { forest: 1, mountain: 2, water: 2 } };
const landmark: CardHeader = { id: 'salt-beacon', name: 'Salt Beacon', type: 'landmark', faction: 'ordis', handCost: 2, reserveCost: 2 };
const hero: CardHeader = { id: 'brine-gull', name: 'Brine', type: 'hero', faction: 'ordis', reserveLimit: 2, landmarkLimit: 2 };

const SCENARIOS = 'scenarios/altered/text-altstatus2';

const load = (card: object) => runScenario({ name: 'p', position: { mode: 'altered/duel', cards: [card] }, steps: [] }, 'p.json').failure?.message;

/** A status or boosts gained by any character its player controls, as a reaction's trigger. */
const FRIENDLY_GAIN_CASES: readonly TextCase[] = [
  {
    header: landmark,
    en: 'When a Character you control gains [[Anchored]] — Draw a card.',
    fr: "Lorsqu'un Personnage que vous contrôlez gagne [[Ancré]] — Piochez une carte.",
    data: { reactions: [{ on: 'gainsStatus', status: 'anchored', gainer: 'friendlyCharacter', effects: [{ op: 'draw', amount: 1 }] }] },
  },
  {
    header: character,
    en: 'When a Character you control gains [[Fleeting]] — I gain 2 boosts.',
    fr: "Lorsqu'un Personnage que vous contrôlez gagne [[Fugace]] — Je gagne 2 boosts.",
    data: { reactions: [{ on: 'gainsStatus', status: 'fleeting', gainer: 'friendlyCharacter', effects: [{ op: 'boost', amount: 2, me: true }] }] },
  },
  {
    header: hero,
    en: 'When a Character you control gains 1 or more boosts — Target Character gains [[Asleep]].',
    fr: "Lorsqu'un Personnage que vous contrôlez gagne au moins 1 boost — Un Personnage ciblé gagne [[Endormi]].",
    data: { reactions: [{ on: 'boosted', gainer: 'friendlyCharacter', target: 'anyCharacter', effects: [{ op: 'sleep' }] }] },
  },
];

describe('a status or boosts gained by a character you control, as a trigger ("When a Character you control gains [[Fleeting]] —"), compiled and read back in English and in French', () => {
  for (const c of FRIENDLY_GAIN_CASES) itReadsBack(c);

  it('refuses a character of an opponent, a status the trigger does not hear, and the agreed French form', () => {
    expect(compileCard(landmark, 'When a Character an opponent controls gains [[Asleep]] — Draw a card.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(landmark, 'When a Character you control gains [[Boosted]] — Draw a card.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(landmark, "Lorsqu'un Personnage que vous contrôlez gagne au moins 2 boosts — Piochez une carte.", 'fr', tokenBook())).toMatchObject({ ok: false });
  });

  it('refuses at load "gainer" on a trigger that is no gain, with its path', () => {
    expect(load({ ...landmark, reactions: [{ on: 'atDusk', gainer: 'friendlyCharacter', effects: [{ op: 'draw', amount: 1 }] }] })).toMatch(/reactions\[0\]\.gainer: "gainer" goes with the boosted and gainsStatus triggers only/);
    expect(load({ ...landmark, reactions: [{ on: 'boosted', gainer: 'anyCharacter', effects: [{ op: 'draw', amount: 1 }] }] })).toMatch(/gainer/);
  });
});

const spell: CardHeader = { id: 'undertow', name: 'Undertow', type: 'spell', faction: 'ordis', handCost: 2, reserveCost: 3 };

/** A character target asked one of several statuses. */
const STATUS_TARGET_CASES: readonly TextCase[] = [
  {
    header: spell,
    en: 'Discard target [[Asleep]] or [[Anchored]] Character.',
    fr: 'Défaussez un Personnage [[Endormi]] ou [[Ancré]] ciblé.',
    alsoFr: ['Défaussez un Personnage [[Endormie]] ou [[Ancrée]] ciblé.'],
    data: { target: 'anyCharacter', targetScope: { statuses: ['asleep', 'anchored'] }, effects: [{ op: 'discard' }] },
  },
  {
    header: spell,
    en: 'Send target [[Boosted]] Character to Reserve.',
    fr: 'Envoyez un Personnage [[Boosté]] ciblé en Réserve.',
    data: { target: 'anyCharacter', targetScope: { statuses: ['boosted'] }, effects: [{ op: 'sendToReserve' }] },
  },
  {
    header: character,
    en: '{J} Target [[Fleeting]], [[Asleep]] or [[Boosted]] Character you control gains 2 boosts.',
    fr: '{J} Un Personnage [[Fugace]], [[Endormi]] ou [[Boosté]] ciblé que vous contrôlez gagne 2 boosts.',
    data: { reactions: [{ on: 'played', target: 'friendlyCharacter', targetScope: { statuses: ['fleeting', 'asleep', 'boosted'] }, effects: [{ op: 'boost', amount: 2 }] }] },
  },
];

describe('a character target asked a status ("target [[Fleeting]], [[Anchored]] or [[Asleep]] Character"), compiled and read back in English and in French', () => {
  for (const c of STATUS_TARGET_CASES) itReadsBack(c);

  it('refuses a status named twice, and a list without its "or"', () => {
    expect(compileCard(spell, 'Discard target [[Asleep]] or [[Asleep]] Character.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(spell, 'Discard target [[Asleep]], [[Anchored]] Character.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(spell, 'Défaussez un Personnage [[Endormi]] et [[Ancré]] ciblé.', 'fr', tokenBook())).toMatchObject({ ok: false });
  });

  it('refuses at load statuses asked of a target that is no character, with its path', () => {
    expect(load({ ...spell, target: 'anyPermanent', targetScope: { statuses: ['asleep'] }, effects: [{ op: 'discard' }] })).toMatch(/targetScope\.statuses: only a character target is asked its statuses/);
    expect(load({ ...spell, target: 'reserveCard', targetScope: { statuses: ['asleep'] }, effects: [{ op: 'exhaust' }] })).toMatch(/targetScope/);
    expect(load({ ...spell, target: 'anyCharacter', targetScope: { statuses: ['asleep', 'asleep'] }, effects: [{ op: 'discard' }] })).toMatch(/statuses/);
  });
});

/** A character's own gaining of a status replaced, or allowed again. */
const STATUS_GAIN_CASES: readonly TextCase[] = [
  {
    header: character,
    en: 'If I would gain [[Fleeting]], I gain [[Asleep]] instead.',
    fr: 'Si je devais gagner [[Fugace]], je gagne [[Endormi]] à la place.',
    alsoFr: ['Si je devais gagner [[Fugace]], je gagne [[Endormie]] à la place.'],
    data: { statusGains: [{ status: 'fleeting', insteadStatus: 'asleep' }] },
  },
  {
    header: character,
    en: '[Defender].  {J} Draw a card.  If I would gain [[Asleep]], I gain 3 boosts instead.',
    fr: '[Défenseur].  {J} Piochez une carte.  Si je devais gagner [[Endormi]], je gagne 3 boosts à la place.',
    data: { keywords: ['defender'], statusGains: [{ status: 'asleep', insteadBoosts: 3 }], reactions: [{ on: 'played', effects: [{ op: 'draw', amount: 1 }] }] },
  },
  {
    header: character,
    en: 'When I gain [[Anchored]] — Draw a card.  I can gain [[Anchored]] even if I was already [[Anchored]].',
    fr: "Lorsque je gagne [[Ancré]] — Piochez une carte.  Je peux gagner [[Ancré]] même si j'étais déjà [[Ancré]].",
    data: { statusGains: [{ status: 'anchored', again: true }], reactions: [{ on: 'gainsStatus', status: 'anchored', effects: [{ op: 'draw', amount: 1 }] }] },
  },
];

describe('a character\'s own gaining of a status replaced ("If I would gain [[Anchored]], I gain [[Asleep]] instead") or allowed again, compiled and read back in English and in French', () => {
  for (const c of STATUS_GAIN_CASES) itReadsBack(c);

  it('refuses a status replaced by itself, two statuses that differ in "again", and the line on a card that is no character', () => {
    expect(compileCard(character, 'If I would gain [[Asleep]], I gain [[Asleep]] instead.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(character, 'I can gain [[Asleep]] even if I was already [[Anchored]].', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(landmark, 'If I would gain [[Asleep]], I gain 1 boost instead.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { reason: 'a landmark is no character: it gains no status' } });
    expect(compileCard(character, 'If I would gain [[Asleep]], I gain 1 boost instead.  I can gain [[Asleep]] even if I was already [[Asleep]].', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { reason: 'two lines changing how I gain one status: the card data has one' } });
  });

  it('refuses at load a change that is not one way, a status replaced by itself, and one on a card that is no character, with their paths', () => {
    expect(load({ ...character, statusGains: [{ status: 'asleep' }] })).toMatch(/statusGains\[0\]: a status gained is changed one way/);
    expect(load({ ...character, statusGains: [{ status: 'asleep', insteadBoosts: 1, again: true }] })).toMatch(/statusGains\[0\]: a status gained is changed one way/);
    expect(load({ ...character, statusGains: [{ status: 'asleep', insteadStatus: 'asleep' }] })).toMatch(/statusGains\[0\]: a status gained instead is another status/);
    expect(load({ ...character, statusGains: [{ status: 'asleep', again: true }, { status: 'asleep', insteadBoosts: 2 }] })).toMatch(/statusGains\[1\]: each status is changed once/);
    expect(load({ ...landmark, statusGains: [{ status: 'asleep', again: true }] })).toMatch(/statusGains: a landmark is no character/);
  });
});

/** The next character played losing Fleeting. */
const NEXT_LOSES_CASES: readonly TextCase[] = [
  {
    header: spell,
    en: 'The next Character you play this Afternoon loses [[Fleeting]]. Draw a card.',
    fr: 'Le prochain Personnage que vous jouez cet Après-midi perd [[Fugace]]. Piochez une carte.',
    data: { effects: [{ op: 'nextPlay', cardType: 'character', until: 'afternoon', loses: 'fleeting' }, { op: 'draw', amount: 1 }] },
  },
  {
    header: character,
    en: '{D} : The next Character you play this Afternoon loses [[Fleeting]]. Draw two cards.',
    fr: '{D} : Le prochain Personnage que vous jouez cet Après-midi perd [[Fugace]]. Piochez deux cartes.',
    data: { support: { effects: [{ op: 'nextPlay', cardType: 'character', until: 'afternoon', loses: 'fleeting' }, { op: 'draw', amount: 2 }] } },
  },
];

describe('the next character played losing Fleeting ("The next Character you play this Afternoon loses [[Fleeting]]"), compiled and read back in English and in French', () => {
  for (const c of NEXT_LOSES_CASES) itReadsBack(c);

  it('refuses a card that is no character losing Fleeting', () => {
    expect(compileCard(spell, 'The next Spell you play this Afternoon loses [[Fleeting]].', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(spell, 'La prochaine carte que vous jouez cet Après-midi perd [[Fugace]].', 'fr', tokenBook())).toMatchObject({ ok: false });
  });

  it('refuses at load "loses" beside another change, or for cards that are not characters, with its path', () => {
    expect(load({ ...spell, effects: [{ op: 'nextPlay', cardType: 'character', until: 'turn', loses: 'fleeting', boosts: 1 }] })).toMatch(/effects\[0\]: a "nextPlay" effect does one thing to the card/);
    expect(load({ ...spell, effects: [{ op: 'nextPlay', cardType: 'spell', until: 'turn', loses: 'fleeting' }] })).toMatch(/effects\[0\]\.loses: only a character loses Fleeting/);
  });
});

describe('scenarios of statuses heard, asked of a target and replaced', () => {
  itCompilesScenarioCards(SCENARIOS);
});
