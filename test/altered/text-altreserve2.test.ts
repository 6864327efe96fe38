/**
 * Altered card text for the Reserve's events and targets (docs/card-text.md): invented cards in
 * the printed templating compile to card data and read back in both languages, the card data
 * that cannot be is refused at its path, and the scenarios of these mechanisms pass. No real
 * card's text or name appears here.
 */
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/games/altered/text/compile.js';
import type { CardHeader } from '../../src/games/altered/text/lower.js';
import type { AlteredCard } from '../../src/games/altered/schema/file-schemas.js';
import { itCompilesScenarioCards, itReadsBack, loadIssue, tokenBook, type TextCase } from './text-round-trip.js';

const character: CardHeader = { id: 'marsh-courier', name: 'Marsh Courier', type: 'character', faction: 'lyra', handCost: 3, reserveCost: 2, stats: { forest: 1, mountain: 2, water: 1 } };
const landmark: CardHeader = { id: 'cinder-shrine', name: 'Cinder Shrine', type: 'landmark', faction: 'yzmir', handCost: 2, reserveCost: 2 };

describe('a card\'s own move named by the zone it comes from ("When I go to Reserve from your hand", "When I leave your Landmark zone")', () => {
  const CASES: readonly TextCase[] = [
    {
      header: character,
      en: 'When I go to Reserve from the Expedition zone — Draw a card.',
      fr: "Lorsque je vais en Réserve depuis la zone d'Expédition — Piochez une carte.",
      data: { reactions: [{ on: 'toReserve', from: 'expedition', effects: [{ op: 'draw', amount: 1 }] }] },
    },
    {
      header: character,
      en: '{H} I gain 1 boost.  When I go to Reserve from your hand — [Resupply].',
      fr: '{H} Je gagne 1 boost.  Lorsque je vais en Réserve depuis votre main — [Ravitaillez].',
      data: { reactions: [{ on: 'played', from: 'hand', effects: [{ op: 'boost', amount: 1, me: true }] }, { on: 'toReserve', from: 'hand', effects: [{ op: 'resupply' }] }] },
    },
    {
      header: character,
      en: 'When I go to Reserve from anywhere — Draw two cards.',
      fr: "Lorsque je vais en Réserve depuis n'importe où — Piochez deux cartes.",
      data: { reactions: [{ on: 'toReserve', from: 'anywhere', effects: [{ op: 'draw', amount: 2 }] }] },
    },
    {
      header: landmark,
      en: '{J} Draw a card.  When I leave your Landmark zone — [Sabotage].',
      fr: '{J} Piochez une carte.  Lorsque je quitte votre zone de Repères — [Sabotez].',
      data: { reactions: [{ on: 'played', effects: [{ op: 'draw', amount: 1 }] }, { on: 'leaves', from: 'landmarks', effects: [{ op: 'sabotage' }] }] },
    },
  ];
  for (const c of CASES) itReadsBack(c);

  it('refuses a zone its trigger\'s card never moves from, at its path, and an unknown zone in the text', () => {
    const card = (reaction: object, type: CardHeader = character) => ({ ...type, id: 'odd-mover', reactions: [{ effects: [{ op: 'draw', amount: 1 }], ...reaction }] }) as AlteredCard;
    expect(loadIssue(card({ on: 'toReserve', from: 'reserve' }))).toMatchObject({ path: '$.rules.extraCards[0].reactions[0].from' });
    expect(loadIssue(card({ on: 'played', from: 'anywhere' }))).toMatchObject({ path: '$.rules.extraCards[0].reactions[0].from' });
    expect(loadIssue(card({ on: 'atNoon', from: 'hand' }))).toMatchObject({ path: '$.rules.extraCards[0].reactions[0].from' });
    expect(loadIssue(card({ on: 'leaves', from: 'landmarks' }))).toMatchObject({ path: '$.rules.extraCards[0].reactions[0].from', message: expect.stringContaining('Landmark zone') });
    expect(loadIssue(card({ on: 'leaves', from: 'landmarks', wasFleeting: true }, landmark))).toMatchObject({ path: '$.rules.extraCards[0].reactions[0].wasFleeting' });
    expect(loadIssue(card({ on: 'leaves', from: 'landmarks' }, landmark))).toBeUndefined();
    expect(loadIssue(card({ on: 'toReserve', from: 'hand' }))).toBeUndefined();
    expect(compileCard(character, 'When I go to Reserve from your deck — Draw a card.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { phrase: 'When I go to Reserve from your deck —' } });
    // The text of a landmark's trigger on a character compiles, and the card it makes is refused as it loads.
    const misplaced = compileCard(character, 'When I leave your Landmark zone — Draw a card.', 'en', tokenBook());
    if (!misplaced.ok) throw new Error(misplaced.refusal.reason);
    expect(loadIssue(misplaced.card)).toMatchObject({ path: '$.rules.extraCards[0].reactions[0].from' });
  });
});

describe('exhausting a card in Reserve as a trigger, and "exhaust me" ("When you exhaust a card in Reserve", "You may exhaust me to ...")', () => {
  const CASES: readonly TextCase[] = [
    {
      header: landmark,
      en: 'When you exhaust a card in Reserve — You may exhaust me to draw a card.',
      fr: "Lorsque vous épuisez une carte en Réserve — Vous pouvez m'épuiser pour piocher une carte.",
      data: { reactions: [{ on: 'playerActs', by: 'you', acts: ['exhaustInReserve'], effects: [{ op: 'exhaust', me: true, optional: true }, { op: 'draw', amount: 1, link: 'to', ifDone: true }] }] },
    },
    {
      header: character,
      en: 'When I go to Reserve from anywhere — Exhaust me.  {R} Draw two cards.',
      fr: "Lorsque je vais en Réserve depuis n'importe où — Épuisez-moi.  {R} Piochez deux cartes.",
      data: { reactions: [{ on: 'toReserve', from: 'anywhere', effects: [{ op: 'exhaust', me: true }] }, { on: 'played', from: 'reserve', effects: [{ op: 'draw', amount: 2 }] }] },
    },
  ];
  for (const c of CASES) itReadsBack(c);

  it('refuses "me" with every card in Reserve, and an exhaust of nothing in a Reserve, at their paths', () => {
    const card = (effects: object[], type: CardHeader = landmark) => ({ ...type, id: 'odd-frost', reactions: [{ on: 'played', effects }] }) as AlteredCard;
    expect(loadIssue(card([{ op: 'exhaust', everyReserveCard: true, me: true }]))).toMatchObject({ path: '$.rules.extraCards[0].reactions[0].effects[0].everyReserveCard' });
    expect(loadIssue(card([{ op: 'exhaust' }]))).toMatchObject({ path: '$.rules.extraCards[0].reactions[0].effects[0]' });
    expect(loadIssue(card([{ op: 'exhaust', me: true }]))).toBeUndefined();
    expect(loadIssue({ ...character, id: 'odd-frost', reactions: [{ on: 'playerActs', by: 'you', acts: ['exhaustInReserve'], cardType: 'character', effects: [{ op: 'draw', amount: 1 }] }] } as AlteredCard)).toMatchObject({ path: '$.rules.extraCards[0].reactions[0].cardType' });
    expect(compileCard(character, 'When an opponent exhausts a card in Reserve — Draw a card.', 'en', tokenBook())).toMatchObject({ ok: false });
  });
});

describe('readying an exhausted card in Reserve, chosen as the step resolves ("You may ready an exhausted card in Reserve")', () => {
  const CASES: readonly TextCase[] = [
    {
      header: character,
      en: '{H} You may ready an exhausted card in Reserve. If you do, I gain 2 boosts.',
      fr: '{H} Vous pouvez redresser une carte épuisée en Réserve. Si vous le faites, je gagne 2 boosts.',
      data: { reactions: [{ on: 'played', from: 'hand', effects: [{ op: 'ready', inReserve: true, optional: true }, { op: 'boost', amount: 2, me: true, ifDone: true }] }] },
    },
    {
      header: landmark,
      en: 'At Dusk — Draw a card. You may ready an exhausted card in Reserve.',
      fr: 'Au Crépuscule — Piochez une carte. Vous pouvez redresser une carte épuisée en Réserve.',
      data: { reactions: [{ on: 'atDusk', effects: [{ op: 'draw', amount: 1 }, { op: 'ready', inReserve: true, optional: true }] }] },
    },
  ];
  for (const c of CASES) itReadsBack(c);

  it('refuses a card readied in Reserve without "you may", in the text and at load, at its path', () => {
    expect(compileCard(character, '{J} Ready an exhausted card in Reserve.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { reason: expect.stringContaining('chosen as the step resolves') } });
    expect(compileCard(character, '{J} Redressez une carte épuisée en Réserve.', 'fr', tokenBook())).toMatchObject({ ok: false });
    const card = (effect: object) => ({ ...character, id: 'odd-thaw', reactions: [{ on: 'played', effects: [effect] }] }) as AlteredCard;
    expect(loadIssue(card({ op: 'ready', inReserve: true }))).toMatchObject({ path: '$.rules.extraCards[0].reactions[0].effects[0].inReserve' });
    expect(loadIssue(card({ op: 'ready', inReserve: true, optional: true, me: true }))).toMatchObject({ path: '$.rules.extraCards[0].reactions[0].effects[0].inReserve' });
    expect(loadIssue(card({ op: 'ready', inReserve: true, optional: true }))).toBeUndefined();
  });
});

describe('scenarios of the Reserve\'s events and targets', () => {
  itCompilesScenarioCards('scenarios/altered/text-altreserve2');
});
