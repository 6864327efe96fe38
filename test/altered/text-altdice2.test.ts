/**
 * Altered card text for dice and every player acting (docs/card-text.md): a roll whose sentence
 * names the ability's target (glossary 5.2.3.b, 7.3.13), and every player discarding their hand
 * (and Reserve). Invented cards in the printed templating compile to card data and read back in
 * both languages, what the data cannot say is refused, and the scenarios pass. No real card's
 * text or name appears here.
 */
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/games/altered/text/compile.js';
import type { CardHeader } from '../../src/games/altered/text/lower.js';
import type { AlteredCard } from '../../src/games/altered/schema/file-schemas.js';
import { itCompilesScenarioCards, itReadsBack, loadIssue, tokenBook, type TextCase } from './text-round-trip.js';

const spell: CardHeader = { id: 'moon-wager', name: 'Moon Wager', type: 'spell', faction: 'lyra', handCost: 1, reserveCost: 1 };
const landmark: CardHeader = { id: 'dice-tower', name: 'Dice Tower', type: 'landmark', faction: 'lyra', handCost: 2, reserveCost: 2 };

const AIMED: readonly TextCase[] = [
  {
    header: spell,
    en: '[[Fleeting]].  Target a Character, then roll a die. On a:  • 5+, it gains [[Asleep]].  • 1-4, it gains 2 boosts.',
    fr: '[[Fugace]].  Ciblez un Personnage, puis lancez un dé. Sur un résultat de :  • 5+, il gagne [[Endormi]].  • 1-4, il gagne 2 boosts.',
    data: { fleeting: true, target: 'anyCharacter', effects: [{ op: 'rollDie', listed: true, aims: 'before' }, { op: 'sleep', ifRoll: [5, 6] }, { op: 'boost', amount: 2, ifRoll: [1, 4] }] },
  },
  {
    header: spell,
    en: 'Roll a die, then target a Character you control. On a 3+, it gains [[Anchored]]. On a 1-2, send it to Reserve.',
    fr: 'Lancez un dé, puis ciblez un Personnage que vous contrôlez. Sur 3+, il gagne [[Ancré]]. Sur 1-2, envoyez-le en Réserve.',
    data: { target: 'friendlyCharacter', effects: [{ op: 'rollDie', aims: 'after' }, { op: 'anchor', ifRoll: [3, 6] }, { op: 'sendToReserve', ifRoll: [1, 2] }] },
  },
  {
    header: landmark,
    en: '{T} : Roll a die, then target a Character you control. On a:  • 6, it gains 2 boosts.  • 3-5, it gains [[Anchored]].  • 1-2, send it to Reserve.',
    fr: '{T} : Lancez un dé, puis ciblez un Personnage que vous contrôlez. Sur un résultat de :  • 6, il gagne 2 boosts.  • 3-5, il gagne [[Ancré]].  • 1-2, envoyez-le en Réserve.',
    alsoFr: ['{T} : Lancez un dé, puis ciblez un Personnage que vous contrôlez. Sur :  • 6+, il gagne 2 boosts.  • 3-5, il gagne [[Ancré]].  • 1-2, envoyez-le en Réserve.'],
    data: { exhaust: { target: 'friendlyCharacter', effects: [{ op: 'rollDie', listed: true, aims: 'after' }, { op: 'boost', amount: 2, ifRoll: [6, 6] }, { op: 'anchor', ifRoll: [3, 5] }, { op: 'sendToReserve', ifRoll: [1, 2] }] } },
  },
];

describe("a roll whose sentence names the ability's target, compiled and read back in English and in French", () => {
  for (const c of AIMED) itReadsBack(c);

  it('refuses a second target after the one the roll names, and a target other than a character', () => {
    expect(compileCard(spell, 'Target a Character, then roll a die. On a 4+, target Character gains 1 boost.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { reason: expect.stringContaining('two targets') } });
    expect(compileCard(spell, 'Target a Permanent, then roll a die. On a 4+, draw a card.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(spell, 'Ciblez un Personnage, puis lancez un dé. Sur 4+, un Personnage ciblé gagne 1 boost.', 'fr', tokenBook())).toMatchObject({ ok: false });
  });

  it('refuses at load a roll that names a target in an ability whose target is no character, at its path', () => {
    const base = { ...spell, id: 'odd-aim' } as AlteredCard;
    expect(loadIssue({ ...base, effects: [{ op: 'rollDie', aims: 'before' }, { op: 'draw', amount: 1, ifRoll: [4, 6] }] } as AlteredCard)).toMatchObject({ path: expect.stringContaining('$.rules.extraCards[0].effects[0].aims') });
    expect(loadIssue({ ...base, target: 'opponent', effects: [{ op: 'rollDie', aims: 'after' }, { op: 'draw', amount: 1, player: 'target', ifRoll: [4, 6] }] } as AlteredCard)).toMatchObject({ path: expect.stringContaining('effects[0].aims') });
    expect(loadIssue({ ...base, effects: [{ op: 'rollDie', aims: 'sideways' }] } as unknown as AlteredCard)).toMatchObject({ path: expect.stringContaining('$.rules.extraCards[0].effects[0]') });
    expect(loadIssue({ ...base, target: 'anyCharacter', effects: [{ op: 'rollDie', aims: 'before' }, { op: 'sleep', ifRoll: [4, 6] }] } as AlteredCard)).toBeUndefined();
  });
});

const character: CardHeader = { id: 'gale-jester', name: 'Gale Jester', type: 'character', faction: 'lyra', handCost: 1, reserveCost: 1, stats: { forest: 1, mountain: 1, water: 1 } };

const DISCARDED: readonly TextCase[] = [
  {
    header: character,
    en: '{H} Each player discards their hand, then draws two cards.',
    fr: '{H} Chaque joueur défausse sa main, puis pioche deux cartes.',
    data: { reactions: [{ on: 'played', from: 'hand', effects: [{ op: 'discardAll', zones: ['hand'], player: 'eachPlayer' }, { op: 'draw', amount: 2, player: 'eachPlayer', link: 'then' }] }] },
  },
  {
    header: character,
    en: '{J} Each player discards their hand and their Reserve, then draws four cards.',
    fr: '{J} Chaque joueur défausse sa main et sa Réserve, puis pioche quatre cartes.',
    data: { reactions: [{ on: 'played', effects: [{ op: 'discardAll', zones: ['hand', 'reserve'], player: 'eachPlayer' }, { op: 'draw', amount: 4, player: 'eachPlayer', link: 'then' }] }] },
  },
  {
    header: spell,
    en: 'Each player discards their hand. Draw a card.',
    fr: 'Chaque joueur défausse sa main. Piochez une carte.',
    data: { effects: [{ op: 'discardAll', zones: ['hand'], player: 'eachPlayer' }, { op: 'draw', amount: 1 }] },
  },
];

describe('every player discarding their hand (and Reserve), compiled and read back in English and in French', () => {
  for (const c of DISCARDED) itReadsBack(c);

  it('keeps "each player" unsaid only after a step of each player, and reads no other zone', () => {
    expect(compileCard(spell, 'Draw a card, then draws two cards.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(spell, '[Resupply], then draws a card.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(spell, 'Piochez une carte, puis pioche deux cartes.', 'fr', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(spell, 'Each player discards their deck.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { phrase: 'Each player discards their deck.' } });
    expect(compileCard(spell, 'Each player discards their Reserve and their hand.', 'en', tokenBook())).toMatchObject({ ok: false });
  });

  it('refuses at load zones that are none, repeated, or not a hand or a Reserve, at their path', () => {
    const base = { ...spell, id: 'odd-discard' } as AlteredCard;
    for (const zones of [[], ['deck'], ['hand', 'hand']]) {
      expect(loadIssue({ ...base, effects: [{ op: 'discardAll', zones, player: 'eachPlayer' }] } as unknown as AlteredCard)).toMatchObject({ path: expect.stringContaining('$.rules.extraCards[0].effects[0]') });
    }
    expect(loadIssue({ ...base, effects: [{ op: 'discardAll', zones: ['hand', 'reserve'], player: 'eachPlayer' }] } as AlteredCard)).toBeUndefined();
  });
});

const CHOSEN: readonly TextCase[] = [
  {
    header: { ...spell, id: 'long-yawn', name: 'Long Yawn' },
    en: 'Each player chooses a Character they control. It gains [[Asleep]]. Draw a card.',
    fr: "Chaque joueur choisit un Personnage qu'il contrôle. Il gagne [[Endormi]]. Piochez une carte.",
    data: { effects: [{ op: 'sleep', chosen: 'character', player: 'eachPlayer' }, { op: 'draw', amount: 1 }] },
  },
  {
    header: character,
    en: '{J} Each player chooses a Character they control. It gains [[Anchored]].',
    fr: "{J} Chaque joueur choisit un Personnage qu'il contrôle. Il gagne [[Ancré]].",
    data: { reactions: [{ on: 'played', effects: [{ op: 'anchor', chosen: 'character', player: 'eachPlayer' }] }] },
  },
];

describe('a status every player gives a character of theirs, compiled and read back in English and in French', () => {
  for (const c of CHOSEN) itReadsBack(c);

  it('refuses another step on the character chosen, and a choice of another kind', () => {
    expect(compileCard(spell, 'Each player chooses a Character they control. It gains [[Asleep]] and loses [[Fleeting]].', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(spell, 'Each player chooses a Permanent they control. It gains [[Asleep]].', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(spell, 'Each player chooses a Character they control. It gains 2 boosts.', 'en', tokenBook())).toMatchObject({ ok: false });
  });

  it('refuses at load a chosen character beside a target, group or "me", and players without a choice, at their path', () => {
    const base = { ...spell, id: 'odd-choice' } as AlteredCard;
    expect(loadIssue({ ...base, effects: [{ op: 'sleep', chosen: 'character', player: 'eachPlayer', me: true }] } as AlteredCard)).toMatchObject({ path: expect.stringContaining('$.rules.extraCards[0].effects[0]') });
    expect(loadIssue({ ...base, target: 'anyCharacter', effects: [{ op: 'anchor', player: 'eachPlayer' }] } as AlteredCard)).toMatchObject({ path: expect.stringContaining('effects[0].player') });
    expect(loadIssue({ ...base, effects: [{ op: 'sleep', chosen: 'permanent', player: 'eachPlayer' }] } as unknown as AlteredCard)).toMatchObject({ path: expect.stringContaining('$.rules.extraCards[0].effects[0]') });
    expect(loadIssue({ ...base, effects: [{ op: 'sleep', chosen: 'character', player: 'eachPlayer' }] } as AlteredCard)).toBeUndefined();
  });
});

const BY_ROLL: readonly TextCase[] = [
  {
    header: spell,
    en: "Roll a die. Target Character you control gains X boosts, where X is the result.",
    fr: "Lancez un dé. Un Personnage ciblé que vous contrôlez gagne X boosts, X étant le résultat.",
    data: { target: 'friendlyCharacter', effects: [{ op: 'rollDie' }, { op: 'boost', amount: 1, byRoll: true }] },
  },
  {
    header: character,
    en: '{J} Roll a die. I gain X boosts, where X is the result.',
    fr: '{J} Lancez un dé. Je gagne X boosts, X étant le résultat.',
    data: { reactions: [{ on: 'played', effects: [{ op: 'rollDie' }, { op: 'boost', amount: 1, me: true, byRoll: true }] }] },
  },
];

describe("boosts as many as a die's result, compiled and read back in English and in French", () => {
  for (const c of BY_ROLL) itReadsBack(c);

  it('refuses at load boosts by a roll with no roll before them, or counted by something else too, at their path', () => {
    const base = { ...spell, id: 'odd-result', target: 'anyCharacter' } as AlteredCard;
    expect(loadIssue({ ...base, effects: [{ op: 'boost', amount: 1, byRoll: true }, { op: 'rollDie' }] } as AlteredCard)).toMatchObject({ path: expect.stringContaining('$.rules.extraCards[0].effects[0].byRoll') });
    expect(loadIssue({ ...base, effects: [{ op: 'rollDie' }, { op: 'boost', amount: 1, byRoll: true, per: { of: 'reserve' } }] } as unknown as AlteredCard)).toMatchObject({ path: expect.stringContaining('effects[1]') });
    expect(loadIssue({ ...base, effects: [{ op: 'rollDie' }, { op: 'boost', amount: 1, byRoll: true }] } as AlteredCard)).toBeUndefined();
  });
});

describe('the scenarios of dice and every player acting', () => {
  itCompilesScenarioCards('scenarios/altered/text-altdice2');
});
