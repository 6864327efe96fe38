/**
 * Modifiers of the day's steps (glossary 6.2; docs/altered.md, "Modifiers of the day's
 * steps"): the card data a replacement of the Morning's Draw or Expand is, read and printed in
 * both languages; the steps a replacement may not replace refused at load with their path (the
 * steps in play: scenarios/altered/steps-modifiers, run by test/scenarios.test.ts). The
 * sentences are taken from what the renderer writes of the data; no real card's text or name
 * appears here.
 */
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/games/altered/text/compile.js';
import type { CardHeader } from '../../src/games/altered/text/lower.js';
import type { AlteredCard } from '../../src/games/altered/schema/file-schemas.js';
import { itReadsBack, loadIssue, renderedText, tokenBook, type TextCase } from './text-round-trip.js';

const landmark: CardHeader = { id: 'ration-board', name: 'Ration Board', type: 'landmark', faction: 'ordis', handCost: 2, reserveCost: 2 };
const character: CardHeader = { id: 'lean-forager', name: 'Lean Forager', type: 'character', faction: 'muna', handCost: 3, reserveCost: 2, stats: { forest: 2, mountain: 1, water: 1 } };

type Modifier = NonNullable<AlteredCard['modifiers']>[number];
const DRAW_ONE: Modifier = { step: 'morningDraw', instead: [{ op: 'draw', amount: 1 }] };
const EXPAND_FROM_DECK: Modifier = { step: 'expand', instead: [{ op: 'deckToMana', amount: 1 }] };
const both = { ...landmark, modifiers: [DRAW_ONE, EXPAND_FROM_DECK] } as AlteredCard;
const drawOnly = { ...landmark, modifiers: [DRAW_ONE] } as AlteredCard;
const expandOnly = { ...character, modifiers: [EXPAND_FROM_DECK] } as AlteredCard;

it('prints the Morning replacements as the templating says: "During Morning," ("Le Matin,"), the Expand after "Then," ("Puis,")', () => {
  expect(renderedText(both, 'en')).toMatch(/^During Morning, draw only one card\. Then, put the top card of your deck .+ instead of a card from your hand\.$/);
  expect(renderedText(both, 'fr')).toMatch(/^Le Matin, piochez une seule carte\. Puis, mettez la première carte de votre deck .+, au lieu d'une carte de votre main\.$/);
  expect(renderedText(expandOnly, 'en')).toMatch(/^During Morning, put the top card/);
});

describe('replacements of the Morning draw and Expand in the text', () => {
  const cases: TextCase[] = [
    { header: landmark, en: renderedText(both, 'en'), fr: renderedText(both, 'fr'), data: { modifiers: [DRAW_ONE, EXPAND_FROM_DECK] } },
    { header: landmark, en: renderedText(drawOnly, 'en'), fr: renderedText(drawOnly, 'fr'), data: { modifiers: [DRAW_ONE] } },
    {
      header: character,
      en: `${renderedText(expandOnly, 'en')}  {J} Draw a card.`,
      fr: `${renderedText(expandOnly, 'fr')}  {J} Piochez une carte.`,
      data: { modifiers: [EXPAND_FROM_DECK], reactions: [{ on: 'played', effects: [{ op: 'draw', amount: 1 }] }] },
    },
  ];
  for (const c of cases) itReadsBack(c);

  it('refuses them on a spell, never in play, naming the reason', () => {
    const spell: CardHeader = { id: 'lean-decree', name: 'Lean Decree', type: 'spell', faction: 'ordis', handCost: 1, reserveCost: 1 };
    expect(compileCard(spell, renderedText(drawOnly, 'en'), 'en', tokenBook())).toMatchObject({ ok: false, refusal: { reason: 'a spell is never in play: it modifies no step' } });
    expect(compileCard(spell, renderedText(drawOnly, 'fr'), 'fr', tokenBook())).toMatchObject({ ok: false, refusal: { reason: 'a spell is never in play: it modifies no step' } });
  });

  it('prints no other replacement of a Morning step, nor an additive one, naming why', () => {
    const drawTwo = { ...landmark, modifiers: [{ step: 'morningDraw', instead: [{ op: 'draw', amount: 2 }] }] } as AlteredCard;
    expect(() => renderedText(drawTwo, 'en')).toThrow(/no printed form yet/);
    const alsoAtDusk = { ...landmark, modifiers: [{ step: 'dusk', also: [{ op: 'draw', amount: 1 }] }] } as AlteredCard;
    expect(() => renderedText(alsoAtDusk, 'en')).toThrow('a dusk modifier has no printed form yet');
  });
});

describe('step modifiers as card data', () => {
  it('refuses a replacement of a step that is no player\'s own Morning draw or Expand, at its path', () => {
    for (const step of ['succeed', 'prepare', 'noon', 'afternoon', 'dusk', 'progress', 'night', 'cleanUp'] as const) {
      const issue = loadIssue({ ...landmark, modifiers: [{ step, instead: [{ op: 'draw', amount: 1 }] }] } as AlteredCard);
      expect(issue, step).toMatchObject({ path: '$.rules.extraCards[0].modifiers[0].instead', message: `the ${step} step is no player's own Morning draw or Expand: a modifier only adds to it ("also"), it replaces nothing` });
    }
    expect(loadIssue({ ...landmark, modifiers: [{ step: 'dusk', also: [{ op: 'draw', amount: 1 }] }] } as AlteredCard)).toBeUndefined();
    expect(loadIssue(both)).toBeUndefined();
  });

  it('refuses a step modifier with neither effects nor replacement, and an unknown step, by the schema', () => {
    expect(loadIssue({ ...landmark, modifiers: [{ step: 'dusk' }] } as unknown as AlteredCard)).toMatchObject({ path: expect.stringContaining('$.rules.extraCards[0].modifiers[0]') });
    expect(loadIssue({ ...landmark, modifiers: [{ step: 'teatime', also: [{ op: 'draw', amount: 1 }] }] } as unknown as AlteredCard)).toMatchObject({ path: expect.stringContaining('$.rules.extraCards[0].modifiers[0]') });
  });
});
